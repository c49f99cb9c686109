import Foundation

/// A group of cell models with a stable identity, an optional header and footer, and the
/// constraints that lay it out.
///
/// <!-- snippet: fragment -->
/// ```swift
/// Section("posts", constraints: Constraints(minimumLineSpacing: 8)) {
///   for post in posts { PostCellModel(post: post) }
/// }
/// ```
///
/// A section's own content — header, footer and constraints — is compared apart from its
/// cells: a changed header rebinds the header without touching the cells.
public struct Section: Sendable {
  /// The section's stable identity within the list.
  public var identifier: String
  /// The section's cells, in order.
  public var cellModels: [any CellModel]
  /// The header shown before the cells, if any.
  public var headerModel: (any CellModel)?
  /// The footer shown after the cells, if any.
  public var footerModel: (any CellModel)?
  /// How the section lays out its cells.
  public var constraints: Constraints
  /// Shown as the section's only item while it has no cells ("No posts yet"): the
  /// ``ListController`` puts it in place of the missing cells, so it is inserted and deleted,
  /// animated, like any item, and its events reach it like any model's.
  public var emptyModel: (any CellModel)?

  /// Creates a section from an array of cell models.
  public init(
    cellModels: [any CellModel], identifier: String,
    headerModel: (any CellModel)? = nil, footerModel: (any CellModel)? = nil,
    constraints: Constraints = Constraints(), emptyModel: (any CellModel)? = nil
  ) {
    self.identifier = identifier
    self.cellModels = cellModels
    self.headerModel = headerModel
    self.footerModel = footerModel
    self.constraints = constraints
    self.emptyModel = emptyModel
  }

  /// Creates a section whose cells are listed by a ``CellModelBuilder`` block.
  public init(
    _ identifier: String,
    header: (any CellModel)? = nil, footer: (any CellModel)? = nil,
    constraints: Constraints = Constraints(), emptyModel: (any CellModel)? = nil,
    @CellModelBuilder cells: () -> [any CellModel]
  ) {
    self.init(
      cellModels: cells(), identifier: identifier, headerModel: header, footerModel: footer,
      constraints: constraints, emptyModel: emptyModel)
  }

  /// Whether the section's own content (header, footer, constraints) is the same as
  /// `other`'s; cells are not compared.
  public func hasIdenticalContent(to other: Section) -> Bool {
    constraints == other.constraints
      && Self.identical(headerModel, other.headerModel)
      && Self.identical(footerModel, other.footerModel)
  }

  private static func identical(_ lhs: (any CellModel)?, _ rhs: (any CellModel)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.identifier == rhs.identifier && lhs.hasSameContent(as: rhs)
    default: false
    }
  }
}
