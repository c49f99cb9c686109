#!/usr/bin/env bash
# Checks that an app depending on Roster's libraries fetches nothing else: a scratch app package
# that depends on Roster by path and uses Roster, RosterTerminal, RosterCells, RosterTerminalCells,
# RosterTesting, RosterTerminalTesting, RosterUIKit and RosterUIKitCells must resolve with no
# other package pinned. With the PropertyTesting trait it must pin swift-property-based, and only
# that. Then Docs/install-resolution.sh resolves the README's exact Installation lines against a
# bare clone of this checkout and checks them against the versioning promise.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
scratch="$root/.build-app-resolution"

check() {
  local traits="$1" expected="$2"
  rm -rf "$scratch"
  mkdir -p "$scratch/Sources/App"
  cat >"$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Roster", path: "$root"$traits)],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Roster", package: "Roster"),
        .product(name: "RosterTerminal", package: "Roster"),
        .product(name: "RosterCells", package: "Roster"),
        .product(name: "RosterTerminalCells", package: "Roster"),
        .product(name: "RosterTesting", package: "Roster"),
        .product(name: "RosterTerminalTesting", package: "Roster"),
        .product(name: "RosterUIKit", package: "Roster"),
        .product(name: "RosterUIKitCells", package: "Roster"),
      ])
  ]
)
MANIFEST
  echo 'import Roster' >"$scratch/Sources/App/main.swift"
  (cd "$scratch" && swift package resolve >"$scratch.log" 2>&1) || { cat "$scratch.log" >&2; exit 1; }
  local pinned=""
  if [ -f "$scratch/Package.resolved" ]; then
    pinned="$(grep -o '"identity" : "[^"]*"' "$scratch/Package.resolved" | sed 's/.*: "\(.*\)"/\1/' | sort | tr '\n' ' ')"
  fi
  pinned="${pinned% }"
  if [ "$pinned" != "$expected" ]; then
    echo "app-resolution: the app${traits:+ (with the PropertyTesting trait)} pinned [$pinned], expected [$expected]" >&2
    exit 1
  fi
  echo "app-resolution: the app${traits:+ (with the PropertyTesting trait)} pinned [$pinned]"
}

check "" ""
check ', traits: ["PropertyTesting"]' "swift-property-based"
rm -rf "$scratch" "$scratch.log"
"$root/Docs/install-resolution.sh"
