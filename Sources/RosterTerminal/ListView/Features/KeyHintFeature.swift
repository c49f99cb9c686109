/// A line of key hints at the bottom of the list (``TerminalListView/showsKeyHints``): the keys
/// that act now and what they do (``TerminalListView/keyHints``), as many as fit the width,
/// the way `nano`, `htop` and Midnight Commander show theirs. In a mode — an open action menu,
/// an item being moved, the filter line typed in, the help overlay — it shows that mode's keys
/// alone. A line too narrow for every hint drops the least important whole, keeping the help
/// key (``TerminalListView/helpKey``) at its end.
@MainActor
final class KeyHintFeature: TerminalListFeature {
  /// Whether the line shows.
  var isShown = false

  /// The line's row, while it shows; a list with no row left gives it none (`rows(of:)`).
  func bottomRows(in list: TerminalListView) -> Int { isShown ? 1 : 0 }

  /// Draws the hints that fit, each whole, from the first; right to left from the right edge.
  ///
  /// - Complexity: O(*h*) for *h* hints.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard let lineRow = list.rows(of: self).first else { return }
    let width = TerminalListView.cells(list.size.width)
    guard width > 0 else { return }
    let line = Self.line(for: list.keyHints, width: width)
    let shown =
      list.layoutDirection == .rightToLeft
      ? StyledLine(String(repeating: " ", count: width - line.width)) + line
      : line.padded(toWidth: width)
    buffer.draw(shown, row: row + lineRow, column: column, maxWidth: width, fillStyle: .plain)
  }

  /// The hints that fit `width` columns, whole, two spaces apart, each key bold and its action
  /// dim. When not all fit, the line keeps the hints of the highest ``TerminalKeyHint/priority``
  /// (the earlier among equal ones) while the next still fits — never a later hint in place of
  /// one it dropped — and shows the kept ones in their order: the help key, kept first, ends it.
  ///
  /// - Complexity: O(*h* log *h*) for *h* hints.
  static func line(for hints: [TerminalKeyHint], width: Int) -> StyledLine {
    let entries = hints.map { hint in
      StyledLine(StyledLine.sanitized(hint.keys), style: TextStyle(bold: true))
        + StyledLine(" " + StyledLine.sanitized(hint.action), style: TextStyle(dim: true))
    }
    let byPriority = hints.indices.sorted { left, right in
      hints[left].priority != hints[right].priority
        ? hints[left].priority > hints[right].priority : left < right
    }
    var kept = Set<Int>()
    var used = 0
    for index in byPriority {
      let added = entries[index].width + (kept.isEmpty ? 0 : Self.separator.width)
      guard used + added <= width else { break }
      kept.insert(index)
      used += added
    }
    var line = StyledLine()
    for index in hints.indices where kept.contains(index) {
      if !line.isEmpty { line += Self.separator }
      line += entries[index]
    }
    return line
  }

  /// What stands between two hints.
  static let separator = StyledLine("  ")
}

extension TerminalListView {
  /// Whether the list's bottom row shows the keys that act now (``keyHints``), as many as fit:
  /// "↑↓ navigate  Enter select  m move  / filter  a actions". The cells are laid out in the
  /// rows above it. Off by default; an app that draws its own footer leaves it off and reads
  /// ``keyHints`` instead.
  public var showsKeyHints: Bool {
    get { features.keyHints.isShown }
    set {
      guard newValue != showsKeyHints else { return }
      features.keyHints.isShown = newValue
      listRowsDidChange()
    }
  }

  /// The line of key hints ``showsKeyHints`` draws, for an app that draws it elsewhere (in its
  /// own status bar): the hints of ``keyHints`` that fit `width` columns, whole, the least
  /// important dropped first (``TerminalKeyHint/priority``), the help key kept at the end.
  /// Never wider than `width`.
  ///
  /// - Complexity: O(*h* log *h*) for *h* hints.
  public func keyHintLine(width: Int) -> StyledLine {
    KeyHintFeature.line(for: keyHints, width: max(0, width))
  }
}
