/// Runs a ``Script`` against a ``DemoApp`` on a ``VirtualScheduler``, without a terminal,
/// and returns the frames it prints: the demo's scripted mode (`--script`, `--frames`) and
/// the way tests drive whole sessions.
///
/// The app starts at virtual time zero on a screen of the initial size. `snapshot` prints the
/// current frame; with `printsEveryFrame`, the frame after every step is printed too (the
/// first one before any step). A `q` stops the run. Time moves only on `wait`, so a run is the
/// same on every machine.
///
/// Each frame is a header line and the screen's lines with trailing spaces removed:
///
/// ```
/// ── frame 2 · 500 ms · 80x24 · snapshot loaded
///  Roster demo · Profile              profile: loaded  posts: loaded
/// ```
@MainActor
package struct ScriptRunner {
  /// The initial screen size.
  package var columns: Int
  /// The initial screen size.
  package var rows: Int
  /// Whether every step's frame is printed, not only snapshots.
  package var printsEveryFrame: Bool
  /// How far a wait moves time before the list's animations are advanced.
  package static let frameStep = Duration.milliseconds(16)

  /// Creates a runner for a screen of `columns` × `rows`.
  package init(columns: Int = 80, rows: Int = 24, printsEveryFrame: Bool = false) {
    self.columns = columns
    self.rows = rows
    self.printsEveryFrame = printsEveryFrame
  }

  /// Runs `script` and returns the printed frames, one line per element.
  package func run(_ script: Script, app: any DemoApp, scheduler: VirtualScheduler) -> [String] {
    var output: [String] = []
    var frameNumber = 0
    var size = (columns: columns, rows: rows)
    func emit(_ label: String) {
      frameNumber += 1
      let milliseconds = Int((scheduler.now / .milliseconds(1)).rounded())
      output.append(
        "── frame \(frameNumber) · \(milliseconds) ms · \(size.columns)x\(size.rows) · \(label)")
      output += app.frame(columns: size.columns, rows: size.rows).plainRows
    }
    app.resize(columns: size.columns, rows: size.rows)
    app.start()
    scheduler.advance(by: .zero)
    if printsEveryFrame { emit("start") }
    for (_, command) in script.commands {
      switch command {
      case .key(let key, let count):
        for _ in 0..<count {
          if app.press(key) == .quit {
            output.append(
              "── quit (key \(key.scriptName)) at \(Int((scheduler.now / .milliseconds(1)).rounded())) ms"
            )
            return output
          }
          // The terminal draws after every key; so does a script, unprinted, so that the
          // selected cell is told it is selected before the next key, as on a terminal.
          _ = app.frame(columns: size.columns, rows: size.rows)
        }
        scheduler.advance(by: .zero)
        if printsEveryFrame { emit("key \(key.scriptName)" + (count > 1 ? " ×\(count)" : "")) }
      case .wait(let duration):
        Self.advance(app, scheduler, by: duration)
        if printsEveryFrame { emit("wait \(Int((duration / .milliseconds(1)).rounded())) ms") }
      case .resize(let newColumns, let newRows):
        size = (newColumns, newRows)
        app.resize(columns: newColumns, rows: newRows)
        if printsEveryFrame { emit("resize \(newColumns)x\(newRows)") }
      case .snapshot(let label):
        emit(label.isEmpty ? "snapshot" : "snapshot \(label)")
      }
    }
    return output
  }

  /// Moves virtual time forward by `duration` in steps of ``frameStep``: the scheduler's work
  /// falls due, then the list's animations move on, as a run loop's frames would.
  package static func advance(
    _ app: any DemoApp, _ scheduler: VirtualScheduler, by duration: Duration
  ) {
    var remaining = duration
    while remaining > .zero {
      let step = min(remaining, frameStep)
      scheduler.advance(by: step)
      app.listView.advance(by: step)
      remaining -= step
    }
  }
}
