import RosterCells

/// The files screen's keys come from its list's key map: the list's own (the outline's, the
/// filter's, the help overlay's) and the screen's, declared to the list as key bindings. Its
/// footer, its help overlay (`?`), `roster-demo help files` and the message without a terminal
/// all read them there, so they cannot disagree about what a key does.
extension FilesApp {
  /// The screen's own keys beside the list's: `c` closes every folder while one is open, and
  /// says so in a status message.
  func keyBindings() -> [TerminalKeyBinding] {
    [
      TerminalKeyBinding(
        .character("c"), "close all", group: "Files", priority: 1,
        isAvailable: { [controller] _ in !controller.expandedOutlineItems.isEmpty }
      ) { [controller] list in
        let count = controller.expandedOutlineItems.count
        controller.collapseAll()
        list.showStatus(
          count == 1 ? "Closed 1 folder" : "Closed \(count) folders", lasting: .seconds(3))
      }
    ]
  }

  /// The screen's keys as the help prints them: one table per group of the list's key map,
  /// then `q`, which the screen takes before the list.
  package static var keyTables: [KeyTable] {
    let app = FilesApp(columns: 80, rows: 24)
    app.start()
    return KeyTable.tables(from: app.listView.keyMap) + [KeyTable("Quitting", [.quit])]
  }

  /// The footer's hints: the list's line of key hints — the keys that act on the selected
  /// row, or in the mode the list is in, as many as fit `columns` beside `q quit`, the least
  /// important dropped first — then `q quit`, except while `q` is typed into the filter or
  /// closes the help overlay.
  static func footerHints(for listView: TerminalListView, columns: Int) -> [String] {
    let quit = KeyHint.quit.footer ?? "q quit"
    let mode =
      listView.isEditingFilter ? "Filter: " : listView.isShowingHelp ? "Help: " : nil
    let room = columns - 1 - StyledLine(StatusLine.separator + quit).width
    guard let mode else { return [listView.keyHintLine(width: room).text, quit] }
    return [mode + listView.keyHintLine(width: columns - 1 - mode.count).text]
  }
}
