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

  /// Creates a section title.
  public init(identifier: String, title: String, detail: String = "") {
    self.identifier = identifier
    self.title = title
    self.detail = detail
  }
}
