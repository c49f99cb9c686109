import Foundation
import RosterHostSupport

/// Prefetching: after each presented frame, the items in a band past the screen, in the
/// direction the list last scrolled, are reported to the data source as soon to show, those it
/// no longer holds unseen are cancelled, and the visible rect is reported, from which a
/// `ListController` works out its working range (see ``TerminalListView/prefetchDistance``).
@MainActor
final class PrefetchingFeature: TerminalListFeature {
  /// How far past the screen the list prefetches.
  var distance = TerminalListView.PrefetchDistance.screens(1)
  /// The band past the screen the last presented frame prefetched, in content coordinates.
  private(set) var band = CGRect.zero
  /// The offset of the last presented frame, and whether the list last scrolled up.
  private var lastOffset: Int?
  private var isScrollingBack = false

  /// Reports what a presented frame will soon show and shows now: prefetches for the items in
  /// the band ahead, cancellations for those that left it unseen, and the visible rect.
  func listDidPresentFrame(_ list: TerminalListView) {
    guard let dataSource = list.dataSource else { return }
    let screen = list.viewport
    let contentOffset = list.contentOffset
    if let lastOffset, lastOffset != contentOffset {
      isScrollingBack = contentOffset < lastOffset
    }
    lastOffset = contentOffset
    band = band(beside: screen)
    let layout = list.layout
    let offsets = list.childLists.bandOffsetsByIndex
    let visible = Set(layout.items(in: screen, bandOffsets: offsets))
    var ahead = band.isEmpty ? [] : layout.items(in: band, bandOffsets: offsets)
    ahead += cardsBesideScreen(screen, visible: visible, offsets: offsets, layout: layout)
    ahead.removeAll { visible.contains($0) }
    let wanted = Set(ahead)
    let stale = dataSource.indexPathsForPrefetchedItems.filter {
      !wanted.contains($0) && !visible.contains($0)
    }
    if !stale.isEmpty { dataSource.cancelPrefetchingForItems(at: stale) }
    if !ahead.isEmpty { dataSource.prefetchItems(at: ahead) }
    dataSource.visibleRectDidChange(screen, in: layout)
  }

  /// The cards of the bands on screen within a screen's width either side of what shows:
  /// prefetching along a carousel as well as down the list (two queries, however many bands).
  private func cardsBesideScreen(
    _ screen: CGRect, visible: Set<IndexPath>, offsets: [Int: CGFloat], layout: ListLayout
  ) -> [IndexPath] {
    guard distance != .rows(0), distance != .screens(0) else { return [] }
    let bandsInView = Set(visible.map(\.section)).filter { layout.bandLength(ofSection: $0) != nil }
    guard !bandsInView.isEmpty else { return [] }
    var found: [IndexPath] = []
    for direction in [1.0, -1.0] {
      var shifted = offsets
      for section in bandsInView {
        shifted[section] = (offsets[section] ?? 0) + direction * screen.width
      }
      found += layout.items(in: screen, bandOffsets: shifted).filter {
        bandsInView.contains($0.section)
      }
    }
    return found
  }

  /// The rows just past `screen` in the direction of scrolling, as far as ``distance`` says;
  /// an empty rect when it is nothing.
  private func band(beside screen: CGRect) -> CGRect {
    let rows: Int
    switch distance {
    case .rows(let count): rows = max(0, count)
    case .screens(let screens):
      let extent = screens.isNaN ? 0 : max(0, min(screens, 1_000_000)) * screen.height
      rows = TerminalListView.cells(extent.rounded(.up))
    }
    guard rows > 0, screen.width > 0 else { return .zero }
    let top = isScrollingBack ? screen.minY - CGFloat(rows) : screen.maxY
    return CGRect(x: screen.minX, y: top, width: screen.width, height: CGFloat(rows))
  }
}

extension TerminalListView {
  /// How far past the screen a list looks for items it will soon show.
  public enum PrefetchDistance: Hashable, Sendable {
    /// A number of rows (negative as 0).
    case rows(Int)
    /// A number of screens, a fraction of one included (negative and NaN as 0).
    case screens(Double)
  }

  /// How far past the screen, in the direction the list last scrolled (down until it first
  /// scrolls up), the list reports items it will soon show to its data source: one screen by
  /// default. `.rows(0)` turns prefetching off, cancelling every prefetch whose cell is not on
  /// screen at the next frame.
  ///
  /// Each presented frame works out the items in that band whose cells are not on screen yet
  /// and reports those not prefetched already (`ListEventHandler.prefetchItems(at:)`); the
  /// prefetched ones it no longer holds, and whose cells are not on screen, are cancelled
  /// (`ListEventHandler.cancelPrefetchingForItems(at:)`), and those that come on screen are
  /// consumed by their cells appearing. The frame also reports the visible rect, from which a
  /// `ListController` works out its working range. Both take the layout's rectangle queries:
  /// O(log *n* + *k*) for *k* items in the band, never a pass over the list. In a band (a
  /// carousel) on screen, the cards within a screen's width either side of those showing are
  /// prefetched too.
  public var prefetchDistance: PrefetchDistance {
    get { features.prefetching.distance }
    set { features.prefetching.distance = newValue }
  }

  /// The band past the screen the last presented frame prefetched, in content coordinates
  /// (empty before the first frame and when prefetching is off).
  public var prefetchRect: CGRect { features.prefetching.band }
}
