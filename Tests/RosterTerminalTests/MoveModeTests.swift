import Foundation
import Roster
import RosterTerminal
import Testing

/// The moves the models of one test heard, as `"id [s, i] -> [s, i]"`.
@MainActor
final class MoveRecorder {
  var moves: [String] = []
  var onMove: (@MainActor (String, IndexPath, IndexPath) -> Void)?

  func heard(_ identifier: String, from source: IndexPath, to destination: IndexPath) {
    moves.append(
      "\(identifier) [\(source.section), \(source.item)] -> "
        + "[\(destination.section), \(destination.item)]")
    onMove?(identifier, source, destination)
  }
}

/// A row the user may move, unless its identifier starts with "pinned".
struct MovableRow: TypedCellModel, ReorderableCellModel, Equatable {
  typealias CellType = MovableRowCell
  var identifier: String
  var text: String
  var recorder: MoveRecorder?
  var width: Int?

  init(_ identifier: String, text: String? = nil, recorder: MoveRecorder?, width: Int? = nil) {
    self.identifier = identifier
    self.text = text ?? identifier
    self.recorder = recorder
    self.width = width
  }

  var isReorderable: Bool { !identifier.hasPrefix("pinned") }

  var moveAction: MoveAction? {
    guard let recorder else { return nil }
    return { model, source, destination in
      recorder.heard(model.identifier, from: source, to: destination)
    }
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    width.map { .explicit(CGSize(width: $0, height: 1)) } ?? .autolayout
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text && lhs.width == rhs.width
  }
}

final class MovableRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: MovableRow, sizing: Bool) { text = model.text }
  func render(width: Int) -> [StyledLine] { [StyledLine(text).truncated(toWidth: width)] }
}

@MainActor
@Suite("TerminalListView: move mode")
struct MoveModeTests {
  static func movable(
    _ layout: KeyValuePairs<String, String>, recorder: MoveRecorder?, bands: Set<String> = []
  ) -> [Section] {
    layout.map { id, items in
      let isBand = bands.contains(id)
      return Section(
        cellModels: items.split(separator: " ").map { item in
          let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
          return MovableRow(
            parts[0], text: parts.count > 1 ? parts[1] : nil, recorder: recorder,
            width: isBand ? 4 : nil)
        },
        identifier: id,
        constraints: isBand
          ? Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal) : Constraints())
    }
  }

  @Test("m picks up the selected item; ↑/↓ move it in place; Enter drops and reports it once")
  func pickUpMoveDrop() async {
    let fixture = ListFixture(width: 12, height: 4, selectionMarker: true)
    let recorder = MoveRecorder()
    await fixture.show(Self.movable(["s": "a b c"], recorder: recorder))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    #expect(view.handle(.character("m")))
    #expect(view.isMovingItem)
    #expect(view.handle(.down))
    #expect(fixture.rows == ["  b", "↕ a", "  c", ""])
    view.handle(.character("j"))
    view.handle(.down)  // already last: stays
    #expect(fixture.rows == ["  b", "  c", "↕ a", ""])
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(recorder.moves.isEmpty)
    view.handle(.character("x"))  // taken, and ignored
    #expect(view.isMovingItem)
    view.handle(.enter)
    #expect(!view.isMovingItem)
    #expect(recorder.moves == ["a [0, 0] -> [0, 2]"])
    #expect(fixture.rows == ["  b", "  c", "› a", ""])
    #expect(fixture.controller.sections.first?.cellModels.map(\.identifier) == ["b", "c", "a"])
  }

  @Test("Esc puts the item back and reports nothing")
  func cancel() async {
    let fixture = ListFixture(width: 12, height: 4)
    let recorder = MoveRecorder()
    await fixture.show(Self.movable(["s": "a b c"], recorder: recorder))
    let view = fixture.listView
    view.select(IndexPath(item: 2, section: 0))
    view.handle(.character("m"))
    view.handle(.up)
    view.handle(.character("k"))
    #expect(fixture.rows == ["c", "a", "b", ""])
    view.handle(.escape)
    #expect(!view.isMovingItem)
    #expect(fixture.rows == ["a", "b", "c", ""])
    #expect(view.selectedIndexPath == IndexPath(item: 2, section: 0))
    #expect(recorder.moves.isEmpty)
  }

  @Test("an item that may not move is not picked up: the key goes on to the app")
  func refusesNonReorderable() async {
    let fixture = ListFixture(width: 12, height: 4)
    await fixture.show(
      [Section(cellModels: [TextRow("plain")], identifier: "t")]
        + Self.movable(["s": "pinned a"], recorder: nil))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    #expect(!view.handle(.character("m")))  // not reorderable at all
    view.select(IndexPath(item: 0, section: 1))
    #expect(!view.handle(.character("m")))  // reorderable, but not now
    #expect(!view.isMovingItem)
    view.moveKey = .character("r")
    view.select(IndexPath(item: 1, section: 1))
    #expect(!view.handle(.character("m")))
    #expect(view.handle(.character("r")))
    #expect(view.isMovingItem)
  }

  @Test("↑/↓ at a section's ends move the item into the neighbouring sections")
  func acrossSections() async {
    let fixture = ListFixture(width: 12, height: 6)
    let recorder = MoveRecorder()
    await fixture.show(Self.movable(["s": "a b", "t": "c"], recorder: recorder))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.character("m"))
    view.handle(.down)
    #expect(view.selectedIndexPath == IndexPath(item: 0, section: 1))
    view.handle(.down)
    view.handle(.down)  // the end of the list: stays
    #expect(fixture.rows == ["a", "c", "b", "", "", ""])
    view.handle(.up)
    view.handle(.up)
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
    view.handle(.up)
    view.handle(.enter)
    #expect(recorder.moves == ["b [0, 1] -> [0, 0]"])
    #expect(fixture.rows == ["b", "a", "c", "", "", ""])
  }

  @Test("←/→ move a card within its band; ↑/↓ take it out of the band")
  func withinBand() async {
    let fixture = ListFixture(width: 20, height: 4)
    let recorder = MoveRecorder()
    await fixture.show(
      Self.movable(["band": "c1 c2 c3", "rows": "r1"], recorder: recorder, bands: ["band"]))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.character("m"))
    view.handle(.right)
    view.handle(.right)
    view.handle(.right)  // the band's end: stays
    #expect(fixture.rows.first == "c2   c3   c1")
    view.handle(.left)
    view.handle(.enter)
    #expect(recorder.moves == ["c1 [0, 0] -> [0, 1]"])
    #expect(fixture.rows.first == "c2   c1   c3")
    view.handle(.character("m"))
    view.handle(.down)
    view.handle(.enter)
    #expect(recorder.moves.last == "c1 [0, 1] -> [1, 0]")
    #expect(fixture.rows == ["c2   c3", "c1", "r1", ""])
  }

  @Test("updates during move mode wait for the drop and land after it")
  func updatesWait() async {
    let fixture = ListFixture(width: 12, height: 5)
    let recorder = MoveRecorder()
    let controller = fixture.controller
    await fixture.show(Self.movable(["s": "a b c"], recorder: recorder))
    let view = fixture.listView
    view.select(IndexPath(item: 0, section: 0))
    view.handle(.character("m"))
    view.handle(.down)
    controller.update(with: Self.movable(["s": "a b:B c d"], recorder: recorder))
    #expect(fixture.rows == ["b", "a", "c", "", ""])
    recorder.onMove = { _, _, _ in
      controller.update(with: Self.movable(["s": "b:B a c d"], recorder: recorder))
    }
    view.handle(.enter)
    view.finishAnimations()
    #expect(!controller.isUpdating)
    #expect(fixture.rows == ["B", "a", "c", "d", ""])
    #expect(view.selectedIndexPath == IndexPath(item: 1, section: 0))
  }

  @Test("move mode on screen: the marker moves with the item, styled as moving")
  func snapshot() async {
    let fixture = ListFixture(width: 14, height: 5, selectionMarker: true)
    let recorder = MoveRecorder()
    await fixture.show(
      Self.movable(["s": "a:Alpha b:Beta c:Gamma", "t": "d:Delta"], recorder: recorder))
    let view = fixture.listView
    view.select(IndexPath(item: 1, section: 0))
    view.handle(.character("m"))
    view.handle(.down)
    view.handle(.down)
    let screen = view.renderedScreen()
    #expect(screen.plainRows == ["  Alpha", "  Gamma", "↕ Beta", "  Delta", ""])
    let moving = screen[2, 2]
    #expect(moving.style.inverse && moving.style.underline)
    #expect(!screen[2, 1].style.inverse)
  }
}
