/// A key a ``TerminalListView`` acts on now and what it does, as a line of key hints shows it:
/// "m move", "^R refresh", "Esc cancel".
///
/// Each feature of the list says which of its keys act on the selected row or in the mode the
/// list is in (``TerminalListView/keyHints``), so that a hint never offers a key that would do
/// nothing.
public struct TerminalKeyHint: Hashable, Sendable {
  /// The key as a hint names it: "m", "^R", "Enter", "↑↓".
  public var keys: String
  /// What it does, in a word or two: "move", "refresh".
  public var action: String

  /// A hint for `keys`, which do `action`.
  public init(keys: String, action: String) {
    self.keys = keys
    self.action = action
  }

  /// A hint for `key`, named as a terminal user reads it.
  init(_ key: Key, _ action: String) {
    self.init(keys: Self.name(of: key), action: action)
  }

  /// How a hint names `key`: the character itself ("Space" for a space), `^` and the capital
  /// letter for Ctrl, arrows for the arrow keys, and the key caps' words for the rest.
  static func name(of key: Key) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let letter): "^" + letter.uppercased()
    case .interrupt: "^C"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .modified(let key, let modifiers):
      (modifiers.contains(.control) ? "Ctrl-" : "") + (modifiers.contains(.alt) ? "Alt-" : "")
        + (modifiers.contains(.shift) ? "Shift-" : "") + name(of: key)
    case .wheelUp, .wheelDown, .click, .drag, .paste: "mouse"
    }
  }
}
