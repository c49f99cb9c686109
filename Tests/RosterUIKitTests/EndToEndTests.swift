#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// RosterUIKit run as an app runs it, against the UIKit model: a `ListController` drives a
    /// ``CollectionViewHost`` whose collection view is in a window, and after every update has
    /// settled each visible cell is a dequeued cell bound to exactly the model at its index path.
    @Suite("RosterUIKit end to end on the UIKit model", .serialized)
    @MainActor
    struct EndToEndTests {
      @Test("the first load shows the visible rows, each in a dequeued cell")
      func firstLoad() {
        let screen = Screen()
        let sections = [Section(cellModels: screen.rows(0..<30), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 11)
        #expect(abs(screen.layout.collectionViewContentSize.height - 30 * 44) < 0.001)
      }

      @Test(
        "an animated update moves, inserts, deletes and rebinds, and completes after the animation")
      func animatedUpdate() {
        let screen = Screen()
        let before = [Section(cellModels: screen.rows(0..<8), identifier: "s")]
        screen.controller.update(with: before, animated: false)
        screen.expectShows(before)
        let kept = screen.collectionView.cellForItem(at: [0, 2])
        let deleted = screen.collectionView.cellForItem(at: [0, 0])

        var changed = screen.rows([7, 1, 2, 3, 4, 5, 6, 9, 10])
        changed[2] = RowModel(identifier: "r2", text: "edited", log: screen.displayLog)
        let after = [Section(cellModels: changed, identifier: "s")]
        var completions: [Bool] = []
        screen.controller.update(with: after, animated: true) { completions.append($0) }
        UIKitHarness.advance()
        #expect(completions.isEmpty, "the completion waits for the animation")
        #expect(deleted?.window != nil, "a deleted cell stays on screen while it animates away")
        UIKitHarness.advance(by: UIKitHarness.animationDuration)
        #expect(completions == [true])
        #expect(deleted?.window == nil)
        screen.expectShows(after)
        #expect(screen.batchCount == 2)
        #expect(screen.collectionView.cellForItem(at: [0, 2]) === kept, "rebound in place")
        #expect((kept as? RowCell)?.model?.text == "edited")
      }

      @Test("a non-animated update shows the new state once the run loop turns")
      func nonAnimatedUpdate() {
        let screen = Screen()
        let before = [
          Section(cellModels: screen.rows(0..<3), identifier: "a"),
          Section(cellModels: screen.rows(3..<6), identifier: "b"),
        ]
        screen.controller.update(with: before, animated: false)
        screen.expectShows(before)
        let after = [
          Section(cellModels: screen.rows([5, 3]), identifier: "b"),
          Section(cellModels: screen.rows([9]), identifier: "c"),
          Section(cellModels: screen.rows([0, 2, 1]), identifier: "a"),
        ]
        var completed = false
        screen.controller.update(with: after, animated: false) { _ in completed = true }
        #expect(UIKitHarness.animationsInFlight(in: screen.collectionView) ?? 0 == 0)
        UIKitHarness.advance()
        #expect(completed)
        screen.expectShows(after)
      }

      @Test("selecting a row runs its model's action with its index path, then deselects it")
      func selection() {
        let screen = Screen()
        var selected: [String] = []
        let models: [any CellModel] = (0..<3).map { index in
          RowModel(
            identifier: "r\(index)", text: "",
            selectionAction: { model, indexPath in
              MainActor.assumeIsolated { selected.append("\(model.identifier) \(indexPath)") }
            })
        }
        let sections = [Section(cellModels: models + screen.rows(3..<4), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(UIKitHarness.tap(screen.collectionView, at: [0, 1]))
        #expect(selected == ["r1 [0, 1]"])
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
        #expect(
          !UIKitHarness.tap(screen.collectionView, at: [0, 3]),
          "a row without an action is not selectable")
        #expect(selected == ["r1 [0, 1]"])
      }

      @Test("an update while not in a window reloads, and the window then shows it")
      func offWindowReloads() {
        let screen = Screen(inWindow: false)
        let sections = [Section(cellModels: screen.rows(0..<5), identifier: "s")]
        screen.controller.update(with: sections, animated: true)
        UIKitHarness.settle()
        #expect(screen.batchCount == 0)
        #expect(screen.reloadCount == 1)
        screen.window.addSubview(screen.collectionView)
        screen.expectShows(sections)
        let after = [Section(cellModels: screen.rows([4, 0, 7]), identifier: "s")]
        screen.collectionView.removeFromSuperview()
        screen.controller.update(with: after, animated: true)
        screen.window.addSubview(screen.collectionView)
        screen.expectShows(after)
        #expect(screen.batchCount == 0)
      }

      @Test("scrolling ends cells' display, reuses them, and binds them to the rows scrolled to")
      func scrollingReusesCells() {
        let screen = Screen()
        let sections = [Section(cellModels: screen.rows(0..<100), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let first = screen.collectionView.visibleCells
        screen.collectionView.contentOffset.y = 44 * 50
        screen.expectShows(sections)
        #expect(screen.collectionView.indexPathsForVisibleItems.first == [0, 50])
        let reused = screen.collectionView.visibleCells.filter { cell in
          first.contains { $0 === cell }
        }
        #expect(!reused.isEmpty)
        #expect(reused.allSatisfy { ($0 as? RowCell)?.reuses == 1 })
        _ = screen.controller.scrollTo(
          cellModel: RowModel(identifier: "r5", text: ""), animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.indexPathsForVisibleItems.contains([0, 5]))
      }

      @Test("measured rows are as tall as their content, through systemLayoutSizeFitting")
      func measuredRows() {
        let screen = Screen()
        let models: [any CellModel] = [10, 30, 20].enumerated().map { index, height in
          RowModel(identifier: "m\(index)", text: "", height: CGFloat(height), measured: true)
        }
        let sections = [Section(cellModels: models, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let heights = screen.collectionView.visibleCells.map(\.frame.height)
        #expect(heights == [10, 30, 20])
      }

      @Test("headers and footers are dequeued, bound, and rebound in place when they change")
      func headersAndFooters() {
        let screen = Screen()
        func sections(_ title: String) -> [Section] {
          [
            Section(
              cellModels: screen.rows(0..<2), identifier: "s",
              headerModel: RowModel(identifier: "h", text: title, height: 30),
              footerModel: RowModel(identifier: "f", text: "end", height: 20))
          ]
        }
        screen.controller.update(with: sections("Posts"), animated: false)
        screen.expectShows(sections("Posts"))
        let header = UICollectionView.elementKindSectionHeader
        let view = screen.collectionView.supplementaryView(forElementKind: header, at: [0, 0])
        #expect((view as? RowCell)?.model?.text == "Posts")
        #expect(view.map { UIKitHarness.wasDequeued($0, by: screen.collectionView) } == true)
        #expect(view?.frame.height == 30)
        #expect(screen.collectionView.cellForItem(at: [0, 0])?.frame.minY == 30)
        screen.controller.update(with: sections("News"), animated: true)
        screen.expectShows(sections("News"))
        let rebound = screen.collectionView.supplementaryView(forElementKind: header, at: [0, 0])
        #expect(rebound === view)
        #expect((rebound as? RowCell)?.model?.text == "News")
      }

      @Test("a width change lays the list out again for the new width; scrolling does not")
      func rotation() {
        let screen = Screen()
        let sections = [Section(cellModels: screen.rows(0..<20), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let prepared = screen.prepareCount
        screen.collectionView.contentOffset.y = 100
        screen.expectShows(sections)
        #expect(screen.prepareCount == prepared, "scrolling keeps the layout")
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.expectShows(sections)
        #expect(screen.prepareCount == prepared + 1)
        #expect(screen.collectionView.visibleCells.allSatisfy { $0.frame.width == 480 })
      }

      @Test("items inserted and deleted above the viewport leave the visible rows where they were")
      func scrollAnchoring() {
        let screen = Screen()
        func feed(_ identifiers: [String]) -> [Section] {
          [
            Section(
              cellModels: identifiers.map { RowModel(identifier: $0, text: "") }, identifier: "f")
          ]
        }
        var items = (0..<40).map { "p\($0)" }
        screen.controller.update(with: feed(items), animated: false)
        screen.settle()
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 440)  // p10 at the top
        screen.settle()
        let top = { screen.collectionView.indexPathsForVisibleItems.min().map { items[$0.item] } }
        #expect(top() == "p10")
        items.insert(contentsOf: ["n0", "n1", "n2"], at: 0)
        screen.controller.update(with: feed(items), animated: true)
        screen.settle()
        #expect(top() == "p10")
        #expect(screen.collectionView.contentOffset.y == CGFloat(440 + 3 * 44))
        items.removeFirst(5)
        screen.controller.update(with: feed(items), animated: false)
        screen.settle()
        #expect(top() == "p10")
        #expect(screen.collectionView.contentOffset.y == CGFloat(440 - 2 * 44))
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("with .end, a collection view at its end stays there as items arrive")
      func scrollAnchoringAtTheEnd() {
        let screen = Screen()
        screen.host.scrollAnchoring = .end
        func chat(_ count: Int) -> [Section] {
          [
            Section(
              cellModels: (0..<count).map { RowModel(identifier: "m\($0)", text: "") },
              identifier: "c")
          ]
        }
        screen.controller.update(with: chat(20), animated: false)
        screen.settle()
        let end = { screen.collectionView.contentSize.height - screen.collectionView.bounds.height }
        screen.collectionView.contentOffset = CGPoint(x: 0, y: end())
        screen.settle()
        screen.controller.update(with: chat(25), animated: true)
        screen.settle()
        #expect(screen.collectionView.contentOffset.y == end())
        #expect(screen.collectionView.indexPathsForVisibleItems.contains([0, 24]))
      }

      @Test("a pinned header sticks to the top of the scrolled collection view")
      func pinnedHeader() {
        let screen = Screen()
        let sections = (0..<3).map { index in
          Section(
            cellModels: (0..<10).map { RowModel(identifier: "r\(index)-\($0)", text: "") },
            identifier: "s\(index)",
            headerModel: RowModel(identifier: "h\(index)", text: "", height: 30),
            constraints: Constraints(pinning: .header))
        }
        screen.controller.update(with: sections, animated: false)
        screen.settle()
        let header = { (section: Int) in
          screen.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(0)?.minY == 0)
        // Section 0 is 30 + 440 tall: scrolled 200 down, its header is at the top edge.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        screen.settle()
        #expect(header(0)?.minY == 200)
        let shown = screen.layout.layoutAttributesForElements(in: screen.collectionView.bounds)
        // Section 0's header where it sticks, section 1's at its own place, each once.
        #expect(
          shown?.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
            .map(\.frame.minY).sorted() == [200, 470])
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("a ListViewController shown by a window lays its list out")
      func listViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ListViewController()
        window.rootViewController = controller
        let sections = [
          Section(
            cellModels: (0..<4).map { RowModel(identifier: "r\($0)", text: "") }, identifier: "s")
        ]
        controller.listController.update(with: sections, animated: true)
        UIKitHarness.settle()
        #expect(controller.collectionView.indexPathsForVisibleItems.count == 4)
        #expect(UIKitHarness.raised(by: controller.collectionView).isEmpty)
      }
    }
  }
#endif
