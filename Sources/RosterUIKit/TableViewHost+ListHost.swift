#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension TableViewHost: ListHost {
    /// Whether the table view is in a window.
    public var isOnScreen: Bool { tableView.window != nil }

    /// The table view's bounds size.
    public var containerSize: CGSize { tableView.bounds.size }

    /// The table view's visible rows.
    public var indexPathsForVisibleItems: [IndexPath] { tableView.indexPathsForVisibleRows ?? [] }

    /// Registers `cellType` under a reuse identifier derived from the type, as a cell and as a
    /// section header and footer view (which holds a cell of the type); a type that is not a
    /// `UITableViewCell` gets a `ListDiagnostic.unusableCellType` and its models show an empty
    /// cell.
    public func register(cellType: any ListCell.Type) {
      registerCellClass(of: cellType)
    }

    /// Performs `batch` in one `performBatchUpdates`, with `updateData` first inside the
    /// updates block (R4), then reconfigures the rebound rows and rebinds the visible headers
    /// and footers of the rebound sections. A table view that is not in a window is reloaded
    /// instead, and `completion` runs at once.
    public func performBatch(
      _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) {
      performBatchOnView(batch, animated: animated, updateData: updateData, completion: completion)
    }

    /// Calls `updateData`, then reloads the table view.
    public func reloadData(updateData: () -> Void) {
      updateData()
      updateRowEstimate()
      tableView.reloadData()
      features.didReloadData()
    }

    /// Binds `model` to the template cell of its type with `sizing: true` and fits it with
    /// Auto Layout at the table's width (every row, header and footer spans it), its height as
    /// small as the constraints allow. `size` is the section's own idea of the width, which a
    /// table does not follow (see *One column*).
    public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
      guard let template = sizingTemplate(for: cellRegistry.cellType(for: model)) else {
        return .zero
      }
      (template as? any ListCell)?.bind(cellModel: model, sizing: true)
      return template.fittingSize(
        constrainedTo: CGSize(width: tableView.bounds.width, height: .greatestFiniteMagnitude))
    }

    /// Scrolls the row at `indexPath` to the middle of the screen when the data source has it;
    /// does nothing otherwise (UIKit raises for an index path it does not have). The table
    /// asks the heights of the rows it scrolls past on the way, and scrolls until the row stays
    /// where asked.
    public func scroll(to indexPath: IndexPath, animated: Bool) {
      guard indexPath.count == 2, let dataSource,
        (0..<dataSource.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
      else { return }
      tableView.scrollToRow(at: indexPath, at: .middle, animated: animated)
    }

    /// Applies the data source's selection mode and edit mode to the table view, selects and
    /// deselects its rows to match the data source's selection, and tells the visible cells
    /// their state.
    public func selectionDidChange() {
      selection.selectionDidChange()
    }
  }

  extension TableViewHost {
    /// Installs, starts, ends or removes the table view's `UIRefreshControl` as the data
    /// source's refresh state says (see `ListController.refreshAction`).
    public func refreshStateDidChange() {
      tableView.showRefreshState(of: dataSource)
    }
  }
#endif
