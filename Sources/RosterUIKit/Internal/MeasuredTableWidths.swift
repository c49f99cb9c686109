#if canImport(UIKit)
  import UIKit

  /// The widest text of each column a host has seen so far, by section identifier, for the
  /// columns it was measured with: a table of a million rows measures the rows it shows, as
  /// the terminal's does (see `TableContentWidths`).
  ///
  /// Widths are measured in the labels' Dynamic Type fonts, so a new text size starts them over
  /// from the titles: every width measured before is in another font.
  @MainActor
  struct MeasuredTableWidths {
    private var bySection:
      [String: (table: TableColumns, widths: TableContentWidths, pointSize: CGFloat)] = [:]

    /// The point size of the rows' font now: the text size the widths were measured at.
    private var rowPointSize: CGFloat {
      UIFont.preferredFont(forTextStyle: TableColumnsView.rowTextStyle).pointSize
    }

    /// The widths seen so far for `table`, starting from its titles when its columns or the
    /// reader's text size changed.
    mutating func widths(of table: TableColumns, identifier: String) -> TableContentWidths {
      let pointSize = rowPointSize
      if let kept = bySection[identifier], kept.table.columns == table.columns,
        kept.pointSize == pointSize
      {
        return kept.widths
      }
      var widths = TableContentWidths(columnCount: table.columns.count)
      for (column, title) in TableColumnsView.titles(of: table).enumerated() {
        widths.include(
          TableColumnsView.width(of: title, in: TableColumnsView.headerTextStyle),
          inColumn: column)
      }
      bySection[identifier] = (table, widths, pointSize)
      return widths
    }

    /// Takes `texts` into the section's widths; whether a column grew.
    mutating func include(
      _ texts: [String], in table: TableColumns, identifier: String
    ) -> Bool {
      var widths = widths(of: table, identifier: identifier)
      var grew = false
      for (column, text) in texts.enumerated()
      where widths.include(
        TableColumnsView.width(of: text, in: TableColumnsView.rowTextStyle), inColumn: column)
      {
        grew = true
      }
      bySection[identifier] = (table, widths, rowPointSize)
      return grew
    }
  }
#endif
