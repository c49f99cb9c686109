#!/usr/bin/env bash
# Redraws the pictures of the demo's screens (Docs/Pictures/*.svg and their copies in
# RosterTerminal's DocC catalog) from the scripted sessions in
# Tests/RosterDemoTests/DemoPicturesTests.swift; without ROSTER_RECORD_PICTURES that test checks
# them instead. Run it after changing what a pictured screen shows, and commit the pictures.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROSTER_RECORD_PICTURES=1 swift test --filter DemoPicturesTests
