import Foundation
import RosterHostSupport

extension TerminalListView {
  /// The columns each outline level indents a row by when the section's constraints give no
  /// indentation: 2.
  public var defaultOutlineIndentation: CGFloat { Self.outlineIndentation }

  /// Two columns per outline level: a disclosure's width, so that each sits under its parent's
  /// text. A constant, not the layout's, which is being changed while the layout measures.
  static let outlineIndentation: CGFloat = 2

  /// The size of the list's cells area: ``size`` less the ``selectionMarker``'s gutter and the
  /// column of the scroll indicator (``showsScrollIndicator``). Cells are measured and laid out
  /// against it.
  public var containerSize: CGSize {
    CGSize(
      width: CGFloat(cellsWidth),
      height: size.height)
  }

  /// The items whose cells are in view now.
  public var indexPathsForVisibleItems: [IndexPath] {
    layout.items(in: viewport, bandOffsets: childLists.bandOffsetsByIndex)
  }

  /// The cell showing the item at `indexPath`, when it was in view in the last frame.
  public func cellForItem(at indexPath: IndexPath) -> (any TerminalCell)? {
    cellPool.cell(at: ElementKey(kind: .cell, indexPath: indexPath))
  }

  /// Checks that `cellType` can show models here: a type that is not a ``TerminalCell`` is
  /// reported through the data source (the controller's diagnostic handler). Every terminal
  /// cell type the ``cellRegistry`` names is shown, registered or not.
  public func register(cellType: any ListCell.Type) {
    guard cellType is any TerminalCell.Type else {
      report(.unusableCellType(cellType: "\(cellType)", reason: Self.notATerminalCell))
      return
    }
  }

  /// Performs `batch`: swaps the data, lays out the sections it touched, rebinds the live cells
  /// it names, keeps the selection on its item, and animates when asked (see
  /// ``TerminalListView``).
  public func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    let anchor = screenAnchor()
    let featureBatch = features.lifecycle.willPerformBatch(batch)
    let closing = animated ? closingScreen(of: batch) : nil
    updateData()
    if layout.containerSize == containerSize {
      // The controller's batches name every section whose header or footer changed.
      layout.apply(
        batch, sections: sections, sizing: layoutSizing(), namesEveryChangedSection: true)
      layout.measureEstimatedBands(sections: sections, size: preferredSize)
      reportLayoutDiagnostics()
    } else {
      relayout()
    }
    cellPool.forceRebind(batch.itemRebinds.lazy.map { ElementKey(kind: .cell, indexPath: $0) })
    for section in batch.sectionRebinds {
      let path = IndexPath(item: 0, section: section)
      cellPool.forceRebind([
        ElementKey(kind: .header, indexPath: path), ElementKey(kind: .footer, indexPath: path),
      ])
    }
    restore(anchor.following(batch))
    featureBatch.didPerform()
    updateNestedLists(animated: animated)
    guard animated else {
      completion(true)
      return
    }
    let animation = self.animation(of: batch, closing: closing, completion: completion)
    if !animationPlayer.play(animation) { completion(true) }
  }

  /// Swaps the data and shows it at once, keeping the selection on its item.
  public func reloadData(updateData: () -> Void) {
    let anchor = screenAnchor()
    updateData()
    // Every row may have moved: sizes are asked for the first screens only, and the rows the
    // anchors bring into view are measured where they land, so that a reload costs what it
    // shows, wherever the viewport was.
    relayout(sizingUpTo: CGFloat(2 * listRows))
    restore(anchor)
    features.lifecycle.didReloadData()
    updateNestedLists(animated: false)
  }

  /// Updates the nested lists on screen whose models the data changed, now and `animated` as
  /// the batch is, rather than when the next frame binds them: the outer update's `animated`
  /// is the nested list's too, and a nested controller shows the new sections as soon as the
  /// outer update is applied (when `updateAndWait` returns). A row whose control reported a
  /// value after the state was asked for is left as it is (see `HeldInputLedger`).
  private func updateNestedLists(animated: Bool) {
    for (key, live) in cellPool.live where key.kind == .cell {
      guard let nested = live.cell as? NestedListCell,
        let item = dataSource?.cellModel(at: key.indexPath),
        let model = ChildList.of(.item(item), inListScrolling: layout.scrollDirection)?
          .nestedListModel,
        model.identifier == live.model.identifier
      else { continue }
      var mustRebind = false
      guard
        !features.controls.heldInput.isHeld(
          model.identifier, shownRequest: dataSource?.snapshot.requestNumber,
          mustRebind: &mustRebind),
        mustRebind || !live.shows(model)
      else {
        continue
      }
      nested.show(model, animated: animated)
      cellPool.noteShown(model, at: key)
    }
  }

  /// Binds `model` to a template cell with `sizing: true` and renders it at the offered width:
  /// as wide as offered (or as its widest line when the width is free), as tall as its lines.
  public func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    let cellType = cellRegistry.cellType(for: model)
    guard canBind(model, with: cellType), let cell = template(for: cellType) else { return .zero }
    cell.bind(cellModel: model, sizing: true)
    let freeWidth = !size.width.isFinite || size.width >= CGFloat(Int32.max)
    let width = freeWidth ? Int(Int16.max) : Self.cells(size.width)
    guard freeWidth else {
      // Counted, not rendered: a cell of a million lines measures in what its count costs.
      return CGSize(width: width, height: cell.lineCount(width: width))
    }
    let lines = cell.render(width: width)
    return CGSize(width: lines.map(\.width).max() ?? 0, height: lines.count)
  }

  /// Scrolls the least that shows the item at `indexPath` (its top, when it is taller than the
  /// list), and its band sideways when it is in one; an index path outside the data is
  /// ignored.
  public func scroll(to indexPath: IndexPath, animated: Bool) {
    scrollBand(toShow: indexPath)
    scrollVertically(toShow: indexPath)
  }

  /// Scrolls the list the least that shows the rows of the item at `indexPath`, leaving its
  /// band, if any, where it is.
  func scrollVertically(toShow indexPath: IndexPath) {
    measureEstimatedRows(around: indexPath)
    guard let frame = layout.frame(for: indexPath) else { return }
    let top = Self.cells(frame.minY)
    let bottom = top + max(1, Self.cells(frame.height))
    let height = listRows
    if top < contentOffset {
      setContentOffset(top)
    } else if bottom > contentOffset + height {
      setContentOffset(min(top, bottom - height))
    }
  }

  /// Sets the offset, clamped to the content, and tells the data source.
  func setContentOffset(_ offset: Int) {
    let clamped = max(0, min(offset, maximumContentOffset))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    dataSource?.didScroll(to: CGPoint(x: 0, y: clamped))
  }

  /// The visible rect in content coordinates: the list's rows, less the filter line's.
  var viewport: CGRect {
    CGRect(
      x: 0, y: CGFloat(contentOffset), width: containerSize.width, height: CGFloat(listRows))
  }

  /// Lays everything out again from the data source: sizes are asked up to `horizon`, by
  /// default a screen past the viewport, as far as ``measureEstimatedRows()`` measures; the
  /// rows after it are estimated.
  func relayout(sizingUpTo horizon: CGFloat? = nil) {
    layout.layout(
      sections, containerSize: containerSize, sizing: layoutSizing(),
      sizingUpTo: horizon ?? viewport.maxY + CGFloat(listRows))
    layout.measureEstimatedBands(sections: sections, size: preferredSize)
    reportLayoutDiagnostics()
    cellPool.forceRebindAll()
  }

  /// Hands what the last layout pass corrected to the controller's diagnostic handler, as
  /// `ListCollectionViewLayout` does in UIKit: a list with no columns (a terminal too narrow to
  /// show it) is expected, not reported.
  func reportLayoutDiagnostics() {
    for diagnostic in layout.diagnostics {
      if case .emptyContainer = diagnostic { continue }
      report(.layout(diagnostic))
    }
  }

  /// Whether `cellType`, the one that shows `model` here, can show it; the first time a pair
  /// of model and cell type cannot, it is reported, and such models stay blank instead of being
  /// bound.
  func canBind(_ model: any CellModel, with cellType: any ListCell.Type) -> Bool {
    guard !cellType.canShow(model) else { return true }
    if onceOnlyDiagnostics.isFirstMismatch(modelType: type(of: model), cellType: cellType) {
      report(
        .cellTypeCannotShowModel(
          cellType: "\(cellType)", modelType: "\(type(of: model))",
          itemIdentifier: model.identifier))
    }
    return false
  }

  static let notATerminalCell = "not a TerminalCell; the rows of models that name it stay blank"

  /// The preferred size of an element, as the data source answers it, no taller than
  /// ``maximumCellHeight`` (reported when capped, naming the element's model).
  func preferredSize(_ kind: LayoutElement.Kind, _ indexPath: IndexPath) -> CGSize {
    guard let size = dataSource?.elementSize(of: kind, at: indexPath) else { return .zero }
    return cappedHeight(size, of: kind, at: indexPath)
  }

  /// `size` no taller than ``maximumCellHeight`` (reported when capped, naming the element's
  /// model).
  func cappedHeight(
    _ size: CGSize, of kind: LayoutElement.Kind, at indexPath: IndexPath
  ) -> CGSize {
    var size = size
    let tallest = CGFloat(Self.maximumCellHeight)
    if size.height > tallest {
      let key = ElementKey(kind: kind, indexPath: indexPath)
      let identifier = model(for: key)?.identifier ?? "\(kind) at \(indexPath)"
      report(.invalidSize(itemIdentifier: identifier, size: size))
      size.height = tallest
    }
    return size
  }

  func identifier(at indexPath: IndexPath) -> String? {
    dataSource?.cellModel(at: indexPath)?.identifier
  }

  /// A template cell of `cellType` for measuring, created once per type.
  func template(for cellType: any ListCell.Type) -> (any TerminalCell)? {
    cellPool.template(for: cellType) { makeCell(of: $0) }
  }

  /// A new cell of `cellType`, or `nil` (reported) when the view cannot make one; `nil` for
  /// ``NoCell``, whose models stay blank.
  func makeCell(of cellType: any ListCell.Type) -> (any TerminalCell)? {
    // The controller reported the model already (`ListDiagnostic.noCellForModel`).
    guard ObjectIdentifier(cellType) != ObjectIdentifier(NoCell.self) else { return nil }
    // A terminal cell type the registry names is usable whether or not an update registered it
    // yet: an entry changed between updates shows at once, rather than leaving its rows blank
    // until the next update.
    guard let terminalCellType = cellType as? any TerminalCell.Type else {
      report(.unusableCellType(cellType: "\(cellType)", reason: Self.notATerminalCell))
      return nil
    }
    let cell = terminalCellType.init()
    (cell as? NestedListCell)?.parent = self
    return cell
  }
}
