extension DemoKey {
  /// The names scripts use for keys that are not single characters.
  public static let namedKeys: [String: DemoKey] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "pageup": .pageUp,
    "pagedown": .pageDown, "home": .home, "end": .end, "enter": .enter, "return": .enter,
    "esc": .escape, "escape": .escape, "backspace": .backspace, "space": .character(" "),
  ]

  /// The key a script names: one of ``namedKeys`` (any case), or a single character.
  public init?(scriptName name: String) {
    if let key = Self.namedKeys[name.lowercased()] {
      self = key
    } else if name.count == 1, let character = name.first {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// The name a script would use for this key.
  public var scriptName: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    default:
      Self.namedKeys.first { $0.value == self && $0.key != "return" && $0.key != "esc" }?.key ?? "?"
    }
  }
}
