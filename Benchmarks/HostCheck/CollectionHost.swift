// A list on the UIKit model as an app builds one: a window, a collection view with a
// `ListCollectionViewLayout`, its `CollectionViewHost` and a `ListController` that diffs on the
// main actor. Linux only, where the model stands for UIKit.
#if os(Linux)
  import Roster
  import RosterUIKitOnModel
  import UIKitModel

  /// The UIKit cell of both kinds of row: a label 44 points tall, which the model's Auto Layout
  /// stand-in fits the cell to when a row is measured.
  final class HostCheckCollectionCell: ListCollectionViewCell, ListCell {
    private let label = UIView(frame: .zero)
    private(set) var text = ""

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func bind(cellModel: any CellModel, sizing: Bool) {
      text = rowText(cellModel)
      label.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    }
  }

  /// The table cell of both kinds of row, as ``HostCheckCollectionCell``.
  final class HostCheckTableCell: ListTableViewCell, ListCell {
    private let label = UIView(frame: .zero)
    private(set) var text = ""

    func bind(cellModel: any CellModel, sizing: Bool) {
      if label.superview == nil { contentView.addSubview(label) }
      text = rowText(cellModel)
      label.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    }
  }

  /// A table view in a window, its `TableViewHost` and a controller, as ``CollectionHarness``.
  @MainActor
  final class TableHarness {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView: UITableView
    let host: TableViewHost
    let controller: ListController<TableViewHost>

    init(policy: UpdatePolicy) {
      tableView = UITableView(frame: window.bounds, style: .plain)
      host = TableViewHost(tableView: tableView, cellRegistry: rowRegistry(HostCheckTableCell.self))
      controller = ListController(host: host, policy: policy, offMainDiffingThreshold: .max)
      window.isHidden = false
      window.addSubview(tableView)
    }

    /// Shows `sections` without animating, then turns the run loop once.
    func update(to sections: [Section]) {
      controller.update(with: sections, animated: false)
      ModelClock.advance()
    }

    func check(count: Int) {
      precondition(!controller.isUpdating)
      precondition(tableView.numberOfRows(inSection: 0) == count)
      precondition(!(tableView.indexPathsForVisibleRows ?? []).isEmpty)
    }
  }

  @MainActor
  final class CollectionHarness {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let host: CollectionViewHost
    let controller: ListController<CollectionViewHost>

    init(policy: UpdatePolicy) {
      collectionView = UICollectionView(
        frame: window.bounds, collectionViewLayout: ListCollectionViewLayout())
      host = CollectionViewHost(
        collectionView: collectionView, cellRegistry: rowRegistry(HostCheckCollectionCell.self))
      controller = ListController(host: host, policy: policy, offMainDiffingThreshold: .max)
      window.isHidden = false
      window.addSubview(collectionView)
    }

    /// Shows `sections` without animating, then turns the run loop once: the batch's
    /// completion runs and the window lays out (`layoutIfNeeded`), binding what is visible.
    func update(to sections: [Section]) {
      controller.update(with: sections, animated: false)
      ModelClock.advance()
    }

    /// Stops when the model rejected a batch (it reloads instead, which would be timed) or the
    /// update has not finished.
    func check(count: Int) {
      precondition(collectionView.batchErrors.isEmpty, "\(collectionView.batchErrors)")
      precondition(collectionView.raisedExceptions.isEmpty, "\(collectionView.raisedExceptions)")
      precondition(!controller.isUpdating)
      precondition(collectionView.numberOfItems(inSection: 0) == count)
      precondition(!collectionView.visibleCells.isEmpty)
    }
  }
#endif
