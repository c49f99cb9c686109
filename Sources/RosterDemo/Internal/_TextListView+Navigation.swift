import Foundation

extension _TextListView {
  package func select(_ indexPath: IndexPath) {
    selection = indexPath
    selectedIdentifier = dataSource?.cellModel(at: indexPath)?.identifier
    keepInView(.item(indexPath))
  }

  /// After an update: the selection stays on its identifier when it is still there, else on
  /// the nearest item at or before its old position.
  func followSelection() {
    if let top, !isValid(top) { self.top = nil }
    guard let selection else { return }
    if let identifier = selectedIdentifier {
      if dataSource?.cellModel(at: selection)?.identifier == identifier { return }
      if let found = find(identifier) { return select(found) }
    }
    if let item = nearestItem(to: selection) { select(item) } else { self.selection = nil }
  }

  /// Moves ``top`` so that `element` is entirely in view, scrolling as little as possible.
  func keepInView(_ element: _ListElement) {
    let target = earliestElementShowingTogether(with: element)
    guard let current = validTop(), current <= target else {
      top = target
      return
    }
    var used = 0
    var walker: _ListElement? = current
    while let position = walker, position <= element {
      used += lines(for: position).count
      if used > rows { break }
      if position == element { return }
      walker = next(after: position)
    }
    var start = element
    var total = lines(for: element).count
    while let previous = previous(before: start), total + lines(for: previous).count <= rows {
      total += lines(for: previous).count
      start = previous
    }
    top = start
  }

  /// The header of `element`'s section when `element` is its first item, so that scrolling up
  /// to a section shows its heading.
  private func earliestElementShowingTogether(with element: _ListElement) -> _ListElement {
    guard case .item(let indexPath) = element, indexPath.item == 0,
      dataSource?.section(at: indexPath.section)?.headerModel != nil
    else { return element }
    return .header(section: indexPath.section)
  }

  func validTop() -> _ListElement? {
    if let top, isValid(top) { return top }
    top = firstElement()
    return top
  }

  func isValid(_ element: _ListElement) -> Bool {
    guard let dataSource, (0..<dataSource.numberOfSections).contains(element.section) else {
      return false
    }
    switch element {
    case .header(let section): return dataSource.section(at: section)?.headerModel != nil
    case .footer(let section): return dataSource.section(at: section)?.footerModel != nil
    case .item(let indexPath):
      return (0..<dataSource.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
    }
  }

  private func find(_ identifier: String) -> IndexPath? {
    guard let dataSource else { return nil }
    for section in 0..<dataSource.numberOfSections {
      for item in 0..<dataSource.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        if dataSource.cellModel(at: indexPath)?.identifier == identifier { return indexPath }
      }
    }
    return nil
  }

  private func nearestItem(to indexPath: IndexPath) -> IndexPath? {
    guard let dataSource, dataSource.numberOfSections > 0 else { return nil }
    let section = min(indexPath.section, dataSource.numberOfSections - 1)
    let count = dataSource.numberOfItems(inSection: section)
    if count > 0 { return IndexPath(item: min(indexPath.item, count - 1), section: section) }
    return previousItem(before: IndexPath(item: 0, section: section))
      ?? nextItem(after: IndexPath(item: 0, section: section))
  }
}
