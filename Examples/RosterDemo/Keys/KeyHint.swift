/// One entry of a screen's key table: the keys, what they do, and the few words the footer
/// shows for them.
///
/// A screen's tables are its list's key map (``KeyTable/tables(from:)``) and `q`: its footer
/// and help overlay read the same map, and `roster-demo help <screen>`, `roster-demo <screen>
/// --help` and the message printed without a terminal print these tables, so that they cannot
/// disagree about what a key does.
package struct KeyHint: Hashable, Sendable {
  /// The keys as the help names them: "↑↓ or j k", "Esc, Backspace or h".
  package var keys: String
  /// What they do, as the help says it: "opens the selected post".
  package var effect: String
  /// The footer's words for it ("a actions"); `nil` for a key the footer never offers.
  package var footer: String?

  /// An entry for `keys`, which do `effect`, shown in the footer as `footer`.
  package init(_ keys: String, _ effect: String, footer: String?) {
    self.keys = keys
    self.effect = effect
    self.footer = footer
  }

  /// `q`, which quits: the last hint of every footer.
  package static let quit = KeyHint("q", "quits", footer: "q quit")
}

/// A screen's keys, in the order the help lists them and the footer offers them.
package struct KeyTable: Hashable, Sendable {
  /// What the keys apply to, for the help's heading: "Keys", "On a post's detail".
  package var title: String
  /// The keys.
  package var hints: [KeyHint]

  /// A table headed `title`.
  package init(_ title: String, _ hints: [KeyHint]) {
    self.title = title
    self.hints = hints
  }

  /// The footer's words for the hints `isOffered` keeps, in the table's order.
  package func footerHints(where isOffered: (KeyHint) -> Bool = { _ in true }) -> [String] {
    hints.filter(isOffered).compactMap(\.footer)
  }

  /// The footer's words for every hint, the first after `heading` ("Moving: ↑↓ move"), which
  /// names the mode the keys belong to.
  package func footerHints(headed heading: String) -> [String] {
    var hints = footerHints()
    if !hints.isEmpty { hints[0] = heading + " " + hints[0] }
    return hints
  }

  /// The table as the help prints it: its title, then one entry per line (wrapped at 80
  /// columns), the keys in a column wide enough for the longest.
  package var helpText: String {
    HelpColumns.text(title, hints.map { ($0.keys, $0.effect) })
  }
}

extension KeyTable {
  /// A list's key map (RosterTerminal's `TerminalListView.keyMap`) as tables, one per group in
  /// the order the groups first come, each hint's words its footer's.
  package static func tables(from keyMap: [TerminalKeyHint]) -> [KeyTable] {
    var tables: [KeyTable] = []
    for hint in keyMap {
      let entry = KeyHint(hint.keys, hint.action, footer: "\(hint.keys) \(hint.action)")
      if let index = tables.firstIndex(where: { $0.title == hint.group.name }) {
        if !tables[index].hints.contains(entry) { tables[index].hints.append(entry) }
      } else {
        tables.append(KeyTable(hint.group.name, [entry]))
      }
    }
    return tables
  }
}
