import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// A row that may move (all but every third), has a menu action (every other one) and is
/// found by its text.
struct HintRow: TypedCellModel, ReorderableCellModel, ActionableCellModel, SearchableCellModel,
  Equatable
{
  typealias CellType = HintRowCell
  var identifier: String
  var index: Int

  init(_ index: Int) {
    identifier = "r\(index)"
    self.index = index
  }

  var searchText: String { identifier }
  var isReorderable: Bool { index % 3 != 0 }
  var moveAction: MoveAction? { { _, _, _ in } }

  var actions: [CellAction<Self>] {
    index.isMultiple(of: 2) ? [CellAction("Pin") { _, _ in }] : []
  }
}

final class HintRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: HintRow, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}

@MainActor
@Suite("TerminalListView: key hints", .timeLimit(hangLimit))
struct KeyHintTests {
  static func rows(_ count: Int) -> [Section] {
    [Section(cellModels: (0..<count).map(HintRow.init), identifier: "s")]
  }

  func settle(_ fixture: ListFixture) async {
    while fixture.controller.isUpdating {
      fixture.listView.finishAnimations()
      await Task.yield()
    }
  }

  func words(_ hints: [TerminalKeyHint]) -> [String] {
    hints.map { "\($0.keys) \($0.action)" }
  }

  @Test("the hints follow the selected row and the mode the list is in")
  func followRowAndMode() async {
    let fixture = ListFixture(width: 40, height: 6)
    await fixture.show(Self.rows(6))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    // r0 cannot move and has an action.
    #expect(
      words(view.keyHints) == ["↑↓ navigate", "Enter select", "/ filter", "a actions", "? help"])
    view.select(IndexPath(item: 1, section: 0))
    #expect(
      words(view.keyHints) == ["↑↓ navigate", "Enter select", "m move", "/ filter", "? help"])
    fixture.controller.refreshAction = {}
    view.editModeKey = .character("v")
    fixture.controller.selectionMode = .multiple
    await settle(fixture)
    #expect(
      words(view.keyHints) == [
        "↑↓ navigate", "Enter select", "Space select", "v edit", "^R refresh", "m move",
        "/ filter", "? help",
      ])
    fixture.controller.selectionMode = .off
    fixture.controller.refreshAction = nil
    await settle(fixture)
    #expect(view.handle(.character("m")))
    #expect(words(view.keyHints) == ["↑↓ move", "Enter drop", "Esc cancel"])
    #expect(view.handle(.escape))
    view.select(IndexPath(item: 2, section: 0))
    #expect(view.handle(.character("a")))
    #expect(words(view.keyHints) == ["↑↓ choose", "Enter run", "Esc close"])
    #expect(view.handle(.escape))
    #expect(view.handle(.character("/")))
    #expect(words(view.keyHints) == ["Enter keep", "Esc clear"])
    view.select(IndexPath(item: 4, section: 0))
    for key in [Key.character("r"), .character("4"), .enter] { #expect(view.handle(key)) }
    await settle(fixture)
    #expect(
      words(view.keyHints).suffix(4) == ["/ filter", "Esc clear filter", "a actions", "? help"])
    // A filtered list cannot be reordered: r4 may move, but not now.
    #expect(!words(view.keyHints).contains("m move") && !view.handle(.character("m")))
  }

  @Test("the line takes the bottom row, below the filter line, with whole hints that fit")
  func line() async {
    let fixture = ListFixture(width: 30, height: 5)
    await fixture.show(Self.rows(8))
    let view = fixture.listView
    // Without the help overlay, the line ends with no help key.
    view.helpKey = nil
    view.select(IndexPath(item: 1, section: 0))
    #expect(fixture.rows == ["r0", "r1", "r2", "r3", "r4"])
    view.showsKeyHints = true
    #expect(fixture.rows == ["r0", "r1", "r2", "r3", "↑↓ navigate  Enter select"])
    let styles = view.renderedScreen()
    #expect(styles[0, 4].style.bold)
    #expect(styles[3, 4].style.dim)
    #expect(view.handle(.character("/")))
    #expect(fixture.rows.suffix(2) == ["/                   8 matches", "Enter keep  Esc clear"])
    #expect(view.maximumContentOffset == 8 - 3)
    #expect(view.handle(.escape))
    view.layoutDirection = .rightToLeft
    #expect(fixture.rows.last == "     ↑↓ navigate  Enter select")
    view.resize(to: CGSize(width: 12, height: 5))
    #expect(fixture.rows.last == " ↑↓ navigate", "only whole hints")
    view.showsKeyHints = false
    #expect(fixture.rows.count == 5 && !fixture.rows.contains { $0.contains("navigate") })
  }

  /// The key a hint names, for the hints of one key.
  static func key(named name: String) -> Key? {
    switch name {
    case "Enter": .enter
    case "Esc": .escape
    case "Space": .character(" ")
    case "^R": .control("r")
    default: name.count == 1 ? name.first.map(Key.character) : nil
    }
  }

  @Test("every hinted key acts, and a feature's key that is not hinted does nothing")
  func hintedKeysAct() async {
    let featureKeys: [Key] = [
      .character("m"), .character("a"), .character("/"), .control("r"), .character(" "),
      .character("v"), .character("?"),
    ]
    let keys: [Key] =
      featureKeys + [.up, .down, .down, .enter, .escape, .backspace, .character("1")]
    await propertyCheck(count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
      let fixture = ListFixture(width: 40, height: 6)
      fixture.controller.diagnosticHandler = { _ in }
      fixture.listView.editModeKey = .character("v")
      fixture.controller.selectionMode = [.off, .single, .multiple][mixer.next(3)]
      if mixer.next(2) == 0 { fixture.controller.refreshAction = {} }
      await fixture.show(Self.rows(1 + mixer.next(9)))
      let view = fixture.listView
      for step in 0..<30 {
        let key = keys[mixer.next(keys.count)]
        let hinted = Set(view.keyHints.compactMap { Self.key(named: $0.keys) })
        let inMode =
          view.isMovingItem || view.isShowingActionMenu || view.isEditingFilter
          || view.isShowingHelp
        let before = words(view.keyHints)
        let handled = view.handle(key)
        if hinted.contains(key) {
          #expect(handled, "seed \(seed), step \(step): \(key) hinted in \(before)")
        } else if featureKeys.contains(key), !inMode {
          #expect(!handled, "seed \(seed), step \(step): \(key) acted, not in \(before)")
        }
        await settle(fixture)
        // A refresh that began ends, so that the next key finds the list as it rests.
        while view.dataSource?.refreshState.isRefreshing == true { await Task.yield() }
      }
    }
  }
}
