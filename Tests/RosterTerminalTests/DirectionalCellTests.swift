import Foundation
import Roster
import RosterTerminal
import Testing

/// A quote: each line of its text behind a rule, mirrored as a whole right to left.
struct QuoteRow: TypedCellModel, Equatable {
  typealias CellType = QuoteCell
  var identifier: String
  var lines: [String]
}

/// The cell of a ``QuoteRow``: a ``DirectionalTerminalCell``.
final class QuoteCell: TypedTerminalCell, DirectionalTerminalCell {
  var layoutDirection = ListLayout.LayoutDirection.leftToRight
  private var lines: [String] = []

  func bind(model: QuoteRow, sizing: Bool) { lines = model.lines }

  func render(width: Int) -> [StyledLine] {
    lines.map {
      (StyledLine("│", style: TextStyle(dim: true)) + " " + StyledLine($0))
        .laidOut(layoutDirection, inWidth: width)
    }
  }
}

/// A cell that lays itself out for the list's direction is told the direction and drawn as it
/// draws itself; other cells' lines are still set against the right edge one by one.
@MainActor
@Suite("TerminalListView: cells that lay themselves out right to left")
struct DirectionalCellTests {
  static let sections = [
    Section(
      cellModels: [QuoteRow(identifier: "quote", lines: ["Roster", "diffs lists"])],
      identifier: "quotes"),
    rowsSection("rows", ["one", "a longer row"]),
  ]

  @Test("right to left, a directional cell keeps its rule in one column; other rows align right")
  func directionalCellMirrorsAsAWhole() async {
    let fixture = ListFixture(width: 16, height: 4)
    await fixture.show(Self.sections)
    #expect(fixture.rows == ["│ Roster", "│ diffs lists", "one", "a longer row"])
    fixture.listView.layoutDirection = .rightToLeft
    #expect(
      fixture.rows == [
        "        Roster │", "   diffs lists │", "             one", "    a longer row",
      ])
    fixture.listView.layoutDirection = .leftToRight
    #expect(fixture.rows == ["│ Roster", "│ diffs lists", "one", "a longer row"])
  }
}
