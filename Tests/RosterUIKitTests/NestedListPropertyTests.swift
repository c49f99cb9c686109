#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Random outer lists of rows and nested lists (vertical or horizontal, of random sections
    /// of random items, some with changed content), updated at random (animated or not, while
    /// earlier outer and nested batches still animate), the outer list and the nested lists
    /// scrolled so that nested list cells are reused for other nested lists, and nested items
    /// tapped. In a table the nested lists are table views showing the table's own row cells,
    /// and a horizontal one is shown vertically, reported once as unsupported constraints. A tap
    /// runs the action of the nested model its cell shows, with its index path in the nested
    /// list. Once settled, every visible outer cell is bound to its model and every visible
    /// nested list cell shows its current model's sections, each visible nested cell or row
    /// bound to the model at its nested index path; and no view, outer or nested, was handed a
    /// batch UIKit would reject.
    @Suite("RosterUIKit: random outer lists of nested lists on the UIKit model", .serialized)
    @MainActor
    struct NestedListPropertyTests {
      /// Up to five states of up to eight outer items, each a raw number that
      /// ``sections(from:log:)`` decodes.
      static let input = Gen.int(in: 0...(1 << 24)).array(of: 0...8).array(of: 1...5)

      @Test("nested lists in a collection view show their current models after random updates")
      func collectionView() async {
        await propertyCheck(count: propertyCases(500), input: Self.input) { states in
          let screen = Screen()
          Self.check(states, on: screen) { screen.collectionView.cellForItem(at: $0) }
        }
      }

      @Test("nested lists in a table view show their current models after random updates")
      func tableView() async {
        await propertyCheck(count: propertyCases(500), input: Self.input) { states in
          let screen = TableScreen()
          Self.check(states, on: screen) { screen.tableView.cellForRow(at: $0) }
        }
      }

      /// Shows the decoded `states` one after another on `screen`, with scrolling and taps in
      /// between, checking each settled state and the last one.
      static func check(
        _ states: [[Int]], on screen: some ModelScreen, cell: (IndexPath) -> UIView?
      ) {
        let log = NestedLog()
        let inTable = screen.listView is UITableView
        let sections = states.map { Self.sections(from: $0, log: log, inTable: inTable) }
        var nestedViews: [UIScrollView] = []
        for (step, state) in sections.enumerated() {
          let comment: Comment = "step \(step) of \(states)"
          screen.controller.update(with: state, animated: step % 3 != 2)
          UIKitHarness.advance(by: [0, 0.1, 0.4][step % 3])
          for indexPath in screen.visibleIndexPaths {
            guard let nestedView = nestedView(in: cell(indexPath)) else { continue }
            nestedViews.append(nestedView)
            if step % 2 == 0 { nestedView.contentOffset.y = CGFloat(step * 37 % 90) }
          }
          tapNestedItem(number: step, on: screen, cell: cell, log: log, comment)
          if step % 4 != 3 { screen.listView.contentOffset.y = CGFloat(step * 211 % 700) }
          // Laid out at once: cells are reused while nested batches still animate.
          UIKitHarness.advance()
          if step % 2 == 1 {
            screen.settle()
            expect(screen, shows: state, cell: cell, comment)
            expectDiagnostics(
              screen.diagnostics, for: Array(sections[...step]), inTable: inTable, comment)
          }
        }
        screen.listView.contentOffset.y = 0
        screen.settle()
        expect(screen, shows: sections.last ?? [], cell: cell, "last of \(states)")
        #expect(
          !screen.visibleIndexPaths.isEmpty
            || (sections.last ?? []).allSatisfy(\.cellModels.isEmpty),
          "\(states)")
        for indexPath in screen.visibleIndexPaths {
          if let nestedView = nestedView(in: cell(indexPath)) { nestedViews.append(nestedView) }
        }
        for nestedView in nestedViews {
          #expect(raised(by: nestedView).isEmpty, "\(raised(by: nestedView)); \(states)")
        }
        expectDiagnostics(screen.diagnostics, for: sections, inTable: inTable, "\(states)")
      }

      /// What UIKit would have raised for a nested collection or table view.
      static func raised(by view: UIScrollView) -> [String] {
        if let tableView = view as? UITableView { return UIKitHarness.raised(by: tableView) }
        if let collectionView = view as? UICollectionView {
          return UIKitHarness.raised(by: collectionView)
        }
        return ["not a list view: \(view)"]
      }

      /// No diagnostics (the nested lists' included), except in a table one
      /// `unsupportedConstraints` for each horizontal nested list of `sections`' states, at most
      /// once per nested list.
      static func expectDiagnostics(
        _ diagnostics: [ListDiagnostic], for sections: [[Section]], inTable: Bool,
        _ comment: Comment
      ) {
        var horizontal: Set<String> = []
        for state in sections where inTable {
          for case let nested as NestedListCellModel in state.flatMap(\.cellModels)
          where nested.scrollDirection == .horizontal {
            horizontal.insert(nested.identifier)
          }
        }
        var reported: [String] = []
        for diagnostic in diagnostics {
          guard let identifier = horizontalNestedList(reportedBy: diagnostic),
            horizontal.contains(identifier)
          else {
            Issue.record("unexpected \(diagnostic); \(comment)")
            continue
          }
          reported.append(identifier)
        }
        #expect(Set(reported).count == reported.count, "reported once: \(reported); \(comment)")
      }

      /// Taps the `number`th visible item (wrapping round) of the first visible nested list whose
      /// cell shows a model, if any: the nested model bound to its cell hears it, with its index
      /// path in the nested list.
      static func tapNestedItem(
        number: Int, on screen: some ModelScreen, cell: (IndexPath) -> UIView?, log: NestedLog,
        _ comment: Comment
      ) {
        guard screen.listView.window != nil else { return }
        for indexPath in screen.visibleIndexPaths {
          guard let nestedView = nestedView(in: cell(indexPath)) else { continue }
          let visible = visibleIndexPaths(in: nestedView)
          guard !visible.isEmpty else { continue }
          let target = visible[number % visible.count]
          let shown = (nestedCell(at: target, in: nestedView) as? any BoundCell)?.boundModel
          let before = log.selections.count
          guard tap(nestedView, at: target) else {
            #expect(shown == nil, "a nested item is selectable: \(target); \(comment)")
            return
          }
          #expect(
            Array(log.selections.dropFirst(before))
              == ["\(shown?.identifier ?? "?") \(target)"], comment)
          return
        }
      }

      /// The visible items or rows of a nested collection or table view, sorted.
      static func visibleIndexPaths(in view: UIScrollView) -> [IndexPath] {
        if let tableView = view as? UITableView {
          return (tableView.indexPathsForVisibleRows ?? []).sorted()
        }
        return (view as? UICollectionView)?.indexPathsForVisibleItems.sorted() ?? []
      }

      /// The visible cell or row at `indexPath` of a nested collection or table view.
      static func nestedCell(at indexPath: IndexPath, in view: UIScrollView) -> UIView? {
        if let tableView = view as? UITableView { return tableView.cellForRow(at: indexPath) }
        return (view as? UICollectionView)?.cellForItem(at: indexPath)
      }

      /// A tap on the item or row at `indexPath` of a nested view; whether it was selected.
      static func tap(_ view: UIScrollView, at indexPath: IndexPath) -> Bool {
        if let tableView = view as? UITableView {
          return UIKitHarness.tap(tableView, at: indexPath)
        }
        if let collectionView = view as? UICollectionView {
          return UIKitHarness.tap(collectionView, at: indexPath)
        }
        return false
      }

      /// After settling: UIKit raised nothing for the outer list, every visible outer cell is
      /// bound to its model, and every nested list cell shows its model's sections.
      static func expect(
        _ screen: some ModelScreen, shows sections: [Section], cell: (IndexPath) -> UIView?,
        _ comment: Comment
      ) {
        #expect(!screen.controller.isUpdating, comment)
        if let collectionView = screen.listView as? UICollectionView {
          #expect(UIKitHarness.raised(by: collectionView).isEmpty, comment)
        }
        if let tableView = screen.listView as? UITableView {
          #expect(UIKitHarness.raised(by: tableView).isEmpty, comment)
        }
        for indexPath in screen.visibleIndexPaths {
          guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].cellModels.indices.contains(indexPath.item),
            let view = cell(indexPath)
          else {
            Issue.record("no model or no cell at \(indexPath); \(comment)")
            continue
          }
          let expected = sections[indexPath.section].cellModels[indexPath.item]
          let bound =
            (view as? ListCollectionViewCell)?.cellModel ?? (view as? ListTableViewCell)?.cellModel
          #expect(
            bound?.hasSameContent(as: expected) == true,
            "\(indexPath): \(String(describing: bound)) instead of \(expected); \(comment)")
          guard let nested = expected as? NestedListCellModel else { continue }
          let controllerSections =
            (view as? NestedListCollectionViewCell)?.controller?.sections
            ?? (view as? NestedListTableViewCell)?.controller?.sections
          #expect(
            controllerSections?.map { $0.cellModels.map { "\($0)" } }
              == nested.sections.map { $0.cellModels.map { "\($0)" } }, comment)
          if let tableCell = view as? NestedListTableViewCell {
            expectNested(tableCell.tableView, shows: nested.sections, comment)
          } else {
            expectNested(
              (view as? NestedListCollectionViewCell)?.collectionView, shows: nested.sections,
              comment)
          }
        }
      }

      /// The nested list's view of a nested list cell: a collection view, or a table view in a
      /// table.
      static func nestedView(in cell: UIView?) -> UIScrollView? {
        (cell as? NestedListCollectionViewCell)?.collectionView
          ?? (cell as? NestedListTableViewCell)?.tableView
      }

      /// One outer section of rows `r0`…`r5` and nested lists `n0`…`n3`, each raw number one
      /// item (a repeated identifier is left out): a row for a multiple of three, otherwise a
      /// nested list whose height, direction and sections (none, or up to two, of items `i0`…`i9`
      /// in a random order, each 30 or 50 points, some edited) come from the number. In a table
      /// the nested items are rows (``RowModel``s, which the table shows with ``TableRowCell``)
      /// in sections of the default constraints.
      static func sections(from raw: [Int], log: NestedLog, inTable: Bool) -> [Section] {
        var seen: Set<String> = []
        var models: [any CellModel] = []
        for value in raw {
          let model: any CellModel =
            value % 3 == 0
            ? RowModel(identifier: "r\(value / 3 % 6)", text: "")
            : nestedList(from: value, log: log, inTable: inTable)
          guard seen.insert(model.identifier).inserted else { continue }
          models.append(model)
        }
        return [Section(cellModels: models, identifier: "outer")]
      }

      static func nestedList(
        from value: Int, log: NestedLog, inTable: Bool
      ) -> NestedListCellModel {
        var random = SplitRandom(seed: value)
        let isHorizontal = random.next(5) == 0
        var items: [any CellModel] = (0..<10).compactMap { index in
          guard random.next(3) != 0 else { return nil }
          let text = random.next(4) == 0 ? "edited" : ""
          let height: CGFloat = isHorizontal ? 100 : [30, 50][random.next(2)]
          if inTable { return nestedRow("i\(index)", text: text, height: height, log: log) }
          return NestedItemModel(
            identifier: "i\(index)", text: text, height: height,
            width: isHorizontal ? 80 : nil, log: log)
        }
        items = items.map { ($0, random.next(1_000)) }.sorted { $0.1 < $1.1 }.map(\.0)
        let split = random.next(3) == 0 ? random.next(items.count + 1) : items.count
        let constraints = Constraints(
          scrollDirection: isHorizontal && !inTable ? .horizontal : .vertical)
        var sections = [
          Section(cellModels: Array(items[..<split]), identifier: "a", constraints: constraints)
        ]
        if split < items.count {
          sections.append(
            Section(cellModels: Array(items[split...]), identifier: "b", constraints: constraints))
        }
        // Now and then a nested list without sections.
        if random.next(8) == 0 { sections = [] }
        return NestedListCellModel(
          identifier: "n\(value / 3 % 4)", height: isHorizontal ? 100 : [120, 200][random.next(2)],
          scrollDirection: isHorizontal ? .horizontal : .vertical, sections: sections)
      }
    }
  }

  /// A small deterministic generator of numbers from one seed (a linear congruential one), to
  /// decode a generated number into a nested list.
  struct SplitRandom {
    private var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in `0..<bound` (0 for a bound of 0 or less).
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      guard bound > 0 else { return 0 }
      return Int((state >> 33) % UInt64(bound))
    }
  }
#endif
