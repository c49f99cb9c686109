import Foundation

// What the provider's part of the list displays now, in the provider's own index paths.
extension SectionProviderContext {
  /// The number of the provider's sections displayed.
  public var numberOfSections: Int {
    displayedSections.count
  }

  /// A displayed section of the provider's, by its position among the provider's sections.
  public func section(at index: Int) -> Section? {
    guard let snapshot = attachedBackend?.displayedSnapshot else { return nil }
    let sections = snapshot.sections(ownedBy: provider)
    guard sections.indices.contains(index) else { return nil }
    return snapshot.section(at: sections[index])
  }

  /// The model displayed at the provider's `indexPath`, or `nil` when there is none.
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    guard indexPath.count == 2, let snapshot = attachedBackend?.displayedSnapshot else {
      return nil
    }
    let sections = snapshot.sections(ownedBy: provider)
    guard sections.indices.contains(indexPath.section) else { return nil }
    return snapshot.cellModel(
      at: IndexPath(item: indexPath.item, section: sections[indexPath.section]))
  }

  /// Where the item with `identifier` is displayed among the provider's sections.
  ///
  /// - Complexity: O(1) expected, through the displayed snapshot's identifier index; O(*n*) for
  ///   the provider's *n* displayed items when another part of the list shows the identifier
  ///   too (a duplicate the list reports).
  public func indexPath(forIdentifier identifier: String) -> IndexPath? {
    guard let snapshot = attachedBackend?.displayedSnapshot,
      let path = snapshot.indexPath(forIdentifier: identifier)
    else { return nil }
    if let owner = snapshot.owner(ofSection: path.section), owner.provider == provider {
      return IndexPath(item: path.item, section: owner.rank)
    }
    for (rank, index) in snapshot.sections(ownedBy: provider).enumerated() {
      let models = snapshot.section(at: index)?.cellModels ?? []
      if let item = models.firstIndex(where: { $0.identifier == identifier }) {
        return IndexPath(item: item, section: rank)
      }
    }
    return nil
  }

  /// The provider's items whose cells are visible, in its own index paths.
  public var indexPathsForVisibleItems: [IndexPath] {
    guard let backend = attachedBackend else { return [] }
    let snapshot = backend.displayedSnapshot
    return backend.visibleIndexPaths.compactMap { path in
      guard path.count == 2, let owner = snapshot.owner(ofSection: path.section),
        owner.provider == provider
      else { return nil }
      return IndexPath(item: path.item, section: owner.rank)
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
    attachedBackend?.displayedSnapshot.sections(ownedBy: provider) ?? []
  }
}
