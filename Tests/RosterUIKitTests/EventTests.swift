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
    /// Highlighting and interactive moves, from UIKit's callbacks to the models and the
    /// controller's state, with the index paths UIKit uses.
    @Suite("RosterUIKit: highlighting and interactive moves", .serialized)
    @MainActor
    struct EventTests {
      @Test("a touch highlights a highlightable row and ends its highlight, at its index path")
      func highlight() {
        let screen = Screen()
        var events: [String] = []
        var rows = screen.rows(0..<4)
        var touched = RowModel(identifier: "t", text: "", log: screen.displayLog)
        touched.isHighlightEnabled = true
        touched.highlightAction = { model, isHighlighted, indexPath in
          MainActor.assumeIsolated {
            events.append("\(model.identifier) \(isHighlighted) \(indexPath)")
          }
        }
        rows.insert(touched, at: 2)
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        _ = UIKitHarness.tap(screen.collectionView, at: [0, 2])
        #expect(events == ["t true [0, 2]", "t false [0, 2]"])
        _ = UIKitHarness.tap(screen.collectionView, at: [0, 1])
        #expect(events.count == 2, "a row without highlighting hears nothing")
      }

      @Test(
        "an interactive move lands in the controller's state, and the next update diffs from it")
      func interactiveMove() {
        let screen = Screen()
        let rows = (0..<6).map { index in
          var row = RowModel(identifier: "r\(index)", text: "", log: screen.displayLog)
          row.isReorderable = index != 5
          return row as any CellModel
        }
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let dragged = screen.collectionView.cellForItem(at: [0, 1])

        #expect(!screen.collectionView.beginInteractiveMovementForItem(at: [0, 5]))
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: [0, 1]))
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 4 + 5))
        screen.collectionView.endInteractiveMovement()
        screen.settle()

        var moved = rows
        moved.insert(moved.remove(at: 1), at: 4)
        let afterMove = [Section(cellModels: moved, identifier: "s")]
        #expect(
          screen.controller.snapshot.sections.map(\.cellModels.description)
            == afterMove.map(\.cellModels.description))
        screen.expectShows(afterMove)
        #expect(screen.collectionView.cellForItem(at: [0, 4]) === dragged, "the dragged cell")

        // The next state is diffed against the moved order.
        var next = moved
        next.remove(at: 0)
        next.append(RowModel(identifier: "r9", text: "", log: screen.displayLog))
        let after = [Section(cellModels: next, identifier: "s")]
        screen.controller.update(with: after, animated: true)
        screen.expectShows(after)
      }

      @Test("through the host, updates during a drag wait for the drop and apply from its order")
      func updatesWaitForTheDrop() {
        let screen = Screen()
        var moves: [String] = []
        let rows = (0..<5).map { index in
          var row = RowModel(identifier: "r\(index)", text: "", log: screen.displayLog)
          row.isReorderable = true
          row.moveAction = { model, source, destination in
            MainActor.assumeIsolated {
              moves.append("\(model.identifier) \(source.item) -> \(destination.item)")
            }
          }
          return row as any CellModel
        }
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let batches = screen.batchCount

        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 1]))
        #expect(!screen.host.beginInteractiveMovementForItem(at: [0, 2]), "one at a time")
        // The app inserts a row while the user drags: nothing reaches the collection view.
        let added = RowModel(identifier: "new", text: "", log: screen.displayLog)
        screen.controller.update(with: [Section(cellModels: [added] + rows, identifier: "s")])
        #expect(screen.batchCount == batches)
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 3 + 5))
        #expect(screen.batchCount == batches)
        screen.host.endInteractiveMovement()
        screen.settle()
        #expect(moves == ["r1 1 -> 3"])
        // The app's newest state was built before the drop: the list shows what it says.
        screen.expectShows([Section(cellModels: [added] + rows, identifier: "s")])
        #expect(screen.batchCount > batches)
      }

      @Test("the drag goes only where the controller allows it (allowsMove)")
      func retargeted() {
        let screen = Screen()
        var moves: [String] = []
        let rows = (0..<5).map { index in
          var row = RowModel(identifier: "r\(index)", text: "", log: screen.displayLog)
          row.isReorderable = true
          row.moveAction = { model, source, destination in
            MainActor.assumeIsolated {
              moves.append("\(model.identifier) \(source.item) -> \(destination.item)")
            }
          }
          return row as any CellModel
        }
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.controller.allowsMove = { _, destination in destination.item > 0 }
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 3]))
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 5))  // onto r0
        screen.host.endInteractiveMovement()
        screen.settle()
        #expect(moves.isEmpty, "refused: the item stays where it was")
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 3]))
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 + 5))  // onto r1
        screen.host.endInteractiveMovement()
        screen.settle()
        #expect(moves == ["r3 3 -> 1"])
      }

      @Test("an outline row is dragged only among its siblings, and heard in the tree's terms")
      func outlineDrag() {
        let screen = Screen()
        func node(_ identifier: String, _ children: [OutlineItem] = []) -> OutlineItem {
          var row = RowModel(identifier: identifier, text: "", log: screen.displayLog)
          row.isReorderable = true
          return OutlineItem(row, isExpanded: !children.isEmpty, children: children)
        }
        var heard: [OutlineMove] = []
        screen.controller.outlineMoveHandler = { heard.append($0) }
        screen.controller.update(
          with: [Section("s", outline: [node("a", [node("a1"), node("a2")]), node("b")])],
          animated: false)
        screen.settle()
        #expect(!screen.host.beginInteractiveMovementForItem(at: [0, 0]), "a's children show")
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 2]))
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 3 * 44 + 5))
        screen.host.endInteractiveMovement()
        screen.settle()
        #expect(heard.isEmpty, "onto b, a root: refused")
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 2]))
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 + 5))
        screen.host.endInteractiveMovement()
        screen.settle()
        #expect(
          heard == [
            OutlineMove(item: "a2", parent: "a", section: "s", sourceIndex: 1, destinationIndex: 0)
          ])
      }

      @Test("through the host, a cancelled drag reports nothing and applies what waited")
      func cancelThroughTheHost() {
        let screen = Screen()
        var moves = 0
        let rows = (0..<4).map { index in
          var row = RowModel(identifier: "r\(index)", text: "", log: screen.displayLog)
          row.isReorderable = true
          row.moveAction = { _, _, _ in MainActor.assumeIsolated { moves += 1 } }
          return row as any CellModel
        }
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 0]))
        let fewer = [Section(cellModels: Array(rows.dropLast()), identifier: "s")]
        screen.controller.update(with: fewer)
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 2 + 5))
        screen.host.cancelInteractiveMovement()
        screen.settle()
        #expect(moves == 0)
        screen.expectShows(fewer)
      }

      @Test("a move the user cancels changes nothing")
      func cancelledMove() {
        let screen = Screen()
        let rows = (0..<4).map { index in
          var row = RowModel(identifier: "r\(index)", text: "", log: screen.displayLog)
          row.isReorderable = true
          return row as any CellModel
        }
        let sections = [Section(cellModels: rows, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        screen.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 44 * 3 + 5))
        screen.collectionView.cancelInteractiveMovement()
        screen.expectShows(sections)
        #expect(
          screen.controller.snapshot.sections.first?.cellModels.map(\.identifier)
            == ["r0", "r1", "r2", "r3"])
      }
    }
  }
#endif
