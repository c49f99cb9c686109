# Sourced by the end-to-end scripts: roster-demo built, and a tmux server of the script's own,
# kept up between its sessions — a session started while the previous server exits after its
# last session fails with "server exited unexpectedly", and another server on the machine must
# not see these sessions. Defines `tmux`, `pane`, `fail`, `show` and `expect_text`; the caller sets
# `name` (its messages' prefix) before sourcing, and `session` is the session's name.
command -v tmux >/dev/null || { echo "$name: tmux is not installed" >&2; exit 1; }
swift build --product roster-demo >/dev/null
binary="$(swift build --show-bin-path)/roster-demo"
session="$name-e2e-$$"

socket="$name-e2e-$$"
tmux() { command tmux -L "$socket" "$@"; }
tmux start-server \; set-option -s exit-empty off

cleanup() { tmux kill-server 2>/dev/null || true; }
trap cleanup EXIT

pane() { tmux capture-pane -p -t "$session"; }

fail() {
  echo "$name: FAILED: $1" >&2
  echo "---- captured pane ----" >&2
  pane >&2 || true
  echo "-----------------------" >&2
  exit 1
}

# Prints the pane under the heading `$1` when ROSTER_SHOW_PANES=1.
show() {
  if [ "${ROSTER_SHOW_PANES:-0}" = 1 ]; then
    echo "---- $1 ----"
    pane
  fi
}

# Waits up to 10 seconds for the pane to contain a text.
expect_text() {
  for _ in $(seq 1 100); do
    if pane | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "expected '$1' on screen ($2)"
}
