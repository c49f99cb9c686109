import Foundation
import Roster
@_spi(Testing) import RosterTerminal
import Testing

/// A reload (a long list reordered as a whole) asks the sizes of the rows it shows, not of every
/// row before the viewport, and still keeps the cursor on its row, in view, with the rows around
/// it drawn at their own heights.
@MainActor
@Suite("TerminalListView: the cost of a reload", .timeLimit(hangLimit))
struct ReloadCostTests {
  /// Counts the sizes asked of ``CountedRow``s.
  final class SizeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var asked = 0
    var count: Int { lock.withLock { asked } }
    func tick() { lock.withLock { asked += 1 } }
  }

  /// A row one or two lines tall (by its number), drawn as its identifier, that counts the
  /// sizes it is asked for.
  struct CountedRow: TypedCellModel, Equatable {
    typealias CellType = CountedRowCell
    var identifier: String
    var height: Int
    let counter: SizeCounter

    static func == (lhs: CountedRow, rhs: CountedRow) -> Bool {
      lhs.identifier == rhs.identifier && lhs.height == rhs.height
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      counter.tick()
      return .explicit(CGSize(width: containerSize.width, height: CGFloat(height)))
    }
  }

  /// Draws a row's identifier on its first line.
  final class CountedRowCell: TypedTerminalCell {
    private var lines: [StyledLine] = []
    func bind(model: CountedRow, sizing: Bool) {
      lines =
        [StyledLine(model.identifier)] + Array(repeating: StyledLine(""), count: model.height - 1)
    }
    func render(width: Int) -> [StyledLine] { lines.map { $0.truncated(toWidth: width) } }
  }

  @Test("a reload with the cursor deep in the list asks only the sizes of rows it shows")
  func deepReloadAsksWhatItShows() async {
    let counter = SizeCounter()
    let fixture = ListFixture(width: 20, height: 12, selectionMarker: true)
    fixture.controller.diagnosticHandler = { _ in }
    var rows = (0..<20_000).map {
      CountedRow(identifier: "r\($0)", height: $0.isMultiple(of: 3) ? 2 : 1, counter: counter)
    }
    func section() -> Section {
      Section(cellModels: rows, identifier: "rows", headerModel: nil)
    }
    await fixture.show([section()])
    fixture.listView.select(IndexPath(item: 12_000, section: 0))
    _ = fixture.rows
    // The whole list reversed: far more moves than an update animates, so it is reloaded.
    rows.reverse()
    let before = counter.count
    await fixture.show([section()])
    let screen = fixture.rows
    let asked = counter.count - before
    #expect(asked < 400, "sizes asked by the reload and its frame: \(asked)")
    let cursor = fixture.listView.selectedIndexPath
    #expect(cursor.map { rows[$0.item].identifier } == "r12000")
    #expect(screen.contains("› r12000"))
    // From the first row drawn whole: each row's identifier, then a blank line for a second line.
    let firstWhole = screen.firstIndex { $0.hasPrefix("  r") || $0.hasPrefix("› r") }
    guard let firstWhole else {
      Issue.record("no row drawn: \(screen)")
      return
    }
    let number = Int(screen[firstWhole].dropFirst(3)) ?? -1
    var expected: [String] = []
    var item = rows.firstIndex { $0.identifier == "r\(number)" } ?? 0
    while expected.count < screen.count - firstWhole, item < rows.count {
      let marker = rows[item].identifier == "r12000" ? "› " : "  "
      expected.append(marker + rows[item].identifier)
      if rows[item].height == 2 { expected.append("") }
      item += 1
    }
    #expect(Array(screen[firstWhole...]) == Array(expected.prefix(screen.count - firstWhole)))
  }
}
