import Foundation
import PropertyBased
@_spi(Testing) import RosterTerminal
import RosterTestSupport
import Testing

/// The decoder against a reference: random streams of keys, modified keys, pastes and noise,
/// encoded as a terminal sends them, cut into random reads, decode to exactly the events they
/// were built from.
@Suite("KeyDecoder: random input streams against the events they encode")
struct KeyDecoderStreamPropertyTests {
  /// What the stream was built from: an event with its bytes, or noise (no event).
  struct Fragment {
    var bytes: [UInt8]
    var event: Key?
  }

  static let plainKeys: [(String, Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}OC", .right), ("\u{1B}[D", .left),
    ("\u{1B}[H", .home), ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[3~", .delete), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace),
    ("\t", .tab), ("\u{3}", .interrupt), ("\u{4}", .control("d")), ("j", .character("j")),
    ("[", .character("[")), ("é", .character("é")), ("中", .character("中")),
    ("👍", .character("👍")), ("\u{1B}[Z", .modified(.tab, .shift)),
    ("\u{1B}[<64;10;5M", .wheelUp(column: 9, row: 4)),
    ("\u{1B}[<0;3;7M", .click(column: 2, row: 6)),
    ("\u{1B}[<32;4;7M", .drag(column: 3, row: 6)),
  ]

  /// Final bytes and `~` codes of the keys that take xterm's modifier parameter.
  static let letterKeys: [(String, Key)] = [
    ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
  ]
  static let tildeKeys: [(String, Key)] = [
    ("1", .home), ("7", .home), ("4", .end), ("8", .end), ("5", .pageUp), ("6", .pageDown),
    ("3", .delete),
  ]

  /// Characters that follow ESC as Alt: not `[` or `O`, which start sequences.
  static let altCharacters: [Character] = ["x", "f", "1", " ", "~", "é", "中", "👍"]

  /// What pastes are made of: line breaks, ESC, the pieces of both markers, controls, C1, UTF-8;
  /// not Ctrl-C, which ends a paste.
  static let pasteAlphabet = [
    "a", "Z", " ", "\r", "\n", "\r\n", "\u{1B}", "[", "2", "0", "1", "~", "中", "é", "👍",
    "\u{4}", "\t", "\u{7F}", "\u{9B}", "\u{1B}[A",
  ]

  /// Bytes and sequences that are no key: dropped whole.
  static let noise: [[UInt8]] = [
    [0x80], [0xBF], [0xC0], [0xC1], [0xF5], [0xFF], Array("\u{1B}[<0;3;7m".utf8),
    Array("\u{1B}[201~".utf8), Array("\u{1B}[?1;2c".utf8), Array("\u{1B}[1;2;3A".utf8),
    Array("\u{1B}[2;5~".utf8), Array("\u{1B}OP".utf8), Array("\u{1B}[1;0B".utf8),
    Array(("\u{1B}[" + String(repeating: "9", count: 40) + "A").utf8),
  ]

  static func fragment(_ mixer: inout ListViewPropertyTests.Mixer) -> Fragment {
    switch mixer.next(10) {
    case 0, 1, 2:
      let (bytes, key) = plainKeys[mixer.next(plainKeys.count)]
      return Fragment(bytes: Array(bytes.utf8), event: key)
    case 3, 4:
      let parameter = 1 + mixer.next(16)
      // xterm: the parameter less one holds Shift 1, Alt 2, Ctrl 4 and Meta 8 (ignored).
      let bits = parameter - 1
      var modifiers: Key.Modifiers = []
      if bits & 1 != 0 { modifiers.insert(.shift) }
      if bits & 2 != 0 { modifiers.insert(.alt) }
      if bits & 4 != 0 { modifiers.insert(.control) }
      func event(_ key: Key) -> Key { modifiers.isEmpty ? key : .modified(key, modifiers) }
      if mixer.next(2) == 0 {
        let (code, key) = tildeKeys[mixer.next(tildeKeys.count)]
        return Fragment(bytes: Array("\u{1B}[\(code);\(parameter)~".utf8), event: event(key))
      }
      let (final, key) = letterKeys[mixer.next(letterKeys.count)]
      let forms = ["\u{1B}[1;\(parameter)", "\u{1B}O\(parameter)", "\u{1B}O1;\(parameter)"]
      return Fragment(bytes: Array((forms[mixer.next(3)] + final).utf8), event: event(key))
    case 5:
      let alt: [(String, Key)] =
        altCharacters.map { (String($0), .character($0)) }
        + [("\r", .enter), ("\t", .tab), ("\u{7F}", .backspace)]
      let (bytes, key) = alt[mixer.next(alt.count)]
      return Fragment(bytes: [0x1B] + Array(bytes.utf8), event: .modified(key, .alt))
    case 6, 7:
      var text = (0..<mixer.next(30)).map { _ in pasteAlphabet[mixer.next(pasteAlphabet.count)] }
        .joined()
      // A terminal cannot paste its own end marker; removing one may form another.
      while let marker = text.range(of: "\u{1B}[201~") { text.removeSubrange(marker) }
      return Fragment(
        bytes: Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8),
        event: text.isEmpty ? nil : .paste(text))
    default:
      return Fragment(bytes: noise[mixer.next(noise.count)], event: nil)
    }
  }

  /// A stream of fragments; a lone Escape only where it cannot join the next fragment (before
  /// an ESC, or last, where the flush ends it).
  static func stream(seed: Int) -> [Fragment] {
    var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
    var fragments = (0..<mixer.next(40)).map { _ in fragment(&mixer) }
    for index in stride(from: fragments.count, through: 0, by: -1) where mixer.next(6) == 0 {
      if index == fragments.count || fragments[index].bytes.first == 0x1B {
        fragments.insert(Fragment(bytes: [0x1B], event: .escape), at: index)
      }
    }
    return fragments
  }

  /// `bytes` decoded in reads cut at random places, then flushed.
  static func decode(
    _ bytes: [UInt8], cuts seed: Int, decoder: KeyDecoder = KeyDecoder()
  ) -> [Key] {
    var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed) ^ 0xC0FFEE)
    var decoder = decoder
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 1 + mixer.next(mixer.next(2) == 0 ? 4 : 64))
      keys += decoder.decode(bytes[start..<end])
      start = end
    }
    return keys + decoder.flush()
  }

  @Test("a random stream cut into random reads decodes to exactly its events")
  func streamsDecodeToTheirEvents() async {
    await propertyCheck(count: propertyCases(3000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let fragments = Self.stream(seed: seed)
      let bytes = fragments.flatMap(\.bytes)
      let keys = Self.decode(bytes, cuts: seed)
      #expect(keys == fragments.compactMap(\.event), "seed \(seed)")
    }
  }

  @Test("a paste cut short by Ctrl-C is its text so far, then Ctrl-C, then keys again")
  func interruptEndsAnOpenPaste() async {
    await propertyCheck(count: propertyCases(3000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed) ^ 0xBEEF)
      let before = Self.stream(seed: seed)
      // Whatever follows the start marker is text, keys typed after a lost end marker included;
      // a lone ESC last in it stays text too.
      var text = (0..<mixer.next(30)).map { _ in
        mixer.next(3) == 0
          ? String(decoding: Self.fragment(&mixer).bytes, as: UTF8.self)
          : Self.pasteAlphabet[mixer.next(Self.pasteAlphabet.count)]
      }.joined()
      text.removeAll { $0 == "\u{3}" }
      while let marker = text.range(of: "\u{1B}[201~") { text.removeSubrange(marker) }
      let after = Self.stream(seed: seed ^ 0x5A5A)
      let bytes =
        before.flatMap(\.bytes) + Array(("\u{1B}[200~" + text).utf8) + [0x03]
        + after.flatMap(\.bytes)
      let keys = Self.decode(bytes, cuts: seed)
      let expected =
        before.compactMap(\.event) + (text.isEmpty ? [] : [.paste(text)]) + [.interrupt]
        + after.compactMap(\.event)
      #expect(keys == expected, "seed \(seed)")
    }
  }

  @Test("a paste longer than the bound arrives as consecutive pastes of its text, each bounded")
  func longPastesArriveInBoundedPieces() async {
    await propertyCheck(
      count: propertyCases(2000), input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 8...40)
    ) { seed, limit in
      let fragments = Self.stream(seed: seed)
      let keys = Self.decode(
        fragments.flatMap(\.bytes), cuts: seed, decoder: KeyDecoder(pasteLimit: limit))
      for case .paste(let text) in keys { #expect(text.utf8.count <= limit, "seed \(seed)") }
      #expect(
        Self.joiningPastes(keys) == Self.joiningPastes(fragments.compactMap(\.event)),
        "seed \(seed), limit \(limit)")
    }
  }

  @Test("an unknown CSI or SS3 sequence is at most one key, never typed text")
  func unknownSequencesNeverLeak() async {
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 0x20...0x3F).array(of: 0...40),
      Gen.int(in: 0x40...0x7E),
      Gen.bool
    ) { parameters, final, singleShift in
      // SS3 is ESC O and one character; only digits and `;` (xterm's modifier) may come
      // between them.
      let introducer: [UInt8] = singleShift ? [0x1B, 0x4F] : [0x1B, 0x5B]
      let bytes = parameters.map { singleShift ? UInt8(0x30 + $0 % 16) : UInt8($0) }
      var decoder = KeyDecoder()
      let keys = decoder.decode(introducer + bytes + [UInt8(final)]) + decoder.flush()
      #expect(keys.count <= 1, "\(parameters) \(final)")
      for key in keys {
        switch key {
        case .character, .paste, .control: Issue.record("\(key) from \(parameters) \(final)")
        default: break
        }
      }
    }
  }

  @Test("arbitrary bytes decode the same in any reads, and never trap")
  func arbitraryBytes() async {
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 0...255).array(of: 0...300),
      Gen.int(in: 0...Int(Int32.max))
    ) { values, seed in
      // Biased towards ESC and the bytes of sequences and markers, so that they form often.
      let frequent = Array("\u{1B}[200~1;5O\u{1B}".utf8)
      let bytes = values.map { value -> UInt8 in
        value < 40 ? frequent[value % frequent.count] : UInt8(value)
      }
      var whole = KeyDecoder()
      let expected = whole.decode(bytes) + whole.flush()
      #expect(Self.decode(bytes, cuts: seed) == expected, "\(bytes)")
    }
  }

  /// `keys` with each run of consecutive pastes joined into one.
  static func joiningPastes(_ keys: [Key]) -> [Key] {
    var joined: [Key] = []
    for key in keys {
      if case .paste(let text) = key, case .paste(let before) = joined.last {
        joined[joined.count - 1] = .paste(before + text)
      } else {
        joined.append(key)
      }
    }
    return joined
  }
}
