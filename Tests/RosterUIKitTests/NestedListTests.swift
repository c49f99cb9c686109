#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Lists inside cells: ``NestedListCollectionViewCell`` and ``NestedListTableViewCell``, each
    /// a list view of its own kind (a collection view, a table view) driven by its own
    /// controller, sharing the outer registry.
    @Suite("RosterUIKit: nested lists", .serialized)
    @MainActor
    struct NestedListTests {
      /// Rows, a nested list `n` of `nested` 120 points tall (three items in view), more rows.
      static func outer(
        _ screen: Screen, nested: [Section], identifier: String = "n"
      ) -> [Section] {
        [
          Section(
            cellModels: screen.rows(0..<2)
              + [NestedListCellModel(identifier: identifier, height: 120, sections: nested)]
              + screen.rows(2..<4), identifier: "s")
        ]
      }

      @Test("a nested list shows its items with the cells of the outer host's registry")
      func sharedRegistry() {
        let screen = Screen()
        screen.host.cellRegistry.register(SharedNestedItemCell.self)
        let nested = [Section(cellModels: nestedItems(0..<10), identifier: "a")]
        screen.controller.update(with: Self.outer(screen, nested: nested), animated: false)
        screen.settle()
        #expect(screen.diagnostics.isEmpty)
        let cell = nestedCell(at: [0, 2], in: screen.collectionView)
        #expect(cell?.frame.height == 120)
        #expect(cell?.collectionView?.frame.size == CGSize(width: 320, height: 120))
        #expect(cell?.controller?.host.cellRegistry === screen.host.cellRegistry)
        expectNested(cell?.collectionView, shows: nested)
        let visible = cell?.collectionView?.visibleCells ?? []
        #expect(visible.count == 3)
        #expect(visible.allSatisfy { $0 is SharedNestedItemCell })
      }

      @Test("an outer update changing the nested sections animates one legal nested batch")
      func nestedUpdateAnimates() {
        let screen = Screen()
        let before = [Section(cellModels: nestedItems(0..<6), identifier: "a")]
        screen.controller.update(with: Self.outer(screen, nested: before), animated: false)
        screen.settle()
        let cell = nestedCell(at: [0, 2], in: screen.collectionView)
        let nestedView = cell?.collectionView
        let controller = cell?.controller
        let kept = nestedView?.cellForItem(at: [0, 2])
        let batches = nestedView?.batchCount ?? -1

        var changed = nestedItems([9, 0, 2, 3, 4, 5])
        changed[2] = NestedItemModel(identifier: "i2", text: "edited")
        let after = [
          Section(cellModels: changed, identifier: "a"),
          Section(cellModels: nestedItems(20..<22), identifier: "b"),
        ]
        screen.controller.update(with: Self.outer(screen, nested: after), animated: true)
        UIKitHarness.advance()
        #expect(nestedView?.animationsInFlight == 1, "the nested batch animates")
        screen.settle()
        #expect(screen.diagnostics.isEmpty)
        #expect(nestedCell(at: [0, 2], in: screen.collectionView) === cell, "rebound in place")
        #expect(cell?.controller === controller, "the same nested list, the same controller")
        #expect(nestedView?.batchCount == batches + 1)
        #expect(nestedView?.batchErrors.isEmpty == true)
        expectNested(nestedView, shows: after)
        #expect(nestedView?.cellForItem(at: [0, 2]) === kept, "the edited item rebound in place")
        #expect((kept as? NestedItemCell)?.model?.text == "edited")
      }

      @Test("tapping a nested item selects its model with its index path in the nested list")
      func nestedSelection() {
        let screen = Screen()
        let log = NestedLog()
        let nested = [
          Section(cellModels: nestedItems(0..<1, log: log), identifier: "a"),
          Section(cellModels: nestedItems(1..<4, log: log), identifier: "b"),
        ]
        screen.controller.update(with: Self.outer(screen, nested: nested), animated: false)
        screen.settle()
        let nestedView = nestedCell(at: [0, 2], in: screen.collectionView)?.collectionView
        #expect(nestedView.map { UIKitHarness.tap($0, at: [1, 1]) } == true)
        #expect(log.selections == ["i2 [1, 1]"])
        #expect(nestedView?.indexPathsForSelectedItems == [])
        #expect(!UIKitHarness.tap(screen.collectionView, at: [0, 2]), "the outer item is not")
      }

      @Test(
        "display, highlight, selection, context menus and prefetching reach nested models, at nested index paths"
      )
      func nestedEvents() {
        let screen = Screen()
        let log = screen.displayLog
        let rows = loggingRows(count: 2, log: log)
        let actions = ActionLog()
        let prefetches = PrefetchLog()
        let nested = [
          Section(cellModels: rows, identifier: "rows"),
          Section(cellModels: [ActionRow(identifier: "a", log: actions)], identifier: "menus"),
          prefetchRows(0..<20, log: prefetches)[0],
        ]
        screen.controller.update(
          with: [
            Section(
              cellModels: [NestedListCellModel(identifier: "n", height: 200, sections: nested)],
              identifier: "s")
          ], animated: false)
        screen.settle()
        let nestedView = nestedCell(at: [0, 0], in: screen.collectionView)?.collectionView
        #expect(log.displayed == ["h0": 1, "h1": 1], "will-display")

        #expect(nestedView.map { UIKitHarness.tap($0, at: [0, 1]) } == true)
        #expect(log.selections.map { "\($0.identifier) \($0.indexPath)" } == ["h1 [0, 1]"])
        #expect(log.highlights == ["h1 true [0, 1]", "h1 false [0, 1]"])

        let menu = nestedView?.modelContextMenu(at: [1, 0])
        let items = menu?.children.compactMap { $0 as? UIAction } ?? []
        #expect(items.map(\.title) == ["Pin", "Delete"])
        items.first?.modelPerform()
        #expect(actions.ran == ["pin a at 0"])

        let prefetched = prefetches.take("prefetch")
        #expect(!prefetched.isEmpty)
        #expect(
          prefetched.allSatisfy { entry in
            let number = entry.split(separator: " ")[1].dropFirst()
            return entry.hasSuffix("[2, \(number)]")
          }, "\(prefetched)")

        nestedView?.contentOffset.y = 2_000
        screen.settle()
        #expect(log.displayed.isEmpty, "did-end-displaying")
        #expect(log.unbalanced.isEmpty)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test("nested diagnostics reach the outer controller's diagnostic handler")
      func diagnosticsForwarded() {
        let screen = Screen()
        let nested = [Section(cellModels: nestedItems([0, 1, 0]), identifier: "a")]
        screen.controller.update(with: Self.outer(screen, nested: nested), animated: false)
        screen.settle()
        let duplicates = screen.diagnostics.filter {
          if case .duplicateItemIdentifiers = $0 { return true }
          return false
        }
        #expect(duplicates.count == 1)
        #expect("\(duplicates)".contains("i0"))
      }

      @Test(
        "a nested list's offset is kept across cell reuse; a reused cell reloads, from the origin"
      )
      func offsetKeptAcrossReuse() {
        let screen = Screen()
        // Twenty nested lists of 200 points: three meet the 480-point screen.
        let lists: [any CellModel] = (0..<20).map { list in
          NestedListCellModel(
            identifier: "n\(list)", height: 200,
            sections: [Section(cellModels: nestedItems(0..<(10 + list)), identifier: "a")])
        }
        let sections = [Section(cellModels: lists, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.settle()
        let first = nestedCell(at: [0, 0], in: screen.collectionView)
        let firstController = first?.controller
        first?.collectionView?.contentOffset.y = 80
        screen.settle()
        #expect(first?.collectionView?.indexPathsForVisibleItems.first == [0, 2])

        screen.collectionView.contentOffset.y = 2_000
        screen.settle()
        let visible = screen.collectionView.visibleCells.compactMap {
          $0 as? NestedListCollectionViewCell
        }
        #expect(visible.contains { $0 === first }, "the first list's cell shows another list")
        #expect(first?.controller !== firstController, "with a new controller")
        for cell in visible {
          #expect(cell.collectionView?.contentOffset == .zero)
          #expect(cell.collectionView?.batchCount == 0, "reloaded, never animated")
          let model = cell.cellModel as? NestedListCellModel
          expectNested(cell.collectionView, shows: model?.sections ?? [])
        }

        screen.collectionView.contentOffset.y = 0
        screen.settle()
        let back = nestedCell(at: [0, 0], in: screen.collectionView)
        #expect(back?.collectionView?.contentOffset == CGPoint(x: 0, y: 80))
        #expect(back?.collectionView?.indexPathsForVisibleItems.first == [0, 2])
        expectNested(back?.collectionView, shows: sections[0].cellModels[0].nestedSections)
        #expect(
          nestedCell(at: [0, 1], in: screen.collectionView)?.collectionView?.contentOffset == .zero)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test(
        "a cell reused for the nested list it showed updates it without animation, at its last offset"
      )
      func reusedForTheSameList() throws {
        let screen = Screen()
        // Rows, the list `n` (88…208), seven rows, another nested list `m` (516…636), more rows:
        // the 480-point screen shows `n` alone from the top, `m` alone from 300, both at 100,
        // and neither at 700. The list's view keeps the cells that leave it for reuse, and
        // reuses the one that left last first.
        let other = NestedListCellModel(
          identifier: "m", height: 120,
          sections: [Section(cellModels: nestedItems(0..<3), identifier: "a")])
        func outer(_ nested: [Section]) -> [Section] {
          [
            Section(
              cellModels: screen.rows(0..<2)
                + [NestedListCellModel(identifier: "n", height: 120, sections: nested)]
                + screen.rows(2..<9) + [other] + screen.rows(9..<30), identifier: "s")
          ]
        }
        func scroll(to offset: CGFloat) {
          screen.collectionView.contentOffset.y = offset
          screen.settle()
        }
        let before = [Section(cellModels: nestedItems(0..<10), identifier: "a")]
        screen.controller.update(with: outer(before), animated: false)
        screen.settle()
        let cell = nestedCell(at: [0, 2], in: screen.collectionView)
        let nestedView = cell?.collectionView
        nestedView?.contentOffset.y = 40
        screen.settle()
        // `m` takes a second cell; the list's cell leaves, then `m`'s.
        scroll(to: 100)
        scroll(to: 300)
        scroll(to: 700)
        // Another cell shows the list meanwhile, and leaves it further down.
        scroll(to: 0)
        let another = try #require(nestedCell(at: [0, 2], in: screen.collectionView))
        #expect(another !== cell, "another cell shows the list")
        another.collectionView?.contentOffset.y = 120
        scroll(to: 700)
        let after = [Section(cellModels: nestedItems(1..<11), identifier: "a")]
        screen.controller.update(with: outer(after), animated: false)
        screen.settle()
        // `m` takes back the other cell, and the list's first cell comes back for it, its list
        // still where that cell left it.
        scroll(to: 300)
        #expect(nestedView?.contentOffset == CGPoint(x: 0, y: 40))
        screen.collectionView.contentOffset.y = 100
        screen.collectionView.layoutIfNeeded()
        #expect(nestedCell(at: [0, 2], in: screen.collectionView) === cell, "reused for its list")
        #expect(nestedView?.animationsInFlight == 0)
        #expect(nestedView?.contentOffset == CGPoint(x: 0, y: 120))
        screen.settle()
        expectNested(nestedView, shows: after)
        #expect(nestedView?.indexPathsForVisibleItems.first == [0, 3])
      }

      @Test("a horizontal nested list scrolls across the outer list")
      func horizontal() {
        let screen = Screen()
        let items: [any CellModel] = (0..<8).map {
          NestedItemModel(identifier: "i\($0)", height: 100, width: 100)
        }
        let nested = NestedListCellModel(
          identifier: "n", height: 100, scrollDirection: .horizontal,
          sections: [
            Section(
              cellModels: items, identifier: "a",
              constraints: Constraints(scrollDirection: .horizontal))
          ])
        screen.controller.update(
          with: [Section(cellModels: [nested], identifier: "s")], animated: false)
        screen.settle()
        let nestedView = nestedCell(at: [0, 0], in: screen.collectionView)?.collectionView
        #expect(
          (nestedView?.collectionViewLayout as? ListCollectionViewLayout)?.scrollDirection
            == .horizontal)
        #expect(nestedView?.indexPathsForVisibleItems.count == 4)
        #expect(nestedView?.contentSize.width == 800)
        expectNested(nestedView, shows: nested.sections)
      }

      @Test(
        "a table shows nested lists as table views of their own, with the outer registry's table cells, updated, tapped and kept across reuse"
      )
      func table() {
        let screen = TableScreen()
        let log = NestedLog()
        func lists(edited: Bool) -> [Section] {
          let lists: [any CellModel] = (0..<20).map { list in
            var items = nestedRows(0..<10, log: log)
            if edited && list == 0 {
              items.insert(nestedRow("new", height: 40, log: log), at: 1)
            }
            return NestedListCellModel(
              identifier: "n\(list)", height: 200,
              sections: [Section(cellModels: items, identifier: "a")])
          }
          return [Section(cellModels: lists, identifier: "s")]
        }
        screen.controller.update(with: lists(edited: false), animated: false)
        screen.settle()
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        let first = screen.tableView.cellForRow(at: [0, 0]) as? NestedListTableViewCell
        let nestedView = first?.tableView
        let controller = first?.controller
        #expect(nestedView?.frame.size == CGSize(width: 320, height: 200))
        #expect(first?.controller?.host.cellRegistry === screen.host.cellRegistry)
        #expect(first?.controller?.host.tableView === nestedView)
        #expect(nestedView?.visibleCells.count == 5)
        #expect(nestedView?.visibleCells.allSatisfy { $0 is TableRowCell } == true)
        expectNested(nestedView, shows: lists(edited: false)[0].cellModels[0].nestedSections)

        screen.controller.update(with: lists(edited: true), animated: true)
        UIKitHarness.advance()
        #expect(nestedView?.animationsInFlight == 1, "the nested batch animates")
        screen.settle()
        #expect(first?.controller === controller, "the same nested list, the same controller")
        #expect(nestedView?.batchCount == 1)
        #expect(nestedView?.batchErrors.isEmpty == true)
        expectNested(nestedView, shows: lists(edited: true)[0].cellModels[0].nestedSections)
        #expect(nestedView.map { UIKitHarness.tap($0, at: [0, 1]) } == true)
        #expect(log.selections == ["new [0, 1]"])

        nestedView?.contentOffset.y = 60
        screen.tableView.contentOffset.y = 2_000
        screen.settle()
        #expect(screen.tableView.visibleCells.contains { $0 === first }, "reused")
        #expect(first?.controller !== controller, "with a new controller")
        #expect(first?.tableView?.contentOffset == .zero)
        #expect(first?.tableView?.batchCount == 1, "reloaded, never animated")
        for case let cell as NestedListTableViewCell in screen.tableView.visibleCells {
          expectNested(cell.tableView, shows: cell.cellModel?.nestedSections ?? [])
        }
        screen.tableView.contentOffset.y = 0
        screen.settle()
        let back = screen.tableView.cellForRow(at: [0, 0]) as? NestedListTableViewCell
        #expect(back?.tableView?.contentOffset == CGPoint(x: 0, y: 60))
        expectNested(back?.tableView, shows: lists(edited: true)[0].cellModels[0].nestedSections)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
        #expect(UIKitHarness.raised(by: screen.tableView).isEmpty)
      }

      /// Rows `h0`, `h1`, … that log their selection and highlight, with their index paths.
      private func loggingRows(count: Int, log: DisplayLog) -> [any CellModel] {
        (0..<count).map { index in
          var row = RowModel(identifier: "h\(index)", text: "", height: 40, log: log)
          row.selectionAction = { model, indexPath in
            MainActor.assumeIsolated { log.selected(model.identifier, at: indexPath) }
          }
          row.isHighlightEnabled = true
          row.highlightAction = { model, isHighlighted, indexPath in
            MainActor.assumeIsolated {
              log.highlighted(model.identifier, isHighlighted, at: indexPath)
            }
          }
          return row
        }
      }

      @Test(
        "a nested table's rows hear display, highlight, selection, context menus and prefetching at nested index paths"
      )
      func tableEvents() {
        let screen = TableScreen()
        let log = screen.displayLog
        let rows = loggingRows(count: 2, log: log)
        let actions = ActionLog()
        let prefetches = PrefetchLog()
        screen.host.cellRegistry.register(DemoTableCell<ActionRow>.self)
        screen.host.cellRegistry.register(DemoTableCell<PrefetchRowModel>.self)
        let nested = [
          Section(cellModels: rows, identifier: "rows"),
          Section(cellModels: [ActionRow(identifier: "a", log: actions)], identifier: "menus"),
          prefetchRows(0..<20, log: prefetches)[0],
        ]
        screen.controller.update(
          with: [
            Section(
              cellModels: [NestedListCellModel(identifier: "n", height: 200, sections: nested)],
              identifier: "s")
          ], animated: false)
        screen.settle()
        let nestedView = nestedTable(at: [0, 0], in: screen.tableView)
        #expect(log.displayed == ["h0": 1, "h1": 1], "will-display")

        #expect(nestedView.map { UIKitHarness.tap($0, at: [0, 1]) } == true)
        #expect(log.selections.map { "\($0.identifier) \($0.indexPath)" } == ["h1 [0, 1]"])
        #expect(log.highlights == ["h1 true [0, 1]", "h1 false [0, 1]"])

        let menu = nestedView?.modelContextMenu(at: [1, 0])
        let items = menu?.children.compactMap { $0 as? UIAction } ?? []
        #expect(items.map(\.title) == ["Pin", "Delete"])
        items.first?.modelPerform()
        #expect(actions.ran == ["pin a at 0"])

        nestedView?.contentOffset.y = 400
        screen.settle()
        let prefetched = prefetches.take("prefetch")
        #expect(!prefetched.isEmpty)
        #expect(
          prefetched.allSatisfy { entry in
            let number = entry.split(separator: " ")[1].dropFirst()
            return entry.hasSuffix("[2, \(number)]")
          }, "\(prefetched)")

        nestedView?.contentOffset.y = 2_000
        screen.settle()
        #expect(log.displayed.isEmpty, "did-end-displaying")
        #expect(log.unbalanced.isEmpty)
        #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics)")
      }

      @Test(
        "a horizontal nested list in a table is shown vertically and reported once as unsupported constraints"
      )
      func tableHorizontal() {
        let screen = TableScreen()
        let nested = [Section(cellModels: nestedRows(0..<8), identifier: "a")]
        func outer(text: String) -> [Section] {
          [
            Section(
              cellModels: [
                NestedListCellModel(
                  identifier: "n", height: 120, scrollDirection: .horizontal, sections: nested),
                NestedListCellModel(identifier: "v", height: 120, sections: nested),
              ] + screen.rows(0..<2, text: text), identifier: "s")
          ]
        }
        screen.controller.update(with: outer(text: ""), animated: false)
        screen.settle()
        screen.controller.update(with: outer(text: "edited"), animated: true)
        screen.settle()
        let nestedView = nestedTable(at: [0, 0], in: screen.tableView)
        #expect(nestedView?.frame.size == CGSize(width: 320, height: 120))
        expectNested(nestedView, shows: nested)
        expectNested(nestedTable(at: [0, 1], in: screen.tableView), shows: nested)
        #expect(screen.diagnostics.map(horizontalNestedList(reportedBy:)) == ["n"])
        #expect("\(screen.diagnostics)".contains("nested list 'n' asks to scroll horizontally"))
      }

      @Test("a shared registry is used as it is: without the nested list cell, no cell")
      func sharedRegistryWithoutNestedCell() {
        let host = CollectionViewHost(
          collectionView: UICollectionView(
            frame: .zero, collectionViewLayout: ListCollectionViewLayout()),
          cellRegistry: CellRegistry())
        let model = NestedListCellModel(identifier: "n", height: 10, sections: [])
        #expect(
          ObjectIdentifier(host.cellRegistry.cellType(for: model)) == ObjectIdentifier(NoCell.self))
        let table = TableViewHost(tableView: UITableView(frame: .zero, style: .plain))
        #expect(
          ObjectIdentifier(table.cellRegistry.cellType(for: model))
            == ObjectIdentifier(NestedListTableViewCell.self))
      }
    }
  }

  extension CellModel {
    /// A nested list's sections; none for another model.
    var nestedSections: [Section] { (self as? NestedListCellModel)?.sections ?? [] }
  }
#endif
