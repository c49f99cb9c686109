#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// Refreshes the content changed by `batch` without recreating any cell: rows through
    /// `reconfigureRows(at:)`, which rebinds the live and prefetched cells through the data
    /// source; headers and footers by binding the cells of the visible ones again (a table
    /// view keeps the header and footer views of the sections a batch keeps).
    package func rebind(after batch: BatchUpdate) {
      if !batch.itemRebinds.isEmpty {
        tableView.reconfigureRows(at: batch.itemRebinds)
      }
      guard let dataSource else { return }
      for section in batch.sectionRebinds {
        guard let shown = dataSource.section(at: section) else { continue }
        let views = [
          (tableView.headerView(forSection: section), shown.headerModel),
          (tableView.footerView(forSection: section), shown.footerModel),
        ]
        for case (let view as TableHeaderFooterView, let model?) in views {
          guard let cell = view.cell else { continue }
          bind(cell, to: model)
        }
      }
    }

    /// A dequeued header or footer view for `model`, holding a cell of its type bound to it,
    /// or `nil` without a model. A model whose cell type cannot be used gets an empty view.
    func headerFooterView(for model: (any CellModel)?) -> UIView? {
      guard let model else { return nil }
      let identifier = reuseIdentifier(for: model)
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
      guard let view = view as? TableHeaderFooterView else { return view }
      if let cellClass = cellClasses[identifier] {
        let cell = view.cell ?? view.hold(cellClass.init(style: .default, reuseIdentifier: nil))
        bind(cell, to: model)
      }
      return view
    }

    /// Binds a displayed cell (of a row, or held by a header or footer) to `model`,
    /// remembering the model on a ``ListTableViewCell``.
    func bind(_ cell: UITableViewCell, to model: any CellModel) {
      (cell as? any NestedListHolding)?.outerHost = self
      guard
        bindForDisplay(cell, to: model, shownBy: cellRegistry.cellType(for: model), report: report)
      else { return }
      applyAccessibility(of: model, to: cell, dataSource: dataSource)
      (cell as? ListTableViewCell)?.cellModel = model
    }
  }

  extension TableViewHost: HeldInputTracking {
    func reconfigureVisibleCells() {
      tableView.reconfigureRows(at: tableView.indexPathsForVisibleRows ?? [])
    }
  }
#endif
