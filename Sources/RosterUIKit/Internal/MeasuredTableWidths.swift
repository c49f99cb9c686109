#if canImport(UIKit)
  import UIKit

  /// The widest text of each column a host has seen so far, by section identifier, for the
  /// columns it was measured with: a table of a million rows measures the rows it shows, as
  /// the terminal's does (see `TableContentWidths`).
  @MainActor
  struct MeasuredTableWidths {
    private var bySection: [String: (table: TableColumns, widths: TableContentWidths)] = [:]

    /// The widths seen so far for `table`, starting from its titles when its columns changed.
    mutating func widths(of table: TableColumns, identifier: String) -> TableContentWidths {
      if let kept = bySection[identifier], kept.table.columns == table.columns {
        return kept.widths
      }
      var widths = TableContentWidths(columnCount: table.columns.count)
      for (column, title) in TableColumnsView.titles(of: table).enumerated() {
        widths.include(TableColumnsView.width(of: title), inColumn: column)
      }
      bySection[identifier] = (table, widths)
      return widths
    }

    /// Takes `texts` into the section's widths; whether a column grew.
    mutating func include(
      _ texts: [String], in table: TableColumns, identifier: String
    ) -> Bool {
      var widths = widths(of: table, identifier: identifier)
      var grew = false
      for (column, text) in texts.enumerated()
      where widths.include(TableColumnsView.width(of: text), inColumn: column) {
        grew = true
      }
      bySection[identifier] = (table, widths)
      return grew
    }
  }
#endif
