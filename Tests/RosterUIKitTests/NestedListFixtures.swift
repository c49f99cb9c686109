#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// An item of a nested list, 40 points tall (as wide as the list unless `width` says), that
  /// logs its selection in a ``NestedLog`` with the index path it was given.
  struct NestedItemModel: TypedCellModel, SelectableCellModel, CustomStringConvertible {
    typealias CellType = NestedItemCell

    var identifier: String
    var text = ""
    var height: CGFloat = 40
    var width: CGFloat?
    var log: NestedLog?

    var selectionAction: SelectionAction? {
      guard let log else { return nil }
      return { model, indexPath in
        MainActor.assumeIsolated { log.selections.append("\(model.identifier) \(indexPath)") }
      }
    }

    func identical(to model: any CellModel) -> Bool {
      guard let model = model as? NestedItemModel else { return false }
      return (model.identifier, model.text, model.height, model.width)
        == (identifier, text, height, width)
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: width ?? containerSize.width, height: height))
    }

    var description: String { "\(identifier):\(text)" }
  }

  @MainActor
  final class NestedLog {
    var selections: [String] = []
  }

  /// The cell of ``NestedItemModel``.
  final class NestedItemCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: NestedItemModel?
    var boundModel: (any CellModel)? { model }

    func bind(model: NestedItemModel, sizing: Bool) { self.model = model }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  /// Another cell for ``NestedItemModel``, which a test registers on the outer host's registry.
  final class SharedNestedItemCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: NestedItemModel?
    var boundModel: (any CellModel)? { model }

    func bind(model: NestedItemModel, sizing: Bool) { self.model = model }
  }

  /// Nested items `i<n>` for the given numbers.
  @MainActor
  func nestedItems(
    _ identifiers: some Sequence<Int>, text: String = "", log: NestedLog? = nil
  ) -> [any CellModel] {
    identifiers.map { NestedItemModel(identifier: "i\($0)", text: text, log: log) }
  }

  /// The nested list a visible cell of `view` holds, at `indexPath`.
  @MainActor
  func nestedCell(
    at indexPath: IndexPath, in view: UICollectionView
  )
    -> NestedListCollectionViewCell?
  {
    view.cellForItem(at: indexPath) as? NestedListCollectionViewCell
  }

  /// After settling, what `collectionView` (a nested list) shows: every visible cell is bound to
  /// the model at its index path in `sections`, the counts are `sections`', and UIKit raised
  /// nothing.
  @MainActor
  func expectNested(
    _ collectionView: UICollectionView?, shows sections: [Section], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let collectionView else {
      Issue.record("no nested list; \(comment ?? "")", sourceLocation: sourceLocation)
      return
    }
    #expect(
      UIKitHarness.raised(by: collectionView).isEmpty,
      "\(UIKitHarness.raised(by: collectionView)); \(comment ?? "")",
      sourceLocation: sourceLocation)
    #expect(
      (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        == sections.map(\.cellModels.count), comment, sourceLocation: sourceLocation)
    let layout = collectionView.collectionViewLayout
    let inBounds = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
      .filter { $0.representedElementKind == nil }.map(\.indexPath).sorted()
    #expect(
      collectionView.indexPathsForVisibleItems == inBounds, comment,
      sourceLocation: sourceLocation)
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard sections.indices.contains(indexPath.section),
        sections[indexPath.section].cellModels.indices.contains(indexPath.item)
      else {
        Issue.record(
          "no nested model at \(indexPath); \(comment ?? "")", sourceLocation: sourceLocation)
        continue
      }
      let expected = sections[indexPath.section].cellModels[indexPath.item]
      let bound = (collectionView.cellForItem(at: indexPath) as? any BoundCell)?.boundModel
      #expect(
        bound?.hasSameContent(as: expected) == true,
        "nested \(indexPath): \(String(describing: bound)) instead of \(expected); \(comment ?? "")",
        sourceLocation: sourceLocation)
    }
  }
#endif

#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// Nested rows `i<n>` for the given numbers, 40 points tall, shown in a table by
  /// ``TableRowCell`` (the table screen's registry), logging their selection in `log` with the
  /// index path they were given.
  @MainActor
  func nestedRows(
    _ identifiers: some Sequence<Int>, text: String = "", log: NestedLog? = nil
  ) -> [any CellModel] {
    identifiers.map { nestedRow("i\($0)", text: text, height: 40, log: log) }
  }

  /// A row `identifier` of `height` that logs its selection in `log`, if any.
  @MainActor
  func nestedRow(
    _ identifier: String, text: String = "", height: CGFloat, log: NestedLog?
  ) -> RowModel {
    var row = RowModel(identifier: identifier, text: text, height: height)
    if let log {
      row.selectionAction = { model, indexPath in
        MainActor.assumeIsolated { log.selections.append("\(model.identifier) \(indexPath)") }
      }
    }
    return row
  }

  /// The nested list that `diagnostic` reports a table showing vertically although it asks to
  /// scroll horizontally, by its identifier; `nil` for another diagnostic. The reason's exact
  /// words are not API: it is known by naming the list and what it asks for.
  func horizontalNestedList(reportedBy diagnostic: ListDiagnostic) -> String? {
    guard case .unsupportedConstraints(let identifier, let reason) = diagnostic,
      reason.contains("nested list '\(identifier)' asks to scroll horizontally")
    else { return nil }
    return identifier
  }

  /// The nested list's table view of a nested list row of `tableView`, at `indexPath`.
  @MainActor
  func nestedTable(at indexPath: IndexPath, in tableView: UITableView) -> UITableView? {
    (tableView.cellForRow(at: indexPath) as? NestedListTableViewCell)?.tableView
  }

  /// After settling, what `tableView` (a nested list) shows: every visible row is exactly a row
  /// in its bounds, bound to the model at its index path in `sections`, the counts are
  /// `sections`', and UIKit raised nothing.
  @MainActor
  func expectNested(
    _ tableView: UITableView?, shows sections: [Section], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let tableView else {
      Issue.record("no nested table; \(comment ?? "")", sourceLocation: sourceLocation)
      return
    }
    #expect(
      UIKitHarness.raised(by: tableView).isEmpty,
      "\(UIKitHarness.raised(by: tableView)); \(comment ?? "")", sourceLocation: sourceLocation)
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    #expect(counts == sections.map(\.cellModels.count), comment, sourceLocation: sourceLocation)
    var inBounds: [IndexPath] = []
    for (section, count) in counts.enumerated() {
      for row in 0..<count {
        let frame = tableView.rectForRow(at: [section, row])
        guard frame.height > 0, frame.minY < tableView.bounds.maxY,
          frame.maxY > tableView.bounds.minY
        else { continue }
        inBounds.append([section, row])
      }
    }
    let visible = (tableView.indexPathsForVisibleRows ?? []).sorted()
    #expect(visible == inBounds, comment, sourceLocation: sourceLocation)
    for indexPath in visible {
      guard sections.indices.contains(indexPath.section),
        sections[indexPath.section].cellModels.indices.contains(indexPath.item)
      else {
        Issue.record(
          "no nested model at \(indexPath); \(comment ?? "")", sourceLocation: sourceLocation)
        continue
      }
      let expected = sections[indexPath.section].cellModels[indexPath.item]
      let cell = tableView.cellForRow(at: indexPath)
      #expect(
        cell is TableRowCell, "nested \(indexPath): \(String(describing: cell))",
        sourceLocation: sourceLocation)
      let bound = (cell as? any BoundCell)?.boundModel
      #expect(
        bound?.hasSameContent(as: expected) == true,
        "nested \(indexPath): \(String(describing: bound)) instead of \(expected); \(comment ?? "")",
        sourceLocation: sourceLocation)
    }
  }
#endif
