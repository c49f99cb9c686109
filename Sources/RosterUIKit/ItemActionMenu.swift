#if canImport(UIKit)
  import UIKit

  /// The context menu of an item's actions (`ActionableCellModel`), for both hosts: its menu
  /// actions in order, destructive ones last and marked so; choosing one runs it on the item
  /// it was opened on, wherever that item is by then.
  @MainActor
  enum ItemActionMenu {
    /// The configuration for the item at `indexPath`, or `nil` when it has no menu actions.
    static func configuration(
      forItemAt indexPath: IndexPath, of dataSource: (any ListDataSource)?
    ) -> UIContextMenuConfiguration? {
      guard let dataSource, let identifier = dataSource.cellModel(at: indexPath)?.identifier
      else { return nil }
      let ordered = ItemAction.menu(of: dataSource.actions(forItemAt: indexPath))
      guard !ordered.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
        [weak dataSource] _ in
        UIMenu(
          children: ordered.map { action in
            UIAction(
              title: action.title, image: action.symbolName.flatMap { UIImage(systemName: $0) },
              attributes: action.style == .destructive ? .destructive : []
            ) { _ in
              dataSource?.performAction(action.identifier, onItem: identifier)
            }
          })
      }
    }
  }
#endif
