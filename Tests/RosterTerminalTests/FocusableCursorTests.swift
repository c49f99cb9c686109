import Foundation
import Roster
import RosterTerminal
import Testing

/// A row that says whether it can take the focus: a static label, such as a settings form's
/// "Saved as …" line, cannot.
struct FocusRow: TypedCellModel, FocusableCellModel, Equatable {
  typealias CellType = FocusRowCell
  var identifier: String
  var isFocusable = true
  var height = 1

  init(_ identifier: String, focusable: Bool = true, height: Int = 1) {
    self.identifier = identifier
    self.isFocusable = focusable
    self.height = height
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: CGFloat(height)))
  }
}

final class FocusRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: FocusRow, sizing: Bool) {
    text = model.isFocusable ? model.identifier : "(\(model.identifier))"
  }
  func render(width: Int) -> [StyledLine] { [StyledLine(text).truncated(toWidth: width)] }
}

/// The terminal cursor rests only on items that can take the focus (`FocusableCellModel`), as
/// the UIKit hosts' focus engines do.
@MainActor
@Suite("TerminalListView: the cursor skips items that cannot take the focus")
struct FocusableCursorTests {
  /// One section of rows; identifiers in `labels` cannot take the focus.
  static func form(_ identifiers: [String], labels: Set<String>) -> [Section] {
    [
      Section(
        cellModels: identifiers.map { FocusRow($0, focusable: !labels.contains($0)) },
        identifier: "form")
    ]
  }

  static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test("↓ and ↑ pass over a static label")
  func arrowsSkipLabels() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["name", "saved", "theme"], labels: ["saved"]))
    let view = fixture.listView
    #expect(view.selectedIndexPath == Self.path(0))
    view.handle(.down)
    #expect(view.selectedIndexPath == Self.path(2))
    view.handle(.up)
    #expect(view.selectedIndexPath == Self.path(0))
  }

  @Test("↓ stays on the last item that can take the focus when only labels follow it")
  func downStaysBeforeTrailingLabels() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["name", "saved", "note"], labels: ["saved", "note"]))
    let view = fixture.listView
    view.handle(.down)
    #expect(view.selectedIndexPath == Self.path(0))
  }

  @Test("the first cursor, Home and End land on the first and last items that can be focused")
  func edgesSkipLabels() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["title", "a", "b", "hint"], labels: ["title", "hint"]))
    let view = fixture.listView
    #expect(view.selectedIndexPath == Self.path(1))
    view.handle(.end)
    #expect(view.selectedIndexPath == Self.path(2))
    view.handle(.home)
    #expect(view.selectedIndexPath == Self.path(1))
  }

  @Test("no item can take the focus: no cursor, keys place none, Enter selects nothing")
  func noFocusableItemNoCursor() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["x", "y"], labels: ["x", "y"]))
    let view = fixture.listView
    var selected: [IndexPath] = []
    view.selectionHandler = { selected.append($0) }
    #expect(view.selectedIndexPath == nil)
    for key: Key in [.down, .up, .home, .end, .pageDown, .pageUp, .enter] {
      view.handle(key)
      #expect(view.selectedIndexPath == nil, "\(key)")
    }
    #expect(selected.isEmpty)
    view.select(Self.path(1))
    #expect(view.selectedIndexPath == nil)
  }

  @Test("Page Down landing on a label goes on to the next item that can take the focus")
  func pageDownSkipsLabels() async {
    let fixture = ListFixture(height: 4)
    let identifiers = (0..<12).map { "r\($0)" }
    await fixture.show(Self.form(identifiers, labels: ["r4", "r5"]))
    let view = fixture.listView
    view.handle(.pageDown)
    #expect(view.selectedIndexPath == Self.path(6))
    view.handle(.pageUp)
    #expect(view.selectedIndexPath.map { !["r4", "r5"].contains("r\($0.item)") } == true)
  }

  @Test("an update that makes the cursor's item a label moves the cursor to the next item")
  func cursorLeavesItemThatBecomesLabel() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["a", "b", "c", "d"], labels: []))
    let view = fixture.listView
    view.select(Self.path(1))
    await fixture.show(Self.form(["a", "b", "c", "d"], labels: ["b", "c"]))
    #expect(view.selectedIndexPath == Self.path(3))
    // None after it: the last one before it.
    await fixture.show(Self.form(["a", "b", "c", "d"], labels: ["b", "c", "d"]))
    #expect(view.selectedIndexPath == Self.path(0))
    await fixture.show(Self.form(["a", "b", "c", "d"], labels: ["a", "b", "c", "d"]))
    #expect(view.selectedIndexPath == nil)
    // An item that can take the focus again gets the cursor.
    await fixture.show(Self.form(["a", "b", "c", "d"], labels: ["a", "b"]))
    #expect(view.selectedIndexPath == Self.path(2))
  }

  @Test("deleting the cursor's item when a label takes its place: the next item that can")
  func deletionLandsPastLabel() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["a", "b", "saved", "c"], labels: ["saved"]))
    let view = fixture.listView
    view.select(Self.path(1))
    await fixture.show(Self.form(["a", "saved", "c"], labels: ["saved"]))
    #expect(view.selectedIndexPath == Self.path(2))
  }

  @Test("a click on a label neither moves the cursor nor selects anything")
  func clickOnLabelIsIgnored() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["a", "saved", "c"], labels: ["saved"]))
    let view = fixture.listView
    var selected: [IndexPath] = []
    view.selectionHandler = { selected.append($0) }
    view.handle(.click(column: 2, row: 1))
    #expect(view.selectedIndexPath == Self.path(0))
    #expect(selected.isEmpty)
    view.handle(.click(column: 2, row: 2))
    #expect(view.selectedIndexPath == Self.path(2))
    #expect(selected == [Self.path(2)])
  }

  @Test("select(_:) ignores a label")
  func selectIgnoresLabel() async {
    let fixture = ListFixture()
    await fixture.show(Self.form(["a", "saved", "c"], labels: ["saved"]))
    let view = fixture.listView
    view.select(Self.path(1))
    #expect(view.selectedIndexPath == Self.path(0))
  }

  @Test("← and → pass over a card that cannot take the focus, and stay in the band")
  func bandSkipsLabels() async {
    let fixture = ListFixture(width: 40, height: 6)
    let across = Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal)
    let cards = ["c1", "c2", "c3", "c4"].map {
      FocusRow($0, focusable: $0 != "c2" && $0 != "c4")
    }
    await fixture.show([
      Section(cellModels: cards, identifier: "band", constraints: across),
      Section(cellModels: [FocusRow("below")], identifier: "rows"),
    ])
    let view = fixture.listView
    #expect(view.selectedIndexPath == Self.path(0))
    view.handle(.right)
    #expect(view.selectedIndexPath == Self.path(2))
    view.handle(.right)
    #expect(view.selectedIndexPath == Self.path(2))
    view.handle(.left)
    #expect(view.selectedIndexPath == Self.path(0))
  }
}
