#!/usr/bin/env bash
# Builds the DocC catalogs of the platform-neutral modules with warnings as errors, so broken
# symbol links and undocumented parameters fail CI. RosterUIKit's and RosterUIKitCells' catalogs
# need UIKit's symbols: UIKitCheck/run.sh converts them, against the modules compiled with
# UIKitCheck's declarations.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(RosterDiff RosterLayout Roster RosterTesting RosterTerminal RosterCells RosterTerminalCells
  RosterTerminalTesting)
scratch=.build-docs
graphs="$scratch/symbol-graphs"
# The compiler rewrites a module's graph whenever it rebuilds the module; graphs of modules
# that did not change stay valid.
# RosterTesting's ListGenerators exist only with the package trait PropertyTesting, and its
# catalog documents them, so the documentation is built with the trait on.
traits=(--traits PropertyTesting)
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  swift build --scratch-path "$scratch" "${traits[@]}" --target "$module" \
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

# The same catalogs as `swift package generate-documentation` (swift-docc-plugin) builds them
# for a reader. Its symbol graphs come from swift-symbolgraph-extract, which leaves out the
# symbols of re-exported modules, so a link to another module's symbol is code voice, not ``…``.
# RosterUIKit and RosterUIKitCells are left out here: on Linux they are empty modules, and their
# archives would hold the articles alone.
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done
if ! swift package "${traits[@]}" generate-documentation --warnings-as-errors "${targets[@]}" \
  >"$scratch/generate-documentation.log" 2>&1; then
  grep -v '^\[' "$scratch/generate-documentation.log" | tail -60
  echo "docs: swift package generate-documentation failed" >&2
  exit 1
fi
echo "docs: swift package generate-documentation converts ${modules[*]} without warnings"
