#!/usr/bin/env python3
"""Compiles, and where they are tests or marked to run runs, every Swift example of the docs.

Sources: the ```swift blocks of README.md and of the DocC catalogs (Sources/*/*.docc/**/*.md and
*.tutorial), the ``` blocks inside `///` doc comments of Sources/**/*.swift (tagged `swift`, or
untagged and parsing as Swift), the code files of the DocC tutorials
(Sources/*/*.docc/**/Resources/**/*.swift), which are whole files, and the new code of
CHANGELOG.md's Migrating entries. See Docs/snippets.sh for the entry point and README's "How
Roster is tested" for the rules; this file is the machinery.

Each block becomes its own module of a throwaway SwiftPM package under .build-snippets/, which
depends on Roster by path as an app would. The block sees what it imports itself (or, with no
`import` line, the module its source belongs to). Its declarations stay at file scope, its
statements run inside `@MainActor func snippetBody() async throws`, as top-level code of an
app's main.swift would. UIKit and SwiftUI blocks are type-checked against UIKitCheck's UIKit
and SwiftUI declarations instead.

A block compiles alone, as a reader who copies it gets it: it declares every name it uses that
no import gives. Only a block marked `<!-- snippet: fragment -->` on the line before its fence
(`/// <!-- snippet: fragment -->` in a doc comment; `<!-- snippet: fragment run -->` to run it
too) is a part of a larger example: it also sees, through `import SnippetContext`, the free
names of Docs/Snippets/SnippetContext (Docs/Snippets/SnippetContextUIKit for UIKit), which its
own declarations shadow, and an empty cell for each model whose cell type it names without
declaring. An unmarked block that uses such a name fails, naming it; a marked block that names
none of them fails too, so that no marker hides a block that compiles alone. Markers are
`skip REASON`, `run`, `fragment` and `fragment run`; any other fails.

CHANGELOG.md: each ```swift block of a `### Migrating` section holds the old code, then a
comment line starting `// After`, then the new code, to the block's end. The new code is
compiled as a fragment of an app (the context's names stand for the app's own), with the
imports an app would have (RosterTerminalCells and RosterTesting; RosterUIKitCells and UIKit
when it names a UIKit or RosterUIKit type), unless it has its own. Only the sections of
Unreleased and of the latest release are compiled: an older release's new code was written
against that release, and later releases may have changed it again, each with its own
Migrating entries. A block without an `// After` line is skipped, and said so with -v.

A tutorial's code file is compiled as it is, as its own module: a reader copies the whole file,
so it gets no implicit import, no context and no wrapping. It is a test target when its name
ends in `-test.swift` or it declares an `@Test` (and then runs), an executable target when it
has a `@main` type (and then it is run with standard input from /dev/null and its output to a
pipe, as from an IDE's run pane: it must exit on its own and say why, without crashing), and a
library target otherwise.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / ".build-snippets"
PACKAGE = SCRATCH / "package"
UIKIT_WORK = SCRATCH / "uikit"
CONTEXT = ROOT / "Docs" / "Snippets" / "SnippetContext"
CONTEXT_UIKIT = ROOT / "Docs" / "Snippets" / "SnippetContextUIKit"
LIBRARIES = [
    "RosterDiff", "RosterLayout", "Roster", "RosterTesting", "RosterTerminal", "RosterCells",
    "RosterTerminalCells", "RosterTerminalTesting",
]
UIKIT_MODULES = {"RosterUIKit", "RosterUIKitCells", "UIKit", "SwiftUI"}

MARKER = re.compile(r"<!--\s*snippet:\s*(.*?)\s*-->", re.S)
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([^`\s]*)(.*)$")
DECL_KEYWORDS = {
    "struct", "class", "enum", "protocol", "extension", "func", "typealias", "actor", "import",
}
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated",
    "static", "indirect", "convenience", "mutating", "nonmutating", "dynamic", "override",
    "required", "isolated", "distributed",
}


@dataclasses.dataclass
class Block:
    source: Path  # relative to ROOT
    line: int  # 1-based line of the first code line in the source
    lines: list[str]  # code, prefix stripped
    module: str  # the module the source belongs to
    kind: str  # "readme", "article", "doc comment", "tutorial code"
    tag: str  # fence info string's first word
    marker: str | None = None  # "skip" / "run"
    marker_reason: str = ""
    fragment: bool = False  # marked a fragment: it sees the context and generated cells
    marker_error: str = ""  # a marker that says nothing this script knows
    name: str = ""
    status: str = ""  # classification / outcome
    imports: list[str] = dataclasses.field(default_factory=list)
    is_test: bool = False
    uses_testing: bool = False
    uikit: bool = False
    errors: list[str] = dataclasses.field(default_factory=list)
    is_executable: bool = False  # a whole file with a `@main` type
    testable: list[str] = dataclasses.field(default_factory=list)  # `@testable import` modules
    # What a block without an `import` line imports: the module its source belongs to, or for
    # CHANGELOG.md's code, which belongs to none, the libraries an app would import.
    implicit_imports: list[str] = dataclasses.field(default_factory=list)

    @property
    def sees_context(self) -> bool:
        """Whether the block sees the context's names and generated cells: only a fragment,
        marked as one, which a reader completes from the text around it."""
        return self.fragment and not self.is_whole_file

    @property
    def is_whole_file(self) -> bool:
        """A tutorial's code file: compiled as it is, as its own module."""
        return self.kind == "tutorial code"

    @property
    def origin(self) -> str:
        return f"{self.source}:{self.line}"


# MARK: - Finding blocks


def comment_before(lines: list[str], fence: int) -> str:
    """The HTML comment that ends on the last non-blank line before `fence`, joined into one
    line, or ""."""
    end = fence - 1
    while end >= 0 and not lines[end].strip():
        end -= 1
    if end < 0 or not lines[end].rstrip().endswith("-->"):
        return ""
    start = end
    while start > 0 and "<!--" not in lines[start]:
        start -= 1
    return " ".join(line.strip() for line in lines[start:end + 1])


def read_marker(block: Block, comment: str) -> None:
    """Reads `<!-- snippet: skip REASON -->`, `<!-- snippet: run -->`,
    `<!-- snippet: fragment -->` or `<!-- snippet: fragment run -->` from the comment before a
    fence."""
    found = MARKER.search(comment)
    if not found:
        return
    words = found.group(1).split()
    if words and words[0] == "skip":
        block.marker, block.marker_reason = "skip", " ".join(words[1:])
        return
    unknown = [word for word in words if word not in ("run", "fragment")]
    if unknown or not words:
        block.marker_error = (f"{block.origin}: unknown snippet marker `{found.group(0)}`: say "
                              "`skip REASON`, `run`, `fragment` or `fragment run`")
    if "run" in words:
        block.marker = "run"
    block.fragment = "fragment" in words


def markdown_blocks(path: Path, module: str, kind: str) -> list[Block]:
    blocks: list[Block] = []
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, fence, tag = match.group(1), match.group(2), match.group(3)
        start = index + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        code = [line[len(indent):] if line.startswith(indent) else line.lstrip()
                for line in lines[start:end]]
        block = Block(path.relative_to(ROOT), start + 1, code, module, kind, tag.lower())
        read_marker(block, comment_before(lines, index))
        blocks.append(block)
        index = end + 1
    return blocks


DOC_LINE = re.compile(r"^\s*///( ?)(.*)$")


def doc_comment_blocks(path: Path, module: str) -> list[Block]:
    blocks: list[Block] = []
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        doc = DOC_LINE.match(lines[index])
        fence = FENCE.match(doc.group(2)) if doc else None
        if not fence:
            index += 1
            continue
        marker_fence, tag = fence.group(2), fence.group(3)
        start = index + 1
        end = start
        code: list[str] = []
        while end < len(lines):
            inner = DOC_LINE.match(lines[end])
            if not inner or inner.group(2).strip().startswith(marker_fence):
                break
            code.append(inner.group(2))
            end += 1
        block = Block(path.relative_to(ROOT), start + 1, code, module, "doc comment", tag.lower())
        comment_lines = []
        for line in lines[:index]:
            doc_line = DOC_LINE.match(line)
            comment_lines.append(doc_line.group(2) if doc_line else "")
        read_marker(block, comment_before(comment_lines, index))
        blocks.append(block)
        index = end + 1
    return blocks


def tutorial_code(path: Path, module: str) -> Block:
    """A tutorial's code file, whole: one block."""
    lines = path.read_text().split("\n")
    if lines and not lines[-1]:
        lines.pop()
    return Block(path.relative_to(ROOT), 1, lines, module, "tutorial code", "swift")


VERSION_HEADING = re.compile(r"^##\s+\[([^\]]+)\]")
SUBHEADING = re.compile(r"^#{2,3}\s")
AFTER_LINE = re.compile(r"^\s*//\s*After\b")


def changelog_blocks(path: Path) -> list[Block]:
    """The new code of each Migrating entry of CHANGELOG.md's Unreleased section and latest
    release: the lines after the block's `// After…` comment line. Older releases' entries are
    skipped: their new code was written against that release, and later releases may have
    changed it again (each of them has Migrating entries of its own)."""
    lines = path.read_text().split("\n")
    version_of: list[str] = []  # the version heading each line is under ("" before the first)
    migrating: list[bool] = []  # whether each line is in a `### Migrating` section
    version, in_migrating = "", False
    for line in lines:
        if found := VERSION_HEADING.match(line):
            version, in_migrating = found.group(1), False
        elif SUBHEADING.match(line):
            in_migrating = line.strip().lower() == "### migrating"
        version_of.append(version)
        migrating.append(in_migrating)
    released = [v for v in dict.fromkeys(version_of) if v and v.lower() != "unreleased"]
    current = {"Unreleased", "unreleased", *released[:1]}
    found_blocks = []
    for block in markdown_blocks(path, "Roster", "changelog"):
        index = block.line - 2  # the fence's line, 0-based
        if not migrating[index]:
            continue  # only Migrating entries promise code that compiles
        block.fragment = True  # an app's code: the context's names stand for the app's own
        if block.tag != "swift":
            found_blocks.append(block)  # classify ignores it
            continue
        if version_of[index] not in current:
            block.marker = "skip"
            block.marker_reason = (f"migrating to {version_of[index]}, before the latest release "
                                   f"({released[0] if released else 'none'})")
            found_blocks.append(block)
            continue
        after = next((i for i, text in enumerate(block.lines) if AFTER_LINE.match(text)), None)
        if after is None:
            block.marker, block.marker_reason = "skip", "no `// After` line: no new code to compile"
            found_blocks.append(block)
            continue
        block.line += after + 1
        block.lines = block.lines[after + 1:]
        code = "\n".join(block.lines)
        if any(re.search(rf"\b{name}\b", code) for name in uikit_names()):
            block.module, block.implicit_imports = "RosterUIKitCells", ["RosterUIKitCells"]
        else:
            block.implicit_imports = ["RosterTerminalCells", "RosterTesting"]
        found_blocks.append(block)
    return found_blocks


_UIKIT_NAMES: list[str] = []


def uikit_names() -> list[str]:
    """The public types of RosterUIKit and RosterUIKitCells, and UIKit's `UI…` types: code that
    names one is UIKit code."""
    if not _UIKIT_NAMES:
        _UIKIT_NAMES.append(r"UI[A-Z]\w+")
        for module in ("RosterUIKit", "RosterUIKitCells"):
            for source in sorted((ROOT / "Sources" / module).rglob("*.swift")):
                _UIKIT_NAMES.extend(dict.fromkeys(re.findall(
                    r"^\s*(?:@\w+\s+)*public\s+(?:final\s+)?(?:class|struct|enum|protocol|typealias)"
                    r"\s+(\w+)", source.read_text(), re.M)))
    return _UIKIT_NAMES


def find_blocks() -> list[Block]:
    blocks = markdown_blocks(ROOT / "README.md", "Roster", "readme")
    if (ROOT / "CHANGELOG.md").exists():
        blocks += changelog_blocks(ROOT / "CHANGELOG.md")
    for catalog in sorted((ROOT / "Sources").glob("*/*.docc")):
        module = catalog.parent.name
        pages = [*catalog.rglob("*.md"), *catalog.rglob("*.tutorial")]
        for article in sorted(pages):
            blocks += markdown_blocks(article, module, "article")
        for code in sorted(catalog.rglob("*.swift")):
            if "Resources" in code.relative_to(catalog).parts[:-1]:
                blocks.append(tutorial_code(code, module))
    for source in sorted((ROOT / "Sources").rglob("*.swift")):
        parts = source.relative_to(ROOT / "Sources").parts
        if any(part.endswith(".docc") for part in parts):
            continue  # a catalog's code files are whole blocks (above), not doc comments
        blocks += doc_comment_blocks(source, parts[0])
    return blocks


def parses_as_swift(code: str) -> bool:
    scratch = SCRATCH / "parse"
    scratch.mkdir(parents=True, exist_ok=True)
    probe = scratch / f"probe-{os.getpid()}.swift"
    probe.write_text(code)
    result = subprocess.run(["swiftc", "-parse", str(probe)], capture_output=True, text=True)
    return result.returncode == 0 and "error:" not in result.stderr


def classify(block: Block) -> None:
    """Sets `status` to "swift", "ignored: …" or "skipped: …", and the block's traits."""
    code = "\n".join(block.lines)
    if block.tag and block.tag != "swift":
        block.status = f"ignored: ```{block.tag}"
        return
    if not block.tag:
        if block.kind != "doc comment":
            block.status = "ignored: untagged fence in Markdown (output)"
            return
        if not parses_as_swift(code):
            block.status = "ignored: untagged, does not parse as Swift (text or output)"
            return
    if block.marker == "skip":
        block.status = f"skipped: {block.marker_reason or '(no reason given)'}"
        return
    if block.marker_error:
        block.status = "failed"
        block.errors = [block.marker_error]
        return
    block.status = "swift"
    block.imports = re.findall(
        r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+"
        r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)[ \t]+)?(\w+)", code, re.M)
    block.is_test = bool(re.search(r"@Test\b", code)) or (
        block.is_whole_file and block.source.name.endswith("-test.swift"))
    block.uses_testing = block.is_test or bool(re.search(r"#(expect|require)\b", code)) or (
        "Testing" in block.imports)
    block.is_executable = block.is_whole_file and bool(re.search(r"^[ \t]*@main\b", code, re.M))
    if block.is_whole_file:
        block.testable = re.findall(r"^[ \t]*@testable[ \t]+import[ \t]+(\w+)", code, re.M)
    seen = block.imports or block.implicit_imports or [block.module]
    block.uikit = any(module in UIKIT_MODULES for module in seen)


# MARK: - What only a fragment may use


def context_names(uikit: bool) -> set[str]:
    """The top-level names the context module declares for fragments."""
    names: set[str] = set()
    for source in sorted((CONTEXT_UIKIT if uikit else CONTEXT).glob("*.swift")):
        names.update(re.findall(
            r"^(?:@\w+\s+)*public\s+(?:final\s+)?"
            r"(?:let|var|func|struct|class|enum|protocol|typealias|actor)\s+(\w+)",
            source.read_text(), re.M))
    return names


def identifiers(block: Block) -> set[str]:
    """The words of the block's code that may be free names: outside strings and comments,
    and neither members (`.host`) nor argument labels (`host:`)."""
    state: dict = {}
    return set(re.findall(r"(?<![.\w])([A-Za-z_]\w*)\b(?!\s*:(?!:))", " ".join(
        strip_strings_and_comments(line, state) for line in block.lines)))


def check_fragment_marker(block: Block) -> None:
    """Fails a block marked a fragment that names nothing only a fragment gets: the marker
    would hide that the block compiles alone."""
    hidden = context_names(block.uikit) | {cell for _, cell in missing_cells(block)}
    code = "\n".join(block.lines)
    own = set(re.findall(r"\b(?:let|var)\s+(\w+)", code)) | declared_names(code)
    if block.kind != "changelog" and not (identifiers(block) - own) & hidden:
        block.status = "failed"
        block.errors = [f"{block.origin}: marked `<!-- snippet: fragment -->` but names nothing "
                        "of the context's: remove the marker, so that the block is checked to "
                        "compile alone"]


def explain_hidden_names(block: Block) -> None:
    """Puts first, in a failed block that is not a fragment, which of the names the compiler
    could not find the context would have given it."""
    if block.sees_context or block.is_whole_file or block.kind == "changelog":
        return
    text = "\n".join(block.errors)
    missing = re.findall(r"cannot find (?:type )?'(\w+)' in scope", text)
    hidden = context_names(block.uikit) | {cell for _, cell in missing_cells(block)}
    names = [name for name in dict.fromkeys(missing) if name in hidden]
    if names:
        listed = ", ".join(f"`{name}`" for name in names)
        them = "them" if len(names) > 1 else "it"
        block.errors.insert(0, (
            f"{block.origin}: uses {listed} without declaring {them}: a reader who copies the "
            f"block alone gets an error. Declare {them} in the block, or, if the block is part "
            "of a larger example, mark it `<!-- snippet: fragment -->` "
            "(Docs/Snippets/SnippetContext then stands in for the rest)"))


# MARK: - Splitting a block into declarations and statements


def strip_strings_and_comments(line: str, state: dict) -> str:
    """The line with string contents and comments blanked, for brace counting."""
    out = []
    i = 0
    while i < len(line):
        if state.get("multiline"):
            if line.startswith('"""', i):
                state["multiline"] = False
                i += 3
            else:
                i += 1
            continue
        if state.get("block_comment"):
            if line.startswith("*/", i):
                state["block_comment"] = False
                i += 2
            else:
                i += 1
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block_comment"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multiline"] = True
            i += 3
            continue
        if line[i] == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def starts_declaration(line: str) -> bool:
    words = re.findall(r"@\w+(?:\([^)]*\))?|\w+", line.strip())
    for word in words:
        if word.startswith("@"):
            continue
        if word in MODIFIERS or re.fullmatch(r"(private|fileprivate|internal|public)", word):
            continue
        return word in DECL_KEYWORDS
    return bool(words) and all(word.startswith("@") for word in words)  # attributes alone


def split(block: Block) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(declarations, statements), each as (line offset in the block, text)."""
    declarations: list[tuple[int, str]] = []
    statements: list[tuple[int, str]] = []
    state: dict = {}
    depth = 0
    current: list[tuple[int, str]] | None = None
    for offset, line in enumerate(block.lines):
        at_top = depth == 0 and not state.get("multiline") and not state.get("block_comment")
        if at_top:
            if not line.strip() or line.strip().startswith("//"):
                current = None
                (declarations if current is declarations else statements).append((offset, line))
                continue
            if current is not declarations or not pending_attributes(declarations):
                current = declarations if starts_declaration(line) else statements
        assert current is not None
        current.append((offset, line))
        bare = strip_strings_and_comments(line, state)
        depth += bare.count("{") + bare.count("(") + bare.count("[")
        depth -= bare.count("}") + bare.count(")") + bare.count("]")
        depth = max(depth, 0)
    return declarations, statements


def pending_attributes(declarations: list[tuple[int, str]]) -> bool:
    """Whether the last declaration line is attributes alone (the declaration follows)."""
    if not declarations:
        return False
    words = re.findall(r"@\w+(?:\([^)]*\))?|\w+", declarations[-1][1].strip())
    return bool(words) and all(word.startswith("@") for word in words)


# MARK: - Generating the package


@dataclasses.dataclass
class Generated:
    path: Path
    mapping: list[int | None]  # generated line (0-based) → block line offset


MODEL_CELL = re.compile(
    r"(?:struct|class|enum)\s+(\w+)\s*:[^{]*\bTypedCellModel\b[^{]*\{(?:.|\n)*?"
    r"typealias\s+CellType\s*=\s*(\w+)")


def declared_names(code: str) -> set[str]:
    return set(re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias|func)\s+(\w+)", code))


def missing_cells(block: Block) -> list[tuple[str, str]]:
    """(model, cell) for each model the block declares whose cell type it only names: the
    app declares that cell elsewhere, so the harness declares an empty one beside the block."""
    code = "\n".join(block.lines)
    names = declared_names(code)
    return [(model, cell) for model, cell in MODEL_CELL.findall(code) if cell not in names]


def render(block: Block, context_module: str) -> tuple[str, list[int | None], list[str]]:
    """The block as a file of its module: its imports (or the implicit ones), the context's
    import when the block is a fragment, its declarations, and its statements inside
    `snippetBody()`."""
    lines: list[str] = []
    mapping: list[int | None] = []
    notes: list[str] = []

    def emit(text: str, offset: int | None = None) -> None:
        lines.append(text)
        mapping.append(offset)

    emit(f"// Generated by Docs/snippets.py from {block.origin}; edit the source, not this file.")
    if block.is_whole_file:
        for offset, text in enumerate(block.lines):
            emit(text, offset)
        return "\n".join(lines) + "\n", mapping, notes
    declarations, statements = split(block)
    if not block.imports:
        for module in block.implicit_imports or [block.module]:
            emit(f"import {module}")
            notes.append(f"implicit `import {module}`")
    if block.uses_testing and "Testing" not in block.imports:
        emit("import Testing")
        notes.append("implicit `import Testing`")
    if block.uikit and "UIKit" not in block.imports:
        # Every file of a UIKit app imports UIKit; RosterUIKit does not re-export it.
        emit("import UIKit")
        notes.append("implicit `import UIKit`")
    if block.sees_context:
        emit(f"import {context_module}")
    for offset, text in declarations:
        emit(text, offset)
    if any(text.strip() for _, text in statements):
        emit("")
        emit("@MainActor func snippetBody() async throws {")
        for offset, text in statements:
            emit(("  " + text) if text.strip() else text, offset)
        emit("}")
    return "\n".join(lines) + "\n", mapping, notes


def cells_file(block: Block, uikit: bool) -> str | None:
    if not block.sees_context:
        return None  # it declares every cell it names, or it does not compile
    cells = missing_cells(block)
    if not cells:
        return None
    base = "ListCollectionViewCell, TypedListCell" if uikit else "TypedListCell"
    text = [
        "// Generated: the cell types the block's models name, as an app declares them elsewhere.",
        "import RosterUIKit" if uikit else "import Roster",
    ]
    for model, cell in cells:
        text.append(f"final class {cell}: {base} {{")
        text.append(f"  func bind(model: {model}, sizing: Bool) {{}}")
        text.append("}")
    return "\n".join(text) + "\n"


RUN_WRAPPER = """// Generated: runs the block's statements as a test.
import Testing

@Test("ORIGIN") @MainActor func runsSnippet() async throws {
  try await snippetBody()
}
"""


def module_name(block: Block, index: int) -> str:
    stem = re.sub(r"\W", "_", block.source.stem)
    return f"S{index:03d}_{stem}_{block.line}"


def write(path: Path, text: str, written: set[Path]) -> None:
    """Writes `text` unless the file holds it already, so that an unchanged block is not
    compiled again."""
    written.add(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)


def write_package(blocks: list[Block]) -> dict[str, Generated]:
    written: set[Path] = set()
    generated: dict[str, Generated] = {}
    for source in sorted(CONTEXT.glob("*.swift")):
        copy = PACKAGE / "Context" / source.name
        text = source.read_text()
        write(copy, text, written)
        generated[str(copy)] = Generated(source.relative_to(ROOT), list(
            range(1, len(text.split("\n")) + 1)))

    products = ", ".join(f'.product(name: "{name}", package: "Roster")' for name in LIBRARIES)
    targets = [
        f'    .target(name: "SnippetContext", dependencies: [{products}], path: "Context",'
        " swiftSettings: settings),"
    ]
    # A tutorial's test file tests the app the tutorial built: `@testable import Feed` names the
    # module of the last code file before it in its folder that is not a test, built as a
    # target of that name (an executable one when it has `@main`, as SwiftPM can test those).
    apps: dict[str, Block] = {}
    for block in blocks:
        for name in block.testable:
            folder = ROOT / block.source.parent
            earlier = [path for path in sorted(folder.glob("*.swift"))
                       if path.name < block.source.name and not path.name.endswith("-test.swift")]
            if earlier and name not in apps:
                app = tutorial_code(earlier[-1], block.module)
                classify(app)
                apps[name] = app
    for name, app in apps.items():
        path = PACKAGE / "Apps" / name / f"{name}.swift"
        text, mapping, _ = render(app, "SnippetContext")
        write(path, text, written)
        generated[str(path)] = Generated(app.source, [
            None if offset is None else app.line + offset for offset in mapping])
        kind = "executableTarget" if app.is_executable else "target"
        targets.append(
            f'    .{kind}(name: "{name}", dependencies: [{products}],'
            f' path: "Apps/{name}", swiftSettings: settings),')
    for block in blocks:
        directory = PACKAGE / "Blocks" / block.name
        text, mapping, notes = render(block, "SnippetContext")
        block.errors = []
        block.status = "swift"
        path = directory / f"{block.name}.swift"
        write(path, text, written)
        generated[str(path)] = Generated(block.source, [
            None if offset is None else block.line + offset for offset in mapping])
        if cells := cells_file(block, uikit=False):
            write(directory / f"{block.name}+Cells.swift", cells, written)
        runs = block.marker == "run" and not block.is_test
        if runs:
            write(directory / f"{block.name}+Run.swift",
                  RUN_WRAPPER.replace("ORIGIN", block.origin), written)
        kind = "testTarget" if (block.uses_testing or runs) else "target"
        if block.is_executable and kind == "target":
            kind = "executableTarget"
        context = '"SnippetContext", ' if block.sees_context else ""
        context += "".join(f'"{name}", ' for name in block.testable if name in apps)
        targets.append(
            f'    .{kind}(name: "{block.name}", dependencies: [{context}{products}],'
            f' path: "Blocks/{block.name}", swiftSettings: settings),')
    manifest = f"""// swift-tools-version: 6.1
// Generated by Docs/snippets.py: every Swift block of the docs as a module of an app package
// that depends on Roster by path. Throwaway; not committed.
import PackageDescription

let settings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
  name: "RosterSnippets",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(name: "Roster", path: {json.dumps(str(ROOT))}, traits: ["PropertyTesting"])
  ],
  targets: [
{chr(10).join(targets)}
  ],
  swiftLanguageModes: [.v6]
)
"""
    write(PACKAGE / "Package.swift", manifest, written)
    # Blocks and context files that are gone.
    for folder in (PACKAGE / "Blocks", PACKAGE / "Context", PACKAGE / "Apps"):
        for path in sorted(folder.rglob("*"), reverse=True):
            if path.is_file() and path not in written:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    return generated


# MARK: - Mapping diagnostics back


LOCATION = re.compile(r"(/[^\s:]+\.swift):(\d+)(?::(\d+))?")


def map_text(text: str, generated: dict[str, Generated]) -> str:
    def replace(match: re.Match) -> str:
        entry = generated.get(match.group(1))
        if not entry:
            return match.group(0)
        line = int(match.group(2)) - 1
        original = entry.mapping[line] if 0 <= line < len(entry.mapping) else None
        if original is None:
            return f"{match.group(0)} (generated, {entry.path})"
        column = f":{match.group(3)}" if match.group(3) else ""
        return f"{entry.path}:{original}{column}"

    return LOCATION.sub(replace, text)


def first_error(output: str, paths: list[str]) -> list[str]:
    errors = []
    for line in output.split("\n"):
        if ": error:" in line and any(path in line for path in paths):
            if line not in errors:
                errors.append(line)
    return errors


# MARK: - Running


def run(command: list[str], cwd: Path, log: Path) -> tuple[int, str, float]:
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    output = result.stdout + result.stderr
    log.write_text(output)
    return result.returncode, output, time.monotonic() - start


def build_package(blocks: list[Block], generated: dict[str, Generated], verbose: bool) -> float:
    """Builds the package. llbuild stops at the first failing module, so when the whole build
    fails the context and the tutorial apps are built alone, every block is type-checked on its
    own against the modules built (two at a time, with `swiftc`, far quicker than one
    `swift build` each), to report every broken block; the package is then built again without
    them, to run the others."""
    generated.update(write_package(blocks))
    code, output, total = run(["swift", "build", "--build-tests"], PACKAGE, SCRATCH / "build.log")
    if verbose:
        print(f"  package build: {total:.1f} s, exit {code}", flush=True)
    if code == 0:
        for block in blocks:
            block.status = "compiled"
        return total
    check_context(output, generated)
    start = time.monotonic()
    apps = sorted((PACKAGE / "Apps").glob("*")) if (PACKAGE / "Apps").exists() else []
    for target in ["SnippetContext", *(app.name for app in apps)]:
        code, output, _ = run(["swift", "build", "--target", target], PACKAGE,
                              SCRATCH / f"build-{target}.log")
        check_context(output, generated)
        if code != 0:
            print(map_text(output, generated)[-6000:], file=sys.stderr)
            print(f"snippets: {target} does not build", file=sys.stderr)
            sys.exit(1)
    bin_path = Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=PACKAGE,
                                   capture_output=True, text=True, check=True).stdout.strip())
    modules = bin_path / "Modules" if (bin_path / "Modules").exists() else bin_path
    failed = []

    def check(block: Block) -> None:
        directory = PACKAGE / "Blocks" / block.name
        files = sorted(str(path) for path in directory.glob("*.swift"))
        result = subprocess.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
             "-enable-upcoming-feature", "MemberImportVisibility", "-enable-testing",
             "-module-name", block.name, "-I", str(modules), *files],
            capture_output=True, text=True)
        if result.returncode != 0:
            block.status = "failed"
            output = result.stdout + result.stderr
            (SCRATCH / f"build-{block.name}.log").write_text(output)
            errors = first_error(output, [str(directory) + "/"])
            block.errors = [map_text(error, generated) for error in errors] or [
                map_text(output.strip(), generated)[-2000:]]
            failed.append(block)

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(check, blocks))
    failed.sort(key=blocks.index)
    total += time.monotonic() - start
    if verbose:
        print(f"  each block on its own: {time.monotonic() - start:.1f} s, "
              f"{len(failed)} failed", flush=True)
    remaining = [block for block in blocks if block not in failed]
    if not remaining:
        return total
    generated.clear()
    generated.update(write_package(remaining))
    code, output, seconds = run(
        ["swift", "build", "--build-tests"], PACKAGE, SCRATCH / "build-rest.log")
    total += seconds
    if code != 0:
        print(map_text(output, generated)[-6000:], file=sys.stderr)
        print("snippets: the package without the failing blocks does not build", file=sys.stderr)
        sys.exit(1)
    for block in remaining:
        block.status = "compiled"
    return total


def check_context(output: str, generated: dict[str, Generated]) -> None:
    errors = first_error(output, [str(PACKAGE / "Context") + "/"])
    if errors:
        print("\n".join(map_text(error, generated) for error in errors), file=sys.stderr)
        print("snippets: the context module (Docs/Snippets/SnippetContext) does not compile",
              file=sys.stderr)
        sys.exit(1)


ISSUE = re.compile(r"(S\d{3}_\w+?)(\+Run)?\.swift:(\d+)")


def run_tests(blocks: list[Block], generated: dict[str, Generated], verbose: bool) -> float:
    """Runs the blocks that are tests or marked to run; Swift Testing names the file (the
    module's name) of each issue, which says which block failed."""
    runnable = [b for b in blocks if b.status == "compiled" and (b.is_test or b.marker == "run")]
    if not runnable:
        return 0.0
    timeout = float(os.environ.get("SNIPPETS_TEST_TIMEOUT", "300"))
    start = time.monotonic()
    code, output = run_with_timeout(["swift", "test", "--skip-build", "--disable-xctest"],
                                    timeout)
    (SCRATCH / "test.log").write_text(output)
    by_name = {block.name: block for block in runnable}
    for block in runnable:
        block.status = "ran"
    if code is None:
        # Something hung, and its output is lost with it: run each block alone to find which.
        for block in runnable:
            alone, block_output = run_with_timeout(
                ["swift", "test", "--skip-build", "--disable-xctest", "--filter", block.name],
                min(timeout, 60))
            output += block_output
            if alone is None:
                block.status = "test failed"
                block.errors = [f"{block.origin}: did not finish within {min(timeout, 60):.0f} s"
                                " (SNIPPETS_TEST_TIMEOUT)"]
        code = 1
    for line in output.split("\n"):
        if "✘" not in line and "recorded an issue" not in line:
            continue
        for match in ISSUE.finditer(line):
            if block := by_name.get(match.group(1)):
                block.status = "test failed"
                path = PACKAGE / "Blocks" / block.name / f"{block.name}.swift"
                entry = generated[str(path)]
                number = int(match.group(3)) - 1
                original = entry.mapping[number] if number < len(entry.mapping) else None
                if match.group(2):  # thrown out of the block's statements
                    original = None
                where = f"{block.source}:{original}" if original else block.origin
                block.errors.append(f"{where}: {line.strip()}")
    if code != 0 and not any(b.status == "test failed" for b in runnable):
        print(output[-4000:], file=sys.stderr)
        for block in runnable:
            block.status = "test failed"
            block.errors = ["`swift test` failed (its output is above)"]
    seconds = time.monotonic() - start
    if verbose:
        print(f"  swift test: {seconds:.1f} s, exit {code}", flush=True)
    return seconds


def run_executables(blocks: list[Block], verbose: bool) -> float:
    """Runs each tutorial app (a whole file with `@main`) as an IDE's run pane or a pipe would:
    standard input from /dev/null, output to a pipe. It must exit on its own, within the time
    limit, by returning or calling `exit`, and say why: no crash, no backtrace, no silence."""
    apps = [b for b in blocks if b.is_executable and b.status in ("compiled", "ran")]
    if not apps:
        return 0.0
    start = time.monotonic()
    bin_path = Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=PACKAGE,
                                   capture_output=True, text=True, check=True).stdout.strip())
    limit = 30.0
    for block in apps:
        environment = {**os.environ, "SWIFT_BACKTRACE": "enable=no"}
        try:
            result = subprocess.run([str(bin_path / block.name)], stdin=subprocess.DEVNULL,
                                    capture_output=True, text=True, timeout=limit,
                                    env=environment)
        except subprocess.TimeoutExpired:
            problem = f"still running after {limit:.0f} s (it waits for a terminal it lacks?)"
        else:
            output = (result.stdout + result.stderr).strip()
            if result.returncode < 0 or result.returncode >= 128:
                problem = f"crashed (exit status {result.returncode})"
            elif re.search(r"Fatal error|Program crashed|Backtrace|Segmentation fault", output):
                problem = "crashed"
            elif not output:
                problem = f"exited with status {result.returncode} and said nothing"
            else:
                problem = ""
            if problem:
                problem += ": " + " / ".join(output.split("\n")[:4])[:600]
        if problem:
            block.status = "failed"
            block.errors = [f"{block.origin}: without a terminal (stdin from /dev/null, output "
                            f"to a pipe) the app {problem}"]
    seconds = time.monotonic() - start
    if verbose:
        print(f"  tutorial apps without a terminal: {seconds:.1f} s, {len(apps)} run", flush=True)
    return seconds


def run_with_timeout(command: list[str], timeout: float) -> tuple[int | None, str]:
    """(exit status or None on timeout, output). On timeout the command and every process it
    started are killed, by id."""
    process = subprocess.Popen(command, cwd=PACKAGE, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, output
    except subprocess.TimeoutExpired:
        for pid in [*descendants(process.pid), process.pid]:
            try:
                os.kill(pid, 9)
            except ProcessLookupError:
                pass
        output, _ = process.communicate()
        return None, output


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, queue = [], [pid]
    while queue:
        for child in children.get(queue.pop(), []):
            found.append(child)
            queue.append(child)
    return found


# MARK: - UIKit


def swiftc(arguments: list[str], generated: dict[str, Generated], what: str) -> None:
    result = subprocess.run(["swiftc", *arguments], capture_output=True, text=True)
    if result.returncode != 0:
        print(map_text(result.stdout + result.stderr, generated), file=sys.stderr)
        print(f"snippets: {what} does not compile", file=sys.stderr)
        sys.exit(1)


def check_uikit(blocks: list[Block], generated: dict[str, Generated]) -> float:
    """Type-checks UIKit and SwiftUI blocks as UIKitCheck/run.sh checks the adapter: against
    `UIKit`, a declarations-only module (UIKitCheck/UIKit.swift, plus
    Docs/Snippets/UIKitAdditions.swift for the UIKit API the examples use beyond the adapter's),
    `SwiftUI` (UIKitCheck/SwiftUI.swift), RosterUIKit and RosterUIKitCells compiled against
    both, and the Roster modules the snippet package built."""
    if not blocks:
        return 0.0
    start = time.monotonic()
    if UIKIT_WORK.exists():
        shutil.rmtree(UIKIT_WORK)
    modules = UIKIT_WORK / "modules"
    modules.mkdir(parents=True)
    bin_path = Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=PACKAGE,
                                   capture_output=True, text=True, check=True).stdout.strip())
    roster = bin_path / "Modules"
    if not (roster / "Roster.swiftmodule").exists():
        if not (bin_path / "Roster.swiftmodule").exists():
            # The package build failed before Roster was built; build it alone.
            subprocess.run(["swift", "build", "--product", "RosterTerminal"], cwd=ROOT / ".",
                           capture_output=True)
        roster = bin_path
    flags = ["-parse-as-library", "-swift-version", "6", "-I", str(modules), "-I", str(roster)]
    for source in [ROOT / "Docs" / "Snippets" / "UIKitAdditions.swift",
                   *sorted(CONTEXT_UIKIT.glob("*.swift"))]:
        generated[str(source)] = Generated(source.relative_to(ROOT), list(
            range(1, 2 + len(source.read_text().split("\n")))))
    swiftc(["-emit-module", "-module-name", "UIKit", "-emit-module-path",
            str(modules / "UIKit.swiftmodule"), *flags, str(ROOT / "UIKitCheck" / "UIKit.swift"),
            str(ROOT / "Docs" / "Snippets" / "UIKitAdditions.swift")], generated,
           "UIKitCheck/UIKit.swift with Docs/Snippets/UIKitAdditions.swift")
    swiftc(["-emit-module", "-module-name", "SwiftUI", "-emit-module-path",
            str(modules / "SwiftUI.swiftmodule"), *flags,
            str(ROOT / "UIKitCheck" / "SwiftUI.swift")], generated, "UIKitCheck/SwiftUI.swift")
    # The adapter uses `package` declarations of Roster (`UpdateRequestCounting`) and of
    # RosterHostSupport (`ChildLists`, `BandedBatch`, built with RosterTerminal and
    # RosterTesting, which use it too): it is compiled in the package SwiftPM built them in, a
    # path dependency of the snippet package named after its directory (lowercased, other
    # characters than letters, digits and `_` as `_`), as UIKitCheck/run.sh does.
    package_name = re.sub(r"[^a-z0-9_]", "_", ROOT.resolve().name.lower())
    swiftc(["-emit-module", "-package-name", package_name, "-module-name", "RosterUIKit",
            "-emit-module-path", str(modules / "RosterUIKit.swiftmodule"), *flags,
            *map(str, sorted((ROOT / "Sources" / "RosterUIKit").rglob("*.swift")))], generated,
           "Sources/RosterUIKit against the UIKit and SwiftUI declarations")
    # RosterUIKitCells against those and RosterCells, which the snippet package built.
    swiftc(["-emit-module", "-package-name", package_name, "-module-name", "RosterUIKitCells",
            "-emit-module-path",
            str(modules / "RosterUIKitCells.swiftmodule"), *flags,
            *map(str, sorted((ROOT / "Sources" / "RosterUIKitCells").rglob("*.swift")))],
           generated, "Sources/RosterUIKitCells against the UIKit declarations")
    flags += ["-enable-upcoming-feature", "MemberImportVisibility"]
    swiftc(["-emit-module", "-module-name", "SnippetContextUIKit", "-emit-module-path",
            str(modules / "SnippetContextUIKit.swiftmodule"), *flags,
            *map(str, sorted(CONTEXT_UIKIT.glob("*.swift")))], generated,
           "the UIKit context module (Docs/Snippets/SnippetContextUIKit)")

    def check(block: Block) -> None:
        directory = UIKIT_WORK / block.name
        directory.mkdir()
        text, mapping, _ = render(block, "SnippetContextUIKit")
        path = directory / "Snippet.swift"
        path.write_text(text)
        generated[str(path)] = Generated(block.source, [
            None if offset is None else block.line + offset for offset in mapping])
        files = [str(path)]
        if cells := cells_file(block, uikit=True):
            (directory / "Cells.swift").write_text(cells)
            files.append(str(directory / "Cells.swift"))
        output = subprocess.run(["swiftc", "-typecheck", "-module-name", block.name, *flags,
                                 *files], capture_output=True, text=True)
        errors = first_error(output.stderr, [str(directory) + "/"])
        if output.returncode != 0:
            block.status = "failed"
            block.errors = [map_text(error, generated) for error in errors] or [
                map_text(output.stderr.strip(), generated)]
        else:
            block.status = "type-checked"

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(check, blocks))
    return time.monotonic() - start


# MARK: - Main


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list every block")
    parser.add_argument("--list", action="store_true", help="classify only, build nothing")
    parser.add_argument("only", nargs="*", help="check only the sources whose path contains one")
    arguments = parser.parse_args()
    started = time.monotonic()
    SCRATCH.mkdir(exist_ok=True)

    blocks = find_blocks()
    if arguments.only:
        blocks = [b for b in blocks if any(part in str(b.source) for part in arguments.only)]
    for block in blocks:
        classify(block)
    swift = [b for b in blocks if b.status == "swift"]
    for index, block in enumerate(swift, 1):
        block.name = module_name(block, index)
    if arguments.list:
        for block in blocks:
            traits = [t for t, on in (("uikit", block.uikit), ("test", block.is_test),
                                      ("run", block.marker == "run"),
                                      ("executable", block.is_executable)) if on]
            print(f"{block.origin}: {block.status} {' '.join(traits)}")
        return 0

    for block in swift:
        if block.sees_context:
            check_fragment_marker(block)
    swift = [b for b in swift if b.status == "swift"]

    generated: dict[str, Generated] = {}
    linux = [b for b in swift if not b.uikit]
    uikit = [b for b in swift if b.uikit]
    build_seconds = build_package(linux, generated, arguments.verbose) if linux else 0.0
    test_seconds = run_tests(linux, generated, arguments.verbose)
    test_seconds += run_executables(linux, arguments.verbose)
    uikit_seconds = check_uikit(uikit, generated)
    for block in swift:
        if block.status == "failed":
            explain_hidden_names(block)

    report(blocks, arguments.verbose)
    print(f"snippets: package build {build_seconds:.0f} s, tests {test_seconds:.0f} s, "
          f"UIKit type-check {uikit_seconds:.0f} s, total {time.monotonic() - started:.0f} s")
    failed = [b for b in blocks if b.status in ("failed", "test failed")]
    if failed:
        print(f"\nsnippets: {len(failed)} block(s) failed:", file=sys.stderr)
        for block in failed:
            print(f"\n{block.origin}: {block.status} ({block.kind} in {block.module})",
                  file=sys.stderr)
            for error in block.errors[:3]:
                print(f"  {error}", file=sys.stderr)
        return 1
    return 0


def report(blocks: list[Block], verbose: bool) -> None:
    by_source: dict[Path, list[Block]] = {}
    for block in blocks:
        by_source.setdefault(block.source, []).append(block)
    width = max([62, *(len(str(source)) + 1 for source in by_source)])
    print(f"{'source':<{width}} found compiled run skipped ignored failed")
    for source, items in by_source.items():
        swift = [b for b in items if not b.status.startswith("ignored")]
        if not swift:
            continue
        compiled = sum(b.status in ("compiled", "ran", "type-checked", "test failed")
                       for b in items)
        ran = sum(b.status == "ran" for b in items)
        skipped = sum(b.status.startswith("skipped") for b in items)
        ignored = sum(b.status.startswith("ignored") for b in items)
        failed = sum(b.status in ("failed", "test failed") for b in items)
        print(f"{str(source):<{width}} {len(swift):>5} {compiled:>8} {ran:>3} {skipped:>7} "
              f"{ignored:>7} {failed:>6}")
        if verbose:
            for block in items:
                print(f"    {block.line:>4} {block.name or '-':<40} {block.status}")
    ignored = [b for b in blocks if b.status.startswith("ignored")]
    print(f"({len(ignored)} non-Swift blocks ignored: shell, output, text)")


if __name__ == "__main__":
    sys.exit(main())
