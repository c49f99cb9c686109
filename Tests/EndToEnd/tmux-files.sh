#!/usr/bin/env bash
# End-to-end test of roster-demo's files screen (an outline) in a real terminal: a detached tmux
# pane of 80x24. Opens a folder with →, walks into it and back with ←, opens a whole subtree with
# `*`, filters by name with `/` and clears it with Esc (the folders opened stay open), closes
# everything with `c` (a status message says so), opens a folder whose entries load on demand
# (a loading row, then the entries), opens the help overlay with `?` and closes it with `q`; then
# right to left (--rtl), where ← opens a folder and a closed one shows
# ◂. With ROSTER_SHOW_PANES=1 it prints each pane it checks. Exits non-zero with the captured
# pane printed on the first failed check.
set -euo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/../.."

name=tmux-files
# shellcheck source=Tests/EndToEnd/tmux-session.sh
source Tests/EndToEnd/tmux-session.sh

start() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "$binary files $*; echo \"roster-demo exited with \$?\"; sleep 60"
  expect_text "Roster demo · Files" "roster-demo files $* shows its screen"
}

keys() { tmux send-keys -t "$session" "$@"; }

start
expect_text "▾ Sources/" "Sources starts open"
show "start"
keys Down Down Down Down Down Down Down Down Right
expect_text "▾ Docs/" "→ opens Docs"
expect_text "Pictures/" "Docs shows its entries"
show "Docs opened with →"
keys Right Left Left
expect_text "▸ Docs/" "← on Pictures goes up to Docs, ← again closes it"
keys Up Up Up Up Up Up Up Up '*'
expect_text "12 open" "* opens every folder under Sources"
expect_text "▾ Controller/" "* opens the folders inside Sources too"
show "* on Sources"
keys / F e a t
expect_text "/Feat" "the filter line shows the query"
expect_text "OutlineFeature.swift" "the filter finds a row deep in the tree"
show "filtered by Feat"
keys Escape
expect_text "43 of 57 shown" "Esc shows every row again, the folders opened still open"
expect_text "▾ RosterTerminal/" "the cursor's folder shows open"
show "filter cleared"
keys c
expect_text "0 open" "c closes every folder"
expect_text "Closed 12 folders" "c says in a status message how many folders it closed"
show "status message after c"
expect_text "? help · q quit" "the footer, from the list's key map, offers the help overlay"
keys '?'
expect_text "Keys  Esc closes" "? opens the help overlay"
expect_text "Help: ↑↓ scroll  Esc close" "the footer says how to scroll and close the overlay"
expect_text "collapse, parent" "the overlay lists the outline's keys"
show "help overlay"
keys End
expect_text "c          close all" "the overlay's end lists the screen's own key under its group"
keys q
expect_text "▸ Sources/" "q closes the overlay, not the demo"
keys / K e y
expect_text "Key.swift" "the filter finds a file inside closed folders, under its folders"
show "filtered by Key, every folder closed"
keys Escape
expect_text "7 of 57 shown" "Esc shows the closed folders again"
keys Up Up Up Up Up Up Up Up Up Up Down Down Down Right
expect_text "RosterDemo/  not loaded" "Examples opens on a folder whose entries are read on demand"
keys Down Right
expect_text "Loading…" "opening it shows a loading row while its entries are read"
show "RosterDemo loading"
expect_text "RosterDemo/  3 entries" "then its entries, counted on its row"
expect_text "Settings/" "the entries loaded show under it"
expect_text "of 60 shown" "the tree counts the entries loaded"
keys q
expect_text "roster-demo exited with 0" "q quits with status 0"

start --rtl
expect_text "◂" "right to left, a closed folder points left"
keys Down Left
expect_text "Roster/  4 entries ▾" "right to left, ← opens a folder"
show "right to left, Roster opened with ←"
keys Right
expect_text "Roster/  4 entries ◂" "right to left, → closes it"
keys q
expect_text "roster-demo exited with 0" "q quits with status 0"
echo "$name: ok"
