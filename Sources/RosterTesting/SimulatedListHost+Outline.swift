import Foundation

extension SimulatedListHost {
  /// The displayed items by section, each outline row drawn as a text host would: indented
  /// two spaces per level, with `▾` before an expanded node, `▸` before a collapsed one and
  /// `•` before a leaf; a row of a flat section is its identifier alone. What an app's test
  /// asserts an outline screen shows.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let host = SimulatedListHost()
  /// let controller = ListController(host: host)
  /// controller.update(with: [
  ///   Section("folders", outline: [
  ///     OutlineItem(TitleCellModel(identifier: "inbox", text: "Inbox"), isExpanded: true,
  ///       children: [OutlineItem(TitleCellModel(identifier: "receipts", text: "Receipts"))])
  ///   ])
  /// ])
  /// host.settle()
  /// // host.displayedOutline == [["▾ inbox", "  • receipts"]]
  /// ```
  ///
  /// - Complexity: O(*N*) for the *N* displayed items.
  public var displayedOutline: [[String]] {
    let snapshot = dataSource?.snapshot
    return view.sections.enumerated().map { section, shown in
      shown.items.enumerated().map { item, shownItem in
        guard let row = snapshot?.outlineRow(at: IndexPath(item: item, section: section))
        else { return shownItem.id }
        let marker = row.hasChildren ? (row.isExpanded ? "▾" : "▸") : "•"
        return String(repeating: "  ", count: row.level) + marker + " " + shownItem.id
      }
    }
  }
}
