#if canImport(UIKit)
  import UIKit

  /// The cell a collection view host shows a `TableHeaderModel` with: empty, as the titles are
  /// the table columns' feature's (`CollectionTableColumns`), and 44 points tall, a standard
  /// row's height, when measured.
  final class TableHeaderCollectionCell: ListCollectionViewCell, TypedListCell {
    func bind(model: TableHeaderModel, sizing: Bool) {}

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: TableHeaderTableCell.height)
    }
  }
#endif
