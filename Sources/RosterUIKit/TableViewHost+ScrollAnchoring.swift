#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension TableViewHost: ScrollAnchoringHost {
    package var scrollAxis: ScrollDirection { .vertical }

    package var anchoredOffset: CGFloat? { tableView.contentOffset.y }

    package var viewportLength: CGFloat { tableView.bounds.height }

    /// A table scrolls vertically, and reads down in either direction.
    package var readsBackward: Bool { false }

    package var clampsItsOwnOffset: Bool { true }

    /// The table's adjusted top and bottom insets: a table under a navigation bar rests at a
    /// negative offset.
    package var anchoringInsets: (start: CGFloat, end: CGFloat) {
      (tableView.adjustedContentInset.top, tableView.adjustedContentInset.bottom)
    }

    package func anchorCandidates() -> (items: [(IndexPath, CGRect)], contentLength: CGFloat) {
      let rows = tableView.indexPathsForVisibleRows ?? []
      return (rows.map { ($0, tableView.rectForRow(at: $0)) }, tableView.contentSize.height)
    }

    package func anchoringLayout() -> AnchoringLayout {
      tableView.layoutIfNeeded()
      let tableView = tableView
      return AnchoringLayout(contentLength: tableView.contentSize.height) { path in
        guard path.section < tableView.numberOfSections,
          path.item < tableView.numberOfRows(inSection: path.section)
        else { return nil }
        return tableView.rectForRow(at: path)
      }
    }

    package func moveAnchoredOffset(to offset: CGFloat) {
      tableView.contentOffset.y = offset
    }
  }
#endif
