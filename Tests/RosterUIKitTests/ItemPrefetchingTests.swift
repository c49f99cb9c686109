#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The prefetching feature on its own: a host whose list is a recording, so what reaches
    /// the list is exactly what the feature sends, in the list's index paths.
    @Suite("RosterUIKit: ItemPrefetching on a recording list", .serialized)
    @MainActor
    struct ItemPrefetchingTests {
      @Test("a collection view's requests reach the list in its index paths, a band's not")
      func collectionRequests() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        host.collectionView(view, prefetchItemsAt: [[0, 1], [1, 0], [2, 0]])
        host.collectionView(view, cancelPrefetchingForItemsAt: [[2, 0], [1, 0]])
        // A band's cards are prefetched by the band's own view: a request for the band alone
        // tells the list nothing.
        host.collectionView(view, prefetchItemsAt: [[1, 0]])
        host.collectionView(view, cancelPrefetchingForItemsAt: [[1, 0]])
        #expect(source.log == ["prefetch [[0, 1], [2, 0]]", "cancelPrefetch [[2, 0]]"])
      }

      @Test("a reload cancels every prefetch the list holds, and only a reload does")
      func reloadCancels() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, _) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        source.prefetched = [[0, 2], [2, 1]]
        host.reloadData {}
        #expect(
          source.log.filter { $0.hasPrefix("cancelPrefetch") }
            == ["cancelPrefetch [[0, 2], [2, 1]]"])
        source.log.removeAll()
        source.prefetched = []
        host.reloadData {}
        #expect(!source.log.contains { $0.hasPrefix("cancelPrefetch") }, "nothing to cancel")
      }

      @Test("each new visible region of a collection view reaches the list with its layout")
      func visibleRegion() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (_, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(rows: 20), in: window)
        view.contentOffset = CGPoint(x: 0, y: 100)
        UIKitHarness.settle()
        #expect(source.log.last { $0.hasPrefix("visible") } == "visible \(view.bounds)")
      }

      @Test("a table's rows are the list's items, and it reports no visible region")
      func table() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        host.tableView(tableView, prefetchRowsAt: [[1, 0], [2, 2]])
        host.tableView(tableView, cancelPrefetchingForRowsAt: [[1, 1]])
        tableView.contentOffset = CGPoint(x: 0, y: 40)
        UIKitHarness.settle()
        #expect(source.log == ["prefetch [[1, 0], [2, 2]]", "cancelPrefetch [[1, 1]]"])
      }
    }
  }
#endif
