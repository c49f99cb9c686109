/// A key a ``TerminalListView`` acts on now and what it does, as a line of key hints shows it:
/// "m move", "^R refresh", "Esc cancel".
///
/// Each feature of the list says which of its keys act on the selected row or in the mode the
/// list is in (``TerminalListView/keyHints``), so that a hint never offers a key that would do
/// nothing, and which keys it has at all (``TerminalListView/keyMap``), for the help overlay.
/// An app's own keys join them through ``TerminalListView/appKeyBindings``.
public struct TerminalKeyHint: Hashable, Sendable {
  /// The key as a hint names it: "m", "^R", "Enter", "↑↓".
  public var keys: String
  /// What it does, in a word or two: "move", "refresh".
  public var action: String
  /// The heading the help overlay lists the key under: ``Group/move``, ``Group/select``,
  /// ``Group/list``, a mode's, or an app's own.
  public var group: Group
  /// Which hints a line too narrow for all of them keeps: the higher first, and among equal
  /// ones the earlier. The kept hints stay in their order. The list's own keys have 0.
  public var priority: Int

  /// A hint for `keys`, which do `action`, listed under `group`.
  public init(keys: String, action: String, group: Group = .list, priority: Int = 0) {
    self.keys = keys
    self.action = action
    self.group = group
    self.priority = priority
  }

  /// A hint for `key`, named as a terminal user reads it.
  init(_ key: Key, _ action: String, group: Group = .list) {
    self.init(keys: Self.name(of: key), action: action, group: group)
  }

  /// A heading of the help overlay, under which it lists keys.
  public struct Group: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The heading as the overlay shows it: "Move", "Select".
    public var name: String

    /// A group headed `name`.
    public init(_ name: String) { self.name = name }

    /// A group headed `value`: `group: "Post"`.
    public init(stringLiteral value: String) { self.init(value) }

    /// Keys that move the cursor: the arrows, Page Up/Down, Home/End, an outline's.
    public static let move = Group("Move")
    /// Keys that select: Enter, the selection toggle, edit mode.
    public static let select = Group("Select")
    /// Keys that act on the list: refresh, move an item, filter, actions, help.
    public static let list = Group("List")
    /// Keys while an item is being moved.
    public static let moving = Group("Moving an item")
    /// Keys while the filter line is typed in.
    public static let filtering = Group("Filter line")
    /// Keys while the action menu is open.
    public static let actionMenu = Group("Action menu")
    /// Keys while the help overlay shows.
    public static let help = Group("Help")
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
