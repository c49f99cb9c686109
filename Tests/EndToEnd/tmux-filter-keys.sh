#!/usr/bin/env bash
# End-to-end test of type-to-filter under key mashing: roster-demo's feed of 100,000 items in a
# detached tmux pane of 80x24, the filter line open, 2,500 random keys typed into it as fast as
# tmux sends them (letters, digits, spaces and backspaces, in bursts), then a way out. The
# demo must still answer at once: Ctrl-C ends it within a second, and so do Escape then q.
# Matching runs off the main actor and a query typed while another is matched replaces it, so
# the keys never wait for the list. Exits non-zero with the captured pane on the first failed
# check.
set -euo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/../.."

name=tmux-filter-keys
# shellcheck source=Tests/EndToEnd/tmux-session.sh
source Tests/EndToEnd/tmux-session.sh

# Milliseconds since the epoch.
now_ms() { date +%s%3N; }

# Waits up to `$2` milliseconds for the pane to show `$1`; prints how long it took.
wait_for_text() {
  local start deadline
  start=$(now_ms)
  deadline=$((start + $2))
  while [ "$(now_ms)" -lt "$deadline" ]; do
    if pane | grep -qF -- "$1"; then
      echo $(($(now_ms) - start))
      return 0
    fi
    sleep 0.02
  done
  return 1
}

# Types 2,500 random keys into the pane: bursts of 50 characters with a backspace now and then.
mash() {
  local alphabet="abcdefghijklmnopqrstuvwxyz0123456789    " burst key
  RANDOM=$1
  for _ in $(seq 1 50); do
    burst=""
    for _ in $(seq 1 49); do
      key=${alphabet:$((RANDOM % ${#alphabet})):1}
      burst+=$key
    done
    tmux send-keys -t "$session" -l -- "$burst"
    tmux send-keys -t "$session" BSpace
  done
}

# Starts the feed of 100,000 items and opens its filter line.
start_feed() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "$binary feed --items 100000; echo \"roster-demo exited with \$?\"; sleep 60"
  expect_text "Roster demo · Feed" "the feed of 100,000 items shows"
  tmux send-keys -t "$session" /
  expect_text "Filter: Enter keep" "/ opens the filter line"
}

start_feed
mash 1
tmux send-keys -t "$session" C-c
elapsed=$(wait_for_text "roster-demo exited with" 1000) ||
  fail "Ctrl-C after 2,500 keys did not end the demo within 1 s"
echo "$name: Ctrl-C after 2,500 filter keys ended the demo in ${elapsed} ms"

start_feed
mash 2
tmux send-keys -t "$session" Escape
# A pause, as a person makes: Escape and a key at once read as Alt and that key.
sleep 0.3
tmux send-keys -t "$session" q
elapsed=$(wait_for_text "roster-demo exited with 0" 1000) ||
  fail "Escape then q after 2,500 keys did not quit within 1 s"
echo "$name: Escape then q after 2,500 filter keys quit in ${elapsed} ms"
echo "$name: passed"
