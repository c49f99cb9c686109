import Foundation
import Roster
import RosterTerminal
import Testing

@MainActor
@Suite("TerminalListView: animated batches, stepped")
struct AnimationTests {
  @Test("deleted rows fade on the old screen, then close; inserted and updated rows highlight")
  func deleteFadesInsertHighlights() async {
    let fixture = ListFixture(width: 10, height: 5)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b", "c"])])
    var completed = false
    fixture.controller.update(
      with: [
        Section(cellModels: [TextRow("a"), TextRow("c", "c2"), TextRow("d")], identifier: "s")
      ],
      animated: true
    ) { completed = $0 }
    #expect(view.isAnimating)
    // Fading: the old rows, "b" dimmed.
    var screen = view.renderedScreen()
    #expect(screen.plainRows.prefix(3) == ["a", "b", "c"])
    #expect(screen[0, 1].style.dim)
    #expect(!screen[0, 0].style.dim)
    view.advance(by: .milliseconds(150))
    screen = view.renderedScreen()
    #expect(screen[0, 1].style.foreground == .brightBlack)
    // Closed: the new rows, "c2" updated and "d" inserted, highlighted.
    view.advance(by: .milliseconds(100))
    screen = view.renderedScreen()
    #expect(screen.plainRows.prefix(3) == ["a", "c2", "d"])
    #expect(screen[0, 1].style.foreground == view.updatedStyle.foreground)
    #expect(screen[0, 2].style.foreground == view.insertedStyle.foreground)
    #expect(screen[0, 0].style.foreground == nil)
    #expect(!completed)
    view.advance(by: .milliseconds(500))
    #expect(completed)
    #expect(!view.isAnimating)
    screen = view.renderedScreen()
    #expect(screen[0, 2].style.foreground == nil)
  }

  @Test("moved rows are marked; animated: false shows the new state at once")
  func movesAndUnanimated() async {
    let fixture = ListFixture(width: 10, height: 5)
    let view = fixture.listView
    await fixture.show([rowsSection("s", ["a", "b", "c"])])
    fixture.controller.update(
      with: [rowsSection("s", ["c", "a", "b"])], animated: true, completion: nil)
    let screen = view.renderedScreen()
    #expect(screen.plainRows.prefix(3) == ["c", "a", "b"])
    #expect(screen[0, 0].style.underline)
    view.finishAnimations()
    fixture.controller.update(
      with: [rowsSection("s", ["b", "x"])], animated: false, completion: nil)
    #expect(!view.isAnimating)
    #expect(fixture.rows.prefix(2) == ["b", "x"])
  }

  @Test("the selection follows its item through moves and falls to its place when deleted")
  func selectionFollowsIdentity() async {
    let fixture = ListFixture(width: 10, height: 3)
    let view = fixture.listView
    await fixture.show([rowsSection("s", (0..<10).map { "r\($0)" })])
    for _ in 0..<5 { view.handle(.down) }
    #expect(view.selectedIndexPath == IndexPath(item: 5, section: 0))
    let rowOnScreen = fixture.rows.firstIndex(of: "r5")
    await fixture.show([rowsSection("s", ["new1", "new2"] + (0..<10).map { "r\($0)" })])
    #expect(view.selectedIndexPath == IndexPath(item: 7, section: 0))
    #expect(fixture.rows.firstIndex(of: "r5") == rowOnScreen)
    await fixture.show([rowsSection("s", (0..<10).filter { $0 != 5 }.map { "r\($0)" })])
    #expect(view.selectedIndexPath == IndexPath(item: 5, section: 0))
    #expect(view.renderedScreen()[0, fixture.rows.firstIndex(of: "r6") ?? 0].style.inverse)
  }
}
