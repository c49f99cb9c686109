/// The identifiers, contents and sizes ``ListGenerators`` draw list states from. Small
/// alphabets make collisions — the cases a diff and a planner get wrong — common.
public struct ListAlphabet: Hashable, Sendable {
  /// How many section identifiers (`s0`, `s1`, …) states draw from.
  public var sectionIdentifiers: Int
  /// How many item identifiers (`i0`, `i1`, …) states draw from.
  public var itemIdentifiers: Int
  /// How many contents (`c0`, `c1`, …) an item may have.
  public var contents: Int
  /// How many cell types an item may use: 1, or 2 to change cell types too.
  public var cellTypes: Int
  /// The largest number of sections in a state.
  public var maximumSections: Int
  /// The largest number of items in a section of a fresh state.
  public var maximumItemsPerSection: Int

  /// Creates an alphabet; the defaults make duplicates and moves common in short lists.
  public init(
    sectionIdentifiers: Int = 4, itemIdentifiers: Int = 6, contents: Int = 3, cellTypes: Int = 2,
    maximumSections: Int = 4, maximumItemsPerSection: Int = 5
  ) {
    self.sectionIdentifiers = max(1, sectionIdentifiers)
    self.itemIdentifiers = max(1, itemIdentifiers)
    self.contents = max(1, contents)
    self.cellTypes = min(2, max(1, cellTypes))
    self.maximumSections = max(0, maximumSections)
    self.maximumItemsPerSection = max(0, maximumItemsPerSection)
  }

  /// A fresh state.
  @_spi(Testing) public func state(_ source: inout RawSource) -> [Section] {
    (0..<source.next(maximumSections + 1)).map { _ in
      Section(
        cellModels: (0..<source.next(maximumItemsPerSection + 1)).map { _ in item(&source) },
        identifier: "s\(source.next(sectionIdentifiers))", headerModel: header(&source))
    }
  }

  func item(_ source: inout RawSource) -> GeneratedCellModel {
    GeneratedCellModel(
      identifier: "i\(source.next(itemIdentifiers))", content: "c\(source.next(contents))",
      usesAlternateCell: source.next(cellTypes) == 1)
  }

  func header(_ source: inout RawSource) -> GeneratedCellModel {
    GeneratedCellModel(identifier: "header", content: "h\(source.next(2))")
  }

  /// `state` after a few random edits.
  @_spi(Testing) public func edit(_ state: [Section], _ source: inout RawSource) -> [Section] {
    var sections = state
    for _ in 0..<source.next(6) {
      switch source.next(8) {
      case 0 where sections.count > 1:
        sections.swapAt(source.next(sections.count), source.next(sections.count))
      case 1 where !sections.isEmpty:
        sections.remove(at: source.next(sections.count))
      case 2 where sections.count < maximumSections:
        let section = Section(
          cellModels: [], identifier: "s\(source.next(sectionIdentifiers))",
          headerModel: header(&source))
        sections.insert(section, at: source.next(sections.count + 1))
      case 3 where !sections.isEmpty, 4 where !sections.isEmpty:
        let from = source.next(sections.count)
        let to = source.next(sections.count)
        guard !sections[from].cellModels.isEmpty else { continue }
        let moved = sections[from].cellModels.remove(
          at: source.next(sections[from].cellModels.count))
        sections[to].cellModels.insert(moved, at: source.next(sections[to].cellModels.count + 1))
      case 5 where !sections.isEmpty:
        let section = source.next(sections.count)
        sections[section].cellModels.insert(
          item(&source), at: source.next(sections[section].cellModels.count + 1))
      case 6 where !sections.isEmpty:
        let section = source.next(sections.count)
        guard !sections[section].cellModels.isEmpty else { continue }
        let index = source.next(sections[section].cellModels.count)
        var changed = item(&source)
        changed.identifier = sections[section].cellModels[index].identifier
        sections[section].cellModels[index] = changed
      case 7 where !sections.isEmpty:
        sections[source.next(sections.count)].headerModel = header(&source)
      default:
        continue
      }
    }
    return sections
  }
}

/// Decodes bounded choices from an array of integers, so that shrinking the integers shrinks
/// the value they decode to. The package's own property tests decode their cases with it too.
@_spi(Testing) public struct RawSource {
  private var raw: [Int]
  private var position = 0
  private var bits = 0

  /// Decodes from `raw`, the integers a property test's generator drew.
  @_spi(Testing) public init(_ raw: [Int]) { self.raw = raw }

  /// A choice in `0..<count`; 0 when `count` is 1 or less or nothing is left to decode.
  @_spi(Testing) public mutating func next(_ count: Int) -> Int {
    guard count > 1, !raw.isEmpty else { return 0 }
    if bits < count {
      bits = abs(raw[position % raw.count]) &+ position
      position += 1
    }
    defer { bits /= count }
    return bits % count
  }
}
