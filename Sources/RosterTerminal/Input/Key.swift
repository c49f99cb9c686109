/// A key press or mouse event, decoded from a terminal's input by ``KeyDecoder``.
public enum Key: Hashable, Sendable {
  /// Arrow keys.
  case up, down, left, right
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Home and End.
  case home, end
  /// Enter (carriage return or line feed).
  case enter
  /// Escape on its own (not the start of a sequence).
  case escape
  /// Tab.
  case tab
  /// Backspace.
  case backspace
  /// Delete (forward).
  case delete
  /// Ctrl-C. In raw mode the terminal does not turn it into SIGINT; apps usually quit.
  case interrupt
  /// Ctrl and a letter other than C, as the lower-case letter.
  case control(Character)
  /// A printable character (UTF-8 decoded): `j`, `k`, `q` and app-defined bindings.
  case character(Character)
  /// The mouse wheel turned up or down over a cell (0-based column and row).
  case wheelUp(column: Int, row: Int)
  /// The mouse wheel turned down over a cell.
  case wheelDown(column: Int, row: Int)
  /// The left button was pressed on a cell (0-based column and row).
  case click(column: Int, row: Int)
}

extension Key {
  /// Whether this is a mouse event (a wheel step or a click) rather than a key.
  public var isMouseEvent: Bool {
    switch self {
    case .wheelUp, .wheelDown, .click: true
    default: false
    }
  }
}
