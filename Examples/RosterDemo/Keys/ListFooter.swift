import RosterTerminal

/// The footer of a screen whose keys all live in its list's key map (the list's own and the
/// screen's, declared as `appKeyBindings`): every screen of the demo.
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

  /// The footer's hints of a screen that leaves some of the list's hints out (`isShown` says
  /// which it keeps: the list's "Enter select" on a row that Enter does nothing on, say), each
  /// shown once: the kept hints fitted as the list fits its line, headed by `mode` ("Typing
  /// the name:"), then `q quit` when `quits`. In the filter line or the help overlay, the
  /// list's line as ``hints(for:columns:)`` gives it.
  static func hints(
    for listView: TerminalListView, columns: Int, mode: String? = nil, quits: Bool = true,
    where isShown: (TerminalKeyHint) -> Bool
  ) -> [String] {
    if listView.isEditingFilter || listView.isShowingHelp {
      return hints(for: listView, columns: columns)
    }
    var seen = Set<TerminalKeyHint>()
    let kept = listView.keyHints.filter { isShown($0) && seen.insert($0).inserted }.map {
      // A kept filter hides rows: the key that shows them again outlasts the list's others.
      var hint = $0
      if hint.group == .list && hint.keys == "Esc" { hint.priority = max(hint.priority, 1) }
      return hint
    }
    let quit = quits ? [KeyHint.quit.footer ?? "q quit"] : []
    let heading = mode.map { $0 + " " } ?? ""
    let room =
      columns - 1 - StyledLine(heading).width
      - (quit.isEmpty ? 0 : StyledLine(StatusLine.separator + quit[0]).width)
    let line = line(for: kept, width: room)
    return (line.isEmpty && heading.isEmpty ? [] : [heading + line]) + quit
  }

  /// `hints` as the list's line of key hints shows them in `width` columns: each whole, two
  /// spaces apart; when not all fit, those of the highest priority (the earlier among equal
  /// ones) while the next still fits, shown in their order.
  static func line(for hints: [TerminalKeyHint], width: Int) -> String {
    let entries = hints.map { "\($0.keys) \($0.action)" }
    let byPriority = hints.indices.sorted { left, right in
      hints[left].priority != hints[right].priority
        ? hints[left].priority > hints[right].priority : left < right
    }
    var kept = Set<Int>()
    var used = 0
    for index in byPriority {
      let added = StyledLine(entries[index]).width + (kept.isEmpty ? 0 : 2)
      guard used + added <= width else { break }
      kept.insert(index)
      used += added
    }
    return hints.indices.filter { kept.contains($0) }.map { entries[$0] }
      .joined(separator: "  ")
  }

  /// The screen's keys as the help prints them: one table per group of `listView`'s key map,
  /// then `q`, which the screen takes before the list.
  static func keyTables(of listView: TerminalListView) -> [KeyTable] {
    KeyTable.tables(from: listView.keyMap) + [KeyTable("Quitting", [.quit])]
  }
}
