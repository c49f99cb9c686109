import Foundation

/// An item's actions (swipe actions, context menus, terminal shortcuts), as a ``ListHost`` asks
/// for and runs them: one of the event families of ``ListEventHandler``.
@MainActor
public protocol ItemActionEvents: AnyObject {
  /// The actions of the item at `indexPath` (an ``ActionableCellModel``'s), in order; empty
  /// for an item without actions.
  func actions(forItemAt indexPath: IndexPath) -> [ItemAction]

  /// The user chose the action `identifier` of the item at `indexPath`; returns whether the
  /// model had it and ran it.
  @discardableResult
  func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool
}

extension ItemActionEvents {
  /// No actions, for handlers written before actions existed.
  public func actions(forItemAt indexPath: IndexPath) -> [ItemAction] { [] }

  /// Nothing to run, for handlers written before actions existed.
  @discardableResult
  public func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool {
    false
  }
}
