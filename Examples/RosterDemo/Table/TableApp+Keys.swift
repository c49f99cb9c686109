import RosterTerminal

/// The table screen's keys all come from its list's key map: moving, the table's own (Left
/// and Right between columns, `s` sort, `<` `>` width), `/` filtering and the help overlay's.
/// Its footer, its help overlay (`?`), `roster-demo help table` and the message without a
/// terminal all read them there.
extension TableApp {
  /// The screen's keys as the help prints them: its list's key map, then `q`.
  package static var keyTables: [KeyTable] {
    let app = TableApp(count: 10, columns: 80, rows: 24)
    app.start()
    return ListFooter.keyTables(of: app.listView)
  }
}
