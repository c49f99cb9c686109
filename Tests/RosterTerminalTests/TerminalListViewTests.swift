import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: headless screens")
struct TerminalListViewTests {
  @Test("sections with headers, selection on the first item")
  func sectionsWithHeaders() async {
    let fixture = ListFixture(width: 16, height: 7)
    await fixture.show([
      rowsSection("a", ["Ada", "Grace"], header: "People"),
      rowsSection("b", ["Post 1", "Post 2"], header: "Posts"),
    ])
    #expect(fixture.rows == ["# People", "Ada", "Grace", "# Posts", "Post 1", "Post 2", ""])
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(
      fixture.listView.renderedScreen().styleMask == [
        "BBBBBBBB", "RRRRRRRRRRRRRRRR", "", "BBBBBBB", "", "", "",
      ])
  }

  @Test("a grid becomes columns; arrows move within it")
  func gridColumns() async {
    let fixture = ListFixture(width: 12, height: 3)
    var constraints = Constraints()
    constraints.distribution = .equally(cellsInRow: 3)
    await fixture.show([
      Section(
        cellModels: (1...7).map { TextRow("c\($0)") }, identifier: "grid", constraints: constraints)
    ])
    #expect(fixture.rows == ["c1  c2  c3", "c4  c5  c6", "c7"])
    fixture.listView.handle(.down)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 3, section: 0))
    fixture.listView.handle(.right)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 4, section: 0))
    fixture.listView.handle(.down)
    #expect(fixture.listView.selectedIndexPath == IndexPath(item: 6, section: 0))
  }

  @Test("j/k, Page Down and End scroll to keep the cursor in view")
  func scrolling() async {
    let fixture = ListFixture(width: 10, height: 4)
    await fixture.show([rowsSection("s", (0..<20).map { "row \($0)" })])
    let view = fixture.listView
    for _ in 0..<5 { view.handle(.character("j")) }
    #expect(view.selectedIndexPath == IndexPath(item: 5, section: 0))
    #expect(fixture.rows == ["row 2", "row 3", "row 4", "row 5"])
    view.handle(.pageDown)
    #expect(view.selectedIndexPath == IndexPath(item: 9, section: 0))
    #expect(fixture.rows.last == "row 9")
    view.handle(.end)
    #expect(fixture.rows == ["row 16", "row 17", "row 18", "row 19"])
    view.handle(.character("k"))
    view.handle(.home)
    #expect(fixture.rows.first == "row 0")
    view.handle(.wheelDown(column: 0, row: 0))
    #expect(view.contentOffset == 3)
    #expect(view.handle(.character("q")) == false)
  }

  @Test("Enter and a click run the model's selection action")
  func selection() async {
    SelectionLog.shared.selected = []
    let fixture = ListFixture(width: 10, height: 4)
    var handled: [IndexPath] = []
    fixture.listView.selectionHandler = { handled.append($0) }
    await fixture.show([rowsSection("s", ["a", "b", "c"])])
    fixture.listView.handle(.down)
    fixture.listView.handle(.enter)
    fixture.listView.handle(.click(column: 3, row: 2))
    #expect(SelectionLog.shared.selected == ["b", "c"])
    #expect(handled == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
  }

  @Test("resize lays out again and keeps the selected item in view")
  func resize() async {
    let fixture = ListFixture(width: 20, height: 5)
    await fixture.show([rowsSection("s", (0..<30).map { "item \($0) with a long title" })])
    for _ in 0..<12 { fixture.listView.handle(.down) }
    fixture.listView.resize(to: CGSize(width: 10, height: 3))
    #expect(fixture.rows.contains("item 12 w…"))
    #expect(fixture.rows.allSatisfy { StyledLine($0).width <= 10 })
    fixture.listView.resize(to: CGSize(width: 40, height: 8))
    #expect(fixture.rows.contains("item 12 with a long title"))
  }

  @Test("wide characters, emoji and hostile text stay in their cells")
  func wideAndHostile() async {
    let fixture = ListFixture(width: 9, height: 4)
    await fixture.show([
      Section(
        cellModels: [
          TextRow("cjk", "中文字幕テスト"), TextRow("emoji", "👩‍💻 hi 🇫🇷"),
          TextRow("evil", "\u{1B}[2J\u{1B}]0;pwn\u{7}x\u{202E}yz"),
          TextRow("mark", "e\u{301}\u{301}!"),
        ], identifier: "s")
    ])
    #expect(fixture.rows == ["中文字幕…", "👩‍💻 hi 🇫🇷", "␛[2J␛]0;…", "é́!"])
    let output = FrameRenderer(colorEnabled: true).render(
      from: nil, to: fixture.listView.renderedScreen())
    #expect(!output.contains("\u{1B}]"))
    #expect(!output.contains("\u{1B}[2J\u{1B}]"))
  }

  @Test("headers, footers and multi-line cells are drawn at their frames")
  func multiLine() async {
    let fixture = ListFixture(width: 12, height: 6)
    await fixture.show([
      Section(
        cellModels: [TextRow("a", "first|second"), TextRow("b", "third")], identifier: "s",
        headerModel: HeaderRow(identifier: "h", title: "Top"),
        footerModel: HeaderRow(identifier: "f", title: "End"))
    ])
    #expect(fixture.rows == ["# Top", "first", "second", "third", "# End", ""])
  }

  @Test("moving the cursor one row at 80×24 writes a few hundred bytes, not a screen")
  func byteBudget() async {
    let fixture = ListFixture(width: 80, height: 24)
    await fixture.show([
      rowsSection("s", (0..<1000).map { "Post \($0): a title long enough to fill a row" })
    ])
    let renderer = FrameRenderer(colorEnabled: true)
    let before = fixture.listView.renderedScreen()
    let full = renderer.render(from: nil, to: before)
    fixture.listView.handle(.down)
    let moved = renderer.render(from: before, to: fixture.listView.renderedScreen())
    #expect(full.utf8.count > 2000)
    #expect(moved.utf8.count < 400, "\(moved.utf8.count) bytes")
    #expect(!moved.isEmpty)
  }
}
