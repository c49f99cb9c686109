import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

private final class RowCell: TypedListCell {
  func bind(model: RowModel, sizing: Bool) {}
}

private struct RowModel: TypedCellModel, Equatable {
  typealias CellType = RowCell
  var identifier: String
  var text = ""
}

private func state(_ layout: KeyValuePairs<String, String>) -> [Section] {
  layout.map { id, cells in
    Section(
      cellModels: cells.split(separator: " ").map { RowModel(identifier: String($0)) },
      identifier: id)
  }
}

private func layout(_ sections: [Section]) -> String {
  sections.map {
    "\($0.identifier)[" + $0.cellModels.map(\.identifier).joined(separator: " ") + "]"
  }
  .joined(separator: " ")
}

@Suite("ListTransaction")
struct ListTransactionTests {
  @Test("insert, append, remove, move and replace edit a copy by identifier")
  func cellEdits() throws {
    var list = ListTransaction(sections: state(["profile": "header stats", "posts": "p1 p2"]))
    try list.insert(RowModel(identifier: "p0"), at: 0, inSection: "posts")
    try list.append(RowModel(identifier: "p3"), toSection: "posts")
    try list.remove(id: "stats")
    try list.move(id: "p3", to: 1, inSection: "profile")
    try list.replace(with: RowModel(identifier: "p1", text: "edited"))
    #expect(layout(list.sections) == "profile[header p3] posts[p0 p1 p2]")
    let p1 = list.sections[1].cellModels[1]
    #expect(p1.identical(to: RowModel(identifier: "p1", text: "edited")))
  }

  @Test("section edits: insert, remove, move, update")
  func sectionEdits() throws {
    var list = ListTransaction(sections: state(["a": "x", "b": "y", "c": "z"]))
    try list.insertSection(Section(cellModels: [], identifier: "d"), at: 1)
    try list.removeSection(id: "b")
    try list.moveSection(id: "c", to: 0)
    try list.updateSection(id: "a") { $0.constraints.minimumLineSpacing = 8 }
    #expect(layout(list.sections) == "c[z] a[x] d[]")
    #expect(list.sections[1].constraints.minimumLineSpacing == 8)
  }

  @Test("an impossible edit throws a clear error naming what is missing")
  func impossibleEdits() {
    var list = ListTransaction(sections: state(["a": "x"]))
    #expect(throws: ListTransactionError.unknownSection("nope")) {
      try list.insert(RowModel(identifier: "q"), at: 0, inSection: "nope")
    }
    #expect(
      throws: ListTransactionError.indexOutOfRange(
        index: 5, count: 1, section: "a", validRange: 0...1)
    ) {
      try list.insert(RowModel(identifier: "q"), at: 5, inSection: "a")
    }
    #expect(throws: ListTransactionError.unknownCell("ghost")) { try list.remove(id: "ghost") }
    #expect(throws: ListTransactionError.duplicateSection("a")) {
      try list.insertSection(Section(cellModels: [], identifier: "a"), at: 0)
    }
    #expect(
      throws: ListTransactionError.sectionIndexOutOfRange(
        index: -1, sectionCount: 1, validRange: 0...0)
    ) {
      try list.moveSection(id: "a", to: -1)
    }
    #expect(
      ListTransactionError.unknownCell("ghost").description
        == "no cell has the identifier 'ghost'")
    #expect(layout(list.sections) == "a[x]")
  }

  @Test("an out-of-range index is reported in the noun and count of what it indexes")
  func outOfRangeMessages() {
    var list = ListTransaction(sections: state(["main": "x y z", "others": "w"]))
    func message(_ edit: (inout ListTransaction) throws(ListTransactionError) -> Void) -> String {
      do throws(ListTransactionError) {
        try edit(&list)
        return "no error"
      } catch {
        return error.description
      }
    }
    #expect(
      message { list throws(ListTransactionError) in try list.moveSection(id: "others", to: 5) }
        == "section index 5 is out of range for a list of 2 sections; valid positions are 0...1")
    #expect(
      message { list throws(ListTransactionError) in
        try list.insertSection(Section(cellModels: [], identifier: "new"), at: 3)
      } == "section index 3 is out of range for a list of 2 sections; valid positions are 0...2")
    #expect(
      message { list throws(ListTransactionError) in
        try list.insert(RowModel(identifier: "q"), at: 2, inSection: "others")
      } == "cell index 2 is out of range for section 'others', which has 1 cell; "
        + "valid positions are 0...1")
    #expect(
      message { list throws(ListTransactionError) in
        try list.move(id: "x", to: 3, inSection: "main")
      } == "cell index 3 is out of range for section 'main', which has 3 cells; "
        + "valid positions are 0...2")
    #expect(
      message { list throws(ListTransactionError) in
        try list.move(id: "x", to: -1, inSection: "others")
      } == "cell index -1 is out of range for section 'others', which has 1 cell; "
        + "valid positions are 0...1")
    #expect(
      message { list throws(ListTransactionError) in try list.moveSection(id: "main", to: -1) }
        == "section index -1 is out of range for a list of 2 sections; valid positions are 0...1")
    #expect(layout(list.sections) == "main[x y z] others[w]")
  }

  @Test("any sequence of edits leads to a state the planner reaches without a rejected batch")
  func editsAlwaysPlanSafely() async {
    let edits = Gen.int(in: 0...(1 << 30)).array(of: 0...12)
    await propertyCheck(count: propertyCases(1500), input: edits) { raw in
      let old = state(["a": "x1 x2 x3", "b": "y1", "c": ""])
      var list = ListTransaction(sections: old)
      var source = RawSource(raw)
      for _ in raw {
        let sections = ["a", "b", "c", "d", "zz"]
        let section = sections[source.next(sections.count)]
        let cell = "x\(source.next(5))"
        let index = source.next(5) - 1
        // Invalid edits throw and change nothing; valid ones must plan safely.
        switch source.next(6) {
        case 0: try? list.insert(RowModel(identifier: cell), at: index, inSection: section)
        case 1: _ = try? list.remove(id: cell)
        case 2: try? list.move(id: cell, to: index, inSection: section)
        case 3: try? list.replace(with: RowModel(identifier: cell, text: "\(index)"))
        case 4: try? list.moveSection(id: section, to: index)
        default:
          try? list.insertSection(Section(cellModels: [], identifier: section), at: index)
        }
      }
      let new = list.sections
      let changes = SectionedChanges(
        from: old, to: new, sectionID: \.identifier, items: \.cellModels,
        itemID: \.identifier, isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
        isItemContentEqual: { $0.identical(to: $1) })
      let plan = UpdatePlanner(policy: .alwaysAnimate).plan(
        changes, oldSectionCount: old.count, newSectionCount: new.count)
      func simulated(_ sections: [Section]) -> [SimulatedView.Section] {
        sections.map { section in
          SimulatedView.Section(
            id: section.identifier, content: "",
            items: section.cellModels.map {
              SimulatedView.Item(id: $0.identifier, content: ($0 as? RowModel)?.text ?? "")
            })
        }
      }
      var view = SimulatedView(sections: simulated(old))
      let target = simulated(new)
      do {
        for stage in plan.stages {
          try view.apply(stage.batch, updatingTo: stage.shownSectionOffsets.map { target[$0] })
        }
        #expect(view.sections == target)
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
