#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// `ListController.refreshAction` as UIKit's `UIRefreshControl`, on both views.
    @Suite("RosterUIKit: pull-to-refresh", .serialized)
    @MainActor
    struct RefreshControlTests {
      @Test("a collection view gets a refresh control whose pull runs the action, then ends")
      func collectionView() async {
        let screen = Screen()
        screen.controller.update(with: [Section(cellModels: screen.rows(0..<3), identifier: "s")])
        screen.settle()
        #expect(screen.collectionView.refreshControl == nil)
        var finish: CheckedContinuation<Void, Never>?
        screen.controller.refreshAction = {
          await withCheckedContinuation { finish = $0 }
          screen.controller.update(with: [Section(cellModels: screen.rows(0..<5), identifier: "s")])
        }
        let control = try? #require(screen.collectionView.refreshControl)
        #expect(control?.modelPull() == true)
        #expect(screen.controller.isRefreshing && control?.isRefreshing == true)
        #expect(control?.modelPull() == false, "refreshing already")
        while finish == nil { await Task.yield() }
        finish?.resume()
        finish = nil
        while screen.controller.isRefreshing { await Task.yield() }
        screen.settle()
        #expect(control?.isRefreshing == false)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 5)

        // The app refreshes on its own: the control shows it.
        async let refresh: Void = screen.controller.refresh()
        while finish == nil || !screen.controller.isRefreshing { await Task.yield() }
        #expect(control?.isRefreshing == true)
        finish?.resume()
        await refresh
        #expect(control?.isRefreshing == false)

        screen.controller.refreshAction = nil
        #expect(screen.collectionView.refreshControl == nil)
      }

      @Test("a table view gets one too")
      func tableView() async {
        let screen = TableScreen()
        var runs = 0
        screen.controller.refreshAction = { runs += 1 }
        #expect(screen.tableView.refreshControl?.modelPull() == true)
        while screen.controller.isRefreshing { await Task.yield() }
        #expect(runs == 1 && screen.tableView.refreshControl?.isRefreshing == false)
      }

      @Test("a refresh that never returns ends when the app ends it, on both views")
      func endingAHangingRefresh() async {
        let collection = Screen()
        await Self.endHangingRefresh(collection.controller) {
          collection.collectionView.refreshControl
        }
        let table = TableScreen()
        await Self.endHangingRefresh(table.controller) { table.tableView.refreshControl }
      }

      /// Starts a refresh whose action sleeps until cancelled, by a pull on `control`, and ends
      /// it with `endRefreshing()`, then another by dropping the action.
      private static func endHangingRefresh<Host>(
        _ controller: ListController<Host>, control: () -> UIRefreshControl?
      ) async {
        var cancelled = 0
        controller.refreshAction = {
          try? await Task.sleep(for: .seconds(3600))
          if Task.isCancelled { cancelled += 1 }
        }
        #expect(control()?.modelPull() == true)
        #expect(controller.isRefreshing && control()?.isRefreshing == true)
        controller.endRefreshing()
        #expect(!controller.isRefreshing && control()?.isRefreshing == false)
        while cancelled < 1 { await Task.yield() }

        #expect(control()?.modelPull() == true, "a new refresh may start")
        controller.refreshAction = nil
        #expect(!controller.isRefreshing && control() == nil)
        while cancelled < 2 { await Task.yield() }
      }
    }
  }
#endif
