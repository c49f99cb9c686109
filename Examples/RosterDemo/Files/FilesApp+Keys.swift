import RosterCells

/// The files screen's keys: the one table its footer, its help and the message without a
/// terminal print from, and what each key offers on the selected row.
extension FilesApp {
  /// The entries of the screen's key table.
  package enum Keys {
    /// Moving the cursor.
    package static let move = KeyHint("↑↓ or j k", "move between the rows", footer: "↑↓ move")
    /// Opening a directory.
    package static let open = KeyHint(
      "→", "opens the selected directory, or moves into an open one (← right to left)",
      footer: "→ open")
    /// Closing a directory.
    package static let close = KeyHint(
      "←", "closes the selected directory, or moves to the one holding the row (→ right to left)",
      footer: "← close")
    /// Opening everything under a directory.
    package static let openAll = KeyHint(
      "*", "opens the selected directory and every directory in it", footer: "* open all")
    /// Closing everything.
    package static let closeAll = KeyHint(
      "c", "closes every directory", footer: "c close all")
    /// Filtering.
    package static let filter = KeyHint(
      "/", "filters the rows shown by name (Esc shows them all again)", footer: "/ filter")
  }

  /// The screen's keys.
  nonisolated package static let keys = KeyTable(
    "Keys",
    [Keys.move, Keys.open, Keys.close, Keys.openAll, Keys.closeAll, Keys.filter, .quit])

  /// The footer's hints: while the filter line is typed in, its keys; otherwise the keys the
  /// selected row has (a directory opens, any row closes its directory).
  static func footerHints(for listView: TerminalListView, model: (any CellModel)?) -> [String] {
    if listView.isEditingFilter { return FilterKeys.typingHints }
    let isDirectory = (model as? FileRowCellModel)?.isDirectory ?? false
    let hints = keys.footerHints { hint in
      switch hint {
      case Keys.open, Keys.openAll: isDirectory
      default: true
      }
    }
    guard listView.layoutDirection == .rightToLeft else { return hints }
    // The tree opens toward the left when it reads right to left: so do the arrows.
    return hints.map { hint in
      switch hint {
      case Keys.open.footer: "← open"
      case Keys.close.footer: "→ close"
      default: hint
      }
    }
  }
}
