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
///
/// A section is a value with copy-on-write storage: copying one costs O(1), and its copies
/// share their values until one of them is mutated.
public struct Section: Sendable {
  // The values live in one shared, copy-on-write box: a list of many sections (one per
  // provider, say) moves sections around whenever one is inserted or removed, and a box moves
  // as one pointer where the values would move as some two hundred bytes.
  private var storage: Storage

  /// The section's stable identity within the list.
  public var identifier: String {
    get { storage.identifier }
    _modify {
      makeStorageUnique()
      yield &storage.identifier
    }
  }
  /// The section's cells, in order.
  public var cellModels: [any CellModel] {
    get { storage.cellModels }
    _modify {
      makeStorageUnique()
      // Levels are kept by row: rows changed alone (a filter, an empty model) leave them
      // unknown, and they are then read from the facts.
      storage.outlineLevels = nil
      yield &storage.cellModels
    }
  }
  /// The header shown before the cells, if any.
  public var headerModel: (any CellModel)? {
    get { storage.headerModel }
    _modify {
      makeStorageUnique()
      yield &storage.headerModel
    }
  }
  /// The footer shown after the cells, if any.
  public var footerModel: (any CellModel)? {
    get { storage.footerModel }
    _modify {
      makeStorageUnique()
      yield &storage.footerModel
    }
  }
  /// How the section lays out its cells.
  public var constraints: Constraints {
    get { storage.constraints }
    _modify {
      makeStorageUnique()
      yield &storage.constraints
    }
  }
  /// Shown as the section's only item while it has no cells ("No posts yet"): the
  /// ``ListController`` puts it in place of the missing cells, so it is inserted and deleted,
  /// animated, like any item, and its events reach it like any model's.
  public var emptyModel: (any CellModel)? {
    get { storage.emptyModel }
    _modify {
      makeStorageUnique()
      yield &storage.emptyModel
    }
  }

  /// The tree the section's rows come from, when it is an outline section (see
  /// ``init(_:outline:header:footer:constraints:emptyModel:)``); `nil` for a flat section.
  ///
  /// The ``ListController`` shows an outline section's rows from this tree under its own
  /// expansion state (see ``ListController/expand(_:animated:completion:)``): ``cellModels``
  /// are then the rows shown, derived, and a change to them alone is not kept.
  public var outline: [OutlineItem]? {
    get { storage.outline }
    _modify {
      makeStorageUnique()
      yield &storage.outline
    }
  }
  /// Each shown row's outline facts, by item identifier: O(1) per row for hosts.
  var outlineRows: OutlineFacts {
    get { storage.outlineRows }
    _modify {
      makeStorageUnique()
      yield &storage.outlineRows
    }
  }
  /// Each row's outline level, by row, while ``cellModels`` are the rows they were set with
  /// (``showOutlineRows(_:facts:levels:)``): what the layout reads of every row on each
  /// relayout of the section.
  var outlineLevels: [Int]? { storage.outlineLevels }

  /// Shows `models` as the rows of an outline section, with their facts and their levels
  /// (one a row).
  mutating func showOutlineRows(_ models: [any CellModel], facts: OutlineFacts, levels: [Int]) {
    makeStorageUnique()
    storage.cellModels = models
    storage.outlineRows = facts
    storage.outlineLevels = levels.count == models.count ? levels : nil
  }

  /// Creates a section from an array of cell models.
  public init(
    cellModels: [any CellModel], identifier: String,
    headerModel: (any CellModel)? = nil, footerModel: (any CellModel)? = nil,
    constraints: Constraints = Constraints(), emptyModel: (any CellModel)? = nil
  ) {
    storage = Storage(
      identifier: identifier, cellModels: cellModels, headerModel: headerModel,
      footerModel: footerModel, constraints: constraints, emptyModel: emptyModel)
  }

  /// Whether `self` and `other` share one copy of their values, so are the same section
  /// without a comparison.
  package func sharesStorage(with other: Section) -> Bool { storage === other.storage }

  private mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }
}

extension Section {
  // Mutated only through a uniquely referenced box (`makeStorageUnique()`), so a box shared
  // between copies, and between threads, is never written.
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var identifier: String
    @exclusivity(unchecked) var cellModels: [any CellModel]
    @exclusivity(unchecked) var headerModel: (any CellModel)?
    @exclusivity(unchecked) var footerModel: (any CellModel)?
    @exclusivity(unchecked) var constraints: Constraints
    @exclusivity(unchecked) var emptyModel: (any CellModel)?
    @exclusivity(unchecked) var outline: [OutlineItem]?
    @exclusivity(unchecked) var outlineRows = OutlineFacts()
    @exclusivity(unchecked) var outlineLevels: [Int]?

    init(
      identifier: String, cellModels: [any CellModel], headerModel: (any CellModel)?,
      footerModel: (any CellModel)?, constraints: Constraints, emptyModel: (any CellModel)?
    ) {
      self.identifier = identifier
      self.cellModels = cellModels
      self.headerModel = headerModel
      self.footerModel = footerModel
      self.constraints = constraints
      self.emptyModel = emptyModel
    }

    func copy() -> Storage {
      let copy = Storage(
        identifier: identifier, cellModels: cellModels, headerModel: headerModel,
        footerModel: footerModel, constraints: constraints, emptyModel: emptyModel)
      copy.outline = outline
      copy.outlineRows = outlineRows
      copy.outlineLevels = outlineLevels
      return copy
    }
  }
}

extension Section {
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
    if sharesStorage(with: other) { return true }
    return constraints == other.constraints
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
