#if canImport(UIKit)
  import UIKit

  extension ListDataSource {
    /// Runs the action `action` on the item `identifier` wherever that item is now: the list
    /// may have changed since a menu, a swipe or VoiceOver offered the action. Returns whether
    /// it ran (not when the item is gone).
    @discardableResult
    func performAction(_ action: String, onItem identifier: String) -> Bool {
      guard let path = snapshot.indexPath(forIdentifier: identifier) else { return false }
      return performAction(action, forItemAt: path)
    }
  }
#endif
