#!/usr/bin/env bash
# End-to-end test of roster-demo in a real terminal: a detached tmux pane of 80x24, a fixed
# seed, no latency and a deterministic first failure of the profile source. It sends keys,
# reads the pane with `tmux capture-pane -p` and checks what a user would see: the error row,
# the retry, the footer offering only the selected row's keys, reordering an attribute, a
# post's detail, going back, a resize, quitting with the terminal restored; then the
# settings form (a bracketed paste into its name field, and none after quitting; ↓ passing by
# what only says), the discover screen (also right to left, --rtl) and the feed, each footer
# ending with "q quit" at 80 columns and each of its keys doing something there: `/` filters
# the profile's posts and the feed, Ctrl-R refreshes both, `v` edits the feed, space pauses and
# the footer says it resumes; and a --screen-reader session whose lines are words only.
# Exits non-zero with the captured pane printed on the first failed check.
set -euo pipefail
# The checks below match multibyte glyphs: grep must read UTF-8.
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/../.."

name=tmux-demo
# shellcheck source=Tests/EndToEnd/tmux-session.sh
source Tests/EndToEnd/tmux-session.sh

# Waits up to 10 seconds for the pane to lose a text.
expect_no_text_within() {
  for _ in $(seq 1 100); do
    if ! pane | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "expected '$1' to leave the screen ($2)"
}

expect_no_text() {
  if pane | grep -qF -- "$1"; then fail "did not expect '$1' on screen ($2)"; fi
}

# The status bar: the pane's last line with text, without trailing spaces.
footer() { pane | sed 's/ *$//' | awk 'NF' | tail -1; }

# Waits up to 10 seconds for the footer to end with "q quit", never cut.
expect_footer_quit() {
  for _ in $(seq 1 100); do
    if footer | grep -qE -- 'q quit$'; then return 0; fi
    sleep 0.1
  done
  fail "expected the footer to end with 'q quit' ($1)"
}

expect_footer() {
  for _ in $(seq 1 100); do
    if footer | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "expected '$1' in the footer ($2)"
}

expect_not_in_footer() {
  if footer | grep -qF -- "$1"; then fail "did not expect '$1' in the footer ($2)"; fi
}

# Without a terminal: a clear refusal, scripted frames, and flag validation.
set +e
refusal="$("$binary" </dev/null 2>&1)"
status=$?
set -e
[ "$status" -eq 2 ] || { echo "tmux-demo: FAILED: no-TTY run exited $status, not 2" >&2; exit 1; }
grep -qF -- "--script" <<<"$refusal" && grep -qF -- "--frames" <<<"$refusal" ||
  { echo "tmux-demo: FAILED: no-TTY message does not mention --script/--frames:" >&2; echo "$refusal" >&2; exit 1; }
frames="$("$binary" --frames --latency 0 --jitter 0 --size 60x12 </dev/null)"
grep -qF "── frame 2 · 1000 ms · 60x12 · wait 1000 ms" <<<"$frames" && grep -qF "Noor Haddad" <<<"$frames" ||
  { echo "tmux-demo: FAILED: --frames output:" >&2; echo "$frames" >&2; exit 1; }
if "$binary" --profile-failure-rate 2 --frames >/dev/null 2>&1; then
  echo "tmux-demo: FAILED: a failure rate of 2 was accepted" >&2; exit 1
fi

tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary --seed 1 --latency 0 --jitter 0 --profile-failures 1 --posts 12; echo \"roster-demo exited with \$?\"; sleep 60"

expect_text "profile failed · posts loaded" "the profile's first request fails, the posts load"
expect_text "✗ The profile could not be loaded" "the profile's error row"
expect_text "Why I like retry logic" "the posts are shown beside the error"

tmux send-keys -t "$session" r
expect_text "Noor Haddad" "r retries the profile, which loads"
expect_text "profile loaded · posts loaded" "both sources loaded"
expect_no_text "could not be loaded" "the error row is gone"

expect_footer_quit "the profile at 80 columns"

# The footer offers a row's keys only where they do something, and such a key says so.
tmux send-keys -t "$session" Home
expect_footer "↑↓ navigate  ^R refresh  / filter  s settings  ? help · q quit" \
  "the profile's header has no row keys; filter and refresh are the list's"
for hint in "a actions" "m move" "p pin" "d delete" "Enter open"; do
  expect_not_in_footer "$hint" "the header row offers no '$hint'"
done
tmux send-keys -t "$session" a
expect_footer "a: only a post has actions" "a on the header says it has nothing to do"
tmux send-keys -t "$session" Down
expect_footer "m move" "an attribute offers m"
expect_not_in_footer "a actions" "an attribute offers no actions"
expect_not_in_footer "only a post" "the next key clears the notice"
tmux send-keys -t "$session" m Down
expect_text "Moving: ↑↓ move  Enter drop  Esc cancel" "m picks up the Location attribute"
expect_text "↕  Location" "the moved attribute is marked"
tmux send-keys -t "$session" Enter
expect_text "m move" "Enter drops it and the key hints are back"
pane | grep -A1 -F "Joined" | grep -qF "›  Location" || fail "Location was not dropped below Joined"

tmux send-keys -t "$session" End
expect_text "›  Lessons from batch updates" "End selects the last post"
expect_footer "/ filter  a actions  Enter open" "a post offers its keys"
expect_not_in_footer "m move" "a post cannot be reordered"
expect_footer_quit "the profile on a post"
tmux send-keys -t "$session" Enter
expect_text "Roster demo · Post" "Enter opens the last post's detail"
expect_text "Post 12: a few thoughts on" "the detail shows the post's body"

tmux send-keys -t "$session" Escape
expect_text "Roster demo · Profile" "Esc goes back to the profile"
expect_footer "a actions  Enter open" "the key hints of the post it went back to are back"

# `/` filters the posts as the user types; Enter keeps the filter, Esc shows every post again.
tmux send-keys -t "$session" /
expect_footer "Filter: Enter keep  Esc clear" "/ opens the filter line"
tmux send-keys -t "$session" -l "batch"
expect_text "/batch" "the query is typed into the filter line"
expect_text "3 matches" "the filter line counts the posts that match"
expect_no_text "Why I like retry logic" "a post without the words is hidden"
tmux send-keys -t "$session" Enter
expect_footer "Esc clear filter" "a kept filter offers Esc"
tmux send-keys -t "$session" Escape
expect_text "Why I like retry logic" "Esc shows every post again"
expect_no_text "/batch" "Esc closes the filter line"

# Ctrl-R loads both sources again (at once, without latency): the profile comes back from
# the service as it was, Location above Joined again where m had moved it below.
pane | grep -A1 -F "Joined" | grep -qF "Location" || fail "Location is below Joined before the refresh"
tmux send-keys -t "$session" C-r
for _ in $(seq 1 100); do
  if pane | grep -A1 -F "Location" | grep -qF "Joined"; then break; fi
  sleep 0.1
done
pane | grep -A1 -F "Location" | grep -qF "Joined" || fail "Ctrl-R reloads the profile as the service has it"
expect_text "profile loaded · posts loaded" "both sources load again after a refresh"
expect_text "Lessons from batch updates" "the posts are back after the refresh"
tmux send-keys -t "$session" End
expect_text "›  Lessons from batch updates" "End selects the last post again"

tmux resize-window -t "$session" -x 60 -y 16
expect_text "Lessons from batch updates" "after a resize the selected last post is still in view"
# Now the posts overflow the screen: the scroll indicator's thumb shows in the right column.
pane | sed 's/ *$//' | grep -qE '█$' || fail "the profile shows a scroll indicator"

tmux send-keys -t "$session" p
expect_text "📌 Lessons from batch updates" "p pins the selected post to the top of the posts"
tmux send-keys -t "$session" a
expect_text "Actions: ↑↓ choose" "a opens the post's actions over the list"
expect_text "│ Delete" "the menu offers Delete"
tmux send-keys -t "$session" Down Enter
sleep 1
expect_no_text "Lessons from batch updates" "Delete removes the post"
expect_text "Posts" "the other posts stay"

tmux send-keys -t "$session" s
expect_text "Preferences" "s opens the settings form from the profile"
tmux send-keys -t "$session" Escape
expect_text "Roster demo · Profile" "Esc goes back from the settings form to the profile"

tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits with status 0 and leaves the alternate screen"
expect_no_text "Roster demo · Profile" "the demo's screen is gone after quitting"

# The settings form: a switch flipped with a key shows the app's new value, in the row and the
# title bar's summary.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary settings; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "Roster demo · Settings" "roster-demo settings shows the settings form"
expect_text "notifications on" "notifications start on"
expect_footer_quit "the settings form at 80 columns"
expect_footer "Enter Space toggle" "a switch offers Enter and Space"
tmux send-keys -t "$session" Enter
expect_text "notifications off" "Enter on the selected switch turns notifications off"
pane | grep -qE "›  Notifications +○ Off" || fail "the selected Notifications switch shows Off"
tmux send-keys -t "$session" Down Down Down
expect_footer "Esc stop editing" "while the name field edits, q types: the footer says how to stop"
expect_not_in_footer "q quit" "q does not quit while the name field edits"
# A bracketed paste is text: its line break a space in the field, never Enter, its q typed.
tmux set-buffer -b roster-e2e "$(printf ' Lovelace\nq')"
tmux paste-buffer -p -b roster-e2e -t "$session"
expect_text "Lovelace q" "a paste goes into the name field whole"
tmux send-keys -t "$session" Escape
expect_footer_quit "after Esc the footer offers q quit again"
# The saved name says where things are, beside the heading: ↓ goes from Save to Sign out.
tmux send-keys -t "$session" Down
expect_text "›  [ Save ]" "↓ from the name field selects Save"
tmux send-keys -t "$session" Down
expect_text "›  [ Sign out ]" "↓ from Save skips the saved name and selects Sign out"
expect_text "Unsaved changes" "the form still says the name is unsaved"
tmux send-keys -t "$session" Up
expect_text "›  [ Save ]" "↑ from Sign out selects Save again"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the settings form with status 0"

# After quitting, bracketed paste is off again: a paste reaches the shell without its markers.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary settings; echo \"roster-demo exited with \$?\"; cat -v; sleep 60"
expect_text "Roster demo · Settings" "roster-demo settings shows the settings form"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the settings form with status 0"
# Buffers live as long as the tmux server, which the last session took with it.
tmux set-buffer -b roster-e2e "$(printf ' Lovelace\nq')"
tmux paste-buffer -p -b roster-e2e -t "$session"
expect_text "Lovelace" "the paste reaches the shell after the demo"
expect_no_text "[200~" "bracketed paste is off after the demo"
tmux delete-buffer -b roster-e2e

# The discover screen: Right scrolls a shelf of cards (a band) to show the card it selects,
# Enter saves it, and the nested list of people takes Enter after Down moves into it.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary discover; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "Roster demo · Discover" "roster-demo discover shows the shelves"
expect_text "Diffing 1" "the first shelf shows its first card"
expect_footer_quit "the discover screen at 80 columns"
tmux send-keys -t "$session" Right Right Right Right Right Right Right
expect_text "Terminals 7" "Right scrolls the shelf to the card it selects"
tmux send-keys -t "$session" Enter
expect_text "1 saved" "Enter saves the selected card"
tmux send-keys -t "$session" Down Down Down Enter
expect_text "following 2" "Enter in the nested list follows someone"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the discover screen with status 0"

# --rtl: the discover screen right to left. The first shelf starts at the right edge, where the
# selected card is marked, and Left moves through its cards.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary discover --rtl; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "Roster demo · Discover" "roster-demo discover --rtl shows the shelves"
expect_text "Diffing 1" "the first shelf shows its first card"
pane | sed 's/ *$//' | grep -qE 'Diffing 1 │ +‹$' ||
  fail "right to left, the first card is at the right edge, marked there"
tmux send-keys -t "$session" Left Left Left Left Left Left Left
expect_text "Terminals 7" "Left scrolls the shelf to the card it selects, right to left"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the right-to-left discover screen with status 0"

# The feed: its figures and every key hint fit in 80 columns.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary feed --items 1000; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "Roster demo · Feed" "roster-demo feed shows the feed"
expect_footer "↑↓ navigate  Enter select  v edit  ^R refresh  Space pause  ? help · q quit" \
  "the feed's footer: the list's key hints that fit 80 columns"
expect_text "frame " "the feed's title bar shows frame times on the wall clock"
expect_no_text "scripted" "an interactive feed is not scripted"
tmux send-keys -t "$session" Space
expect_footer "Space resume  " "paused, the footer says space resumes"
expect_text "paused · " "the title bar says the feed is paused"
# `/` filters the feed as the user types; letters are the query's, Esc shows every item again.
tmux send-keys -t "$session" -l "/item 4q"
expect_text "/item 4q" "/ opens the filter line, and q is typed into it"
expect_footer "Filter: Enter keep  Esc clear" \
  "the filter line's footer says what Enter and Esc do"
tmux send-keys -t "$session" BSpace
expect_text "matches" "the filter line counts the matches"
tmux send-keys -t "$session" Escape
expect_no_text_within "/item 4" "Esc closes the filter line"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the feed with status 0"

# A feed whose updates change nothing but their count (--edits 0), so that its items keep their
# places: numbered by age, the newest on top.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "$binary feed --items 1000 --edits 0; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "› Item 1999 " "the feed starts with its newest item selected"
# Newest on top, numbered by age: End goes to the oldest, and older items load below it.
tmux send-keys -t "$session" End
expect_text "› Item 1000 " "End selects the oldest item the feed started with"
# Nearing the end loads a page of older items below it, after a moment's loading.
sleep 1
tmux send-keys -t "$session" Down
expect_text "› Item 999 " "the item below the last one is older: numbered down from it"
tmux send-keys -t "$session" Home
expect_text "› Item 1999 " "Home selects the newest item"
# Ctrl-R refreshes: newer items arrive above the newest.
tmux send-keys -t "$session" C-r
sleep 1
tmux send-keys -t "$session" Home
expect_text "› Item 2004 " "the newer items are above the newest"
# v enters edit mode: space selects, the footer says what the keys do, v leaves.
tmux send-keys -t "$session" v
expect_footer "Space select  v done  d delete  ? help · q quit" "v enters edit mode"
tmux send-keys -t "$session" Space
expect_text "editing, 1 selected" "space selects a row in edit mode"
expect_text "✓ " "the selected row is marked"
tmux send-keys -t "$session" d
expect_text "editing, 0 selected" "d deletes the selected row"
tmux send-keys -t "$session" v
expect_footer "v edit  ^R refresh  Space pause" "v leaves edit mode"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the feed with status 0"

# --screen-reader: plain lines of words, in a pane of 100 columns. Skeletons say "Loading",
# rules say nothing, and no line has a run of drawn glyphs or padding wider than its words.
tmux kill-session -t "$session"
tmux new-session -d -s "$session" -x 100 -y 40 \
  "$binary --screen-reader --seed 1 --latency 400 --jitter 0 --posts 4; echo \"roster-demo exited with \$?\"; sleep 60"
expect_text "items" "the screen reader hears the number of items"
tmux send-keys -t "$session" j
expect_text "Loading, 1 of 4" "a skeleton says Loading"
sleep 1
for _ in 1 2 3 4 5 6 7 8; do
  tmux send-keys -t "$session" j
  sleep 0.2
done
expect_text "Posts, 4" "the posts' header says its title and count, not its rule"
tmux send-keys -t "$session" q
expect_text "roster-demo exited with 0" "q quits the screen-reader session"
spoken="$(pane | sed 's/ *$//' | grep -v "roster-demo exited" | awk 'NF')"
if grep -qE '[░▒▓█─━═│┃┄┈╌]{2,}' <<<"$spoken"; then
  fail "a screen-reader line has a run of drawn glyphs"
fi
if grep -qE '[^ ]  +[^ ]|^ ' <<<"$spoken"; then
  fail "a screen-reader line is padded wider than its words"
fi
while IFS= read -r line; do
  [ "${#line}" -lt 100 ] || fail "a screen-reader line is ${#line} characters long: $line"
done <<<"$spoken"

echo "tmux-demo: passed"
