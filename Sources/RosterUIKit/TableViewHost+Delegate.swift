#if canImport(UIKit)
  import UIKit

  // Heights and header and footer views come from the data source; events go to it, as the
  // list's `ListEventHandler` (the controller finds the model at the index path and runs its
  // action).
  extension TableViewHost: UITableViewDelegate {
    /// The height of the item's size, as the controller sizes it: the table asks it as the row
    /// comes into its bounds, and a row its cell sizes is measured then (see *Estimated
    /// heights* in ``TableViewHost``).
    public func tableView(
      _ tableView: UITableView, heightForRowAt indexPath: IndexPath
    ) -> CGFloat {
      heightOfRow(at: indexPath)
    }

    /// The height of the section's header model, 0 without one (no header).
    public func tableView(
      _ tableView: UITableView, heightForHeaderInSection section: Int
    ) -> CGFloat {
      dataSource?.elementSize(of: .header, at: IndexPath(item: 0, section: section)).height ?? 0
    }

    /// The height of the section's footer model, 0 without one (no footer).
    public func tableView(
      _ tableView: UITableView, heightForFooterInSection section: Int
    ) -> CGFloat {
      dataSource?.elementSize(of: .footer, at: IndexPath(item: 0, section: section)).height ?? 0
    }

    /// A header view holding a cell of the header model's type, bound to it; `nil` for a
    /// section without a header model.
    public func tableView(
      _ tableView: UITableView, viewForHeaderInSection section: Int
    ) -> UIView? {
      let view = headerFooterView(for: dataSource?.section(at: section)?.headerModel)
      if let view { tableColumns.prepare(header: view, inSection: section) }
      return view
    }

    /// A footer view holding a cell of the footer model's type, bound to it; `nil` for a
    /// section without a footer model.
    public func tableView(
      _ tableView: UITableView, viewForFooterInSection section: Int
    ) -> UIView? {
      headerFooterView(for: dataSource?.section(at: section)?.footerModel)
    }

    /// Whether the row may be highlighted, and so selected: Roster's one policy, the data
    /// source's `shouldHighlightItem(at:)`.
    public func tableView(
      _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
    ) -> Bool {
      dataSource?.shouldHighlightItem(at: indexPath) ?? false
    }

    /// Tells the `HighlightableCellModel` that its highlight began.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      dataSource?.didHighlightItem(at: indexPath)
    }

    /// Tells the `HighlightableCellModel` that its highlight ended.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      dataSource?.didUnhighlightItem(at: indexPath)
    }

    /// Hands the selection to the data source (which selects the row, and runs the
    /// `SelectableCellModel`'s action outside edit mode), then shows the data source's
    /// selection: in a list that keeps none, the row is deselected at once, as a button's
    /// press ends.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      dataSource?.didSelectItem(at: indexPath)
      selection.show(animated: true)
    }

    /// Hands the deselection (a second tap in multiple selection) to the data source, then
    /// shows its selection.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      dataSource?.didDeselectItem(at: indexPath)
      selection.show(animated: true)
    }

    /// Runs the `DisplayableCellModel`'s will-display action.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      dataSource?.willDisplayItem(at: indexPath)
    }

    /// Runs the did-end-displaying action of the model the cell was bound to, which may have
    /// just been deleted, so that `indexPath` no longer names it; keeps the offset of a nested
    /// list's cell.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      (cell as? any NestedListHolding)?.nestedListDidEndDisplaying()
      let model = (cell as? ListTableViewCell)?.cellModel
      dataSource?.didEndDisplayingItem(at: indexPath, model: model)
    }

    /// Reports the new visible origin (`ListController.didScrollAction`, section providers).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      dataSource?.didScroll(to: scrollView.contentOffset)
      features.visibleRegionDidChange(to: tableView.bounds)
    }
  }

  extension TableViewHost {
    /// The row's leading swipe actions (`ActionableCellModel`, placed `.leadingSwipe`).
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      ItemActionSwipe.configuration(forItemAt: indexPath, edge: .leadingSwipe, of: dataSource)
    }

    /// The row's trailing swipe actions (`ActionableCellModel`, placed `.trailingSwipe`, as
    /// actions are by default).
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      ItemActionSwipe.configuration(forItemAt: indexPath, edge: .trailingSwipe, of: dataSource)
    }
  }

  extension TableViewHost {
    /// The context menu of the row's actions (`ActionableCellModel`), when it has any placed
    /// in the menu.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      ItemActionMenu.configuration(forItemAt: indexPath, of: dataSource)
    }
  }
#endif
