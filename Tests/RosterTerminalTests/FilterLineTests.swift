import Foundation
import Roster
@_spi(Testing) import RosterTerminal
import Testing

/// The test rows are found by their text.
extension TextRow: SearchableCellModel {
  var searchText: String { text }
}

@MainActor
@Suite("TerminalListView: the filter line", .timeLimit(hangLimit))
struct FilterLineTests {
  static let fruit = [
    rowsSection("a", ["apple", "apricot", "banana"], header: "Fruit"),
    rowsSection("b", ["cherry", "grape"], header: "More"),
  ]

  /// A 20 × 8 list of the fruit, its animations ended after each key.
  func fixture() async -> ListFixture {
    let fixture = ListFixture(width: 20, height: 8)
    await fixture.show(Self.fruit)
    return fixture
  }

  func press(_ keys: [Key], in fixture: ListFixture) async {
    for key in keys {
      #expect(fixture.listView.handle(key), "\(key)")
      await settle(fixture)
    }
  }

  func settle(_ fixture: ListFixture) async {
    while fixture.controller.isUpdating {
      fixture.listView.finishAnimations()
      await Task.yield()
    }
  }

  @Test("/ opens the line; typing filters as it changes; sections keep their headers")
  func typing() async {
    let fixture = await fixture()
    await press([.character("/")], in: fixture)
    #expect(fixture.listView.isEditingFilter)
    #expect(fixture.rows.last == "/         5 matches")
    await press([.character("A"), .character("p")], in: fixture)
    #expect(fixture.controller.filterQuery == "Ap")
    #expect(
      fixture.rows == [
        "# Fruit", "apple", "apricot", "# More", "grape", "", "", "/Ap       3 matches",
      ])
    await press([.character("r")], in: fixture)
    #expect(fixture.rows.prefix(4) == ["# Fruit", "apricot", "# More", ""])
    await press([.backspace, .backspace], in: fixture)
    #expect(fixture.controller.filterQuery == "A")
    #expect(fixture.listView.filterText == "A")
    await press([.backspace], in: fixture)
    #expect(fixture.controller.filterQuery == nil)
    #expect(fixture.listView.isEditingFilter, "an empty line stays open")
    await press([.backspace], in: fixture)
    #expect(!fixture.listView.isEditingFilter && fixture.listView.filterText == nil)
    #expect(fixture.rows.suffix(2) == ["grape", ""])
  }

  @Test("Enter keeps the filter, shown with the way out; the keys navigate again")
  func enterKeeps() async {
    let fixture = await fixture()
    await press([.character("/"), .character("a"), .character("n"), .enter], in: fixture)
    #expect(!fixture.listView.isEditingFilter)
    #expect(fixture.listView.filterText == "an")
    #expect(fixture.rows.last == "/an         1 match")
    #expect(fixture.rows.prefix(2) == ["# Fruit", "banana"])
    #expect(fixture.listView.handle(.character("j")), "navigation, not typing")
    #expect(fixture.controller.filterQuery == "an")
    // `/` edits the kept query again.
    await press([.character("/"), .character("a")], in: fixture)
    #expect(fixture.controller.filterQuery == "ana")
    await press([.enter, .escape], in: fixture)
    #expect(fixture.controller.filterQuery == nil && fixture.listView.filterText == nil)
    #expect(fixture.rows.prefix(4) == ["# Fruit", "apple", "apricot", "banana"])
  }

  @Test("Escape while typing shows every item again and closes the line")
  func escapeRestores() async {
    let fixture = await fixture()
    await press([.character("/"), .character("z"), .character("z")], in: fixture)
    #expect(fixture.rows.prefix(3) == ["# Fruit", "# More", ""])
    await press([.escape], in: fixture)
    #expect(fixture.listView.filterText == nil && fixture.controller.filterQuery == nil)
    #expect(
      fixture.rows == ["# Fruit", "apple", "apricot", "banana", "# More", "cherry", "grape", ""])
    #expect(fixture.controller.requestedSections.map(\.cellModels.count) == [3, 2])
  }

  @Test("while typing, letters are the query's, a paste is one line, ↓ still moves the cursor")
  func keysWhileTyping() async {
    let fixture = await fixture()
    await press([.character("/"), .character("q"), .paste("ap\nple\u{1B}")], in: fixture)
    #expect(fixture.controller.filterQuery == "qap ple␛")
    await press([.control("u"), .paste("ap")], in: fixture)
    #expect(fixture.controller.filterQuery == "ap")
    await press([.down], in: fixture)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 1, section: 0))
    #expect(fixture.listView.isEditingFilter)
    #expect(!fixture.listView.handle(.interrupt), "Ctrl-C is the app's")
  }

  @Test("/ is the selected cell's when it types, and nobody's without filtering")
  func keyOrder() async {
    let listView = TerminalListView(size: CGSize(width: 12, height: 3))
    listView.selectionMarker = nil
    let controller = ListController(host: listView)
    controller.update(
      with: [Section(cellModels: [TypingRow(identifier: "t"), TextRow("x")], identifier: "s")],
      animated: false, completion: nil)
    while controller.isUpdating { await Task.yield() }
    _ = listView.renderedScreen()
    #expect(listView.handle(.character("/")))
    #expect(!listView.isEditingFilter)
    #expect(listView.renderedScreen().plainRows.first == "> /")

    let fixture = await fixture()
    fixture.listView.filterKey = nil
    #expect(!fixture.listView.handle(.character("/")))
    let lone = TerminalListView(size: CGSize(width: 10, height: 3))
    #expect(!lone.handle(.character("/")), "a list without a filtering data source")
  }

  @Test("the screen reader hears the query and the matches")
  func spoken() async {
    let fixture = await fixture()
    #expect(fixture.listView.spokenFilter == nil)
    await press([.character("/")], in: fixture)
    #expect(fixture.listView.spokenFilter == "Filter, 5 matches")
    await press([.character("g")], in: fixture)
    #expect(fixture.listView.spokenFilter == "Filter g, 1 match")
  }

  @Test("the line takes the list's last row: the cursor, the end and the indicator stay above it")
  func lineTakesARow() async {
    let fixture = ListFixture(width: 20, height: 5)
    fixture.listView.showsScrollIndicator = true
    await fixture.show([rowsSection("s", (0..<10).map { "row \($0)" })])
    let view = fixture.listView
    await press([.down, .down, .down, .down], in: fixture)
    #expect(view.selectedIndexPath == IndexPath(item: 4, section: 0))
    #expect(
      fixture.rows.map { String($0.prefix(5)) } == ["row 0", "row 1", "row 2", "row 3", "row 4"])
    // Opened, the line has the bottom row: the list scrolls so the cursor stays in view.
    await press([.character("/")], in: fixture)
    #expect(view.contentOffset == 1)
    #expect(view.indexPathsForVisibleItems == (1..<5).map { IndexPath(item: $0, section: 0) })
    #expect(
      fixture.rows.map { String($0.prefix(5)) } == ["row 1", "row 2", "row 3", "row 4", "/    "])
    #expect(view.maximumContentOffset == 6)
    // The indicator runs down the list's rows only; the line has the whole of its row.
    #expect(fixture.rows.prefix(4).allSatisfy { $0.hasSuffix("█") || $0.hasSuffix("│") })
    #expect(fixture.rows[4].hasSuffix("10 matches"))
    // The end of the list is above the line.
    await press([.enter], in: fixture)
    #expect(view.filterText == nil, "an empty query closes the line")
    await press([.character("/"), .character("r"), .enter, .end], in: fixture)
    #expect(view.selectedIndexPath == IndexPath(item: 9, section: 0))
    #expect(
      fixture.rows.map { String($0.prefix(5)) } == ["row 6", "row 7", "row 8", "row 9", "/r   "])
    // Closed, the row is the list's again, within the content.
    await press([.escape], in: fixture)
    #expect(view.contentOffset == 5)
    #expect(
      fixture.rows.map { String($0.prefix(5)) } == ["row 5", "row 6", "row 7", "row 8", "row 9"])
  }

  @Test("an app clearing the filter closes the kept line")
  func appClears() async {
    let fixture = ListFixture(width: 40, height: 8)
    await fixture.show(Self.fruit)
    await press([.character("/"), .character("g"), .enter], in: fixture)
    #expect(fixture.rows.last?.hasPrefix("/g ") == true)
    #expect(fixture.rows.last?.hasSuffix(" 1 match · Esc clears") == true)
    fixture.controller.filterQuery = nil
    await settle(fixture)
    #expect(fixture.rows.suffix(2) == ["grape", ""])
    #expect(fixture.listView.filterText == nil)
  }
}

@MainActor
@Suite("TerminalListView: clicking the scroll indicator", .timeLimit(hangLimit))
struct ScrollIndicatorClickTests {
  @Test("a click's row on the track is its share of the content")
  func clicks() async {
    let fixture = ListFixture(width: 20, height: 5)
    fixture.listView.showsScrollIndicator = true
    await fixture.show([rowsSection("s", (0..<105).map { "row \($0)" })])
    let view = fixture.listView
    let selected = view.selectedIndexPath
    #expect(view.maximumContentOffset == 100)
    #expect(view.handle(.click(column: 19, row: 4)))
    #expect(view.contentOffset == 100)
    #expect(view.handle(.click(column: 19, row: 2)))
    #expect(view.contentOffset == 50)
    #expect(view.handle(.click(column: 19, row: 1)))
    #expect(view.contentOffset == 25)
    #expect(view.handle(.click(column: 19, row: 0)))
    #expect(view.contentOffset == 0)
    #expect(view.selectedIndexPath == selected, "the indicator scrolls without selecting")
    #expect(view.handle(.click(column: 3, row: 1)))
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0), "a cell's click selects")
  }

  @Test("a drag from the indicator scrolls with the pointer; a drag from a cell does nothing")
  func drags() async {
    let fixture = ListFixture(width: 20, height: 5)
    fixture.listView.showsScrollIndicator = true
    await fixture.show([rowsSection("s", (0..<105).map { "row \($0)" })])
    let view = fixture.listView
    #expect(view.handle(.click(column: 19, row: 0)))
    #expect(view.contentOffset == 0)
    for (row, offset) in [(1, 25), (2, 50), (4, 100), (3, 75), (9, 100), (-3, 0)] {
      #expect(view.handle(.drag(column: row == 2 ? 7 : 19, row: row)), "row \(row)")
      #expect(view.contentOffset == offset, "row \(row)")
    }
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 0), "dragging selects nothing")
    // A click on a cell starts no scrolling drag.
    #expect(view.handle(.click(column: 3, row: 1)))
    #expect(!view.handle(.drag(column: 19, row: 4)))
    #expect(view.contentOffset == 0)
    // Through TerminalApp's coordinates, a drag reaches the list as a click does.
    #expect(Key.drag(column: 1, row: 2).isMouseEvent)
  }

  @Test("right to left, the indicator is the first column, and a click there scrolls")
  func clicksRightToLeft() async {
    let fixture = ListFixture(width: 20, height: 5)
    fixture.listView.showsScrollIndicator = true
    fixture.listView.layoutDirection = .rightToLeft
    await fixture.show([rowsSection("s", (0..<105).map { "row \($0)" })])
    #expect(fixture.listView.handle(.click(column: 0, row: 4)))
    #expect(fixture.listView.contentOffset == 100)
    #expect(fixture.listView.handle(.click(column: 19, row: 2)))
    #expect(fixture.listView.contentOffset == 100, "the last column is a cell's")
  }

  @Test("the offset is the clicked row's share of the offsets, rounded, without overflow")
  func offsets() {
    #expect(
      ScrollIndicator.offset(forTrackRow: 1, track: 4, contentHeight: 14, viewportHeight: 4) == 3)
    #expect(
      ScrollIndicator.offset(forTrackRow: 2, track: 4, contentHeight: 14, viewportHeight: 4) == 7)
    #expect(
      ScrollIndicator.offset(forTrackRow: -3, track: 4, contentHeight: 14, viewportHeight: 4) == 0)
    #expect(
      ScrollIndicator.offset(forTrackRow: 9, track: 4, contentHeight: 14, viewportHeight: 4) == 10)
    #expect(
      ScrollIndicator.offset(forTrackRow: 0, track: 1, contentHeight: 14, viewportHeight: 4) == 0)
    #expect(
      ScrollIndicator.offset(forTrackRow: 3, track: 9, contentHeight: 3, viewportHeight: 9) == 0)
    let huge = 1 << 53
    #expect(
      ScrollIndicator.offset(
        forTrackRow: 65_534, track: 65_535, contentHeight: huge, viewportHeight: 50) == huge - 50)
    #expect(
      ScrollIndicator.offset(
        forTrackRow: 32_767, track: 65_535, contentHeight: huge, viewportHeight: 50)
        == (huge - 50) / 2)
  }

  @Test("no indicator, no indicator clicks: the last column is a cell's")
  func withoutIndicator() async {
    let fixture = ListFixture(width: 20, height: 5)
    await fixture.show([rowsSection("s", (0..<105).map { "row \($0)" })])
    #expect(fixture.listView.handle(.click(column: 19, row: 4)))
    #expect(fixture.listView.contentOffset == 0)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 4, section: 0))
  }
}

@MainActor
@Suite("TerminalApp: the filter line in a session", .timeLimit(hangLimit))
struct FilterLineSessionTests {
  @Test("letters go to the line before the app; a screen reader hears the query and matches")
  func screenReaderSession() async throws {
    let listView = TerminalListView(size: CGSize(width: 20, height: 4))
    let controller = ListController(host: listView)
    controller.update(
      with: [rowsSection("s", ["apple", "banana", "cherry"])], animated: false, completion: nil)
    let device = ScriptedDevice(input: ["/", "", "q", "", "\u{7F}", "", "b", "", "\r", "", "q"])
    device.size = (columns: 20, rows: 4)
    let app = TerminalApp(device: device, listView: listView)
    app.output = .screenReader
    app.frameInterval = .zero
    var appKeys: [Key] = []
    app.keyHandler = { key in
      appKeys.append(key)
      guard key == .character("q") else { return false }
      app.stop()
      return true
    }
    try await app.run()
    let lines = device.writes.joined().components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.contains("Filter, 3 matches"))
    #expect(lines.contains("Filter q, 0 matches"))
    #expect(lines.contains("Filter b, 1 match"))
    // The app is offered `/` first, as any key; then nothing until the q after Enter.
    #expect(appKeys == [.character("/"), .character("q")])
    #expect(controller.filterQuery == "b")
  }
}

/// A table row of two cells, drawn as "name size".
struct FileCellsRow: TypedCellModel, TableRowModel, Equatable {
  typealias CellType = FileCellsRowCell
  var identifier: String
  var name: String
  var size: String
  var columnCount: Int { 2 }
  func text(inColumn column: Int) -> String { column == 0 ? name : size }
}

final class FileCellsRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: FileCellsRow, sizing: Bool) { text = model.name + " " + model.size }
  func render(width: Int) -> [StyledLine] { [StyledLine(text).truncated(toWidth: width)] }
}

@MainActor
@Suite("TerminalListView: the filter line searches a table's columns", .timeLimit(hangLimit))
struct FilterColumnTests {
  func shown(_ fixture: ListFixture) -> [String] {
    fixture.controller.sections.flatMap { $0.cellModels.map(\.identifier) }
  }

  @Test("Tab steps the column the query searches, which the line names; Esc forgets it")
  func tabStepsColumns() async {
    let fixture = ListFixture(width: 30, height: 6)
    let table = TableColumns([TableColumn("Name"), TableColumn("Size")])
    await fixture.show([
      Section(
        cellModels: [
          FileCellsRow(identifier: "a", name: "notes 12", size: "4"),
          FileCellsRow(identifier: "b", name: "plan", size: "12"),
        ], identifier: "t", constraints: Constraints(table: table))
    ])
    let view = fixture.listView
    let lines = FilterLineTests()
    await lines.press([.character("/"), .character("1"), .character("2")], in: fixture)
    #expect(shown(fixture) == ["a", "b"])
    #expect(view.keyHints.contains { $0.keys == "Tab" && $0.action == "column" })
    await lines.press([.tab], in: fixture)
    #expect(fixture.controller.filterColumn == 0)
    #expect(shown(fixture) == ["a"])
    #expect(fixture.rows.last?.hasSuffix("1 match in Name") == true)
    #expect(view.spokenFilter == "Filter 12, 1 match in Name")
    await lines.press([.tab], in: fixture)
    #expect(shown(fixture) == ["b"])
    #expect(fixture.rows.last?.hasSuffix("1 match in Size") == true)
    await lines.press([.tab], in: fixture)
    #expect(fixture.controller.filterColumn == nil)
    #expect(fixture.rows.last?.hasSuffix("2 matches") == true)
    await lines.press([.tab, .escape], in: fixture)
    #expect(fixture.controller.filterColumn == nil && fixture.controller.filterQuery == nil)
  }

  @Test("a list without a table offers no column, and Tab changes nothing")
  func noTable() async {
    let fixture = ListFixture(width: 20, height: 6)
    await fixture.show(FilterLineTests.fruit)
    let lines = FilterLineTests()
    await lines.press([.character("/"), .character("a"), .tab], in: fixture)
    #expect(fixture.controller.filterColumn == nil)
    #expect(!fixture.listView.keyHints.contains { $0.keys == "Tab" })
  }
}
