// Outline sections: a section built from a tree of ``OutlineItem``s, whose rows are the
// tree's nodes down through the expanded ones.
extension Section {
  /// Creates an outline section: its rows are the nodes of `outline` in depth-first order,
  /// each node's children under it while it is expanded.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// Section("folders", outline: [
  ///   OutlineItem(TitleCellModel(identifier: "inbox", text: "Inbox"), isExpanded: true,
  ///     children: [OutlineItem(TitleCellModel(identifier: "receipts", text: "Receipts"))])
  /// ])
  /// ```
  ///
  /// ``cellModels`` start as the rows the data's own ``OutlineItem/isExpanded`` flags show;
  /// a ``ListController`` shows the rows under its expansion state instead, kept by identity
  /// through every update, and the rows' models are the app's models, unwrapped.
  ///
  /// - Complexity: O(*n*) for the *n* rows shown.
  public init(
    _ identifier: String, outline: [OutlineItem],
    header: (any CellModel)? = nil, footer: (any CellModel)? = nil,
    constraints: Constraints = Constraints(), emptyModel: (any CellModel)? = nil
  ) {
    self.init(
      cellModels: [], identifier: identifier, headerModel: header, footerModel: footer,
      constraints: constraints, emptyModel: emptyModel)
    var seen = Set<String>()
    var flattening = OutlineFlattening()
    flattening.walk(
      outline, seen: &seen, visitsHiddenNodes: false,
      isExpanded: { item, _, _ in item.isExpanded })
    self.outline = outline
    showRows(of: flattening)
  }

  /// The outline facts of the row whose model has `identifier`, or `nil` when the section is
  /// not an outline or does not show that row.
  ///
  /// - Complexity: O(1) on average.
  public func outlineRow(for identifier: String) -> OutlineRow? {
    outlineRows[identifier]
  }

  /// The outline facts of the row at `item`, or `nil` when there is none: by row while the
  /// facts are listed for the rows shown, with no lookup, else by the row's identifier.
  ///
  /// - Complexity: O(1) on average.
  func outlineRow(atItem item: Int) -> OutlineRow? {
    guard cellModels.indices.contains(item) else { return nil }
    // The levels are kept only while the rows are those shown with the facts.
    if outlineLevels != nil,
      let facts = outlineRows.listedFacts(atRow: item, rowCount: cellModels.count)
    {
      return facts
    }
    return outlineRows[cellModels[item].identifier]
  }

  /// Shows the rows `flattening` found, or the empty model when there are none.
  mutating func showRows(of flattening: OutlineFlattening) {
    if flattening.models.isEmpty, let emptyModel {
      showOutlineRows([emptyModel], facts: OutlineFacts(), levels: [0])
    } else {
      showOutlineRows(
        flattening.models, facts: OutlineFacts(listing: flattening.rows),
        levels: flattening.levels)
    }
  }
}
