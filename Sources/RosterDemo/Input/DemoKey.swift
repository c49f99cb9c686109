/// A key press, as the demo understands it.
public enum DemoKey: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Home.
  case home
  /// End.
  case end
  /// Enter or Return.
  case enter
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Any other printable character.
  case character(Character)
}
