#!/usr/bin/env bash
# Checks snapshot tests as an app's test target runs them: a scratch app package that depends on
# Roster by path has one test of a simulated-host screen (RosterTesting) and one of a terminal
# screen (RosterTerminalTesting). The first run must fail, recording both references beside the
# test; the second must pass against them; a third, with one row's text changed, must fail
# with a line diff of each changed file, which is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
scratch="$root/.build-app-snapshots"
rm -rf "$scratch"
mkdir -p "$scratch/Tests/AppTests"
cat >"$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [.package(name: "Roster", path: "$root")],
  targets: [
    .testTarget(
      name: "AppTests",
      dependencies: [
        .product(name: "RosterTesting", package: "Roster"),
        .product(name: "RosterTerminalTesting", package: "Roster"),
      ])
  ]
)
MANIFEST
cat >"$scratch/Tests/AppTests/TeamTests.swift" <<'SWIFT'
import Foundation
import RosterTerminalTesting
import RosterTesting
import Testing

/// The third member's name: "Grace", or what APP_THIRD_NAME says (the changed screen).
let thirdName = ProcessInfo.processInfo.environment["APP_THIRD_NAME"] ?? "Grace"

struct Member: TypedCellModel, Equatable {
  typealias CellType = MemberCell
  let identifier: String
  let name: String
}

final class MemberCell: TypedTerminalCell {
  private var name = ""
  func bind(model: Member, sizing: Bool) { name = model.name }
  func render(width: Int) -> [StyledLine] { [StyledLine(name).truncated(toWidth: width)] }
}

@MainActor func team() -> [Section] {
  [
    Section("team") {
      Member(identifier: "ada", name: "Ada")
      Member(identifier: "alan", name: "Alan")
      Member(identifier: "grace", name: thirdName)
    }
  ]
}

@MainActor @Test func teamOnTheSimulatedHost() {
  let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 200))
  let controller = ListController(host: host)
  controller.update(with: team())
  host.settle()
  expectSnapshot(of: host)
}

@MainActor @Test func teamInATerminal() {
  let listView = TerminalListView(size: CGSize(width: 30, height: 5))
  let controller = ListController(host: listView)
  controller.update(with: team())
  _ = listView.handle(.down)
  expectSnapshot(of: listView)
}
SWIFT
cd "$scratch"
log="$scratch/run.log"
if swift test >"$log" 2>&1; then
  cat "$log"
  echo "app-snapshots: the first run passed without references" >&2
  exit 1
fi
grep -q "No reference snapshot was found" "$log" || { cat "$log"; exit 1; }
ls Tests/AppTests/__Snapshots__/TeamTests
swift test >"$log" 2>&1 || { cat "$log"; echo "app-snapshots: the second run failed" >&2; exit 1; }
if APP_THIRD_NAME="Grace Hopper" swift test >"$log" 2>&1; then
  echo "app-snapshots: a changed screen passed" >&2
  exit 1
fi
for file in teamOnTheSimulatedHost.txt teamInATerminal.txt; do
  grep -q "$file (- reference" "$log" || { cat "$log"; echo "app-snapshots: no diff of $file" >&2; exit 1; }
done
grep -q "+ .*Grace Hopper" "$log" || { cat "$log"; exit 1; }
sed -n '/does not match/,/Re-record/p' "$log"
echo "app-snapshots: recorded, compared, and a changed screen failed with its diff"
rm -rf "$scratch"
