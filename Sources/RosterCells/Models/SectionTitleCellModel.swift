/// A section's title, as its header: "ACCOUNT", "Recent · 24".
///
/// ```swift
/// let header = SectionTitleCellModel(identifier: "account-header", title: "Account")
/// ```
public struct SectionTitleCellModel: CatalogueCellModel, Equatable {
  /// The header's identity.
  public var identifier: String
  /// The section's title.
  public var title: String
  /// Shown at the trailing edge (a count, a date); empty for none.
  public var detail: String
  /// Whether a rule under the title sets the header apart from the section's first row.
  public var showsSeparator: Bool

  /// Creates a section title.
  public init(
    identifier: String, title: String, detail: String = "", showsSeparator: Bool = false
  ) {
    self.identifier = identifier
    self.title = title
    self.detail = detail
    self.showsSeparator = showsSeparator
  }
}
