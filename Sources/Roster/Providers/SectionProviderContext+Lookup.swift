import Foundation

// What the provider's part of the list displays now, in the provider's own index paths.
extension SectionProviderContext {
  /// The number of the provider's sections displayed.
  public var numberOfSections: Int {
    displayedSections.count
  }

  /// A displayed section of the provider's, by its position among the provider's sections.
  public func section(at index: Int) -> Section? {
    let sections = displayedSections
    guard sections.indices.contains(index) else { return nil }
    return attachedBackend?.displayedSection(at: sections[index])
  }

  /// The model displayed at the provider's `indexPath`, or `nil` when there is none.
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    guard indexPath.count == 2, let section = section(at: indexPath.section),
      section.cellModels.indices.contains(indexPath.item)
    else { return nil }
    return section.cellModels[indexPath.item]
  }

  /// Where the item with `identifier` is displayed among the provider's sections.
  ///
  /// - Complexity: O(*n*) for the provider's *n* displayed items.
  public func indexPath(forIdentifier identifier: String) -> IndexPath? {
    for (offset, index) in displayedSections.enumerated() {
      guard let section = attachedBackend?.displayedSection(at: index) else { continue }
      if let item = section.cellModels.firstIndex(where: { $0.identifier == identifier }) {
        return IndexPath(item: item, section: offset)
      }
    }
    return nil
  }

  /// The provider's items whose cells are visible, in its own index paths.
  public var indexPathsForVisibleItems: [IndexPath] {
    guard let backend = attachedBackend else { return [] }
    let sections = displayedSections
    var localSection: [Int: Int] = [:]
    for (offset, index) in sections.enumerated() { localSection[index] = offset }
    return backend.visibleIndexPaths.compactMap { path in
      guard path.count == 2, let section = localSection[path.section] else { return nil }
      return IndexPath(item: path.item, section: section)
    }
  }

  /// Asks the list to scroll the provider's item at `indexPath` into view; `false` when the
  /// provider displays no such item.
  @discardableResult
  public func scroll(to indexPath: IndexPath, animated: Bool = true) -> Bool {
    let sections = displayedSections
    guard let backend = attachedBackend, indexPath.count == 2,
      sections.indices.contains(indexPath.section),
      cellModel(at: indexPath) != nil
    else { return false }
    backend.scroll(
      to: IndexPath(item: indexPath.item, section: sections[indexPath.section]),
      animated: animated)
    return true
  }

  private var displayedSections: [Int] {
    attachedBackend?.displayedSections(of: provider) ?? []
  }
}
