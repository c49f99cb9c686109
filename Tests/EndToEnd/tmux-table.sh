#!/usr/bin/env bash
# End-to-end test of roster-demo's table screen (a process list in columns) in a real terminal:
# detached tmux panes of 80x24 and 200x50. Checks that the column titles stay pinned while the
# rows scroll, that `s` sorts by the cursor's column (the order and the ▲/▼ indicator change),
# that Right moves the cursor's column and a narrow pane scrolls the table across, and that the
# help overlay (`?`) lists the table's keys. With ROSTER_SHOW_PANES=1 it prints each pane it
# checks. Exits non-zero with the captured pane printed on the first failed check.
set -euo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/../.."

name=tmux-table
# shellcheck source=Tests/EndToEnd/tmux-session.sh
source Tests/EndToEnd/tmux-session.sh

start() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x "$1" -y "$2" \
    "$binary table; echo \"roster-demo exited with \$?\"; sleep 60"
  expect_text "Roster demo · Table" "roster-demo table shows its screen at $1x$2"
}

keys() { tmux send-keys -t "$session" "$@"; }

# The pane's row `n` (1 is the title bar), trailing spaces trimmed.
row() { pane | sed -n "${1}p" | sed 's/ *$//'; }

# Waits up to 10 seconds for row `n` to contain a text.
expect_row() {
  for _ in $(seq 1 100); do
    if row "$1" | grep -qF -- "$2"; then return 0; fi
    sleep 0.1
  done
  fail "expected '$2' in row $1 ($3)"
}

# Waits up to 10 seconds for row `n` to differ from a text.
expect_row_change() {
  for _ in $(seq 1 100); do
    if [ "$(row "$1")" != "$2" ]; then return 0; fi
    sleep 0.1
  done
  fail "expected row $1 to change from '$2' ($3)"
}

for size in 80x24 200x50; do
  columns=${size%x*}
  rows=${size#*x}
  start "$columns" "$rows"
  expect_row 2 "PID ▲" "the titles are in the pinned header, sorted by PID at $size"
  expect_row 3 "› " "the cursor starts on the first row at $size"
  first_row=$(row 3)
  show "start at $size"
  keys PageDown PageDown PageDown
  expect_row_change 3 "$first_row" "PageDown scrolls the rows under the titles at $size"
  expect_row 2 "PID ▲" "the titles stay pinned while the rows scroll at $size"
  show "scrolled at $size"
  keys Home s
  expect_row 2 "PID ▼" "s sorts by the cursor's column the other way at $size"
  expect_text "by PID ▼" "the title bar says how the table is sorted at $size"
  expect_row_change 3 "$first_row" "sorting descending changes the first row at $size"
  keys Right Right Right s
  expect_row 2 "CPU % ▲" "Right moves to the CPU column, s sorts by it at $size"
  # The cursor stays on its row, which the list keeps in view: Home shows the first rows.
  keys Home
  expect_row 3 " 0.0 " "sorted by CPU ascending, an idle process comes first at $size"
  keys s
  expect_row 2 "CPU % ▼" "s again sorts by CPU the other way at $size"
  show "sorted by CPU at $size"
  keys '?'
  expect_text "Keys  Esc closes" "? opens the help overlay at $size"
  expect_text "sort" "the help overlay lists the sort key at $size"
  expect_text "width" "the help overlay lists the width keys at $size"
  expect_text "column" "the help overlay lists the column keys at $size"
  show "help at $size"
  keys Escape
  expect_row 2 "CPU % ▼" "Esc closes the overlay, the table still sorted at $size"
  keys q
  expect_text "roster-demo exited with 0" "q quits the table at $size"
done

# A narrow pane, narrower than the table's columns at their minimums: moving to the last column
# scrolls the table across, the PID column pinned.
start 60 24
keys Right Right Right Right Right Right
expect_row 2 "Started" "the last column scrolls into view at 60 columns"
expect_row 2 "PID" "the pinned PID column stays at 60 columns"
show "scrolled across at 60 columns"
keys q
expect_text "roster-demo exited with 0" "q quits the narrow table"

echo "tmux-table: passed"
