/// What the cursor of a table's rows is on (``TerminalListView/tableCursor``).
public enum TerminalTableCursor: Hashable, Sendable {
  /// The whole row, highlighted as any row of a list is; Left and Right still choose the
  /// column that the sort and width keys act on, and scroll it into view.
  case row
  /// One cell of the row: Left and Right move between columns, and only the cursor's cell is
  /// highlighted.
  case cell
}
