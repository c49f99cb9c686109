#!/usr/bin/env bash
# Compiles every Swift example of the docs, and runs those that are tests or marked to run, so
# that an example that stops compiling fails CI: the ```swift blocks of README.md and of the
# DocC articles (Sources/*/*.docc/**/*.md, *.tutorial), the examples in `///` doc comments of
# Sources/**/*.swift, and the code files of the DocC tutorials
# (Sources/*/*.docc/**/Resources/**/*.swift).
#
# Each block is a module of a throwaway app package (.build-snippets/package) that depends on
# Roster by path; it sees the modules it imports (none: the module its source belongs to). A
# block must compile alone, as a reader copies it, unless `<!-- snippet: fragment -->` before
# its fence marks it as part of a larger example: then it also sees the free names of
# Docs/Snippets/SnippetContext, which its own declarations shadow. Blocks with `@Test` run under
# `swift test`, as do blocks preceded by `<!-- snippet: run -->` (`fragment run` for both);
# `<!-- snippet: skip REASON -->` before a fence skips one. UIKit and SwiftUI blocks are
# type-checked against UIKitCheck's UIKit and SwiftUI declarations. A tutorial's code file is a
# whole file and compiles as it is, as its own module, with no context; it runs under
# `swift test` when its name ends in `-test.swift` or it declares an `@Test`, and an app (with
# `@main`) is run without a terminal and must exit cleanly. The new code of CHANGELOG.md's
# Migrating entries (after `// After`), for Unreleased and the latest release, compiles as a
# fragment. Errors point at the block's own file and line.
#
# Usage: Docs/snippets.sh [-v] [--list] [PATH-SUBSTRING...]   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 Docs/snippets.py "$@"
