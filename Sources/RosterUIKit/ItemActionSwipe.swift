#if canImport(UIKit)
  import UIKit

  /// The swipe actions of an item (`ActionableCellModel`), for the table host: its actions
  /// placed on that edge, outermost first (`ItemAction.swipe(of:edge:)`), a full swipe running
  /// the first; choosing one runs it on the item it was revealed on, wherever that item is by
  /// then. A destructive action only runs the model's handler: the app removes the model, and
  /// the next update animates the row away.
  @MainActor
  enum ItemActionSwipe {
    /// The configuration for the item at `indexPath` on `edge`, or `nil` when it has no
    /// actions there.
    static func configuration(
      forItemAt indexPath: IndexPath, edge: ItemAction.Placement,
      of dataSource: (any ListDataSource)?
    ) -> UISwipeActionsConfiguration? {
      guard let dataSource, let identifier = dataSource.cellModel(at: indexPath)?.identifier
      else { return nil }
      let actions = ItemAction.swipe(of: dataSource.actions(forItemAt: indexPath), edge: edge)
      guard !actions.isEmpty else { return nil }
      return UISwipeActionsConfiguration(
        actions: actions.map { action in
          let contextual = UIContextualAction(
            style: action.style == .destructive ? .destructive : .normal, title: action.title
          ) { [weak dataSource] _, _, completion in
            completion(
              dataSource?.performAction(action.identifier, onItem: identifier) ?? false)
          }
          contextual.image = action.symbolName.flatMap { UIImage(systemName: $0) }
          return contextual
        })
    }
  }
#endif
