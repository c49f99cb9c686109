import Foundation

extension _TextListView {
  /// The lines of one element, without the gutter: a header or footer across the content
  /// width; an item inside its section's insets, with the top inset before the first item,
  /// the line spacing after every other item and the bottom inset after the last.
  func lines(for element: _ListElement) -> [StyledLine] {
    if let cached = frameLines?[element] { return cached }
    let lines = uncachedLines(for: element)
    frameLines?[element] = lines
    return lines
  }

  private func uncachedLines(for element: _ListElement) -> [StyledLine] {
    guard let dataSource, let section = dataSource.section(at: element.section) else { return [] }
    switch element {
    case .header:
      return section.headerModel.map { cellLines(for: $0, width: contentWidth) } ?? []
    case .footer:
      return section.footerModel.map { cellLines(for: $0, width: contentWidth) } ?? []
    case .item(let indexPath):
      guard let model = dataSource.cellModel(at: indexPath) else { return [] }
      let inset = section.constraints.inset
      let left = Self.columns(inset.left)
      let width = max(contentWidth - left - Self.columns(inset.right), 1)
      let indent = StyledLine(String(repeating: " ", count: left))
      var lines = cellLines(for: model, width: width).map { indent + $0 }
      if lines.isEmpty { lines = [StyledLine()] }
      let count = dataSource.numberOfItems(inSection: indexPath.section)
      let before = indexPath.item == 0 ? Self.columns(inset.top) : 0
      let after =
        indexPath.item == count - 1
        ? Self.columns(inset.bottom) : Self.columns(section.constraints.minimumLineSpacing)
      return Array(repeating: StyledLine(), count: before) + lines
        + Array(repeating: StyledLine(), count: after)
    }
  }

  /// Where the selection mark goes: the first line after the top inset.
  func firstContentLine(of element: _ListElement) -> Int {
    guard case .item(let indexPath) = element, indexPath.item == 0,
      let section = dataSource?.section(at: indexPath.section)
    else { return 0 }
    return Self.columns(section.constraints.inset.top)
  }

  func cellLines(for model: any CellModel, width: Int) -> [StyledLine] {
    guard let cellType = model.cellType as? any TerminalCell.Type else {
      return [StyledLine("[\(model.identifier)]", style: _Palette.error).truncated(toWidth: width)]
    }
    let cell = cellType.init()
    cell.bind(cellModel: model, sizing: false)
    return cell.render(width: width).map { $0.truncated(toWidth: width) }
  }

  /// Points as whole columns or lines; negative, NaN and absurd values count as zero.
  static func columns(_ points: CGFloat) -> Int {
    guard points.isFinite, points > 0 else { return 0 }
    return Int(min(points, 1_000).rounded())
  }
}
