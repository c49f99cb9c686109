import RosterCells

/// The discover screen's keys come from its list's key map: the list's own (moving between
/// shelves and along one, Enter on a card or a switch, the help overlay's) and the screen's,
/// declared to the list as key bindings. Its footer, its help overlay (`?`),
/// `roster-demo help discover` and the message without a terminal all read them there, so they
/// cannot disagree about what a key does.
extension DiscoverApp {
  /// The screen's own key beside the list's: `u` delivers fresh cards to the front of every
  /// shelf (the card at a shelf's left edge stays in place).
  func keyBindings() -> [TerminalKeyBinding] {
    [
      TerminalKeyBinding(.character("u"), "fresh cards", group: "Discover", priority: 1) {
        [weak self] _ in self?.send(.deliverFresh)
      }
    ]
  }

  /// The screen's keys as the help prints them: its list's key map, then `q`.
  package static var keyTables: [KeyTable] {
    let app = DiscoverApp(columns: 80, rows: 24)
    app.start()
    return ListFooter.keyTables(of: app.listView)
  }
}
