import PropertyBased
import Testing

@testable import Roster
@testable import RosterDiff

/// A first load finds repeated identifiers through two bit filters of cheap hashes instead of
/// the diff's table of keyed hashes: it must report exactly what the diff reports for the same
/// sections diffed against nothing, whatever the spelling or storage of the identifiers.
@Suite("RepeatedIdentifiers: a first load's repeats, as the diff finds them")
struct RepeatedIdentifiersPropertyTests {
  /// Identifiers that are equal only under canonical equivalence, short (small strings) and
  /// long (in storage), ASCII and not: every branch of the filter hash.
  static let pool: [String] = [
    "a", "K", "\u{212A}", "item-K-long-enough-to-live-in-storage",
    "item-\u{212A}-long-enough-to-live-in-storage", "caf\u{E9}", "cafe\u{301}", ";", "\u{037E}",
    "twelve bytes", "sixteen bytes!!!", "seventeen bytes!!", "\u{1F600}", "`x", "\u{1FEF}x",
  ]

  /// Sections of identifiers drawn from `pool` (copied into new storage at random) and from a
  /// range of distinct ones, so that most identifiers occur once, as in an app's list.
  static let sectionNames = Gen.int(in: 0..<4).array(of: 0...5)
  static let tokens = Gen.int(in: -60..<Self.pool.count).array(of: 0...120)
  static let copies = Gen.bool.array(of: 120)

  static func build(_ sectionNames: [Int], _ tokens: [Int], _ copies: [Bool]) -> [Section] {
    guard !sectionNames.isEmpty else { return [] }
    var sections = sectionNames.map { (identifier: "s\($0)", models: [any CellModel]()) }
    for (offset, token) in tokens.enumerated() {
      var identifier = token >= 0 ? Self.pool[token] : "distinct-\(-token)"
      if copies[offset] { identifier = String(decoding: Array(identifier.utf8), as: UTF8.self) }
      sections[offset % sections.count].models.append(TextModel(identifier: identifier))
    }
    return sections.map { Section(cellModels: $0.models, identifier: $0.identifier) }
  }

  @Test("the repeated items and sections of random lists are those the diff from nothing finds")
  func sameAsTheDiff() async {
    await propertyCheck(count: 3000, input: Self.sectionNames, Self.tokens, Self.copies) {
      names, tokens, copies in
      let sections = Self.build(names, tokens, copies)
      let diff = SectionedChanges<String, ItemIdentity>(
        from: [], to: sections, sectionID: \.identifier, items: \.cellModels,
        oldItemIDs: [], newItemIDs: ItemIdentity.identities(of: sections),
        comparesItemsInPlace: true, isSectionContentEqual: { _, _ in true },
        isItemContentEqual: { _, _ in true })
      #expect(RepeatedIdentifiers.items(in: sections) == diff.duplicateItems.map(\.identifier))
      #expect(RepeatedIdentifiers.sections(in: sections) == diff.duplicateSections)
      #expect(diff.sectionInsertions == Array(sections.indices))
    }
  }

  @Test("a first load reports each repeated identifier with every section it occurs in")
  func firstLoadReport() async {
    await propertyCheck(count: 1000, input: Self.sectionNames, Self.tokens, Self.copies) {
      names, tokens, copies in
      let sections = Self.build(names, tokens, copies)
      let computation = UpdateComputation(
        from: ListSnapshot(), to: sections, policy: UpdatePolicy(), isOnScreen: true)
      // The reference: every identifier's sections, counted by `String` equality.
      var occurrences: [String: [String]] = [:]
      var order: [String] = []
      for section in sections {
        for model in section.cellModels {
          occurrences[model.identifier, default: []].append(section.identifier)
          if occurrences[model.identifier]?.count == 2 { order.append(model.identifier) }
        }
      }
      #expect(computation.duplicateItems.map(\.identifier) == order)
      #expect(computation.duplicateItems.map(\.sections) == order.map { occurrences[$0] ?? [] })
      #expect(computation.arrivingItems.sections == Array(sections.indices))
      #expect(computation.newIdentities == nil)
    }
  }

  @Test("a hundred thousand identifiers with a few repeats far apart: each found once")
  func largeList() {
    var identifiers = (0..<100_000).map { "identifier-\($0)-in-storage" }
    identifiers[99_999] = identifiers[3]
    identifiers[50_000] = identifiers[3]
    identifiers[70_000] = identifiers[60_000]
    let sections = [
      Section(
        cellModels: identifiers[..<40_000].map { TextModel(identifier: $0) }, identifier: "a"),
      Section(
        cellModels: identifiers[40_000...].map { TextModel(identifier: $0) }, identifier: "b"),
    ]
    #expect(RepeatedIdentifiers.items(in: sections) == [identifiers[3], identifiers[60_000]])
  }
}
