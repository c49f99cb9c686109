import Foundation
import Roster
import RosterTerminal
import Testing

/// The picture a deletion fades from is drawn without side effects: it binds no live cell,
/// reports no cell appearing or disappearing and leaves the last frame's statistics alone.
@MainActor
@Suite("TerminalListView: the closing snapshot of an animated deletion")
struct ClosingSnapshotTests {
  struct Row: TypedCellModel, DisplayableCellModel, Equatable {
    typealias CellType = TextRowCellForRow
    var identifier: String
    var log: DisplayLog
    var willDisplayAction: DisplayAction? {
      { [log] model, _ in log.appeared.append(model.identifier) }
    }
    var didEndDisplayingAction: DisplayAction? {
      { [log] model, _ in log.disappeared.append(model.identifier) }
    }
    static func == (lhs: Row, rhs: Row) -> Bool { lhs.identifier == rhs.identifier }
  }

  @MainActor final class DisplayLog: Sendable {
    var appeared: [String] = []
    var disappeared: [String] = []
  }

  @Test("fading out a deleted row presents nothing until the next frame")
  func snapshotHasNoSideEffects() async {
    let listView = TerminalListView(size: CGSize(width: 12, height: 4))
    let controller = ListController(host: listView)
    let log = DisplayLog()
    func rows(_ identifiers: [String]) -> [Section] {
      [Section(cellModels: identifiers.map { Row(identifier: $0, log: log) }, identifier: "s")]
    }
    controller.update(with: rows(["a", "b", "c"]), animated: false)
    // Shown but never drawn: no cell is live yet.
    #expect(log.appeared.isEmpty)
    let statistics = listView.lastFrameStatistics

    controller.update(with: rows(["a", "b"]), animated: true)
    #expect(listView.isAnimating)
    #expect(log.appeared.isEmpty, "the snapshot reported cells appearing")
    #expect(log.disappeared.isEmpty)
    #expect(listView.lastFrameStatistics == statistics)
    // The snapshot shows the row being deleted.
    #expect(listView.renderedScreen().plainRows.contains { $0.contains("c") })

    listView.finishAnimations()
    _ = listView.renderedScreen()
    #expect(log.appeared == ["a", "b"])
  }
}

/// Shows a ``ClosingSnapshotTests/Row``'s identifier.
final class TextRowCellForRow: TypedTerminalCell {
  private var text = ""
  func bind(model: ClosingSnapshotTests.Row, sizing: Bool) { text = model.identifier }
  func render(width: Int) -> [StyledLine] { [StyledLine(text)] }
}
