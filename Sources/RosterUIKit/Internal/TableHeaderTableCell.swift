#if canImport(UIKit)
  import UIKit

  /// The cell a table view host shows a `TableHeaderModel` with: empty, as the titles are the
  /// table columns' feature's (`TableViewColumns`), and as tall as their line when measured
  /// (`TableColumnsView.headerHeight`: 44 points at the default text size, taller at larger
  /// Dynamic Type sizes).
  final class TableHeaderTableCell: ListTableViewCell, TypedListCell {
    func bind(model: TableHeaderModel, sizing: Bool) {}

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: TableColumnsView.headerHeight)
    }
  }
#endif
