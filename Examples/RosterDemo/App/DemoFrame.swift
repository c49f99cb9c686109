import Foundation
import RosterTerminalCells

/// The demo's screen layout: a title bar, the list, and a status bar. The list view marks the
/// selection with "›" in a two-column gutter of its own (its `selectionMarker`), so that it
/// shows in plain text, without colours or inverse video too.
@MainActor
enum DemoFrame {
  /// Where the list is drawn: below the title bar, from the first column (its gutter).
  static let listOrigin = (column: 0, row: 1)

  /// The selection marker the demo's lists draw in their gutter: "›" in the names' style, then a
  /// space before the cells.
  static let selectionMarker = StyledLine("›", style: Palette.name) + " "

  /// The marker of a list read right to left, in its gutter at the right edge: a space after
  /// the cells, then "‹" pointing at them.
  static let rightToLeftSelectionMarker = StyledLine(" ") + StyledLine("‹", style: Palette.name)

  /// The list's size on a screen of `columns` × `rows`.
  static func listSize(columns: Int, rows: Int) -> CGSize {
    CGSize(width: max(columns, 0), height: max(rows - 2, 0))
  }

  /// A list view for a screen of `columns` × `rows`, with the demo's selection marker.
  static func listView(columns: Int, rows: Int) -> TerminalListView {
    let listView = TerminalListView(size: listSize(columns: columns, rows: rows))
    listView.selectionMarker = selectionMarker
    // Only the screens whose key tables offer `/` filter (the feed): elsewhere it would hide
    // rows that have no words to be found by.
    listView.filterKey = nil
    return listView
  }

  /// A list view of the catalogue's terminal cells for a screen of `columns` × `rows`, and the
  /// controller that diffs on the main actor (the forms are small; scripted runs stay
  /// deterministic): what the settings and discover screens are built on.
  static func catalogueList(
    columns: Int, rows: Int
  ) -> (listView: TerminalListView, controller: ListController<TerminalListView>) {
    let listView = listView(columns: columns, rows: rows)
    // A short terminal cuts the form or the shelves: the indicator says there is more.
    listView.showsScrollIndicator = true
    listView.cellRegistry.registerTerminalCells()
    let controller = ListController(host: listView)
    controller.offMainDiffingThreshold = .max
    return (listView, controller)
  }

  /// The status bar's text on a screen `columns` wide: `report` and `hints` fitted by
  /// ``StatusLine`` to the columns after the bar's leading space.
  static func status(
    report: [StatusLine.Part] = [], hints: [String], columns: Int
  ) -> String {
    StatusLine.fit(report: report, hints: hints, width: columns - 1)
  }

  /// Draws the title bar, `list` and the status bar into `buffer`.
  static func draw(
    title: String, detail: String, status: String, list: TerminalListView,
    into buffer: inout ScreenBuffer
  ) {
    let columns = buffer.width
    let rows = buffer.height
    guard rows > 0 else { return }
    let top = StyledLine.justified(
      StyledLine(" " + title, style: Palette.titleBar),
      StyledLine(detail + " ", style: Palette.titleBar), toWidth: columns)
    buffer.draw(top, row: 0, column: 0, maxWidth: columns, fillStyle: Palette.titleBar)
    guard rows > 1 else { return }
    if rows > 2 {
      list.render(into: &buffer, column: listOrigin.column, row: listOrigin.row)
    }
    buffer.draw(
      StyledLine(" " + status, style: Palette.statusBar).truncated(toWidth: columns),
      row: rows - 1, column: 0, maxWidth: columns, fillStyle: Palette.statusBar)
  }
}
