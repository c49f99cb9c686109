import Foundation
import Roster
import RosterTerminal
import Testing

/// A row whose text wraps to the width it is given.
struct WrappingRow: TypedCellModel, Equatable {
  typealias CellType = WrappingRowCell
  var identifier: String
  var text: String
}

final class WrappingRowCell: TypedTerminalCell {
  private var text = ""
  func bind(model: WrappingRow, sizing: Bool) { text = model.text }
  func render(width: Int) -> [StyledLine] { StyledLine(text).wrapped(toWidth: width) }
}

/// An outline row is measured at the width it is drawn at, its level's indentation taken off,
/// so that text wrapped to fit is never cut.
@MainActor
@Suite("TerminalListView: indented outline rows are measured at their indented width")
struct OutlineMeasuringTests {
  @Test("a wrapped row two levels deep shows every line")
  func wrappedDeepRow() async {
    let fixture = ListFixture(width: 12, height: 8)
    let leaf = WrappingRow(identifier: "leaf", text: "aaaa bbbb cccc")
    let tree = OutlineItem(
      WrappingRow(identifier: "root", text: "root"), isExpanded: true,
      children: [
        OutlineItem(
          WrappingRow(identifier: "mid", text: "mid"), isExpanded: true,
          children: [OutlineItem(leaf)])
      ])
    await fixture.show([Section("s", outline: [tree])])
    // Four columns of indentation leave 8 (less the disclosure gutter): one word a line.
    let rows = fixture.rows.map { $0.trimmingCharacters(in: .whitespaces) }
    for word in ["aaaa", "bbbb", "cccc"] {
      #expect(rows.contains { $0.hasSuffix(word) }, "\(word) in \(fixture.rows)")
    }
    #expect(fixture.listView.defaultOutlineIndentation == 2)
  }
}
