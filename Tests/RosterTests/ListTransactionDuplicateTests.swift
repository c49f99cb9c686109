import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

private final class CellStub: TypedListCell {
  func bind(model: Row, sizing: Bool) {}
}

private struct Row: TypedCellModel, Equatable {
  typealias CellType = CellStub
  var identifier: String
  var text = ""
}

/// `"a: x y | b: z"` as sections; `layout(_:)` prints them back the same way.
private func sections(_ text: String) -> [Section] {
  text.split(separator: "|").map { part in
    let halves = part.split(separator: ":", omittingEmptySubsequences: false)
    return Section(
      cellModels: halves[1].split(separator: " ").map { Row(identifier: String($0)) },
      identifier: halves[0].trimmingCharacters(in: .whitespaces))
  }
}

private func layout(_ sections: [Section]) -> String {
  sections.map { section in
    "\(section.identifier):"
      + section.cellModels.map { " \($0.identifier)" + (($0 as? Row)?.text ?? "") }.joined()
  }
  .joined(separator: " | ")
}

@Suite("ListTransaction: cell identifiers stay unique")
struct ListTransactionDuplicateTests {
  @Test("insert and append refuse an identifier already in the list, naming where it is")
  func insertRefusesDuplicate() {
    var list = ListTransaction(sections: sections("a: x y | b: z"))
    #expect(throws: ListTransactionError.duplicateCell("z", section: "b", item: 0)) {
      try list.insert(Row(identifier: "z"), at: 0, inSection: "a")
    }
    #expect(throws: ListTransactionError.duplicateCell("y", section: "a", item: 1)) {
      try list.append(Row(identifier: "y"), toSection: "b")
    }
    #expect(layout(list.sections) == "a: x y | b: z")
    #expect(
      ListTransactionError.duplicateCell("z", section: "b", item: 0).description
        == "a cell with the identifier 'z' is already in the list, at index 0 of section 'b'")
  }

  @Test("insertSection refuses cells already in the list or repeated in the new section")
  func insertSectionRefusesDuplicates() {
    var list = ListTransaction(sections: sections("a: x y"))
    #expect(throws: ListTransactionError.duplicateCell("y", section: "a", item: 1)) {
      try list.insertSection(Section(cellModels: [Row(identifier: "y")], identifier: "c"), at: 1)
    }
    #expect(throws: ListTransactionError.duplicateCell("q", section: "c", item: 0)) {
      try list.insertSection(
        Section(cellModels: [Row(identifier: "q"), Row(identifier: "q")], identifier: "c"), at: 0)
    }
    #expect(layout(list.sections) == "a: x y")
  }

  @Test("updateSection keeps its edit only when identifiers stay unique")
  func updateSectionRefusesDuplicates() throws {
    var list = ListTransaction(sections: sections("a: x y | b: z"))
    #expect(throws: ListTransactionError.duplicateCell("x", section: "a", item: 0)) {
      try list.updateSection(id: "b") { $0.cellModels.append(Row(identifier: "x")) }
    }
    #expect(throws: ListTransactionError.duplicateCell("z", section: "b", item: 0)) {
      try list.updateSection(id: "b") { $0.cellModels.append(Row(identifier: "z")) }
    }
    #expect(throws: ListTransactionError.duplicateSection("a")) {
      try list.updateSection(id: "b") { $0.identifier = "a" }
    }
    #expect(layout(list.sections) == "a: x y | b: z")
    // Reordering, replacing and removing cells of the section is fine.
    try list.updateSection(id: "a") {
      $0.cellModels = [Row(identifier: "y"), Row(identifier: "w")]
    }
    try list.insert(Row(identifier: "x"), at: 0, inSection: "b")
    #expect(layout(list.sections) == "a: y w | b: x z")
  }

  @Test("an identifier removed or moved can be inserted again; replace keeps identifiers")
  func bookkeepingFollowsEdits() throws {
    var list = ListTransaction(sections: sections("a: x y | b: z"))
    try list.insert(Row(identifier: "n"), at: 0, inSection: "a")
    try list.remove(id: "x")
    try list.insert(Row(identifier: "x"), at: 0, inSection: "b")
    try list.move(id: "n", to: 0, inSection: "b")
    try list.replace(with: Row(identifier: "y", text: "'"))
    try list.removeSection(id: "b")
    try list.insertSection(
      Section(cellModels: [Row(identifier: "n"), Row(identifier: "z")], identifier: "c"), at: 0)
    #expect(layout(list.sections) == "c: n z | a: y'")
    #expect(throws: ListTransactionError.duplicateCell("y", section: "a", item: 0)) {
      try list.append(Row(identifier: "y"), toSection: "c")
    }
    // Assigning the sections directly is not checked, and the next edit sees what they hold.
    list.sections[0].cellModels.append(Row(identifier: "d"))
    #expect(throws: ListTransactionError.duplicateCell("d", section: "c", item: 2)) {
      try list.insert(Row(identifier: "d"), at: 0, inSection: "a")
    }
  }

  @Test("duplicates the list already had stay, and can be removed one at a time")
  func existingDuplicates() throws {
    var list = ListTransaction(sections: sections("a: x x | b: x"))
    try list.insert(Row(identifier: "y"), at: 0, inSection: "b")
    try list.remove(id: "x")
    try list.remove(id: "x")
    #expect(throws: ListTransactionError.duplicateCell("x", section: "b", item: 1)) {
      try list.append(Row(identifier: "x"), toSection: "a")
    }
    try list.remove(id: "x")
    try list.append(Row(identifier: "x"), toSection: "a")
    #expect(layout(list.sections) == "a: x | b: y")
  }

  @Test("random edits of random lists never leave a duplicate; a refused edit changes nothing")
  func randomEditsStayUnique() async {
    let input = Gen.int(in: 0...(1 << 30)).array(of: 1...30)
    await propertyCheck(count: propertyCases(2000), input: input) { raw in
      var source = RawSource(raw)
      var start: [Section] = []
      var pool = (0..<12).map { "c\($0)" }
      for index in 0..<source.next(4) {
        var cells: [any CellModel] = []
        for _ in 0..<source.next(4) where !pool.isEmpty {
          cells.append(Row(identifier: pool.remove(at: source.next(pool.count))))
        }
        start.append(Section(cellModels: cells, identifier: "s\(index)"))
      }
      var list = ListTransaction(sections: start)
      for _ in raw {
        let before = layout(list.sections)
        let beforeSections = list.sections
        do throws(ListTransactionError) {
          try Self.randomEdit(&list, &source)
        } catch {
          #expect(layout(list.sections) == before, "\(error) \(raw)")
          // A cell already in the list is named where it is.
          if case .duplicateCell(let id, let section, let item) = error,
            beforeSections.contains(where: { $0.cellModels.contains { $0.identifier == id } })
          {
            let holder = beforeSections.first { $0.identifier == section }?.cellModels
            let named = holder.flatMap { $0.indices.contains(item) ? $0[item] : nil }
            #expect(named?.identifier == id, "\(error) \(raw)")
          }
        }
        let identifiers = list.sections.flatMap { $0.cellModels.map(\.identifier) }
        #expect(Set(identifiers).count == identifiers.count, "\(layout(list.sections)) \(raw)")
      }
    }
  }

  /// One random edit, with identifiers drawn from a small pool so that many collide.
  private static func randomEdit(
    _ list: inout ListTransaction, _ source: inout RawSource
  ) throws(ListTransactionError) {
    let sectionIDs = list.sections.map(\.identifier) + ["s9"]
    let section = sectionIDs[source.next(sectionIDs.count)]
    let cell = "c\(source.next(14))"
    let index = source.next(6) - 1
    switch source.next(9) {
    case 0: try list.insert(Row(identifier: cell), at: index, inSection: section)
    case 1: try list.append(Row(identifier: cell), toSection: section)
    case 2: try list.remove(id: cell)
    case 3: try list.move(id: cell, to: index, inSection: section)
    case 4: try list.replace(with: Row(identifier: cell, text: "'"))
    case 5: try list.removeSection(id: section)
    case 6:
      let cells = (0..<source.next(3)).map { _ in Row(identifier: "c\(source.next(14))") }
      try list.insertSection(
        Section(cellModels: cells, identifier: "s\(source.next(6))"), at: index)
    case 7:
      let extra = "c\(source.next(14))"
      let rename = source.next(4) == 0 ? "s\(source.next(6))" : nil
      let drop = source.next(2) == 0
      try list.updateSection(id: section) { section in
        if drop && !section.cellModels.isEmpty { section.cellModels.removeFirst() }
        section.cellModels.append(Row(identifier: extra))
        if let rename { section.identifier = rename }
      }
    default:
      // Assigning the sections drops the identity index; the next edit must build it again.
      let current = list.sections
      list.sections = current
    }
  }
}
