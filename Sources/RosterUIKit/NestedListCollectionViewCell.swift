#if canImport(UIKit)
  import UIKit

  /// The collection view cell of a `NestedListCellModel`: a `UICollectionView` of its own inside
  /// the cell, with a ``ListCollectionViewLayout`` in the model's `scrollDirection`, driven by
  /// its own `ListController` through a ``CollectionViewHost`` that shares the outer host's
  /// `CellRegistry`, so the models inside are shown by the same cells as outside.
  ///
  /// A ``CollectionViewHost`` made with ``CollectionViewHost/init(collectionView:)`` shows nested
  /// lists with it; one made with a shared registry uses the registry as it is:
  ///
  /// ```swift
  /// let registry = CellRegistry()
  /// registry.register(NestedListCollectionViewCell.self)
  /// ```
  ///
  /// Binding a model updates the nested list to its sections, animated when the cell already
  /// shows that nested list (the same `identifier`) on screen. A cell reused for another nested
  /// list reloads instead, with a controller of its own, so nothing animates in from the list it
  /// showed before. The outer host keeps each nested list's scroll offset, by identifier, when
  /// its cell leaves the screen or shows another list, and the cell that shows that list next
  /// starts there. Events of the nested items (selection, highlight, display, context menus,
  /// prefetching) reach their own models with index paths in the nested list; the nested
  /// controller's diagnostics go to the outer controller's `diagnosticHandler`.
  public final class NestedListCollectionViewCell: ListCollectionViewCell, TypedListCell,
    NestedListCell
  {
    var nestedList: NestedList<CollectionViewHost>?
    weak var outerHost: (any OuterListHost)?

    /// The nested list's collection view; `nil` before the first model is bound for display.
    public var collectionView: UICollectionView? { nestedList?.listView }

    /// The nested list's controller; `nil` before the first model is bound for display. A cell
    /// bound to another nested list has another controller.
    public var controller: ListController<CollectionViewHost>? { nestedList?.controller }

    /// Shows `model`'s sections in the nested list; nothing while sizing (the model's size is
    /// explicit).
    public func bind(model: NestedListCellModel, sizing: Bool) {
      bindNestedList(model, sizing: sizing)
    }

    /// Keeps the nested list as large as the cell.
    public override func layoutSubviews() {
      super.layoutSubviews()
      layoutNestedList()
    }

    /// Tells the nested list that its next binding shows a list that was off screen.
    public override func prepareForReuse() {
      super.prepareForReuse()
      nestedList?.prepareForReuse()
    }
  }
#endif
