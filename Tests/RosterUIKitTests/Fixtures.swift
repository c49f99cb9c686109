#if os(Linux)
  import Foundation
  import Testing
  import UIKitModel
  @testable import RosterUIKitOnModel

  /// A row of text: sized explicitly, or measured by its cell (`measured`) through
  /// `systemLayoutSizeFitting`, where its height is the height of the cell's label. Shown by a
  /// ``RowCell`` in a collection view, by a ``TableRowCell`` in a table view (`table`).
  struct RowModel: TypedCellModel, SelectableCellModel, DisplayableCellModel,
    ReorderableCellModel, CustomStringConvertible
  {
    typealias CellType = RowCell

    var identifier: String
    var text: String
    var height: CGFloat = 44
    var measured = false
    var selectionAction: SelectionAction?
    /// Where the row reports that it appears and disappears, if anywhere.
    var log: DisplayLog?
    /// Whether the row is shown in a table view.
    var table = false
    var isReorderable = false

    var cellType: any ListCell.Type { table ? TableRowCell.self : RowCell.self }

    var willDisplayAction: DisplayAction? {
      guard let log else { return nil }
      return { model, _ in log.appeared(model.identifier) }
    }

    var didEndDisplayingAction: DisplayAction? {
      guard let log else { return nil }
      return { model, _ in log.disappeared(model.identifier) }
    }

    func identical(to model: any CellModel) -> Bool {
      guard let model = model as? RowModel else { return false }
      return (model.identifier, model.text, model.height, model.measured)
        == (identifier, text, height, measured)
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      measured ? .autolayout : .explicit(CGSize(width: containerSize.width, height: height))
    }

    var description: String { "\(identifier):\(text)" }
  }

  /// A row shown by another cell type, so that a row whose type changes is reloaded (a new
  /// cell dequeued under another reuse identifier).
  struct BadgeRowModel: TypedCellModel, DisplayableCellModel, CustomStringConvertible {
    typealias CellType = BadgeRowCell

    var row: RowModel
    var identifier: String { row.identifier }
    var cellType: any ListCell.Type { row.table ? TableBadgeRowCell.self : BadgeRowCell.self }

    func identical(to model: any CellModel) -> Bool {
      guard let model = model as? BadgeRowModel else { return false }
      return model.row.identical(to: row)
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      row.size(constrainedTo: containerSize)
    }

    var willDisplayAction: DisplayAction? {
      guard let log = row.log else { return nil }
      return { model, _ in log.appeared(model.identifier) }
    }

    var didEndDisplayingAction: DisplayAction? {
      guard let log = row.log else { return nil }
      return { model, _ in log.disappeared(model.identifier) }
    }

    var description: String { "\(row)*" }
  }

  /// A cell that remembers the model it was bound to, whichever its type.
  @MainActor
  protocol BoundCell: AnyObject {
    var boundModel: (any CellModel)? { get }
  }

  /// The cell of ``BadgeRowModel``.
  final class BadgeRowCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: BadgeRowModel?
    var boundModel: (any CellModel)? { model }

    func bind(model: BadgeRowModel, sizing: Bool) { self.model = model }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  /// Whether `model` reports its display to a ``DisplayLog``.
  func isLogged(_ model: any CellModel) -> Bool {
    (model as? RowModel)?.log != nil || (model as? BadgeRowModel)?.row.log != nil
  }

  /// How many cells of each row identifier are displayed, by the rows' will-display and
  /// did-end-displaying actions: after settling it must count exactly the visible cells.
  @MainActor
  final class DisplayLog {
    private(set) var displayed: [String: Int] = [:]
    /// Rows that ended displaying more often than they appeared.
    private(set) var unbalanced: [String] = []

    func appeared(_ identifier: String) { displayed[identifier, default: 0] += 1 }

    func disappeared(_ identifier: String) {
      guard let count = displayed[identifier], count > 0 else {
        unbalanced.append(identifier)
        return
      }
      displayed[identifier] = count == 1 ? nil : count - 1
    }
  }

  /// The cell of ``RowModel``: a label whose frame its model sets, so that the model's
  /// deterministic Auto Layout fits the cell to it.
  final class RowCell: ListCollectionViewCell, TypedListCell, BoundCell {
    let label = UIView(frame: .zero)
    private(set) var model: RowModel?
    var boundModel: (any CellModel)? { model }
    /// Display bindings (not sizing ones) since the cell was created.
    private(set) var displayBindings = 0

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func bind(model: RowModel, sizing: Bool) {
      self.model = model
      label.frame = CGRect(x: 0, y: 0, width: 100, height: model.height)
      if !sizing { displayBindings += 1 }
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  /// A list on a screen, as an app builds it: a window, a collection view with a
  /// ``ListCollectionViewLayout``, its ``CollectionViewHost`` and a `ListController`.
  @MainActor
  final class Screen: ModelScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = ListCollectionViewLayout()
    let collectionView: UICollectionView
    let host: CollectionViewHost
    let controller: ListController<CollectionViewHost>
    var diagnostics: [ListDiagnostic] = []
    /// The display log of the rows made with ``rows(_:text:)``.
    let displayLog = DisplayLog()

    init(inWindow: Bool = true) {
      collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      host = CollectionViewHost(collectionView: collectionView)
      controller = ListController(host: host)
      collectDiagnostics()
      if inWindow { window.addSubview(collectionView) }
    }

    var listView: UIScrollView { collectionView }
    var isTable: Bool { false }

    /// After settling, the checks of ``ShownList/expect(shows:in:diagnostics:isUpdating:displayLog:_:sourceLocation:)``.
    func expectShows(
      _ sections: [Section], _ comment: Comment? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      settle()
      let visible = collectionView.indexPathsForVisibleItems
      let shown = ShownList(
        batchErrors: collectionView.batchErrors, raisedExceptions: collectionView.raisedExceptions,
        counts: (0..<collectionView.numberOfSections).map {
          collectionView.numberOfItems(inSection: $0)
        },
        visible: visible,
        inBounds: (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
          .filter { $0.representedElementKind == nil }.map(\.indexPath).sorted(),
        cells: Dictionary(
          uniqueKeysWithValues: visible.compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { cell in
              (
                indexPath,
                ShownList.Cell(
                  view: cell, wasDequeued: collectionView.wasDequeued(cell),
                  listModel: (cell as? ListCollectionViewCell)?.cellModel,
                  expectedFrame: layout.layoutAttributesForItem(at: indexPath)?.frame)
              )
            }
          }))
      shown.expect(
        shows: sections, in: window, diagnostics: diagnostics, isUpdating: controller.isUpdating,
        displayLog: displayLog, comment, sourceLocation: sourceLocation)
    }

    /// Rows `r<n>` for the given numbers, 44 points tall (eleven meet the 480-point screen),
    /// reporting their display to ``displayLog``.
    func rows(_ identifiers: some Sequence<Int>, text: String = "") -> [any CellModel] {
      identifiers.map { RowModel(identifier: "r\($0)", text: text, log: displayLog) }
    }
  }
#endif
