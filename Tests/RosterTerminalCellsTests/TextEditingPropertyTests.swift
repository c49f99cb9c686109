import Foundation
import PropertyBased
@_spi(Testing) import RosterTerminalCells
import RosterTestSupport
import Testing

/// The text inputs' editing state machine, against a reference written over an array of
/// characters, for random sequences of keys.
@Suite("Text editing: random key sequences against a reference")
struct TextEditingPropertyTests {
  /// Keys whose characters never join their neighbours into one cluster, so that the
  /// reference's array of characters and the text's clusters agree.
  static let keys: [Key] = [
    .character("a"), .character("b"), .character("中"), .character("👍"), .character(" "),
    .left, .right, .home, .end, .backspace, .delete, .escape, .enter, .up, .tab,
    .paste("ab"), .paste("a\nb"), .paste("中\r\n"), .paste("\r"), .paste("\n\n"), .paste(""),
  ]

  /// Keys with hostile characters: C1 controls, bidi overrides, combining marks, ESC.
  static let hostileKeys: [Key] =
    keys
    + [
      "\u{9B}", "\u{85}", "\u{202E}", "\u{2066}", "\u{301}", "\u{200D}", "\u{1B}", "\u{7F}",
      "🇫", "🇷", "\u{FE0F}", "\r",
    ].map { Key.character(Character($0)) }
    + [.paste("\u{1B}[2J\u{9B}\r\n\u{202E}x\u{7}"), .paste("\u{85}\t\u{2066}\r")]

  static let keySequence = Gen.int(in: 0...(keys.count - 1)).array(of: 0...60).map {
    $0.map { keys[$0] }
  }

  static let hostileKeySequence = Gen.int(in: 0...(hostileKeys.count - 1)).array(of: 0...60)
    .map { $0.map { hostileKeys[$0] } }

  static let startText = Gen.int(in: 0...3).array(of: 0...8).map {
    String($0.map { ["a", "中", "👍", " "][$0] }.joined())
  }

  /// The reference: the same rules, over `[Character]`.
  struct Reference {
    var text: [Character]
    var cursor: Int
    var isEditing = true

    mutating func apply(_ key: Key, allowsLineBreaks: Bool) -> Bool {
      if !isEditing {
        if key == .enter { isEditing = true }
        return key == .enter
      }
      switch key {
      case .character(let character):
        text.insert(character, at: cursor)
        cursor += 1
      case .enter where allowsLineBreaks:
        text.insert("\n", at: cursor)
        cursor += 1
      case .left: cursor = max(0, cursor - 1)
      case .right: cursor = min(text.count, cursor + 1)
      case .home: cursor = 0
      case .end: cursor = text.count
      case .backspace:
        if cursor > 0 {
          text.remove(at: cursor - 1)
          cursor -= 1
        }
      case .delete:
        if cursor < text.count { text.remove(at: cursor) }
      case .escape: isEditing = false
      case .paste(let pasted):
        // Every line break a line break, or a space when none are allowed (a last one dropped).
        var inserted = pasted.replacingOccurrences(of: "\r\n", with: "\n")
          .replacingOccurrences(of: "\r", with: "\n")
        if !allowsLineBreaks {
          if inserted.hasSuffix("\n") { inserted.removeLast() }
          inserted = inserted.replacingOccurrences(of: "\n", with: " ")
        }
        text.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
      default: return false
      }
      return true
    }
  }

  @Test("every key does what the reference does: same text, cursor, mode and answer")
  func matchesReference() async {
    await propertyCheck(
      count: propertyCases(5000), input: Self.startText, Gen.int(in: -2...12), Self.keySequence,
      Gen.bool
    ) { start, cursor, keys, allowsLineBreaks in
      var editing = TextEditing(text: start, cursor: cursor)
      var reference = Reference(text: Array(start), cursor: min(max(0, cursor), start.count))
      for (step, key) in keys.enumerated() {
        let answer = editing.apply(key, allowsLineBreaks: allowsLineBreaks)
        let expected = reference.apply(key, allowsLineBreaks: allowsLineBreaks)
        guard
          answer == expected, editing.text == String(reference.text),
          editing.cursor == reference.cursor, editing.isEditing == reference.isEditing
        else {
          Issue.record(
            "step \(step) \(key) from \(start.debugDescription): \(editing) ≠ \(reference)")
          return
        }
      }
    }
  }

  @Test("whatever is typed or pasted, the text holds nothing a terminal would act on")
  func hostileKeysStayInert() async {
    await propertyCheck(
      count: propertyCases(5000), input: Self.startText, Gen.int(in: 0...8), Self.hostileKeySequence
    ) { start, cursor, keys in
      var editing = TextEditing(text: start, cursor: cursor)
      for key in keys {
        let before = editing
        _ = editing.apply(key, allowsLineBreaks: true)
        #expect((0...editing.text.count).contains(editing.cursor))
        if !before.isEditing { #expect(editing.text == before.text) }
      }
      let unsafe = editing.text.unicodeScalars.filter {
        $0 != "\n"
          && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value))
      }
      #expect(unsafe.isEmpty, "\(editing.text.debugDescription)")
    }
  }
}
