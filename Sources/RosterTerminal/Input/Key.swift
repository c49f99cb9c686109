/// A key press, a paste or a mouse event, decoded from a terminal's input by ``KeyDecoder``.
///
/// A key pressed with Shift, Alt or Ctrl arrives as ``modified(_:_:)`` around the plain key, so
/// that a binding for the plain key never fires for its modified form by accident:
///
/// ```swift
/// func describe(_ key: Key) -> String {
///   switch key {
///   case .modified(.up, .shift): "extend the selection up"
///   case .modified(.character("f"), .alt): "forward a word"
///   case .paste(let text): "insert \(text.count) characters"
///   default: "something else"
///   }
/// }
/// ```
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
  /// The mouse moved to a cell with the left button held, after a ``click(column:row:)``: a
  /// drag, reported once per cell the pointer enters.
  case drag(column: Int, row: Int)
  /// Text pasted into the terminal, whole: its line breaks and escape characters are text, not
  /// Enter or the start of a sequence. The terminal's bytes as they came (a terminal usually
  /// sends a line break as a carriage return), malformed UTF-8 as U+FFFD; a cell that keeps
  /// the text neutralises it first (``StyledLine/sanitized(_:)``). See ``KeyDecoder`` for how
  /// long a paste can be.
  case paste(String)
  /// `key` pressed with `modifiers` (never empty): Shift-Up is `.modified(.up, .shift)`,
  /// Alt-x `.modified(.character("x"), .alt)`, Ctrl-Shift-End `.modified(.end, [.control,
  /// .shift])`. Ctrl and a letter stay ``control(_:)``, and Ctrl-C ``interrupt``, as terminals
  /// send them as one byte.
  indirect case modified(Key, Modifiers)
}

extension Key {
  /// Whether this is a mouse event (a wheel step, a click or a drag) rather than a key.
  public var isMouseEvent: Bool {
    switch self {
    case .wheelUp, .wheelDown, .click, .drag: true
    default: false
    }
  }
}
