/// A screen of the demo as its drivers see it: the interactive run loop (RosterTerminal's
/// `TerminalApp`) and the script runner start it, offer it keys before its list view does,
/// resize it, and draw it.
@MainActor
package protocol DemoApp: AnyObject {
  /// The list the screen shows; keys the app ignores go to it.
  var listView: TerminalListView { get }
  /// Shows the first state and starts whatever runs by itself (loading, the feed's updates).
  func start()
  /// Reacts to an app key (quit, retry, back, pause); navigation keys are `.ignored` and
  /// left to ``listView``.
  func handle(_ key: Key) -> DemoKeyResult
  /// The screen is now `columns` × `rows`.
  func resize(columns: Int, rows: Int)
  /// Draws the whole screen into `buffer`, which is as big as the last size given.
  func draw(into buffer: inout ScreenBuffer)
}

/// What a key did.
package enum DemoKeyResult: Hashable, Sendable {
  /// The key changed something or was understood.
  case handled
  /// The key means nothing to the app.
  case ignored
  /// The user asked to quit.
  case quit
}

extension DemoApp {
  /// Offers `key` to the app, then to its list, as `TerminalApp` does — to the list first while
  /// its filter line is typed in, so that letters are the query's, and while its help overlay
  /// shows, which `q` closes; Ctrl-C quits.
  package func press(_ key: Key) -> DemoKeyResult {
    if listView.isEditingFilter || listView.isShowingHelp, listView.handle(key) {
      return .handled
    }
    let result = handle(key)
    guard result == .ignored else { return result }
    if listView.handle(key) { return .handled }
    return key == .interrupt ? .quit : .ignored
  }

  /// Where ``draw(into:)`` puts the list's top-left corner: below the title bar, at the first
  /// column, where the list's gutter for the selection mark starts. Mouse positions are
  /// relative to it.
  package var listOrigin: (column: Int, row: Int) {
    DemoFrame.listOrigin
  }

  /// The whole screen at `columns` × `rows`.
  package func frame(columns: Int, rows: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: columns, height: rows)
    draw(into: &buffer)
    return buffer
  }
}
