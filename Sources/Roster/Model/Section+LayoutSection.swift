// A section is laid out by what `ListLayout` needs of it: its cell count, whether it has a
// header and a footer, and its constraints.
extension Section: LayoutSection {
  /// The number of cells in the section.
  public var numberOfItems: Int { cellModels.count }
  /// Whether the section has a header model.
  public var hasHeader: Bool { headerModel != nil }
  /// Whether the section has a footer model.
  public var hasFooter: Bool { footerModel != nil }
  /// Whether the section is an outline section, whose rows are indented by their level.
  public var indentsItems: Bool { outline != nil }
  /// The outline level of the row at `item` (0 for a root, an empty model or a flat section).
  ///
  /// - Complexity: O(1) on average.
  public func indentationLevel(ofItem item: Int) -> Int {
    guard outline != nil, cellModels.indices.contains(item) else { return 0 }
    if let levels = outlineLevels, levels.count == cellModels.count { return levels[item] }
    return outlineRow(atItem: item)?.level ?? 0
  }
}

extension Section: IndentationLevelsSource {
  /// Every row's level at once, while the section keeps them by row: the layout then copies
  /// one array reference instead of asking row by row.
  package var indentationLevels: [Int]? {
    guard outline != nil, let levels = outlineLevels, levels.count == cellModels.count else {
      return nil
    }
    return levels
  }
}
