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

  /// The screen's keys as the help prints them: its list's key map, then `q`.
  package static var keyTables: [KeyTable] {
    let app = FilesApp(columns: 80, rows: 24)
    app.start()
    return ListFooter.keyTables(of: app.listView)
  }
}
