import Foundation

/// A headless list view that draws a ``ListController``'s sections as plain text lines: the
/// demo's stand-in for RosterTerminal's `TerminalListView` until that lands, and what the
/// scripted mode and the snapshot tests render with.
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
  /// Models whose cell type cannot draw itself as text, by identifier (shown as the identifier).
  private(set) var undrawableModels: Set<String> = []
  var selectedIdentifier: String?
  var top: _ListElement?
  /// The lines of the elements drawn in the current frame, so that keeping the selection in
  /// view and drawing bind each cell once.
  var frameLines: [_ListElement: [String]]?

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
    if !(cellType is any _TextCell.Type) { undrawableModels.insert("\(cellType)") }
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

  /// The viewport as exactly ``rows`` lines of exactly ``columns`` columns.
  package func render() -> [String] {
    frameLines = [:]
    defer { frameLines = nil }
    if let selection, isValid(.item(selection)) {
      // A resize or an update may have pushed the selection out of view.
      keepInView(.item(selection))
    } else if let first = firstItem() {
      select(first)
    }
    var output: [String] = []
    var visible: [IndexPath] = []
    var element = validTop()
    while output.count < rows, let current = element {
      let isSelected = current.indexPath != nil && current.indexPath == selection
      for (offset, line) in lines(for: current).enumerated() where output.count < rows {
        let mark = isSelected && offset == firstContentLine(of: current) ? "> " : "  "
        output.append(_Text.padded(mark + line, to: columns))
      }
      if let indexPath = current.indexPath { visible.append(indexPath) }
      element = next(after: current)
    }
    indexPathsForVisibleItems = visible
    let blank = String(repeating: " ", count: columns)
    return output + Array(repeating: blank, count: rows - output.count)
  }
}
