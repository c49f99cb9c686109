import Foundation
import RosterHostSupport

extension TerminalListView {
  /// Draws the list into `buffer` with its top-left corner at `column`, `row`, clipped to the
  /// buffer: the visible elements of the current frame, or the frame of a running animation.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* visible elements, plus binding the cells whose
  ///   models changed and rendering the cells bound since the last frame.
  public func render(into buffer: inout ScreenBuffer, column: Int = 0, row: Int = 0) {
    if let animation = animationPlayer.current, animation.isFading,
      let snapshot = animation.closingSnapshot
    {
      animation.drawFading(snapshot, into: &buffer, column: column, row: row)
      return
    }
    drawList(into: &buffer, column: column, row: row)
  }

  /// The current frame rendered alone, as a test or a scripted run reads it.
  public func renderedScreen() -> ScreenBuffer {
    var buffer = ScreenBuffer(width: Self.cells(size.width), height: Self.cells(size.height))
    render(into: &buffer)
    return buffer
  }

  /// Draws the visible elements of the current data, right of the gutter, and the selection
  /// marker in it.
  ///
  /// A frame that is `presented` is what the screen shows next: it binds and recycles cells,
  /// reports cells appearing and disappearing, then what it will soon show (prefetching and
  /// the working range), consumes the rebinds a batch asked for and records the frame's
  /// statistics. One that is not — the picture of the screen a deletion
  /// fades from — changes none of that: it draws each element with its cell as it stands, or a
  /// throwaway cell when it has none up to date.
  func drawList(
    into buffer: inout ScreenBuffer, column originColumn: Int, row originRow: Int,
    presented: Bool = true
  ) {
    features.filter.closeIfTheAppCleared(in: self)
    // A picture of the screen a deletion fades from shows the layout as it stands.
    if presented { measureEstimatedRows() }
    let width = Self.cells(size.width)
    // The rows the elements show in: the features' rows at the bottom (the filter line, the
    // key hints) are below them.
    let height = listRows
    // The cells' columns: between the gutter and the scroll indicator.
    let cellsLeft = cellsColumn
    let cellsWidth = self.cellsWidth
    for screenRow in 0..<Self.cells(size.height) {
      buffer.fill(row: originRow + screenRow, column: originColumn, count: width)
    }
    var visible = Set<ElementKey>()
    var displays = DisplayEvents()
    var bound = 0
    var rowsVisited = 0
    // Pinned headers and footers come last, where they stick, so they are drawn over the cells.
    let elements = layout.elements(
      in: viewport, bandOffsets: childLists.bandOffsetsByIndex, pinnedIn: viewport)
    for element in elements {
      let key = ElementKey(kind: element.kind, indexPath: element.indexPath)
      guard let model = model(for: key) else { continue }
      visible.insert(key)
      let found =
        presented
        ? liveCell(for: key, model: model, bound: &bound, displays: &displays)
        : unpresentedCell(for: key, model: model)
      guard var live = found else { continue }
      if presented { live.setFocused(key.kind == .cell && key.indexPath == selectedIndexPath) }
      if presented, key.kind == .cell, let dataSource {
        live.setSelectionState(dataSource.cellSelectionState(at: key.indexPath))
      }
      // A nested list changes between binds (its animations, its cursor): drawn afresh.
      if live.cell is NestedListCell { live.renderedWidth = nil }
      live.setLayoutDirection(layoutDirection)
      let frameWidth = Self.cells(element.frame.width)
      let top = Self.cells(element.frame.minY) - contentOffset
      // Only the element's rows on screen: walking all of them made a frame with a cell 10⁹
      // rows tall cost half a second, and rendering all of a cell 10⁵ lines tall a second.
      let firstLine = max(0, -top)
      let endLine = min(Self.cells(element.frame.height), height - top)
      let lines = live.lines(
        width: frameWidth, rows: firstLine..<max(firstLine, endLine), margin: height)
      if presented { cellPool.keep(live, at: key) }
      // A card of a scrolled band may start left of the list: its first columns are cut.
      let hidden = element.frame.minX < 0 ? Self.cells(-element.frame.minX) : 0
      let minX = Self.cells(element.frame.minX)
      let left = originColumn + cellsLeft + minX
      let overlay = self.overlay(for: key, identifier: model.identifier)
      for lineIndex in firstLine..<max(firstLine, endLine) {
        rowsVisited += 1
        let screenRow = top + lineIndex
        let offset = lines.startIndex + lineIndex - firstLine
        let whole =
          offset < lines.endIndex
          ? aligned(lines[offset], of: live.cell, width: frameWidth) : StyledLine()
        let line = hidden > 0 ? whole.suffix(fromColumn: hidden) : whole
        let clipped = min(frameWidth - hidden, cellsWidth - minX)
        buffer.draw(
          line, row: originRow + screenRow, column: left, maxWidth: clipped, fillStyle: .plain)
        if let overlay {
          buffer.overlay(overlay, row: originRow + screenRow, columns: left..<(left + clipped))
        }
      }
      if key.kind == .cell, endLine > firstLine, minX >= 0 {
        drawFeatures(
          overCellLinesAt: key.indexPath, into: &buffer,
          rows: (originRow + top + firstLine)..<(originRow + top + endLine),
          frameColumns: left..<(left + min(frameWidth, cellsWidth - minX)))
      }
      if firstLine == 0, top < height, minX >= 0 {
        let cellColumns = (originColumn + cellsLeft)..<(originColumn + cellsLeft + cellsWidth)
        let frameColumns = left..<(left + min(frameWidth, cellsWidth - minX))
        if key.kind == .cell {
          drawFeatures(
            overCellAt: key.indexPath, into: &buffer, row: originRow + top,
            cellColumns: cellColumns, frameColumns: frameColumns)
        } else {
          drawFeatures(
            overSupplementaryShowing: model, into: &buffer, row: originRow + top,
            cellColumns: cellColumns, frameColumns: frameColumns)
        }
      }
    }
    drawFeatures(into: &buffer, column: originColumn, row: originRow)
    guard presented else { return }
    recycleCells(except: visible, displays: &displays)
    report(displays)
    // After the displays: a row whose old cell this frame let go may be prefetched now (a
    // displayed item is not).
    for feature in features.all { feature.listDidPresentFrame(self) }
    cellPool.endFrame()
    counters.cellsBound = bound
    counters.elementsDrawn = elements.count
    counters.rowsVisited = rowsVisited
  }

  /// The model an element shows now.
  func model(for key: ElementKey) -> (any CellModel)? {
    switch key.kind {
    case .cell: dataSource?.cellModel(at: key.indexPath)
    case .header:
      sections.indices.contains(key.indexPath.section)
        ? sections[key.indexPath.section].headerModel : nil
    case .footer:
      sections.indices.contains(key.indexPath.section)
        ? sections[key.indexPath.section].footerModel : nil
    }
  }

  /// The live cell for `key` bound to `model`: the one already there (rebound only when its
  /// content changed or a batch asked), else a reused or new cell of the model's type; see
  /// `TerminalCellPool`.
  private func liveCell(
    for key: ElementKey, model: any CellModel, bound: inout Int, displays: inout DisplayEvents
  )
    -> LiveCell?
  {
    let force = cellPool.takeForcedRebind(at: key)
    let cellType = cellRegistry.cellType(for: model)
    guard canBind(model, with: cellType) else { return nil }
    return cellPool.cell(
      for: key, showing: model, of: cellType, force: force,
      isHeld: {
        features.controls.heldInput.isHeld(
          model.identifier, shownRequest: dataSource?.snapshot.requestNumber, mustRebind: &$0)
      },
      makeCell: { makeCell(of: $0) },
      bound: &bound, displays: &displays)
  }

  /// The cell an unpresented frame draws `key` with: its live cell when that shows `model`
  /// already, else a new cell bound to it that no one keeps; no event, no reuse, no rebind
  /// consumed.
  private func unpresentedCell(for key: ElementKey, model: any CellModel) -> LiveCell? {
    let resolved = cellRegistry.cellType(for: model)
    if let live = cellPool.upToDateCell(for: key, showing: model, of: resolved) { return live }
    guard resolved.canShow(model), let cellType = resolved as? any TerminalCell.Type else {
      return nil
    }
    let cell = cellType.init()
    cell.bind(cellModel: model, sizing: false)
    return LiveCell(cell: cell, model: model)
  }

  /// Moves cells that left the screen to the reuse pool, noting their items' ends in
  /// `displays`.
  private func recycleCells(except visible: Set<ElementKey>, displays: inout DisplayEvents) {
    cellPool.recycle(except: visible) { key, live in
      guard key.kind == .cell else { return }
      // Its reported value leaves with the cell; a new cell shows the model.
      features.controls.heldInput.release(live.model.identifier)
      displays.ended.append((key.indexPath, live.model))
    }
  }

  /// Reports a frame's display events once its cells are settled, appearances first: a row
  /// that moved to another cell (shifted by an insertion above it) shows in its new cell
  /// before its old one is reported gone, which is one display continuing, not a new one.
  ///
  /// An appearance's callbacks may update the list; each later appearance is then looked up
  /// by identity (once, in the snapshot's identifier table). One whose item was deleted is
  /// never reported, and its cell leaves, unreported too: the next frame binds a new cell, and
  /// reports it, for whatever the row holds then (the same item, inserted again, included).
  private func report(_ displays: DisplayEvents) {
    guard let dataSource else { return }
    for (indexPath, identifier) in displays.appeared {
      if dataSource.cellModel(at: indexPath)?.identifier == identifier {
        dataSource.willDisplayItem(at: indexPath)
      } else if let moved = dataSource.snapshot.indexPath(forIdentifier: identifier) {
        dataSource.willDisplayItem(at: moved)
      } else {
        cellPool.release(at: ElementKey(kind: .cell, indexPath: indexPath), ifShowing: identifier)
      }
    }
    for (indexPath, model) in displays.ended {
      dataSource.didEndDisplayingItem(at: indexPath, model: model)
    }
  }

  /// The style laid over an element: the cursor's, or an animation highlight's.
  private func overlay(for key: ElementKey, identifier: String) -> TextStyle? {
    var style: TextStyle?
    if key.kind == .cell { style = animationPlayer.highlight(of: identifier) }
    if key.kind == .cell, key.indexPath == selectedIndexPath {
      style = cursorStyle(over: style ?? .plain)
    }
    return style
  }
}

extension TerminalListView {
  /// The columns beside the cells that ``selectionMarker`` and the selection marks are drawn
  /// in, at the list's left edge (its right edge, right to left, the marker outermost): their
  /// widths, or the whole list when that is narrower.
  var gutterWidth: Int {
    min(features.gutterColumns(in: self), Self.cells(size.width))
  }
}
