import Foundation
import PropertyBased
import Roster
import RosterLayout
import RosterTestSupport
import RosterTesting
import Testing

/// A table row of a few cells, found by their text.
struct CellsRow: TableRowModel, Equatable {
  var identifier: String
  var cells: [String]
  var cellType: any ListCell.Type { NoCell.self }
  var columnCount: Int { cells.count }
  func text(inColumn column: Int) -> String { cells[column] }
}

/// A table section and a plain one, filtered across columns or in one, matched by terms or
/// fuzzily, while rows change: the host shows what a reference finds in the text each filter
/// searches, in its order.
@MainActor
@Suite("Filtering a table: across its columns or in one")
struct ColumnFilterPropertyTests {
  static let words = FilteringPropertyTests.words

  /// What the runs exercised.
  struct Census {
    var checks = 0
    var checksInAColumn = 0
    var checksHidingRows = 0
  }

  @Test("the host shows the reference's matches in the searched column, every batch legal")
  func columns() async {
    await propertyCheck(count: propertyCases(1_500), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("the runs search each column and all of them, and hide rows", .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<500 { _ = Self.run(seed: UInt64(seed), census: &census) }
    #expect(census.checksInAColumn > 500)
    #expect(census.checksHidingRows > 500)
  }

  /// The text a filter in `column` searches in `cells`, a table row's; `nil` when it has none.
  static func searched(_ cells: [String], column: Int?) -> String? {
    guard let column else { return cells.joined(separator: " ") }
    return cells.indices.contains(column) ? cells[column] : nil
  }

  /// The reference: the rows whose searched text holds every term (or the query's characters
  /// in order, ranked, matching fuzzily); a plain row only without a column.
  static func expected(
    rows: [CellsRow], plain: [(id: String, text: String)], query: String?, column: Int?,
    fuzzy: Bool
  ) -> [String] {
    let terms = (query ?? "").split(separator: " ").map {
      FilteringPropertyTests.referenceFolded(String($0))
    }
    guard !terms.isEmpty, let query else {
      return ["t[" + rows.map(\.identifier).joined(separator: " ") + "]"]
        + ["p[" + plain.map(\.id).joined(separator: " ") + "]"]
    }
    let texts: [(String, String?)] =
      rows.map { ($0.identifier, searched($0.cells, column: column)) }
    let plainTexts: [(String, String?)] = plain.map { ($0.id, column == nil ? $0.text : nil) }
    func found(_ items: [(String, String?)]) -> [String] {
      if fuzzy {
        let candidates = items.compactMap { item in item.1.map { (item.0, $0) } }
        return FuzzyReference.ranked(candidates, query: query, text: \.1).map(\.0)
      }
      return items.filter { _, text in
        guard let text else { return false }
        let folded = FilteringPropertyTests.referenceFolded(text)
        return terms.allSatisfy { folded.contains($0) }
      }.map(\.0)
    }
    return [
      "t[" + found(texts).joined(separator: " ") + "]",
      "p[" + found(plainTexts).joined(separator: " ") + "]",
    ]
  }

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController()
    controller.diagnosticHandler = { _ in }
    var next = 0
    func cells() -> [String] {
      (0..<mixer.next(4)).map { _ in words[mixer.next(words.count)] }
    }
    func newRow() -> CellsRow {
      next += 1
      return CellsRow(identifier: "r\(next)", cells: cells())
    }
    var rows = (0..<mixer.next(8)).map { _ in newRow() }
    let plain = (0..<mixer.next(4)).map { ("p\($0)", words[mixer.next(words.count)]) }
    var query: String?
    var column: Int?
    var fuzzy = false
    func sections() -> [Section] {
      let table = TableColumns([TableColumn("A"), TableColumn("B"), TableColumn("C")])
      return [
        Section(cellModels: rows, identifier: "t", constraints: Constraints(table: table)),
        Section(
          cellModels: plain.map { TextModel(identifier: $0.0, text: $0.1) }, identifier: "p"),
      ]
    }
    controller.update(with: sections(), animated: false)
    for step in 0..<(1 + mixer.next(25)) {
      switch mixer.next(9) {
      case 0, 1:
        query = FilteringPropertyTests.queries[mixer.next(FilteringPropertyTests.queries.count)]
        controller.filterItems(matching: query, animated: mixer.next(3) != 0)
      case 2:
        column = mixer.next(5) == 0 ? nil : mixer.next(4)
        controller.filterColumn = column
      case 3:
        fuzzy.toggle()
        controller.filterMatching = fuzzy ? .fuzzy : .allTerms
      case 4, 5:
        if !rows.isEmpty, mixer.next(3) == 0 {
          rows.remove(at: mixer.next(rows.count))
        } else if !rows.isEmpty, mixer.next(2) == 0 {
          rows[mixer.next(rows.count)].cells = cells()
        } else {
          rows.insert(newRow(), at: mixer.next(rows.count + 1))
        }
        controller.update(with: sections(), animated: mixer.next(3) != 0)
      case 6:
        host.finishAnimations()
      default:
        host.settle()
        census.checks += 1
        if column != nil { census.checksInAColumn += 1 }
        if let error = host.errors.first { return "step \(step): rejected batch \(error)" }
        let expected = expected(
          rows: rows, plain: plain, query: query, column: column, fuzzy: fuzzy)
        if expected != identifiers(sections()) { census.checksHidingRows += 1 }
        guard host.shownIdentifiers == expected else {
          return "step \(step): shows \(host.shownIdentifiers), expected \(expected) for "
            + "\(query ?? "nil") in \(column.map(String.init) ?? "all") fuzzy \(fuzzy)"
        }
      }
    }
    return nil
  }
}
