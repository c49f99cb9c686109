// A section is laid out by what `ListLayout` needs of it: its cell count, whether it has a
// header and a footer, and its constraints.
extension Section: LayoutSection {
  /// The number of cells in the section.
  public var numberOfItems: Int { cellModels.count }
  /// Whether the section has a header model.
  public var hasHeader: Bool { headerModel != nil }
  /// Whether the section has a footer model.
  public var hasFooter: Bool { footerModel != nil }
}
