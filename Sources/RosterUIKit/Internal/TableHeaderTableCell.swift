#if canImport(UIKit)
  import UIKit

  /// The cell a table view host shows a `TableHeaderModel` with: empty, as the titles are the
  /// table columns' feature's (`TableViewColumns`), and 44 points tall, a standard row's
  /// height, when measured.
  final class TableHeaderTableCell: ListTableViewCell, TypedListCell {
    /// How tall a header of titles is.
    static let height: CGFloat = 44

    func bind(model: TableHeaderModel, sizing: Bool) {}

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: Self.height)
    }
  }
#endif
