#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// A row of text: sized explicitly, or measured by its cell (`measured`) through
  /// `systemLayoutSizeFitting`, where its height is the height of the cell's label. It names a
  /// ``RowCell``, for a collection view; a table's `CellRegistry` shows it with a `TableRowCell`.
  struct RowModel: TypedCellModel, SelectableCellModel, DisplayableCellModel,
    HighlightableCellModel, ReorderableCellModel, CustomStringConvertible
  {
    typealias CellType = RowCell

    var identifier: String
    var text: String
    var height: CGFloat = 44
    /// The row's width; the container's when `nil`.
    var width: CGFloat?
    var measured = false
    /// The height a measured row's estimate gives it until it is measured; the mean measured
    /// height of rows when `nil`.
    var estimatedHeight: CGFloat?
    var selectionAction: SelectionAction?
    var isHighlightEnabled = false
    var highlightAction: HighlightAction?
    /// Where the row reports that it appears and disappears, if anywhere.
    var log: DisplayLog?
    var isReorderable = false
    var moveAction: MoveAction?

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
      return (model.identifier, model.text, model.height, model.width, model.measured)
        == (identifier, text, height, width, measured)
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      measured
        ? .autolayout : .explicit(CGSize(width: width ?? containerSize.width, height: height))
    }

    func estimatedSize(constrainedTo containerSize: CGSize) -> CGSize? {
      estimatedHeight.map { CGSize(width: containerSize.width, height: $0) }
    }

    var description: String { "\(identifier):\(text)" }
  }

  /// A row shown by another cell type, so that a row whose type changes is reloaded (a new
  /// cell dequeued under another reuse identifier).
  struct BadgeRowModel: TypedCellModel, DisplayableCellModel, CustomStringConvertible {
    typealias CellType = BadgeRowCell

    var row: RowModel
    var identifier: String { row.identifier }

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
    /// The ``DisplayLog/phase`` of the last display binding.
    private var boundDuring = ""
    var boundModel: (any CellModel)? { model }

    func bind(model: BadgeRowModel, sizing: Bool) {
      if !sizing, let log = model.row.log {
        log.bound(model, replacing: self.model, boundDuring: boundDuring)
        boundDuring = log.phase
      }
      self.model = model
    }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let model { model.row.log?.measured(model, width: targetSize.width) }
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  /// Whether `model` reports its display to a ``DisplayLog``.
  func isLogged(_ model: any CellModel) -> Bool {
    (model as? RowModel)?.log != nil || (model as? BadgeRowModel)?.row.log != nil
  }

  /// What the rows that report to it went through: which row identifiers are displayed, by the
  /// rows' will-display and did-end-displaying actions (after settling it must hold exactly the
  /// identifiers of the visible cells, once each: the controller reports one display per item
  /// however many cells show it), how their cells were bound and measured, and which rows were
  /// selected where.
  @MainActor
  final class DisplayLog {
    private(set) var displayed: [String: Int] = [:]
    /// Rows that ended displaying more often than they appeared.
    private(set) var unbalanced: [String] = []
    /// Display bindings of a cell to a row identical to the one it already showed: a reconfigure
    /// or rebind of something that did not change.
    private(set) var needlessRebinds: [String] = []
    /// Display bindings of a cell that showed another row and was not prepared for reuse since.
    private(set) var bindingsWithoutReuse: [String] = []
    /// Measurements of a row with the same content, at the same width, as its last one.
    private(set) var repeatedMeasurements: [String] = []
    /// The identifiers of the rows measured, in order.
    private(set) var measuredIdentifiers: [String] = []
    private var lastMeasurement: [String: String] = [:]
    /// What the test is doing, for the reports above.
    var phase = ""
    /// The rows whose selection action ran, with the index path it was given, in order.
    private(set) var selections: [(identifier: String, indexPath: IndexPath)] = []

    func appeared(_ identifier: String) { displayed[identifier, default: 0] += 1 }

    func disappeared(_ identifier: String) {
      guard let count = displayed[identifier], count > 0 else {
        unbalanced.append(identifier)
        return
      }
      displayed[identifier] = count == 1 ? nil : count - 1
    }

    /// A cell that showed `previous` (`nil` if new or prepared for reuse), bound during
    /// `previousPhase`, is bound to `model`. A cell that a batch brings on screen is bound when
    /// it is created, and again if the batch rebinds its item: only a rebinding of what the cell
    /// showed before the current step is needless.
    func bound(
      _ model: any CellModel, replacing previous: (any CellModel)?,
      boundDuring previousPhase: String
    ) {
      guard let previous else { return }
      if previous.identifier != model.identifier {
        bindingsWithoutReuse.append("\(previous) -> \(model)")
      } else if previous.identical(to: model) && previousPhase != phase {
        needlessRebinds.append("\(model) \(phase)")
      }
    }

    /// `model` is measured, constrained to `width`. (The controller keeps one measurement per
    /// identifier: rows that share one, which generated states have, measure each other out.)
    func measured(_ model: any CellModel, width: CGFloat) {
      let measurement = "\(model) at \(width)"
      measuredIdentifiers.append(model.identifier)
      if lastMeasurement[model.identifier] == measurement {
        repeatedMeasurements.append("\(model.identifier): \(measurement)")
      }
      lastMeasurement[model.identifier] = measurement
    }

    func selected(_ identifier: String, at indexPath: IndexPath) {
      selections.append((identifier, indexPath))
    }

    /// The rows whose highlight began or ended, in order, as "identifier true|false [s, i]".
    private(set) var highlights: [String] = []

    func highlighted(_ identifier: String, _ isHighlighted: Bool, at indexPath: IndexPath) {
      highlights.append("\(identifier) \(isHighlighted) \(indexPath)")
    }
  }

  /// The cell of ``RowModel``: a label whose frame its model sets, so that the model's
  /// deterministic Auto Layout fits the cell to it.
  final class RowCell: ListCollectionViewCell, TypedListCell, BoundCell {
    let label = UIView(frame: .zero)
    private(set) var model: RowModel?
    /// The ``DisplayLog/phase`` of the last display binding.
    private var boundDuring = ""
    var boundModel: (any CellModel)? { model }
    /// Display bindings (not sizing ones) since the cell was created.
    private(set) var displayBindings = 0

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    /// How many times the cell was prepared for reuse.
    private(set) var reuses = 0

    required init?(coder: NSCoder) { nil }

    func bind(model: RowModel, sizing: Bool) {
      if !sizing, let log = model.log {
        log.bound(model, replacing: self.model, boundDuring: boundDuring)
        boundDuring = log.phase
      }
      self.model = model
      label.frame = CGRect(x: 0, y: 0, width: 100, height: model.height)
      if !sizing { displayBindings += 1 }
    }

    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if let model { model.log?.measured(model, width: targetSize.width) }
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
      reuses += 1
    }
  }

  extension CGRect {
    /// Whether `frame` is this frame, but for the last bits of its coordinates: measuring the
    /// cells placed at an estimate moves the later frames by one addition each, which rounds
    /// otherwise than a running sum of fractional heights, and a view's frame goes through its
    /// center, which rounds too.
    func isSame(as frame: CGRect?) -> Bool {
      guard let frame else { return false }
      let tolerance = 1e-6
      return abs(minX - frame.minX) < tolerance && abs(minY - frame.minY) < tolerance
        && abs(width - frame.width) < tolerance && abs(height - frame.height) < tolerance
    }
  }

  /// A collection view that counts the batches and reloads it is asked for.
  final class CountingCollectionView: UICollectionView {
    private(set) var batches = 0
    private(set) var reloads = 0

    override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      batches += 1
      super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
      reloads += 1
      super.reloadData()
    }
  }

  /// A list layout that counts its layout passes.
  final class CountingLayout: ListCollectionViewLayout {
    private(set) var passes = 0

    override func prepare() {
      passes += 1
      super.prepare()
    }
  }

  /// A list on a screen, as an app builds it: a window, a collection view with a
  /// ``ListCollectionViewLayout``, its ``CollectionViewHost`` and a `ListController`.
  @MainActor
  final class Screen: ModelScreen {
    let window = shownWindow()
    let layout: ListCollectionViewLayout
    let collectionView: UICollectionView
    let host: CollectionViewHost
    let controller: ListController<CollectionViewHost>
    var diagnostics: [ListDiagnostic] = []
    /// The display log of the rows made with ``rows(_:text:)``.
    let displayLog = DisplayLog()

    var listView: UIScrollView { collectionView }
    /// The visible items in the list's index paths, each band's cards in view for the band.
    var visibleIndexPaths: [IndexPath] { host.indexPathsForVisibleItems.sorted() }

    func shownModel(at indexPath: IndexPath) -> (any CellModel)? {
      (cellView(at: indexPath) as? any BoundCell)?.boundModel
    }

    func tap(at indexPath: IndexPath) -> Bool {
      guard let cardsView = cardsView(ofSection: indexPath.section) else {
        return UIKitHarness.tap(collectionView, at: indexPath)
      }
      return UIKitHarness.tap(cardsView, at: IndexPath(item: indexPath.item, section: 0))
    }

    /// The cell showing the item at `indexPath`, a card in its band's view for a band.
    func cellView(at indexPath: IndexPath) -> UICollectionViewCell? {
      guard let cardsView = cardsView(ofSection: indexPath.section) else {
        return collectionView.cellForItem(at: indexPath)
      }
      return cardsView.cellForItem(at: IndexPath(item: indexPath.item, section: 0))
    }

    /// Whether the displayed section at `index` is a band: its constraints flow across the
    /// list's layout.
    func isBand(_ index: Int) -> Bool {
      controller.snapshot.section(at: index)?.constraints
        .isBand(inListScrolling: layout.scrollDirection) == true
    }

    /// The cell on screen for the band of section `index`, if it is a band: the one item the
    /// list's collection view has in that section.
    func bandCell(ofSection index: Int) -> UICollectionViewCell? {
      guard isBand(index) else { return nil }
      return collectionView.cellForItem(at: IndexPath(item: 0, section: index))
    }

    /// The view of the cards of the band on screen for section `index`, if it is a band.
    func cardsView(ofSection index: Int) -> UICollectionView? {
      bandCell(ofSection: index).flatMap(Self.cardsView(inBand:))
    }

    /// The collection view a band's cell holds in its content view, which shows the cards.
    static func cardsView(inBand cell: UICollectionViewCell) -> UICollectionView? {
      cell.contentView.subviews.lazy.compactMap { $0 as? UICollectionView }.first
    }

    init(inWindow: Bool = true) {
      layout = CountingLayout()
      collectionView = CountingCollectionView(frame: window.bounds, collectionViewLayout: layout)
      host = CollectionViewHost(collectionView: collectionView)
      controller = ListController(host: host)
      controller.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
      if inWindow { window.addSubview(collectionView) }
    }

    /// A screen whose window shows `viewController`, as an app's scene does.
    init(showing viewController: ListViewController) {
      layout = viewController.listLayout
      collectionView = viewController.collectionView
      controller = viewController.listController
      host = controller.host
      controller.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
      window.rootViewController = viewController
    }

    /// Lets every animation finish and the run loop turn until nothing is left to do.
    func settle() {
      UIKitHarness.settle()
    }

    /// The `performBatchUpdates` calls the collection view received (`-1` for a collection
    /// view the screen did not create).
    var batchCount: Int { (collectionView as? CountingCollectionView)?.batches ?? -1 }
    /// The `reloadData()` calls the collection view received (`-1`, as above).
    var reloadCount: Int { (collectionView as? CountingCollectionView)?.reloads ?? -1 }
    /// The layout passes of the list's layout (`-1` for a layout the screen did not create).
    var prepareCount: Int { (layout as? CountingLayout)?.passes ?? -1 }

    /// After settling: UIKit raised nothing, the counts are `sections`', the visible items are
    /// exactly those whose frames meet the bounds, and each shows a dequeued cell, in the
    /// window, bound to exactly the model at its index path.
    func expectShows(
      _ sections: [Section], _ comment: Comment? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      settle()
      #expect(
        UIKitHarness.raised(by: collectionView).isEmpty, comment, sourceLocation: sourceLocation)
      #expect(diagnostics.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(!controller.isUpdating, comment, sourceLocation: sourceLocation)
      #expect(
        collectionView.numberOfSections == sections.count, comment, sourceLocation: sourceLocation)
      for (index, section) in sections.enumerated() {
        #expect(
          collectionView.numberOfItems(inSection: index)
            == (isBand(index) ? 1 : section.cellModels.count), comment,
          sourceLocation: sourceLocation)
      }
      let inBounds = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
        .filter { $0.representedElementKind == nil }.map(\.indexPath).sorted()
      #expect(
        collectionView.indexPathsForVisibleItems == inBounds, comment,
        sourceLocation: sourceLocation)
      var visibleRows: [String: Int] = [:]
      let cards = collectionView.indexPathsForVisibleItems.filter { isBand($0.section) }
        .compactMap { collectionView.cellForItem(at: $0).flatMap(Self.cardsView(inBand:)) }
        .flatMap(\.visibleCells)
      for cell in collectionView.visibleCells + cards {
        guard let model = (cell as? any BoundCell)?.boundModel, isLogged(model) else { continue }
        // An item is displayed once however many cells show it: duplicates of an identifier
        // are one item to the controller, as a reloaded row's old and new cells are.
        visibleRows[model.identifier] = 1
      }
      #expect(
        displayLog.displayed == visibleRows,
        "will-display and did-end-displaying; \(comment ?? "")",
        sourceLocation: sourceLocation)
      #expect(displayLog.unbalanced.isEmpty, comment, sourceLocation: sourceLocation)
      for indexPath in collectionView.indexPathsForVisibleItems {
        if isBand(indexPath.section) {
          guard let band = collectionView.cellForItem(at: indexPath),
            let cardsView = Self.cardsView(inBand: band)
          else {
            Issue.record("no band cell at \(indexPath)", sourceLocation: sourceLocation)
            continue
          }
          #expect(indexPath.item == 0, comment)
          expectBand(
            cardsView,
            shows: sections.indices.contains(indexPath.section)
              ? sections[indexPath.section] : nil, at: indexPath.section, comment,
            sourceLocation: sourceLocation)
          #expect(
            band.frame.isSame(as: layout.layoutAttributesForItem(at: indexPath)?.frame), comment,
            sourceLocation: sourceLocation)
          continue
        }
        guard sections.indices.contains(indexPath.section),
          sections[indexPath.section].cellModels.indices.contains(indexPath.item),
          let cell = collectionView.cellForItem(at: indexPath),
          let bound = cell as? any BoundCell
        else {
          Issue.record("no model or no row cell at \(indexPath)", sourceLocation: sourceLocation)
          continue
        }
        let expected = sections[indexPath.section].cellModels[indexPath.item]
        #expect(
          UIKitHarness.wasDequeued(cell, by: collectionView), comment,
          sourceLocation: sourceLocation)
        #expect(cell.window === window, comment, sourceLocation: sourceLocation)
        #expect(
          bound.boundModel?.hasSameContent(as: expected) == true,
          "\(indexPath): \(String(describing: bound.boundModel)) instead of \(expected); \(comment ?? "")",
          sourceLocation: sourceLocation)
        #expect(
          (cell as? ListCollectionViewCell)?.cellModel?.hasSameContent(as: expected) == true,
          comment, sourceLocation: sourceLocation)
        #expect(
          cell.frame.isSame(as: layout.layoutAttributesForItem(at: indexPath)?.frame), comment,
          sourceLocation: sourceLocation)
      }
    }

    /// A band's own view, `cardsView`, shows exactly `section`'s cards: UIKit raised nothing
    /// there, its counts are the cards', the cards in view are those whose frames meet its
    /// bounds, each a dequeued cell bound to exactly the card at its place, where the list's
    /// layout put it less the band's origin, scrolled as far as the host says.
    func expectBand(
      _ cardsView: UICollectionView, shows section: Section?, at index: Int,
      _ comment: Comment?, sourceLocation: SourceLocation
    ) {
      guard let section else {
        Issue.record("a band cell for a section not shown", sourceLocation: sourceLocation)
        return
      }
      #expect(UIKitHarness.raised(by: cardsView).isEmpty, comment, sourceLocation: sourceLocation)
      #expect(cardsView.numberOfSections == 1, comment, sourceLocation: sourceLocation)
      #expect(
        cardsView.numberOfItems(inSection: 0) == section.cellModels.count, comment,
        sourceLocation: sourceLocation)
      let inBounds =
        (cardsView.collectionViewLayout.layoutAttributesForElements(
          in: cardsView.bounds) ?? []).map(\.indexPath).sorted()
      #expect(
        cardsView.indexPathsForVisibleItems == inBounds, comment, sourceLocation: sourceLocation)
      // Right to left, a band of a vertical list starts at its content's right end: its cards
      // are the list's frames moved right by that end, and its offset counts back from there.
      let listLayout = layout.listLayout
      let end: CGFloat? =
        listLayout.layoutDirection == .rightToLeft && listLayout.scrollDirection == .vertical
        ? listLayout.bandLength(ofSection: index).flatMap { length in
          listLayout.bandFrame(ofSection: index).map { max(0, length - $0.width) }
        } : nil
      // Bands keep their offsets by section identifier, which generated states repeat: bands
      // sharing one may each have been scrolled since the last update.
      let offset = end.map { $0 - cardsView.contentOffset.x } ?? cardsView.contentOffset.x
      let sharesIdentifier =
        controller.snapshot.sections.lazy.filter { $0.identifier == section.identifier }.count > 1
      #expect(
        sharesIdentifier || offset == host.bandOffset(ofSection: section.identifier), comment,
        sourceLocation: sourceLocation)
      let origin = layout.listLayout.bandFrame(ofSection: index)?.origin ?? .zero
      for path in cardsView.indexPathsForVisibleItems {
        guard section.cellModels.indices.contains(path.item),
          let cell = cardsView.cellForItem(at: path), let bound = cell as? any BoundCell
        else {
          Issue.record("no card or no cell at \(path) of \(index)", sourceLocation: sourceLocation)
          continue
        }
        let expected = section.cellModels[path.item]
        #expect(
          UIKitHarness.wasDequeued(cell, by: cardsView), comment, sourceLocation: sourceLocation)
        #expect(cell.window === window, comment, sourceLocation: sourceLocation)
        #expect(
          bound.boundModel?.hasSameContent(as: expected) == true,
          "card \(path.item) of \(index): \(String(describing: bound.boundModel)) instead of \(expected); \(comment ?? "")",
          sourceLocation: sourceLocation)
        let placed = layout.listLayout.frame(for: IndexPath(item: path.item, section: index))
        #expect(
          cell.frame.isSame(as: placed?.offsetBy(dx: (end ?? 0) - origin.x, dy: -origin.y)),
          comment,
          sourceLocation: sourceLocation)
      }
    }

    /// Rows `r<n>` for the given numbers, 44 points tall (eleven meet the 480-point screen),
    /// reporting their display to ``displayLog``.
    func rows(_ identifiers: some Sequence<Int>, text: String = "") -> [any CellModel] {
      identifiers.map { RowModel(identifier: "r\($0)", text: text, log: displayLog) }
    }
  }
#endif
