#!/usr/bin/env python3
"""Compare Roster's display width of every Unicode scalar with Python's wcwidth.

Builds and runs `roster-width-dump` (the width RosterTerminal gives each scalar alone in a
cluster, U+0000 to U+10FFFF without the surrogates) and compares each width with
`wcwidth.wcwidth`, whose -1 (controls) counts as Roster's 0. Prints a summary and exits 1 if
a disagreement is not covered by an entry of the allow-list, or an entry covers none.

The allow-list (default Scripts/width-disagreements.txt) has one entry a line:

    FIRST[..LAST]  ROSTER  WCWIDTH  reason
    table:NAME     ROSTER  WCWIDTH  reason

with code points in hexadecimal, or the ranges of one of wcwidth's tables (`table:CATEGORY_MC`
is wcwidth.table_mc.CATEGORY_MC for its Unicode version); an entry allows exactly the code
points in its ranges where Roster answers ROSTER and wcwidth WCWIDTH. `#` starts a comment.

    python3 Scripts/compare-widths.py              # swift build, then compare
    python3 Scripts/compare-widths.py --dump FILE  # compare a dump made earlier

Python 3.8 or later, standard library plus wcwidth (python3 -m pip install --user wcwidth).
"""

import argparse
import subprocess
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_ALLOW_LIST = Path(__file__).resolve().parent / "width-disagreements.txt"


def roster_widths(dump):
    """Code point → Roster's width, from the dump's `first last width` lines."""
    widths = {}
    for line in dump.splitlines():
        first, last, width = line.split()
        for value in range(int(first, 16), int(last, 16) + 1):
            widths[value] = int(width)
    return widths


def read_dump(path):
    if path:
        return Path(path).read_text(encoding="utf-8")
    subprocess.run(["swift", "build", "--product", "roster-width-dump"], cwd=ROOT, check=True,
                   stdout=sys.stderr)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return subprocess.run([str(Path(binary) / "roster-width-dump")], check=True,
                          capture_output=True, text=True).stdout


def wcwidth_table(name):
    """The ranges of the wcwidth table `name` (e.g. CATEGORY_MC) for its newest Unicode."""
    import importlib
    import wcwidth
    for module in ("table_mc", "table_zero", "table_wide", "table_ambiguous", "table_vs16",
                   "table_grapheme"):
        table = getattr(importlib.import_module(f"wcwidth.{module}"), name, None)
        if isinstance(table, dict):
            return table[wcwidth.list_versions()[-1]]
    sys.exit(f"wcwidth {wcwidth.__version__} has no table named {name}")


def read_allow_list(path):
    """[(ranges, roster, wcwidth, reason, line number)]."""
    entries = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split(None, 3)
        if len(fields) < 4:
            sys.exit(f"{path}:{number}: want 'FIRST[..LAST] ROSTER WCWIDTH reason'")
        if fields[0].startswith("table:"):
            ranges = wcwidth_table(fields[0][len("table:"):])
        else:
            first, _, last = fields[0].partition("..")
            ranges = [(int(first, 16), int(last or first, 16))]
        entries.append((ranges, int(fields[1]), int(fields[2]), fields[3], number))
    return entries


def allows(entry, value, roster, wc):
    ranges, entry_roster, entry_wc = entry[:3]
    return (entry_roster, entry_wc) == (roster, wc) and any(
        first <= value <= last for first, last in ranges)


def runs(disagreements):
    """Consecutive code points with the same pair of widths, as (first, last, roster, wc)."""
    result = []
    for value, roster, wc in disagreements:
        if result and result[-1][1] + 1 == value and result[-1][2:] == (roster, wc):
            result[-1] = (result[-1][0], value, roster, wc)
        else:
            result.append((value, value, roster, wc))
    return result


def describe(run):
    first, last, roster, wc = run
    name = unicodedata.name(chr(first), "unnamed in Python's Unicode " + unicodedata.unidata_version)
    span = f"U+{first:04X}" if first == last else f"U+{first:04X}..U+{last:04X}"
    return f"{span:<20} Roster {roster}, wcwidth {wc}  ({last - first + 1}; {name}…)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dump", metavar="FILE", help="the output of roster-width-dump")
    parser.add_argument("--allow-list", metavar="FILE", default=str(DEFAULT_ALLOW_LIST))
    parser.add_argument("--all", action="store_true", help="list every disagreeing run")
    arguments = parser.parse_args()

    try:
        import wcwidth
    except ImportError:
        sys.exit("wcwidth is not installed: python3 -m pip install --user wcwidth")

    widths = roster_widths(read_dump(arguments.dump))
    disagreements = []
    for value in range(0x110000):
        if 0xD800 <= value <= 0xDFFF:
            continue
        if value not in widths:
            sys.exit(f"the dump has no width for U+{value:04X}")
        expected = max(0, wcwidth.wcwidth(chr(value)))
        if widths[value] != expected:
            disagreements.append((value, widths[value], expected))

    entries = read_allow_list(arguments.allow_list)
    used = {}
    unexplained = []
    for value, roster, wc in disagreements:
        entry = next((e for e in entries if allows(e, value, roster, wc)), None)
        if entry is None:
            unexplained.append((value, roster, wc))
        else:
            used[entry[4]] = used.get(entry[4], 0) + 1

    print(f"Roster against wcwidth {wcwidth.__version__} (Unicode "
          f"{wcwidth.list_versions()[-1]}) over {len(widths)} scalars: "
          f"{len(disagreements)} disagree, {len(disagreements) - len(unexplained)} of them "
          f"allowed by {Path(arguments.allow_list).name}, {len(unexplained)} not")
    for _, roster, wc, reason, number in entries:
        if number in used:
            print(f"  allowed: {used[number]:>4} by line {number:>2} "
                  f"(Roster {roster}, wcwidth {wc}): {reason}")
    if arguments.all:
        for run in runs(disagreements):
            print("  " + describe(run))
    for run in runs(unexplained):
        print("  not allowed: " + describe(run))
    stale = [entry for entry in entries if entry[4] not in used]
    for _, roster, wc, reason, number in stale:
        print(f"  line {number} ({roster} vs {wc}) allows no disagreement: {reason}")
    if unexplained or stale:
        sys.exit(1)


if __name__ == "__main__":
    main()
