import Foundation

extension ListController: ListDataSource {
  /// The number of sections displayed.
  public var numberOfSections: Int { sections.count }

  /// The number of items displayed in a section; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].cellModels.count : 0
  }

  /// The displayed section at `index`, or `nil`.
  public func section(at index: Int) -> Section? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The displayed model at `indexPath`, or `nil` when there is none.
  ///
  /// - Complexity: O(1).
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    guard indexPath.count == 2, let section = section(at: indexPath.section),
      section.cellModels.indices.contains(indexPath.item)
    else { return nil }
    return section.cellModels[indexPath.item]
  }
}
