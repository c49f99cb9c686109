#if canImport(UIKit)
  import UIKit

  /// The table view cell of a `NestedListCellModel`: the table counterpart of
  /// ``NestedListCollectionViewCell``, a `UITableView` of its own in the row, driven by its own
  /// `ListController` through a ``TableViewHost`` that shares the outer table host's
  /// `CellRegistry`, so the models inside are shown by the same table cells as outside.
  ///
  /// A ``TableViewHost`` made with ``TableViewHost/init(tableView:)`` shows nested lists with it;
  /// one made with a shared registry uses the registry as it is:
  ///
  /// ```swift
  /// let registry = CellRegistry()
  /// registry.register(NestedListTableViewCell.self)
  /// ```
  ///
  /// A table scrolls vertically, so a nested list whose `scrollDirection` is `.horizontal` is
  /// shown vertically, and the outer host reports `ListDiagnostic.unsupportedConstraints` for it,
  /// once per nested list identifier, its `sectionIdentifier` the nested list's identifier. Show
  /// a list that scrolls across the page in a ``CollectionViewHost``, with
  /// ``NestedListCollectionViewCell``.
  ///
  /// Binding a model updates the nested list to its sections, animated when the cell already
  /// shows that nested list (the same `identifier`) on screen. A cell reused for another nested
  /// list reloads instead, with a controller of its own, so nothing animates in from the list it
  /// showed before. The outer host keeps each nested list's content offset, by identifier, when
  /// its row leaves the screen or shows another list, and the row that shows that list next
  /// starts there. Events of the nested rows (selection, highlight, display, context menus,
  /// prefetching) reach their own models with index paths in the nested list; the nested
  /// controller's diagnostics go to the outer controller's `diagnosticHandler`.
  public final class NestedListTableViewCell: ListTableViewCell, TypedListCell, NestedListCell {
    var nestedList: NestedList<TableViewHost>?
    weak var outerHost: (any OuterListHost)?

    /// The nested list's table view; `nil` before the first model is bound for display.
    public var tableView: UITableView? { nestedList?.listView }

    /// The nested list's controller; `nil` before the first model is bound for display. A cell
    /// bound to another nested list has another controller.
    public var controller: ListController<TableViewHost>? { nestedList?.controller }

    /// Shows `model`'s sections in the nested list, vertically; nothing while sizing (the
    /// model's size is explicit).
    public func bind(model: NestedListCellModel, sizing: Bool) {
      if !sizing { (outerHost as? TableViewHost)?.constraintsReport.reportDirection(of: model) }
      bindNestedList(model, sizing: sizing)
    }

    /// Keeps the nested list as large as the row.
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
