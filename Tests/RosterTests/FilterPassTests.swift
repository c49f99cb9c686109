import Foundation
import Testing

@testable import Roster

/// A filter pass on its own: cancelled, it produces nothing and keeps what it learned; typed
/// further, it filters the previous result and finds what a whole pass finds.
@Suite("FilterPass: cancelled passes and queries typed further")
struct FilterPassTests {
  /// 10,000 items in two sections, item i's text naming i's digits.
  static let sections: [Section] = (0..<2).map { section in
    Section(
      cellModels: (0..<5_000).map { item in
        let number = section * 5_000 + item
        return TextModel(identifier: "i\(number)", text: "item \(number) Note")
      },
      identifier: "s\(section)")
  }

  static func identifiers(_ sections: [Section]) -> [[String]] {
    sections.map { $0.cellModels.map(\.identifier) }
  }

  static func pass(_ query: String, after previous: FilterPass? = nil) -> FilterPass {
    FilterPass(
      filter: ItemFilter(query: query), sectionCount: sections.count,
      memo: previous?.takeMemo() ?? SearchTextMemo(), previous: previous?.result)
  }

  @Test("a cancelled pass stops within a few thousand items and produces nothing")
  func cancelled() {
    var asked = 0
    let pass = Self.pass("note")
    let result = pass.run(Self.sections) {
      asked += 1
      return true
    }
    #expect(result == nil)
    #expect(asked == 1, "asked once, after 4,096 items")
    #expect(pass.result == nil, "no result for a query typed further to start from")
    // Its memo is still sound: the next pass finds what a whole filter finds.
    let next = Self.pass("item 12", after: pass)
    let found = next.run(Self.sections)
    #expect(
      found.map(Self.identifiers)
        == Self.identifiers(
          ItemFilter(query: "item 12")
            .filtering(Self.sections)))
  }

  @Test("a query typed further filters the last result and finds what a whole pass finds")
  func typedFurther() {
    var previous = Self.pass("item 1")
    _ = previous.run(Self.sections)
    for query in ["item 12", "item 123", "ITEM 1234 note", "item 1234 nöte"] {
      let pass = Self.pass(query, after: previous)
      let found = pass.run(Self.sections)
      let whole = ItemFilter(query: query).filtering(Self.sections)
      #expect(found.map(Self.identifiers) == Self.identifiers(whole), "\(query)")
      previous = pass
    }
    // A broader query is not typed further: the whole list is filtered again.
    let broader = Self.pass("item 2", after: previous)
    let found = broader.run(Self.sections)
    #expect(
      found.map(Self.identifiers)
        == Self.identifiers(ItemFilter(query: "item 2").filtering(Self.sections)))
  }

  @Test("a query typed further over other sections filters the whole list")
  func otherSections() {
    let previous = Self.pass("item 1")
    _ = previous.run(Self.sections)
    var changed = Self.sections
    changed[1].cellModels.append(TextModel(identifier: "new", text: "item 12 added"))
    let pass = Self.pass("item 12", after: previous)
    let found = pass.run(changed)
    #expect(found.map(Self.identifiers)?.last?.last == "new")
  }
}
