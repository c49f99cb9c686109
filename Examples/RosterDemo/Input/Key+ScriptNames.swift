extension Key {
  /// The names scripts use for keys that are not single characters.
  package static let scriptNames: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "pageup": .pageUp,
    "pagedown": .pageDown, "home": .home, "end": .end, "enter": .enter, "return": .enter,
    "esc": .escape, "escape": .escape, "backspace": .backspace, "tab": .tab,
    "space": .character(" "),
  ]

  /// The key a script names: one of ``scriptNames`` (any case), or a single character.
  package init?(scriptName name: String) {
    if let key = Self.scriptNames[name.lowercased()] {
      self = key
    } else if name.count == 1, let character = name.first {
      self = .character(character)
    } else {
      return nil
    }
  }

  /// The name a script would use for this key (a description for keys scripts cannot name).
  package var scriptName: String {
    switch self {
    case .character(" "): return "space"
    case .character(let character): return String(character)
    default:
      let names = Self.scriptNames.filter {
        $0.value == self && $0.key != "return" && $0.key != "esc"
      }
      return names.keys.first ?? "\(self)"
    }
  }
}
