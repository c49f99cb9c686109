/// One step of a scripted session.
package enum ScriptCommand: Hashable, Sendable {
  /// Press a key, `count` times.
  case key(Key, count: Int)
  /// Let virtual time pass (the service answers, the feed updates).
  case wait(Duration)
  /// Change the screen's size, in columns and rows.
  case resize(columns: Int, rows: Int)
  /// Print the current frame, with an optional label.
  case snapshot(label: String)
}
