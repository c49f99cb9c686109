#!/usr/bin/env bash
# Redraws the pictures of the demo's screens (Docs/Pictures/*.svg and their copies in
# RosterTerminal's DocC catalog) from the scripted sessions in
# Tests/RosterDemoTests/DemoPicturesTests.swift; without ROSTER_RECORD_SNAPSHOTS that test checks
# them instead. Run it after changing what a pictured screen shows, and commit the pictures.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Recording fails each test whose picture changed (so a run in CI never rewrites quietly); the
# second run checks the pictures just written.
ROSTER_RECORD_SNAPSHOTS=1 swift test --filter DemoPicturesTests > /dev/null || true
swift test --filter DemoPicturesTests
