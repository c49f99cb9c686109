#!/usr/bin/env bash
# Type-checks every line of Sources/RosterUIKit and Sources/RosterUIKitCells on a machine
# without UIKit (Linux CI).
#
# UIKitCheck/UIKit.swift declares exactly the UIKit API the adapter uses, with Apple's
# signatures; it is compiled into a module named `UIKit`, so that `canImport(UIKit)` is true
# and the adapter's sources are compiled against it and against the Roster and RosterHostSupport
# modules built by SwiftPM, in Swift 6 mode with warnings as errors. UIKitCheck/SwiftUI.swift
# likewise declares the SwiftUI API of the adapter's SwiftUI bridges, compiled into a module
# named `SwiftUI` against those UIKit declarations, so that the sources behind
# `canImport(SwiftUI)` are checked too. UIKitCheck/ProfileScreen.swift and
# UIKitCheck/SwiftUIScreen.swift, the screens of the DocC articles written as an app would, are
# then type-checked against the adapter, and the adapter's DocC catalog is converted against its
# symbol graph. The adapter's tests are type-checked as they would run on iOS, against the same
# declarations. Exits non-zero on any diagnostic.
#
# Then the UIKit model that runs the adapter in `swift test` (Tests/UIKitModel) must declare
# every declaration of UIKit.swift with the same signature: both are compiled with module
# interfaces, and every declaration of UIKit.swift's interface (in its enclosing type) must
# appear in the model's. The model may declare more, for tests.
#
# Usage: UIKitCheck/run.sh   (from anywhere; builds Roster first)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

swift build --target Roster
# The platform-neutral halves of the adapter's swipes and bands, a module in no product.
swift build --target RosterHostSupport
swift build --target RosterTesting
swift build --target RosterCells
# The adapter's property tests import the generators as Roster's own tests do (the PropertyTesting
# trait is off here).
swift build --target ListGeneratorsForTests
# …and the event ledger the simulated host's event-balance property shares with them.
swift build --target EventLedger

bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[[ -f "$modules/Roster.swiftmodule" || -d "$modules/Roster.swiftmodule" ]] || modules="$bin"
if [[ ! -e "$modules/Roster.swiftmodule" ]]; then
  echo "UIKitCheck: Roster.swiftmodule not found under $bin" >&2
  exit 1
fi

# The adapter uses `package` declarations of Roster (`UpdateRequestCounting`) and of
# RosterHostSupport (`ChildLists`, `BandedBatch`, `BatchPerformingHost`, `ScrollAnchoringHost`):
# it is compiled in the
# package SwiftPM built them in, named after the package's directory as SwiftPM names a root
# package (lowercased, other characters than letters, digits and `_` as `_`).
package_name="$(basename "$root" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')"

work="$root/.build-uikitcheck"
rm -rf "$work"
mkdir -p "$work/UIKit" "$work/SwiftUI" "$work/RosterUIKit" "$work/SymbolGraph" \
  "$work/RosterUIKitCells" "$work/CellsSymbolGraph"

swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors \
  -module-name UIKit -emit-module-path "$work/UIKit/UIKit.swiftmodule" \
  UIKitCheck/UIKit.swift
swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors \
  -module-name SwiftUI -emit-module-path "$work/SwiftUI/SwiftUI.swiftmodule" -I "$work/UIKit" \
  UIKitCheck/SwiftUI.swift

# Every source of the adapter is behind `#if canImport(UIKit)`, and the SwiftUI bridges behind
# `#if canImport(SwiftUI) && canImport(UIKit)`: if the declarations were not found, the check
# would pass without checking anything. The probe makes that an error, and names types of the
# adapter and of its bridges so that an empty module cannot pass either.
cat >"$work/Probe.swift" <<'SWIFT'
#if !canImport(UIKit)
  #error("UIKitCheck: the UIKit declarations were not found")
#endif
#if !canImport(SwiftUI)
  #error("UIKitCheck: the SwiftUI declarations were not found")
#endif
func _uikitCheckProbe() -> [Any.Type] {
  [CollectionViewHost.self, RosterList.self, HostingCell<Int, Never>.self]
}
SWIFT

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
  < <(find Sources/RosterUIKit -name '*.swift' -print0 | sort -z)

swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors -enable-testing \
  -package-name "$package_name" -module-name RosterUIKit -emit-module-path "$work/RosterUIKit/RosterUIKit.swiftmodule" \
  -I "$work/UIKit" -I "$work/SwiftUI" -I "$modules" \
  "${sources[@]}" "$work/Probe.swift"

# The DocC catalog, which Docs/check.sh cannot convert (RosterUIKit is empty on Linux), is
# converted against this module's symbol graph with warnings as errors, so that a broken symbol
# link in its articles or doc comments fails here. swift-symbolgraph-extract leaves out the
# re-exported modules' symbols, as swift-docc-plugin does (see Docs/check.sh).
swift-symbolgraph-extract -module-name RosterUIKit -I "$work/RosterUIKit" -I "$work/UIKit" \
  -I "$work/SwiftUI" -I "$modules" -output-dir "$work/SymbolGraph"
docc convert Sources/RosterUIKit/RosterUIKit.docc \
  --additional-symbol-graph-dir "$work/SymbolGraph" --output-path "$work/RosterUIKit.doccarchive" \
  --fallback-display-name RosterUIKit --fallback-bundle-identifier org.roster.RosterUIKit \
  --warnings-as-errors \
  >"$work/docc.log" 2>&1 || { cat "$work/docc.log" >&2; exit 1; }

# RosterUIKitCells, the UIKit cells of RosterCells' models, the same way: against the UIKit
# declarations, the RosterUIKit module just built and RosterCells (built by SwiftPM), with a
# probe so that an empty module cannot pass, and its DocC catalog converted with warnings as
# errors.
cat >"$work/CellsProbe.swift" <<'SWIFT'
#if !canImport(UIKit)
  #error("UIKitCheck: the UIKit declarations were not found")
#endif
func _uikitCellsCheckProbe() -> [Any.Type] {
  [LabelCollectionViewCell.self, ToggleTableViewCell.self, CellImageLoader.self]
}
SWIFT
cells=()
while IFS= read -r -d '' file; do cells+=("$file"); done \
  < <(find Sources/RosterUIKitCells -name '*.swift' -print0 | sort -z)
swiftc -emit-module -parse-as-library -swift-version 6 -warnings-as-errors \
  -package-name "$package_name" -module-name RosterUIKitCells \
  -emit-module-path "$work/RosterUIKitCells/RosterUIKitCells.swiftmodule" \
  -I "$work/UIKit" -I "$work/SwiftUI" -I "$work/RosterUIKit" -I "$modules" \
  "${cells[@]}" "$work/CellsProbe.swift"
swift-symbolgraph-extract -module-name RosterUIKitCells -I "$work/RosterUIKitCells" \
  -I "$work/RosterUIKit" -I "$work/UIKit" -I "$work/SwiftUI" -I "$modules" \
  -output-dir "$work/CellsSymbolGraph"
docc convert Sources/RosterUIKitCells/RosterUIKitCells.docc \
  --additional-symbol-graph-dir "$work/CellsSymbolGraph" \
  --output-path "$work/RosterUIKitCells.doccarchive" \
  --fallback-display-name RosterUIKitCells \
  --fallback-bundle-identifier org.roster.RosterUIKitCells --warnings-as-errors \
  >"$work/docc-cells.log" 2>&1 || { cat "$work/docc-cells.log" >&2; exit 1; }

# The articles' profile screens, as app code: the documented API must type-check too.
for screen in ProfileScreen SwiftUIScreen; do
  swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-name "$screen" -I "$work/UIKit" -I "$work/SwiftUI" -I "$work/RosterUIKit" \
    -I "$modules" "UIKitCheck/$screen.swift"
done

# What the SwiftUI docs say of `Section` in a file that imports RosterUIKit and SwiftUI: alone it
# is ambiguous, so that the qualified spellings SwiftUIScreen.swift uses are needed — if a change
# made it resolve to one of them, the docs' advice would be wrong. (On a device the same holds:
# both modules declare a type `Section`, and neither module imports the other's.)
cat >"$work/SectionAlone.swift" <<'SWIFT'
import RosterUIKit
import SwiftUI

func _sectionAlone() -> [Section] { [] }
SWIFT
if swiftc -typecheck -parse-as-library -swift-version 6 -module-name SectionAlone \
  -I "$work/UIKit" -I "$work/SwiftUI" -I "$work/RosterUIKit" -I "$modules" \
  "$work/SectionAlone.swift" >"$work/section-alone.log" 2>&1; then
  echo "UIKitCheck: 'Section' alone resolves next to SwiftUI; the docs say it is ambiguous" >&2
  exit 1
elif ! grep -q "'Section' is ambiguous for type lookup" "$work/section-alone.log"; then
  cat "$work/section-alone.log" >&2
  exit 1
fi

# The adapter's tests that also run on iOS (their first line is `#if os(Linux) ||
# canImport(UIKit)`), as they run there (`-D UIKIT_CHECK` picks the branch that imports UIKit
# rather than the model): everything they call on UIKit must be Apple's API. The others use the
# model's own API and are Linux-only. They are in the package, as on iOS, so they may read the
# hosts' `package` state (the table host's row frames).
tests=()
while IFS= read -r -d '' file; do
  [[ "$(head -n 1 "$file")" == '#if os(Linux) || canImport(UIKit)' ]] && tests+=("$file")
done < <(find Tests/RosterUIKitTests -name '*.swift' -print0 | sort -z)
swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -D UIKIT_CHECK \
  -package-name "$package_name" \
  -module-name RosterUIKitTests -module-alias RosterUIKitOnModel=RosterUIKit \
  -module-alias RosterUIKitCellsOnModel=RosterUIKitCells \
  -I "$work/UIKit" -I "$work/SwiftUI" -I "$work/RosterUIKit" -I "$work/RosterUIKitCells" \
  -I "$modules" \
  "${tests[@]}"

# The model keeps Apple's signatures. (Both compiles warn that Foundation was built without
# library evolution, which is needed for the interfaces only; their logs are shown on failure.)
mkdir -p "$work/Signatures" "$work/Model"
swiftc -emit-module -parse-as-library -swift-version 6 -enable-library-evolution \
  -module-name UIKit -emit-module-path "$work/Signatures/UIKit.swiftmodule" \
  -emit-module-interface-path "$work/Signatures/UIKit.swiftinterface" \
  UIKitCheck/UIKit.swift 2>"$work/Signatures/log" || { cat "$work/Signatures/log" >&2; exit 1; }
models=()
while IFS= read -r -d '' file; do models+=("$file"); done \
  < <(find Tests/UIKitModel -name '*.swift' -print0 | sort -z)
swiftc -emit-module -parse-as-library -swift-version 6 -enable-library-evolution \
  -package-name "$package_name" \
  -module-name UIKit -I "$modules" -emit-module-path "$work/Model/UIKit.swiftmodule" \
  -emit-module-interface-path "$work/Model/UIKit.swiftinterface" \
  "${models[@]}" 2>"$work/Model/log" || { cat "$work/Model/log" >&2; exit 1; }
perl UIKitCheck/interface-keys.pl "$work/Signatures/UIKit.swiftinterface" | sort -u \
  >"$work/signatures.txt"
perl UIKitCheck/interface-keys.pl "$work/Model/UIKit.swiftinterface" | sort -u >"$work/model.txt"
if [[ $(wc -l <"$work/signatures.txt") -lt 100 ]]; then
  echo "UIKitCheck: too few declarations read from UIKit.swift's interface" >&2
  exit 1
fi
missing="$(comm -23 "$work/signatures.txt" "$work/model.txt")"
if [[ -n "$missing" ]]; then
  echo "UIKitCheck: Tests/UIKitModel lacks these declarations of UIKitCheck/UIKit.swift," \
    "or declares them with other signatures:" >&2
  echo "$missing" >&2
  exit 1
fi

echo "UIKitCheck: ${#sources[@]} files of Sources/RosterUIKit, ${#cells[@]} of" \
  "Sources/RosterUIKitCells, UIKitCheck/ProfileScreen.swift and" \
  "UIKitCheck/SwiftUIScreen.swift and the ${#tests[@]} files of Tests/RosterUIKitTests that also" \
  "run on iOS type-check against UIKitCheck/UIKit.swift and UIKitCheck/SwiftUI.swift;" \
  "RosterUIKit.docc and RosterUIKitCells.docc convert without warnings; Tests/UIKitModel declares UIKit.swift's" \
  "$(wc -l <"$work/signatures.txt") declarations with the same signatures"

