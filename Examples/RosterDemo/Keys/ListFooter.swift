import RosterTerminal

/// The footer of a screen whose keys all live in its list's key map (the list's own and the
/// screen's, declared as `appKeyBindings`): the files and discover screens.
@MainActor
enum ListFooter {
  /// The footer's hints: the list's line of key hints — the keys that act on the selected
  /// row, or in the mode the list is in, as many as fit `columns` beside `q quit`, the least
  /// important dropped first — then `q quit`, except while `q` is typed into the filter or
  /// closes the help overlay.
  static func hints(for listView: TerminalListView, columns: Int) -> [String] {
    let quit = KeyHint.quit.footer ?? "q quit"
    let mode =
      listView.isEditingFilter ? "Filter: " : listView.isShowingHelp ? "Help: " : nil
    let room = columns - 1 - StyledLine(StatusLine.separator + quit).width
    guard let mode else { return [listView.keyHintLine(width: room).text, quit] }
    return [mode + listView.keyHintLine(width: columns - 1 - mode.count).text]
  }

  /// The screen's keys as the help prints them: one table per group of `listView`'s key map,
  /// then `q`, which the screen takes before the list.
  static func keyTables(of listView: TerminalListView) -> [KeyTable] {
    KeyTable.tables(from: listView.keyMap) + [KeyTable("Quitting", [.quit])]
  }
}
