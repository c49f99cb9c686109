#!/usr/bin/env bash
# Builds the libFuzzer harness with `swiftc -sanitize=fuzzer,address` (Linux) and runs it.
#
#   Fuzz/run.sh [seconds] [extra libFuzzer flags...]     (default: 60 seconds)
#
# The corpus grows in Fuzz/corpus/ and crashes land in Fuzz/artifacts/ (both ignored by git);
# every run also reads Fuzz/seeds/, a small committed corpus covering what a long run reached,
# so a short run on a fresh clone starts there. To refresh the seeds after a long run:
#   .build-fuzz/roster-fuzz -set_cover_merge=1 -max_len=512 Fuzz/seeds Fuzz/corpus
# SwiftPM links executables with a `main` of its own, which clashes with libFuzzer's, so the
# library modules are compiled here directly, as static libraries, then linked with the
# harness.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
out=.build-fuzz
mkdir -p "$out" Fuzz/corpus Fuzz/artifacts
flags=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address -package-name Roster -I "$out"
  -L "$out")

build_module() {
  local name=$1
  shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    -emit-library -static -o "$out/lib$name.a" "$@"
}
build_module RosterDiff $(find Sources/RosterDiff -name '*.swift' -not -path '*.docc/*')
build_module RosterLayout $(find Sources/RosterLayout -name '*.swift' -not -path '*.docc/*')
build_module Roster $(find Sources/Roster -name '*.swift' -not -path '*.docc/*')
# The band offsets the simulator keeps, as every host does.
build_module RosterHostSupport $(find Sources/RosterHostSupport -name '*.swift')
# The simulator alone: the generators need PropertyBased, which the harness does not use.
build_module RosterTesting $(find Sources/RosterTesting -name '*.swift' -not -path '*.docc/*' -not -path '*/Generators/*')
swiftc "${flags[@]}" -module-name RosterFuzz -o "$out/roster-fuzz" Fuzz/*.swift \
  -lRosterTesting -lRosterHostSupport -lRoster -lRosterLayout -lRosterDiff

"$out/roster-fuzz" -max_total_time="$seconds" -max_len=512 -print_final_stats=1 \
  -artifact_prefix=Fuzz/artifacts/ "$@" Fuzz/corpus Fuzz/seeds
