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
    /// RosterUIKit's ``TableViewHost`` run as an app runs it, against the UIKit model's table
    /// view: a `ListController` drives the host of a table view in a window, and after every
    /// update has settled each visible row is a dequeued cell bound to exactly the model at its
    /// index path, at the frame the controller's heights give it.
    @Suite("RosterUIKit end to end on the UIKit model's table view", .serialized)
    @MainActor
    struct TableEndToEndTests {
      @Test("the first load shows the visible rows, each in a dequeued cell, heights exact")
      func firstLoad() {
        let screen = TableScreen()
        let sections = [Section(cellModels: screen.rows(0..<30), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.tableView.indexPathsForVisibleRows?.count == 11)
        #expect(abs(screen.tableView.contentSize.height - 30 * 44) < 0.001)
        #expect(
          screen.tableView.estimatedRowHeight == 44,
          "the table places the rows it has not shown at the first row's height")
        #expect(screen.tableView.sectionHeaderTopPadding == 0)
      }

      @Test("an animated update moves, inserts, deletes, reconfigures only the changed rows")
      func animatedUpdate() {
        let screen = TableScreen()
        let before = [Section(cellModels: screen.rows(0..<8), identifier: "s")]
        screen.controller.update(with: before, animated: false)
        screen.expectShows(before)
        let edited = screen.tableView.cellForRow(at: [0, 2]) as? TableRowCell
        let unchanged = screen.tableView.cellForRow(at: [0, 3]) as? TableRowCell
        let deleted = screen.tableView.cellForRow(at: [0, 0])
        let bindings = (edited?.displayBindings, unchanged?.displayBindings)

        var changed = screen.rows([7, 1, 2, 3, 4, 5, 6, 9, 10])
        changed[2] = RowModel(identifier: "r2", text: "edited", log: screen.displayLog)
        let after = [Section(cellModels: changed, identifier: "s")]
        var completions: [Bool] = []
        screen.controller.update(with: after, animated: true) { completions.append($0) }
        UIKitHarness.advance()
        #expect(completions.isEmpty, "the completion waits for the animation")
        #expect(deleted?.window != nil, "a deleted row stays on screen while it animates away")
        UIKitHarness.advance(by: UIKitHarness.animationDuration)
        #expect(completions == [true])
        #expect(deleted?.window == nil)
        screen.expectShows(after)
        #expect(screen.batchCount == 2)
        #expect(screen.tableView.cellForRow(at: [0, 2]) === edited, "reconfigured in place")
        #expect(edited?.model?.text == "edited")
        #expect(edited?.displayBindings == bindings.0.map { $0 + 1 }, "bound once more")
        #expect(unchanged?.displayBindings == bindings.1, "an unchanged row is not bound again")
        #expect(edited?.reuses == 0, "reconfiguring does not prepare the cell for reuse")
      }

      @Test("sections move, come and go in a non-animated update")
      func sectionsUpdate() {
        let screen = TableScreen()
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
        #expect(UIKitHarness.animationsInFlight(in: screen.tableView) ?? 0 == 0)
        UIKitHarness.advance()
        #expect(completed)
        screen.expectShows(after)
      }

      @Test("selecting a row runs its model's action with its index path, then deselects it")
      func selection() {
        let screen = TableScreen()
        var selected: [String] = []
        let models: [any CellModel] = (0..<3).map { index in
          RowModel(
            identifier: "r\(index)", text: "",
            selectionAction: { model, indexPath in
              MainActor.assumeIsolated { selected.append("\(model.identifier) \(indexPath)") }
            })
        }
        let sections = [
          Section(cellModels: screen.rows(7..<8), identifier: "first"),
          Section(cellModels: models + screen.rows(3..<4), identifier: "s"),
        ]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(UIKitHarness.tap(screen.tableView, at: [1, 1]))
        #expect(selected == ["r1 [1, 1]"])
        #expect(screen.tableView.indexPathsForSelectedRows == [])
        #expect(
          !UIKitHarness.tap(screen.tableView, at: [1, 3]),
          "a row without an action is not selectable")
        #expect(selected == ["r1 [1, 1]"])
      }

      @Test("an update while not in a window reloads, and the window then shows it")
      func offWindowReloads() {
        let screen = TableScreen(inWindow: false)
        let sections = [Section(cellModels: screen.rows(0..<5), identifier: "s")]
        screen.controller.update(with: sections, animated: true)
        UIKitHarness.settle()
        #expect(screen.batchCount == 0)
        #expect(screen.reloadCount == 1)
        screen.window.addSubview(screen.tableView)
        screen.expectShows(sections)
        let after = [Section(cellModels: screen.rows([4, 0, 7]), identifier: "s")]
        screen.tableView.removeFromSuperview()
        screen.controller.update(with: after, animated: true)
        screen.window.addSubview(screen.tableView)
        screen.expectShows(after)
        #expect(screen.batchCount == 0)
      }

      @Test("scrolling ends rows' display, reuses their cells prepared, and binds them again")
      func scrollingReusesCells() {
        let screen = TableScreen()
        let sections = [Section(cellModels: screen.rows(0..<100), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let first = screen.tableView.visibleCells
        screen.tableView.contentOffset.y = 44 * 50
        screen.expectShows(sections)
        #expect(screen.tableView.indexPathsForVisibleRows?.first == [0, 50])
        let reused = screen.tableView.visibleCells.filter { cell in first.contains { $0 === cell } }
        #expect(!reused.isEmpty)
        #expect(reused.allSatisfy { ($0 as? TableRowCell)?.reuses == 1 })
        #expect(reused.allSatisfy { ($0 as? TableRowCell)?.model != nil })
        _ = screen.controller.scrollTo(
          cellModel: RowModel(identifier: "r5", text: ""), animated: false)
        screen.expectShows(sections)
        #expect(screen.tableView.indexPathsForVisibleRows?.contains([0, 5]) == true)
      }

      @Test("measured rows are as tall as their content, measured once per content and width")
      func measuredRows() {
        let screen = TableScreen()
        func sections(_ heights: [CGFloat]) -> [Section] {
          let models: [any CellModel] = heights.enumerated().map { index, height in
            RowModel(identifier: "m\(index)", text: "", height: height, measured: true)
          }
          return [Section(cellModels: models, identifier: "s")]
        }
        screen.controller.update(with: sections([10, 30, 20]), animated: false)
        screen.expectShows(sections([10, 30, 20]))
        #expect(screen.tableView.visibleCells.map(\.frame.height) == [10, 30, 20])
        #expect(screen.controller.sizeCacheStatistics.misses == 3)

        screen.controller.update(with: sections([10, 30, 20]), animated: true)
        screen.expectShows(sections([10, 30, 20]))
        #expect(screen.controller.sizeCacheStatistics.misses == 3, "the same content: cached")

        screen.controller.update(with: sections([10, 50, 20]), animated: true)
        screen.expectShows(sections([10, 50, 20]))
        #expect(screen.tableView.visibleCells.map(\.frame.height) == [10, 50, 20])
        #expect(screen.controller.sizeCacheStatistics.misses == 4, "one row changed")

        screen.tableView.frame.size.width = 300
        screen.expectShows(sections([10, 50, 20]))
        #expect(screen.controller.sizeCacheStatistics.misses == 7, "a new width: every row")
        #expect(screen.tableView.visibleCells.allSatisfy { $0.frame.width == 300 })
      }

      @Test("headers and footers are header-footer views holding a bound cell, rebound in place")
      func headersAndFooters() {
        let screen = TableScreen()
        func sections(_ title: String, footer: CGFloat = 20) -> [Section] {
          [
            Section(
              cellModels: screen.rows(0..<2), identifier: "s",
              headerModel: RowModel(identifier: "h", text: title, height: 30),
              footerModel: RowModel(identifier: "f", text: "end", height: footer))
          ]
        }
        screen.controller.update(with: sections("Posts"), animated: false)
        screen.expectShows(sections("Posts"))
        let header = screen.tableView.headerView(forSection: 0)
        let cell = header?.contentView.subviews.lazy.compactMap { $0 as? TableRowCell }.first
        #expect(cell?.model?.text == "Posts")
        #expect(header.map { UIKitHarness.wasDequeued($0, by: screen.tableView) } == true)
        #expect(header?.frame.height == 30)
        #expect(cell?.frame.size == header?.frame.size, "the cell fills the header")
        #expect(screen.tableView.cellForRow(at: [0, 0])?.frame.minY == 30)
        let footerTop = screen.tableView.footerView(forSection: 0)?.frame.minY ?? 0
        #expect(abs(footerTop - (30 + 2 * 44)) < 0.001, "\(footerTop - 118)")

        screen.controller.update(with: sections("News", footer: 40), animated: true)
        screen.expectShows(sections("News", footer: 40))
        #expect(screen.tableView.headerView(forSection: 0) === header, "kept")
        #expect(cell?.model?.text == "News", "rebound")
        #expect(screen.tableView.footerView(forSection: 0)?.frame.height == 40)
      }

      @Test("a section of several columns shows full-width rows, reported once per cause")
      func multiColumnSection() {
        let screen = TableScreen()
        func sections(_ count: Int) -> [Section] {
          [
            Section(
              cellModels: screen.rows(0..<count), identifier: "grid",
              constraints: Constraints(minimumLineSpacing: 8, distribution: .equally(cellsInRow: 3))
            ),
            Section(cellModels: screen.rows(count..<(count + 2)), identifier: "list"),
          ]
        }
        screen.controller.update(with: sections(6), animated: false)
        screen.settle()
        screen.controller.update(with: sections(7), animated: true)
        screen.settle()
        #expect(screen.diagnostics.count == 2, "\(screen.diagnostics)")
        for diagnostic in screen.diagnostics {
          guard case .unsupportedConstraints(let section, _) = diagnostic else {
            Issue.record("\(diagnostic)")
            continue
          }
          #expect(section == "grid")
        }
        screen.diagnostics = []
        screen.expectShows(sections(7))
        #expect(screen.tableView.visibleCells.allSatisfy { $0.frame.width == 320 })
        #expect(screen.tableView.cellForRow(at: [0, 1])?.frame.minY == 44)
      }

      @Test("a model whose cell type is not a table cell shows an empty cell, reported")
      func unusableCellType() {
        let screen = TableScreen()
        // Without its registry entry a badge row is shown by the collection view cell it names.
        screen.host.cellRegistry.removeRegistration(for: BadgeRowModel.self)
        let badge = BadgeRowModel(row: RowModel(identifier: "c", text: ""))
        let sections = [Section(cellModels: [badge] + screen.rows(0..<2), identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.settle()
        #expect(UIKitHarness.raised(by: screen.tableView).isEmpty)
        #expect(
          screen.tableView.cellForRow(at: [0, 0]).map { type(of: $0) } == UITableViewCell.self)
        #expect(screen.tableView.cellForRow(at: [0, 1]) is TableRowCell)
        guard case .unusableCellType(let cellType, _)? = screen.diagnostics.first else {
          Issue.record("no diagnostic: \(screen.diagnostics)")
          return
        }
        #expect(cellType.hasSuffix("BadgeRowCell"))
      }

      @Test("a row dragged to another place is moved in the controller's data")
      func reordering() {
        let screen = TableScreen()
        let models: [any CellModel] = (0..<4).map { index in
          RowModel(identifier: "r\(index)", text: "", isReorderable: index != 3)
        }
        let sections = [Section(cellModels: models, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(UIKitHarness.drag(screen.tableView, from: [0, 0], to: [0, 2]))
        let moved = [Section(cellModels: [1, 2, 0, 3].map { models[$0] }, identifier: "s")]
        screen.expectShows(moved)
        #expect(
          screen.controller.snapshot.sections.first?.cellModels.map(\.identifier) == [
            "r1", "r2", "r0", "r3",
          ])
        #expect(!UIKitHarness.drag(screen.tableView, from: [0, 3], to: [0, 0]), "not reorderable")
        // The controller retargets a drop it does not allow: the row stays where it was.
        screen.controller.allowsMove = { _, destination in destination.item > 0 }
        #expect(UIKitHarness.drag(screen.tableView, from: [0, 1], to: [0, 0]))
        screen.expectShows(moved)
      }

      @Test("a ListTableViewController shown by a window lays its list out")
      func listTableViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ListTableViewController()
        // RowCell is a collection view cell: the table says so once, to the test.
        var diagnostics: [ListDiagnostic] = []
        controller.listController.diagnosticHandler = { diagnostics.append($0) }
        window.rootViewController = controller
        let sections = [
          Section(
            cellModels: (0..<4).map { RowModel(identifier: "r\($0)", text: "") },
            identifier: "s")
        ]
        controller.listController.update(with: sections, animated: true)
        UIKitHarness.settle()
        #expect(controller.tableView.indexPathsForVisibleRows?.count == 4)
        #expect(UIKitHarness.raised(by: controller.tableView).isEmpty)
        #expect(
          diagnostics.allSatisfy {
            if case .unusableCellType = $0 { true } else { false }
          })
      }
    }
  }
#endif
