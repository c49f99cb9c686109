import Foundation

/// A headless list view that draws a ``ListController``'s `TerminalCell`s into a `ScreenBuffer`: the
/// the demo's stand-in for RosterTerminal's `TerminalListView` until that lands, and what the
/// interactive, scripted and snapshot runs render with.
///
/// It is virtualised: only the elements (headers, items, footers) from the top of the
/// viewport to its bottom are bound and drawn, so a frame costs O(rows), whatever the number
/// of items. The selected item is marked with "> " in a two-column gutter and kept in view;
/// it follows its identifier across updates. Batches are applied at once (no animation) and
/// complete before ``performBatch(_:animated:updateData:completion:)`` returns.
@MainActor
package final class _TextListView: ListHost {
  static let gutter = 2

  package weak var dataSource: (any ListDataSource)?
  package var isOnScreen: Bool { true }
  package private(set) var columns: Int
  package private(set) var rows: Int
  package private(set) var indexPathsForVisibleItems: [IndexPath] = []
  package internal(set) var selection: IndexPath?
  /// Cell types that are not `TerminalCell`s; their models are shown as their identifiers.
  private(set) var undrawableCellTypes: Set<String> = []
  var selectedIdentifier: String?
  var top: _ListElement?
  /// The lines of the elements drawn in the current frame, so that keeping the selection in
  /// view and drawing bind each cell once.
  var frameLines: [_ListElement: [StyledLine]]?

  package init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
  }

  package var containerSize: CGSize { CGSize(width: contentWidth, height: rows) }
  var contentWidth: Int { max(columns - Self.gutter, 0) }

  package func resize(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
  }

  package func register(cellType: any ListCell.Type) {
    if !(cellType is any TerminalCell.Type) { undrawableCellTypes.insert("\(cellType)") }
  }

  package func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    followSelection()
    completion(true)
  }

  package func reloadData(updateData: () -> Void) {
    updateData()
    followSelection()
  }

  package func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    let width = size.width.isFinite ? Int(max(size.width, 0)) : contentWidth
    return CGSize(width: width, height: max(cellLines(for: model, width: width).count, 1))
  }

  package func scroll(to indexPath: IndexPath, animated: Bool) {
    guard isValid(.item(indexPath)) else { return }
    top = .item(indexPath)
    keepInView(.item(indexPath))
  }

  /// Moves the selection or selects; returns whether the key meant anything to the list.
  package func handle(_ key: DemoKey) -> Bool {
    guard let current = selection ?? firstItem() else { return false }
    switch key {
    case .down, .character("j"): select(nextItem(after: current) ?? current)
    case .up, .character("k"): select(previousItem(before: current) ?? current)
    case .pageDown:
      select(
        (0..<max(rows - 1, 1)).reduce(current) { position, _ in
          nextItem(after: position) ?? position
        })
    case .pageUp:
      select(
        (0..<max(rows - 1, 1)).reduce(current) { position, _ in
          previousItem(before: position) ?? position
        })
    case .home: select(firstItem() ?? current)
    case .end: select(lastItem() ?? current)
    case .enter: return dataSource?.didSelectItem(at: current) ?? false
    default: return false
    }
    return true
  }

  /// Draws the viewport into `buffer`, from `originRow`, as ``rows`` rows of ``columns``:
  /// the selected item's first line gets "> " in the gutter and all its lines are inverted.
  package func render(into buffer: inout ScreenBuffer, originRow: Int) {
    frameLines = [:]
    defer { frameLines = nil }
    if let selection, isValid(.item(selection)) {
      // A resize or an update may have pushed the selection out of view.
      keepInView(.item(selection))
    } else if let first = firstItem() {
      select(first)
    }
    var row = 0
    var visible: [IndexPath] = []
    var element = validTop()
    while row < rows, let current = element {
      let isSelected = current.indexPath != nil && current.indexPath == selection
      for (offset, line) in lines(for: current).enumerated() where row < rows {
        let mark = isSelected && offset == firstContentLine(of: current) ? "> " : "  "
        buffer.draw(
          StyledLine(mark, style: _Palette.name) + line, row: originRow + row, column: 0,
          maxWidth: columns, fillStyle: .plain)
        // ScreenBuffer.overlay traps on a range that starts beyond the screen's width.
        if isSelected && columns > Self.gutter {
          buffer.overlay(_Palette.selection, row: originRow + row, columns: Self.gutter..<columns)
        }
        row += 1
      }
      if let indexPath = current.indexPath { visible.append(indexPath) }
      element = next(after: current)
    }
    for blank in row..<max(rows, row) {
      buffer.fill(row: originRow + blank, column: 0, count: columns)
    }
    indexPathsForVisibleItems = visible
  }

  /// The viewport alone, as plain text rows without trailing blanks.
  package func renderedRows() -> [String] {
    var buffer = ScreenBuffer(width: columns, height: rows)
    render(into: &buffer, originRow: 0)
    return buffer.plainRows
  }
}
