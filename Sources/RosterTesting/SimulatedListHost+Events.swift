import Foundation

extension SimulatedListHost {
  /// The identifiers of the displayed items, by section: what a test asserts a screen shows.
  public var displayedIdentifiers: [[String]] {
    view.sections.map { section in section.items.map(\.id) }
  }

  /// Selects the item at `indexPath` as a tap would: if the data source lets it be
  /// highlighted (the one policy every host follows: views select only what they may
  /// highlight), the controller runs the model's selection action and tells its section
  /// provider, under a `SectionContainer`.
  ///
  /// - Returns: Whether an item there handled the selection.
  @discardableResult
  public func selectItem(at indexPath: IndexPath) -> Bool {
    guard let dataSource, dataSource.shouldHighlightItem(at: indexPath) else { return false }
    return dataSource.didSelectItem(at: indexPath)
  }

  /// Selects the displayed item whose model has `identifier`, as a tap would; see
  /// ``selectItem(at:)``.
  ///
  /// - Returns: Whether such an item is displayed and handled the selection.
  /// - Complexity: O(*n*) in the displayed items.
  @discardableResult
  public func selectItem(withIdentifier identifier: String) -> Bool {
    for (section, items) in view.sections.enumerated() {
      if let item = items.items.firstIndex(where: { $0.id == identifier }) {
        return selectItem(at: IndexPath(item: item, section: section))
      }
    }
    return false
  }
}
