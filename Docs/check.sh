#!/usr/bin/env bash
# Builds the DocC catalogs of the platform-neutral modules with warnings as errors, so broken
# symbol links and undocumented parameters fail CI. RosterUIKit's catalog needs UIKit's symbols
# and is converted on Apple platforms only (its sources are type-checked by UIKitCheck/run.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(RosterDiff Roster RosterTesting RosterTerminal)
scratch=.build-docs
graphs="$scratch/symbol-graphs"
# The compiler rewrites a module's graph whenever it rebuilds the module; graphs of modules
# that did not change stay valid.
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
done

for module in "${modules[@]}"; do
  own="$scratch/graphs-$module"
  rm -rf "$own"
  mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  cp "$graphs/$module@"*.symbols.json "$own/" 2>/dev/null || true
  if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$own" \
    --output-path "$scratch/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.roster.$module" --warnings-as-errors \
    >"$scratch/$module.log" 2>&1; then
    cat "$scratch/$module.log"
    echo "docs: $module has documentation warnings" >&2
    exit 1
  fi
  echo "docs: $module converts without warnings"
done
