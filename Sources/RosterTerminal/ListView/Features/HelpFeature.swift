/// The help overlay: ``TerminalListView/helpKey`` (`?`, as in `less`, `htop` and `lazygit`)
/// covers the list with every key it has (``TerminalListView/keyMap``) under its group — those
/// that act on the selected row now and those that do not — until `?`, Esc or `q` closes it.
/// While it shows it takes every key, so nothing behind it acts.
@MainActor
final class HelpFeature: TerminalListFeature {
  /// The key that opens and closes the overlay; `nil` turns it off.
  var key: Key? = .character("?")
  /// Whether the overlay shows.
  private(set) var isShown = false
  /// The first line of the overlay shown at its top, when it is taller than the list.
  private(set) var offset = 0

  /// Opens the overlay with ``key``.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let helpKey = self.key, key == helpKey else { return false }
    isShown = true
    offset = 0
    return true
  }

  func takesEveryKey(in list: TerminalListView) -> Bool { isShown }

  /// `?`, Esc and `q` close the overlay; the arrows, `j`/`k`, Page Up/Down, Home/End and the
  /// wheel scroll it; Ctrl-C is left to the app; every other key is taken, so that nothing
  /// behind the overlay acts unseen.
  func handleInMode(_ key: Key, in list: TerminalListView) -> Bool {
    let page = max(1, TerminalListView.cells(list.size.height))
    switch key {
    case .escape, .character("q"): close()
    case _ where key == self.key: close()
    case .up, .character("k"): scroll(by: -1, in: list)
    case .down, .character("j"): scroll(by: 1, in: list)
    case .wheelUp: scroll(by: -TerminalListView.wheelStep, in: list)
    case .wheelDown: scroll(by: TerminalListView.wheelStep, in: list)
    case .pageUp: scroll(by: -page, in: list)
    case .pageDown: scroll(by: page, in: list)
    case .home: offset = 0
    case .end: scroll(by: Int.max / 2, in: list)
    case .interrupt: return false
    default: break
    }
    return true
  }

  /// Closes the overlay.
  private func close() {
    isShown = false
    offset = 0
  }

  /// Moves the overlay's lines by `rows`, within them.
  private func scroll(by rows: Int, in list: TerminalListView) {
    let limit = maximumOffset(in: list)
    offset = max(0, min(limit, offset + rows))
  }

  /// How far the overlay scrolls: its lines past the list's height.
  private func maximumOffset(in list: TerminalListView) -> Int {
    max(0, Self.lines(for: list.keyMap).count - TerminalListView.cells(list.size.height))
  }

  /// In the overlay, how to close it (and scroll it, when it is taller than the list);
  /// otherwise the key that opens it, kept last on a line too narrow for every hint.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    guard isShown else {
      guard let key else { return [] }
      var hint = TerminalKeyHint(key, "help")
      hint.priority = Int.max
      return [hint]
    }
    var hints = [TerminalKeyHint(.escape, "close", group: .help)]
    if maximumOffset(in: list) > 0 {
      hints.insert(TerminalKeyHint(keys: "↑↓", action: "scroll", group: .help), at: 0)
    }
    return hints
  }

  /// The key that opens the overlay and those that work in it.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] {
    guard let key else { return [] }
    let name = TerminalKeyHint.name(of: key)
    return [
      TerminalKeyHint(key, "help"),
      TerminalKeyHint(keys: "↑↓", action: "scroll", group: .help),
      TerminalKeyHint(keys: "Esc \(name) q", action: "close", group: .help),
    ]
  }

  /// The key, which no item action's shortcut may take.
  func reservedKeys(in list: TerminalListView) -> [Key] { key.map { [$0] } ?? [] }

  /// What a screen reader says while the overlay shows: every key and what it does, group by
  /// group, then how to close it.
  func spokenSelection(in list: TerminalListView) -> String? {
    guard isShown else { return nil }
    let groups = Self.grouped(list.keyMap).map { group, hints in
      group.name + ": " + hints.map { "\($0.keys) \($0.action)" }.joined(separator: ", ")
    }
    return "Help. " + groups.joined(separator: ". ") + ". Escape closes help."
  }

  /// Draws the overlay over the whole list, from its ``offset``; right to left, each line
  /// mirrored as the list's rows are.
  ///
  /// - Complexity: O(*k* + *h*) for *k* keys in the key map and a list *h* rows tall.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard isShown else { return }
    let width = TerminalListView.cells(list.size.width)
    let height = TerminalListView.cells(list.size.height)
    guard width > 0, height > 0 else { return }
    let lines = Self.lines(for: list.keyMap)
    for screenRow in 0..<height {
      let index = offset + screenRow
      let line = index < lines.count ? lines[index].prefix(toWidth: width) : StyledLine()
      buffer.draw(
        line.padded(toWidth: width).laidOut(list.layoutDirection, inWidth: width),
        row: row + screenRow, column: column, maxWidth: width, fillStyle: .plain)
    }
  }

  /// The overlay's lines: a title, then each group's heading and its keys, the keys in one
  /// column as wide as the widest (bold), what they do beside them.
  static func lines(for keyMap: [TerminalKeyHint]) -> [StyledLine] {
    let keysWidth = keyMap.map { StyledLine(StyledLine.sanitized($0.keys)).width }.max() ?? 0
    var lines = [
      StyledLine("Keys", style: TextStyle(bold: true))
        + StyledLine("  ") + StyledLine("Esc closes", style: TextStyle(dim: true))
    ]
    for (group, hints) in grouped(keyMap) {
      lines.append(StyledLine())
      lines.append(StyledLine(StyledLine.sanitized(group.name), style: TextStyle(underline: true)))
      for hint in hints {
        let keys = StyledLine(StyledLine.sanitized(hint.keys), style: TextStyle(bold: true))
        lines.append(
          StyledLine("  ") + keys.padded(toWidth: keysWidth) + StyledLine("  ")
            + StyledLine(StyledLine.sanitized(hint.action)))
      }
    }
    return lines
  }

  /// `keyMap`'s hints under their groups, the groups in the order they first come, each hint
  /// once.
  static func grouped(
    _ keyMap: [TerminalKeyHint]
  ) -> [(group: TerminalKeyHint.Group, hints: [TerminalKeyHint])] {
    var groups: [(group: TerminalKeyHint.Group, hints: [TerminalKeyHint])] = []
    for hint in keyMap {
      if let index = groups.firstIndex(where: { $0.group == hint.group }) {
        if !groups[index].hints.contains(hint) { groups[index].hints.append(hint) }
      } else {
        groups.append((hint.group, [hint]))
      }
    }
    return groups
  }
}

extension TerminalListView {
  /// Whether the help overlay shows (see ``helpKey``).
  public var isShowingHelp: Bool { features.help.isShown }

  /// Every key the list has, and the app's (``appKeyBindings``), each with its group: what the
  /// help overlay lists. Unlike ``keyHints``, it holds keys that do not act now too — the
  /// selection keys while the list keeps no selection, an action menu's keys while it is
  /// closed — but only keys that are set (a `nil` ``filterKey`` lists none), the outline's
  /// while the list shows an outline, and the selection toggle while the list keeps a
  /// selection. A screen without refresh, reordering or actions sets their keys to `nil`.
  public var keyMap: [TerminalKeyHint] {
    var seen: Set<TerminalKeyHint> = []
    return features.all.flatMap { $0.keyMap(in: self) }.filter { seen.insert($0).inserted }
  }

  /// The key that opens the help overlay: `?`, as most terminal programs have it. The
  /// overlay covers the list with every key of its ``keyMap`` under its group, mirrored in a
  /// list read right to left, scrolls with the arrow keys when it is taller than the list,
  /// and closes with the key again, Escape or `q`; while it shows it takes every key but
  /// Ctrl-C. A screen reader hears the keys (``spokenSelection``). The key is not taken while
  /// a text field or the filter line takes typed text, and no item action's shortcut may take
  /// it; the line of key hints ends with it. `nil` turns the overlay off.
  public var helpKey: Key? {
    get { features.help.key }
    set {
      features.help.key = newValue
      if newValue == nil, isShowingHelp { _ = features.help.handleInMode(.escape, in: self) }
    }
  }
}
