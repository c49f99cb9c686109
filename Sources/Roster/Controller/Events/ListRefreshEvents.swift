import Foundation

/// Pull-to-refresh, as a ``ListHost`` offers it: one of the event families of
/// ``ListEventHandler``.
///
/// A host shows a refresh control (UIKit's `UIRefreshControl`, a terminal's key and indicator)
/// while ``refreshState`` says refreshing is available, starts a refresh with
/// ``beginRefreshing()`` when the user asks, and shows the control as refreshing until
/// ``ListHost/refreshStateDidChange()`` says it ended.
@MainActor
public protocol ListRefreshEvents: AnyObject {
  /// Whether the list can be refreshed (its controller has a
  /// ``ListController/refreshAction``) and whether a refresh is running.
  var refreshState: (isAvailable: Bool, isRefreshing: Bool) { get }

  /// The user asked for a refresh (pulled the list down, pressed the refresh key): starts the
  /// refresh action unless one is running.
  func beginRefreshing()
}

// A handler that offers no refresh.
extension ListRefreshEvents {
  /// Not available, not refreshing.
  public var refreshState: (isAvailable: Bool, isRefreshing: Bool) { (false, false) }
  /// Does nothing.
  public func beginRefreshing() {}
}
