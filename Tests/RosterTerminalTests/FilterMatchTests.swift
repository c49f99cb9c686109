import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// The filter's matches highlighted in the rows (``TerminalListView/filterMatchStyle``).
@MainActor
@Suite("TerminalListView: filter matches highlighted", .timeLimit(hangLimit))
struct FilterMatchTests {
  static let style = TextStyle(underline: true)

  /// The columns of `row` the screen shows underlined.
  func underlined(_ view: TerminalListView, row: Int) -> [Int] {
    let screen = view.renderedScreen()
    return (0..<screen.width).filter { screen[$0, row].style.underline }
  }

  @Test("each piece of a row that matches a term takes the style, folded as the filter folds")
  func highlighted() async {
    let fixture = ListFixture(width: 20, height: 4)
    fixture.listView.filterMatchStyle = Self.style
    await fixture.show([rowsSection("s", ["Café au lait", "中文 cafe", "tea"])])
    let view = fixture.listView
    #expect(underlined(view, row: 0).isEmpty, "no filter, no highlight")
    for key in [Key.character("/"), .paste("CAFE a")] { #expect(view.handle(key)) }
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
    #expect(fixture.rows.prefix(2) == ["Café au lait", "中文 cafe"])
    #expect(underlined(view, row: 0) == [0, 1, 2, 3, 5, 9])
    // The wide characters take two columns each; "cafe" starts after them and a space.
    #expect(underlined(view, row: 1) == [5, 6, 7, 8])
    view.filterMatchStyle = nil
    #expect(underlined(view, row: 0).isEmpty)
  }

  @Test("every row of a cell is highlighted, not only the first")
  func everyLine() async {
    let fixture = ListFixture(width: 20, height: 5)
    fixture.listView.filterMatchStyle = Self.style
    await fixture.show([rowsSection("s", ["tea|Café au lait|cafe", "x"])])
    let view = fixture.listView
    for key in [Key.character("/"), .paste("cafe")] { #expect(view.handle(key)) }
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
    #expect(fixture.rows.prefix(3) == ["tea", "Café au lait", "cafe"])
    #expect(underlined(view, row: 0).isEmpty)
    #expect(underlined(view, row: 1) == [0, 1, 2, 3])
    #expect(underlined(view, row: 2) == [0, 1, 2, 3])
  }

  @Test("matching fuzzily, the characters of the best alignment take the style")
  func fuzzy() async {
    let fixture = ListFixture(width: 24, height: 4)
    fixture.listView.filterMatchStyle = Self.style
    fixture.controller.filterMatching = .fuzzy
    await fixture.show([rowsSection("s", ["uncapped", "New Collection Picker"])])
    let view = fixture.listView
    for key in [Key.character("/"), .paste("ncp")] { #expect(view.handle(key)) }
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
    // Ranked: three word starts before a run inside a word.
    #expect(fixture.rows.prefix(2) == ["New Collection Picker", "uncapped"])
    #expect(underlined(view, row: 0) == [0, 4, 15])
    #expect(underlined(view, row: 1) == [1, 2, 4])
  }

  /// Rows and queries of a small alphabet, so that matches, repeats and overlaps are common:
  /// the underlined columns are those a naive search of every start of every term finds.
  @Test("the highlighted columns are those every occurrence of every term covers")
  func reference() async {
    let text = Gen.int(in: 0...5).array(of: 0...12).map { $0.map { Array("abAB c")[$0] } }
    await propertyCheck(count: propertyCases(2000), input: text, text) { row, query in
      let rowText = String(row)
      let fixture = ListFixture(width: 16, height: 2)
      fixture.controller.diagnosticHandler = { _ in }
      fixture.listView.filterMatchStyle = Self.style
      await fixture.show([rowsSection("s", [rowText])])
      let terms = ItemFilter(query: String(query)).terms
      fixture.controller.filterItems(matching: String(query))
      while fixture.controller.isUpdating {
        fixture.listView.finishAnimations()
        await Task.yield()
      }
      guard fixture.listView.numberOfItems == 1 else { return }
      let lowered = Array(rowText.prefix(16).lowercased())
      var expected = Set<Int>()
      for term in terms.map(Array.init) where term.count <= lowered.count {
        for start in 0...(lowered.count - term.count)
        where Array(lowered[start..<(start + term.count)]) == term {
          expected.formUnion(start..<(start + term.count))
        }
      }
      #expect(
        underlined(fixture.listView, row: 0) == expected.sorted(), "\(rowText) / \(query)")
    }
  }

  @Test("hostile rows and queries are highlighted without a crash, within the row")
  func hostile() async {
    await propertyCheck(count: propertyCases(200), input: HostileText.string, HostileText.string) {
      row, query in
      let fixture = ListFixture(width: 12, height: 2)
      fixture.controller.diagnosticHandler = { _ in }
      fixture.listView.filterMatchStyle = Self.style
      await fixture.show([rowsSection("s", [row.replacingOccurrences(of: "|", with: "")])])
      fixture.controller.filterItems(matching: query)
      while fixture.controller.isUpdating {
        fixture.listView.finishAnimations()
        await Task.yield()
      }
      #expect(underlined(fixture.listView, row: 0).allSatisfy { $0 < 12 })
    }
  }
}
