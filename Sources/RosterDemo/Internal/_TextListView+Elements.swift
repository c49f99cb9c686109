import Foundation

extension _TextListView {
  func firstElement() -> _ListElement? {
    guard let dataSource else { return nil }
    for section in 0..<dataSource.numberOfSections {
      if let element = firstElement(inSection: section) { return element }
    }
    return nil
  }

  func next(after element: _ListElement) -> _ListElement? {
    guard let dataSource else { return nil }
    let section = element.section
    let count = dataSource.numberOfItems(inSection: section)
    let hasFooter = dataSource.section(at: section)?.footerModel != nil
    switch element {
    case .header where count > 0: return .item(IndexPath(item: 0, section: section))
    case .item(let indexPath) where indexPath.item + 1 < count:
      return .item(IndexPath(item: indexPath.item + 1, section: section))
    case .header, .item:
      if hasFooter { return .footer(section: section) }
    case .footer: break
    }
    for later in (section + 1)..<max(dataSource.numberOfSections, section + 1) {
      if let element = firstElement(inSection: later) { return element }
    }
    return nil
  }

  func previous(before element: _ListElement) -> _ListElement? {
    guard let dataSource else { return nil }
    let section = element.section
    let count = dataSource.numberOfItems(inSection: section)
    let hasHeader = dataSource.section(at: section)?.headerModel != nil
    switch element {
    case .footer where count > 0: return .item(IndexPath(item: count - 1, section: section))
    case .item(let indexPath) where indexPath.item > 0:
      return .item(IndexPath(item: indexPath.item - 1, section: section))
    case .footer, .item:
      if hasHeader { return .header(section: section) }
    case .header: break
    }
    for earlier in stride(from: section - 1, through: 0, by: -1) {
      if let element = lastElement(inSection: earlier) { return element }
    }
    return nil
  }

  func nextItem(after indexPath: IndexPath) -> IndexPath? {
    var element = next(after: .item(indexPath))
    while let current = element {
      if let found = current.indexPath { return found }
      element = next(after: current)
    }
    return nil
  }

  func previousItem(before indexPath: IndexPath) -> IndexPath? {
    var element = previous(before: .item(indexPath))
    while let current = element {
      if let found = current.indexPath { return found }
      element = previous(before: current)
    }
    return nil
  }

  func firstItem() -> IndexPath? {
    guard let dataSource else { return nil }
    for section in 0..<dataSource.numberOfSections
    where dataSource.numberOfItems(inSection: section) > 0 {
      return IndexPath(item: 0, section: section)
    }
    return nil
  }

  func lastItem() -> IndexPath? {
    guard let dataSource else { return nil }
    for section in stride(from: dataSource.numberOfSections - 1, through: 0, by: -1) {
      let count = dataSource.numberOfItems(inSection: section)
      if count > 0 { return IndexPath(item: count - 1, section: section) }
    }
    return nil
  }

  private func firstElement(inSection section: Int) -> _ListElement? {
    guard let dataSource, let model = dataSource.section(at: section) else { return nil }
    if model.headerModel != nil { return .header(section: section) }
    if dataSource.numberOfItems(inSection: section) > 0 {
      return .item(IndexPath(item: 0, section: section))
    }
    return model.footerModel != nil ? .footer(section: section) : nil
  }

  private func lastElement(inSection section: Int) -> _ListElement? {
    guard let dataSource, let model = dataSource.section(at: section) else { return nil }
    if model.footerModel != nil { return .footer(section: section) }
    let count = dataSource.numberOfItems(inSection: section)
    if count > 0 { return .item(IndexPath(item: count - 1, section: section)) }
    return model.headerModel != nil ? .header(section: section) : nil
  }
}
