#!/usr/bin/env bash
# End-to-end test of roster-demo right to left (--rtl) in a real terminal: a detached tmux pane
# of 80x24. It reads the pane with `tmux capture-pane -p` and checks that the cells mirror as a
# whole, as a reader of a right-to-left script expects: on the discover screen the `│` rules of
# the two-line cards stand in the same columns on both lines, the mirror image of the columns
# they take left to right; on the profile a row's title is at the right edge and its value at
# the left; in settings a switch is on the left of its title and the segments read right to
# left. Exits non-zero with the captured pane printed on the first failed check.
set -euo pipefail
# The checks below match multibyte glyphs and count columns in characters: UTF-8.
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/../.."

name=tmux-rtl
# shellcheck source=Tests/EndToEnd/tmux-session.sh
source Tests/EndToEnd/tmux-session.sh
width=80

# Expects a line of the pane to match an extended regular expression. Patterns anchored at the
# left edge allow one column first: a right-to-left list draws its scroll indicator there.
expect_line() {
  pane | grep -qE -- "$1" || fail "expected a line matching '$1' ($2)"
}

# Starts `roster-demo ARGS` in a fresh session and waits for TEXT.
start() {
  local text="$1"
  shift
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x "$width" -y 24 \
    "$binary $*; echo \"roster-demo exited with \$?\"; sleep 60"
  expect_text "$text" "roster-demo $* shows its screen"
}

quit() {
  tmux send-keys -t "$session" q
  expect_text "roster-demo exited with 0" "q quits with status 0"
}

# The columns (from 0) of the `│` on a line; every glyph on the card lines is one column wide.
rule_columns() {
  local line="$1" columns="" i
  for ((i = 0; i < ${#line}; i++)); do
    [ "${line:i:1}" = "│" ] && columns+="$i "
  done
  echo "${columns% }"
}

# The rule columns of each card line of the first shelf (the two lines after "Trending").
shelf_columns() {
  pane | grep -A2 -F "Trending" | tail -2 | while IFS= read -r line; do rule_columns "$line"; done
}

# Left to right: where the first shelf's card rules stand.
start "Roster demo · Discover" discover
expect_text "3 min read" "the first shelf shows its cards' second lines"
mapfile -t ltr < <(shelf_columns)
[ "${#ltr[@]}" -eq 2 ] && [ -n "${ltr[0]}" ] || fail "left to right, the first shelf has two card lines"
[ "${ltr[0]}" = "${ltr[1]}" ] ||
  fail "left to right, both card lines have their rules at the same columns (${ltr[0]} / ${ltr[1]})"
quit

# Right to left: the rules stand at the same columns on both lines of a card, and those columns
# are the mirror image of the left-to-right ones.
start "Roster demo · Discover" discover --rtl
expect_text "3 min read" "right to left, the first shelf shows its cards' second lines"
mapfile -t rtl < <(shelf_columns)
[ "${#rtl[@]}" -eq 2 ] || fail "right to left, the first shelf has two card lines"
echo "tmux-rtl: card rules left to right at columns ${ltr[0]}; right to left at ${rtl[0]} / ${rtl[1]}"
[ "${rtl[0]}" = "${rtl[1]}" ] ||
  fail "right to left, both card lines have their rules at the same columns (${rtl[0]} / ${rtl[1]})"
mirrored="$(for c in ${ltr[0]}; do echo $((width - 1 - c)); done | sort -n | tr '\n' ' ')"
[ "${rtl[0]} " = "$mirrored" ] ||
  fail "right to left, the card rules stand at the mirror of their left-to-right columns ($mirrored)"
expect_line 'Diffing 1 │ +‹$' "the first card is at the right edge, its rule at its right, marked there"
expect_line '^.?1 +Following$' "a section title has its title at the right edge and its detail at the left"
expect_line '^.? ○ Off +Ada Okafor$' "a switch is on the left of its title"
quit

# The profile: two-sided rows swap sides.
start "Noor Haddad" profile --rtl
expect_text "Location" "the profile shows its details"
expect_text "Why I like retry logic" "the profile shows its posts"
expect_line '^.? @noorhaddad +Noor Haddad +‹$' "the header's name is at the right edge, the handle at the left"
expect_line '^.? Osaka +Location$' "a detail row has its title at the right edge and its value at the left"
expect_line '^.? ♥ 112 +Why I like retry logic$' "a post row has its likes at the left"
expect_line '^.?24 +Posts$' "the section title reads right to left"
quit

# Settings: switches on the left, segments right to left.
start "Roster demo · Settings" settings --rtl
expect_text "Notifications" "settings shows its switches"
expect_line '^.? ● On +Notifications +‹$' "a switch is on the left of its title"
expect_line 'Daily  \[Hourly\]  Manual   Refresh$' "the segments read right to left, the first rightmost"
expect_line '^.? +Noor Haddad Display name:$' "a text field is on the left of its title"
quit

echo "tmux-rtl: ok"
