#if canImport(UIKit)
  import UIKit

  /// The table view cell of a `NestedListCellModel`: the table counterpart of
  /// ``NestedListCollectionViewCell``, a `UICollectionView` with a ``ListCollectionViewLayout`` in
  /// the row, driven by its own `ListController` through a ``CollectionViewHost`` that shares the
  /// table host's `CellRegistry`.
  ///
  /// A ``TableViewHost`` made with ``TableViewHost/init(tableView:)`` shows nested lists with it.
  /// The nested list is a collection view (it may scroll across the table), so the registry's
  /// entries for the models inside must be collection view cells: a model the table shows with a
  /// table cell is reported as `ListDiagnostic.unusableCellType` inside a nested list.
  ///
  /// Binding, reuse, the kept scroll offsets, events and diagnostics work as in
  /// ``NestedListCollectionViewCell``.
  public final class NestedListTableViewCell: ListTableViewCell, TypedListCell, NestedListHolding {
    /// The nested list, from the first binding for display on.
    private var nestedList: NestedList?
    weak var outerHost: (any OuterListHost)?

    /// The nested list's collection view; `nil` before the first model is bound for display.
    public var collectionView: UICollectionView? { nestedList?.collectionView }

    /// The nested list's controller; `nil` before the first model is bound for display. A cell
    /// bound to another nested list has another controller.
    public var controller: ListController<CollectionViewHost>? { nestedList?.controller }

    /// Shows `model`'s sections in the nested list; nothing while sizing (the model's size is
    /// explicit).
    public func bind(model: NestedListCellModel, sizing: Bool) {
      guard !sizing else { return }
      let list = NestedList.list(
        showing: model, in: contentView, current: nestedList, outerHost: outerHost
      ) { [weak self] diagnostic in self?.outerHost?.report(diagnostic) }
      nestedList = list
      list.show(model, offsets: outerHost?.nestedListOffsets)
    }

    /// Keeps the nested list as large as the row.
    public override func layoutSubviews() {
      super.layoutSubviews()
      nestedList?.collectionView.frame = contentView.bounds
    }

    /// Tells the nested list that its next binding shows a list that was off screen.
    public override func prepareForReuse() {
      super.prepareForReuse()
      nestedList?.prepareForReuse()
    }

    func nestedListDidEndDisplaying() {
      nestedList?.keepOffset(in: outerHost?.nestedListOffsets)
    }
  }
#endif
