import Foundation

/// Keyboard and remote focus, as a ``ListHost`` whose view has a focus engine (UIKit on tvOS,
/// iPad with a hardware keyboard) reports it: one of the event families of
/// ``ListEventHandler``.
@MainActor
public protocol ItemFocusEvents: AnyObject {
  /// Whether the item at `indexPath` can take the focus (see ``FocusableCellModel``).
  func canFocusItem(at indexPath: IndexPath) -> Bool

  /// The focus moved to the item at `indexPath`, or left the list (`nil`).
  func didFocusItem(at indexPath: IndexPath?)

  /// Where the focus goes when it comes back to the list: the item that had it last, where
  /// that item is now, whatever updates moved it; `nil` when no item had it or that item is
  /// gone (the view then picks, as it would).
  var indexPathForPreferredFocusedItem: IndexPath? { get }
}

// A handler that keeps no focus: everything can be focused, nothing is remembered.
extension ItemFocusEvents {
  /// `true`.
  public func canFocusItem(at indexPath: IndexPath) -> Bool { true }
  /// Does nothing.
  public func didFocusItem(at indexPath: IndexPath?) {}
  /// `nil`.
  public var indexPathForPreferredFocusedItem: IndexPath? { nil }
}
