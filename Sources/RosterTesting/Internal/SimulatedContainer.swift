import Foundation
import Roster

/// Where and how a ``SimulatedListHost`` shows its list: the container's size, whether it is
/// on screen, the direction the list scrolls in and the one it reads across.
struct SimulatedContainer {
  /// The size cells are laid out in.
  var size: CGSize
  /// Whether the list counts as on screen.
  var isOnScreen: Bool
  /// The direction the list scrolls in.
  var scrollDirection: ScrollDirection = .vertical
  /// Which way the list reads across.
  var layoutDirection: ListLayout.LayoutDirection = .leftToRight
}
