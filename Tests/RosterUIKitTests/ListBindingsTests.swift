#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel
  @_spi(Testing) import RosterUIKitOnModel

  /// The app's side of a `RosterList`, as SwiftUI holds it: the bound values, every write the
  /// list made into them, and the writes SwiftUI would run after its view update.
  @MainActor
  final class BoundApp {
    var selection: Set<String> = []
    var focus: String?
    /// The list's writes into the app's state: (what, value before, value written).
    var writes: [(name: String, before: String, after: String)] = []
    /// Writes the bridge asked to run after the view update, run by ``runScheduled()``.
    var scheduled: [@MainActor () -> Void] = []

    var selectionValue: BoundValue<Set<String>> {
      BoundValue(
        get: { self.selection },
        set: { value in
          self.writes.append(("selection", "\(self.selection.sorted())", "\(value.sorted())"))
          self.selection = value
        })
    }

    var focusValue: BoundValue<String?> {
      BoundValue(
        get: { self.focus },
        set: { value in
          self.writes.append(("focus", "\(self.focus ?? "nil")", "\(value ?? "nil")"))
          self.focus = value
        })
    }

    func runScheduled() {
      while !scheduled.isEmpty { scheduled.removeFirst()() }
    }
  }

  // The filter looks for its query in the rows' text.
  extension RowModel: SearchableCellModel {
    var searchText: String { text }
  }

  extension OnUIKit {
    /// RosterList's bridge between the app's bindings and its controller, on the UIKit model:
    /// every part of a SwiftUI list but SwiftUI itself, which calls it.
    @Suite("RosterUIKit: a SwiftUI list's bindings", .serialized)
    @MainActor
    struct ListBindingsTests {
      static func rows(_ identifiers: [String]) -> [Section] {
        [
          Section(
            cellModels: identifiers.map {
              RowModel(identifier: $0, text: $0, selectionAction: { _, _ in })
            },
            identifier: "s")
        ]
      }

      /// A screen, the app, and the bridge as RosterList makes it.
      static func make() -> (Screen, BoundApp, ListBindings<CollectionViewHost>) {
        let screen = Screen()
        let app = BoundApp()
        let bindings = ListBindings(controller: screen.controller) { work in
          app.scheduled.append(work)
        }
        bindings.moveFocus = { [host = screen.host] in host.focusRememberedItem() }
        return (screen, app, bindings)
      }

      @Test("a tap writes the binding once, and the app's write selects without coming back")
      func selectionBothWays() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.selection = (app.selectionValue, .multiple)
        bindings.update(with: Self.rows(["a", "b", "c"]), state: state, animated: false)
        screen.settle()
        app.runScheduled()
        #expect(app.writes.isEmpty)

        #expect(screen.tap(at: [0, 1]))
        #expect(app.selection == ["b"])
        #expect(app.writes.count == 1)

        app.selection = ["a", "c"]
        bindings.update(with: Self.rows(["a", "b", "c"]), state: state, animated: false)
        screen.settle()
        app.runScheduled()
        #expect(screen.controller.selectedIdentifiers == ["a", "c"])
        #expect(app.writes.count == 1, "the app's own write does not come back")
        #expect(screen.collectionView.indexPathsForSelectedItems == [[0, 0], [0, 2]])
      }

      @Test("the app selects an item its update brings: selected once shown, with no write")
      func selectionOfArrivingItem() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.selection = (app.selectionValue, .single)
        bindings.update(with: Self.rows(["a"]), state: state, animated: false)
        screen.settle()
        app.selection = ["new"]
        bindings.update(with: Self.rows(["new", "a"]), state: state, animated: true)
        screen.settle()
        app.runScheduled()
        #expect(screen.controller.selectedIdentifiers == ["new"])
        #expect(app.writes.isEmpty)
      }

      @Test("an identifier no item has leaves the binding, once the update is shown")
      func selectionOfUnknownItem() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.selection = (app.selectionValue, .multiple)
        app.selection = ["a", "ghost"]
        bindings.update(with: Self.rows(["a", "b"]), state: state, animated: false)
        screen.settle()
        app.runScheduled()
        #expect(screen.controller.selectedIdentifiers == ["a"])
        #expect(app.selection == ["a"])
        #expect(app.writes.count == 1)
      }

      @Test("an update that removes a selected item takes it out of the binding")
      func removedItemLeavesBinding() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.selection = (app.selectionValue, .multiple)
        app.selection = ["a", "b"]
        bindings.update(with: Self.rows(["a", "b"]), state: state, animated: false)
        screen.settle()
        bindings.update(with: Self.rows(["b"]), state: state, animated: true)
        screen.settle()
        app.runScheduled()
        #expect(app.selection == ["b"])
        #expect(screen.controller.selectedIdentifiers == ["b"])
      }

      @Test("edit mode reaches the controller; leaving it keeps the bound selection")
      func editMode() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.selection = (app.selectionValue, .multiple)
        state.isEditing = true
        bindings.update(with: Self.rows(["a", "b"]), state: state, animated: false)
        screen.settle()
        #expect(screen.controller.isEditing)
        #expect(screen.tap(at: [0, 0]))
        state.isEditing = false
        bindings.update(with: Self.rows(["a", "b"]), state: state, animated: false)
        screen.settle()
        app.runScheduled()
        #expect(!screen.controller.isEditing)
        #expect(app.selection == ["a"])
        #expect(screen.controller.selectedIdentifiers == ["a"])
      }

      @Test("the user's focus reaches the binding; the app's moves it, or waits for its return")
      func focus() {
        let (screen, app, bindings) = Self.make()
        var state = ListBindingState()
        state.focus = app.focusValue
        bindings.update(with: Self.rows(["a", "b", "c"]), state: state, animated: false)
        screen.settle()
        #expect(screen.collectionView.modelMoveFocus(to: [0, 1]))
        #expect(app.focus == "b")
        app.focus = "c"
        bindings.update(with: Self.rows(["a", "b", "c"]), state: state, animated: false)
        screen.settle()
        app.runScheduled()
        #expect(screen.controller.focusedIdentifier == "c")
        #expect(screen.collectionView.modelFocusedIndexPath == [0, 2], "the focus was in the list")
        #expect(app.writes.count == 1, "the focus moving to the app's item writes nothing")
        screen.collectionView.modelMoveFocus(to: nil)
        app.focus = "a"
        bindings.update(with: Self.rows(["a", "b", "c"]), state: state, animated: false)
        screen.settle()
        #expect(screen.collectionView.modelFocusedIndexPath == nil, "the focus is elsewhere")
        #expect(screen.collectionView.modelFocusReturns() == [0, 0])
        #expect(app.writes.count == 1)
      }

      @Test("pull-to-refresh runs the environment's action and shows it until it returns")
      func refresh() async {
        let (screen, _, bindings) = Self.make()
        var state = ListBindingState()
        var refreshing: [Bool] = []
        state.refreshAction = { refreshing.append(screen.controller.isRefreshing) }
        bindings.update(with: Self.rows(["a"]), state: state, animated: false)
        screen.settle()
        #expect(screen.collectionView.refreshControl != nil)
        await screen.controller.refresh()
        #expect(refreshing == [true])
        #expect(!screen.controller.isRefreshing)
        state.refreshAction = nil
        bindings.update(with: Self.rows(["a"]), state: state, animated: false)
        #expect(screen.collectionView.refreshControl == nil)
      }

      @Test("the edge handler hears the end; the footer leaves in the batch that brings the page")
      func paging() {
        let (screen, _, bindings) = Self.make()
        var edges: [ListEdge] = []
        var state = ListBindingState()
        state.edgeApproachAction = { edges.append($0) }
        state.loadingFooterModel = RowModel(identifier: "loading", text: "…")
        state.isLoadingMore = true
        let page = (0..<3).map { "p\($0)" }
        bindings.update(with: Self.rows(page), state: state, animated: false)
        screen.settle()
        #expect(edges.contains(.end))
        #expect(screen.controller.sections.last?.identifier == "roster.loading")
        let batches = screen.batchCount
        state.isLoadingMore = false
        bindings.update(with: Self.rows(page + ["p3", "p4"]), state: state, animated: true)
        screen.settle()
        #expect(screen.controller.sections.map(\.identifier) == ["s"])
        #expect(screen.batchCount == batches + 1, "one batch: the page in, the footer out")
      }

      @Test("the filter query and the scroll target apply when they change")
      func filterAndScrollTarget() {
        let (screen, _, bindings) = Self.make()
        let items = (0..<40).map { "row\($0)" }
        var state = ListBindingState()
        state.filterQuery = "row1"
        bindings.update(with: Self.rows(items), state: state, animated: false)
        screen.settle()
        #expect(screen.controller.sections.first?.cellModels.count == 11)
        state.filterQuery = nil
        state.scrollTarget = "row39"
        state.animatesScroll = false
        bindings.update(with: Self.rows(items), state: state, animated: false)
        screen.settle()
        #expect(screen.visibleIndexPaths.contains([0, 39]))
        // The same target again scrolls nowhere: the user may have scrolled away.
        screen.collectionView.contentOffset = .zero
        bindings.update(with: Self.rows(items), state: state, animated: false)
        screen.settle()
        #expect(!screen.visibleIndexPaths.contains([0, 39]))
      }

      /// Random sequences of the app's writes (selection, focus, items, edit mode, filter) and
      /// the user's taps and focus moves, in single and multiple selection: once the list is
      /// settled, the binding and the controller hold the same selection and focus, and no
      /// write of the list into the app's state ever writes what the app holds (no echo).
      @Test("the bindings and the controller agree, and nothing echoes")
      func agreement() async {
        await propertyCheck(
          count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...30),
          Gen.bool
        ) { steps, single in
          let (screen, app, bindings) = Self.make()
          var state = ListBindingState()
          state.selection = (app.selectionValue, single ? .single : .multiple)
          state.focus = app.focusValue
          let pool = (0..<10).map { "i\($0)" }
          var shown = Array(pool.prefix(6))
          @MainActor func render(animated: Bool = true) {
            bindings.update(with: Self.rows(shown), state: state, animated: animated)
          }
          @MainActor func settle() {
            screen.settle()
            app.runScheduled()
          }
          render(animated: false)
          settle()
          for step in steps {
            let pick = step / 16
            switch step % 8 {
            case 0:
              let subset = pool.indices.filter { (pick >> $0) & 1 == 1 }.map { pool[$0] }
              app.selection = single ? Set(subset.prefix(1)) : Set(subset)
              render()
            case 1:
              // Some of the pool, rotated: insertions, deletions and moves.
              let kept = pool.indices.filter { (pick >> $0) & 3 != 0 }.map { pool[$0] }
              let turn = kept.isEmpty ? 0 : pick % kept.count
              shown = Array(kept[turn...] + kept[..<turn])
              render()
            case 2, 3:
              Self.touch(screen, pick: pick, taps: step % 8 == 2)
            case 4:
              app.focus = pick % 4 == 0 ? nil : pool[pick % pool.count]
              render()
            case 5:
              state.isEditing = pick % 2 == 0
              render()
            case 6:
              state.filterQuery = pick % 3 == 0 ? "i\(pick % 10)" : nil
              render()
            default:
              settle()
            }
            for write in app.writes {
              #expect(write.before != write.after, "the list wrote what the app held")
            }
          }
          settle()
          render()
          settle()
          let writesBefore = app.writes.count
          render()
          settle()
          #expect(app.writes.count == writesBefore, "a state the app did not change writes nothing")
          Self.expectAgreement(screen, app)
        }
      }

      /// The user taps the visible item `pick` picks (`taps`), or moves the focus to it.
      private static func touch(_ screen: Screen, pick: Int, taps: Bool) {
        let visible = screen.visibleIndexPaths
        guard !visible.isEmpty else { return }
        let indexPath = visible[pick % visible.count]
        if taps {
          _ = screen.tap(at: indexPath)
        } else {
          screen.collectionView.modelMoveFocus(to: indexPath)
        }
      }

      /// The binding and the controller hold the same selection and focus, and UIKit raised
      /// nothing.
      private static func expectAgreement(_ screen: Screen, _ app: BoundApp) {
        #expect(Set(screen.controller.selectedIdentifiers) == app.selection)
        #expect(screen.controller.focusedIdentifier == app.focus)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }
    }
  }
#endif
