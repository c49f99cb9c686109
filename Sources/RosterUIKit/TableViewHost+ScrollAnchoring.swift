#if canImport(UIKit)
  import UIKit

  extension TableViewHost: ScrollAnchoringHost {
    var anchoredScrollView: UIScrollView { tableView }
    var scrollAxis: ScrollDirection { .vertical }

    func anchorCandidates() -> [(IndexPath, CGRect)] {
      (tableView.indexPathsForVisibleRows ?? []).map { ($0, tableView.rectForRow(at: $0)) }
    }

    func anchorFrame(of indexPath: IndexPath) -> CGRect? {
      guard indexPath.section < tableView.numberOfSections,
        indexPath.item < tableView.numberOfRows(inSection: indexPath.section)
      else { return nil }
      return tableView.rectForRow(at: indexPath)
    }

    var anchoredContentSize: CGSize { tableView.contentSize }
  }
#endif
