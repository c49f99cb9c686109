import PropertyBased
import RosterTerminal
import RosterTestSupport
import Testing

/// Wrapping of long and mixed text — words, unbroken runs (URLs, base64, CJK), combining
/// marks, emoji, zero-width scalars, newlines, several styles — checked run by run against a
/// reference written over arrays of clusters, at widths from 1 to 120.
@Suite("StyledLine: wrapping long and mixed text, against a reference")
struct LongTextWrappingPropertyTests {
  /// One grapheme cluster of the reference, with its style and its width in columns.
  struct Cell {
    var character: Character
    var style: TextStyle
    var width: Int
  }

  /// A run of a line as the tests compare it.
  struct Piece: Equatable, CustomStringConvertible {
    var text: String
    var style: TextStyle
    var description: String { "\(text.debugDescription)@\(style.bold ? "b" : "")" }
  }

  // MARK: The reference

  /// Scalars that take no column of their own in the generated text.
  static let zeroWidth: Set<Unicode.Scalar> = [
    "\u{301}", "\u{302}", "\u{308}", "\u{20DD}", "\u{200D}", "\u{200B}", "\u{FE0F}", "\u{FE0E}",
  ]

  /// The width of a cluster of the generated text, from a table of its own: by the cluster's
  /// first scalar that takes a column, 2 for CJK, Hangul, fullwidth forms and emoji.
  static func columns(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first(where: { !zeroWidth.contains($0) }) else { return 0 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
      0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF:
      return 2
    case 0x23, 0x2A, 0x30...0x39, 0x2764:
      // Emoji with a text presentation by default: emoji-wide when asked for.
      return scalars.contains("\u{FE0F}") ? 2 : 1
    default: return 1
    }
  }

  /// Greedy wrapping over an array of clusters: words (split at space clusters) filled with one
  /// space between them, in the style of the last space before the word; a word wider than the
  /// line starts a line and is cut cluster by cluster, dropping clusters wider than the line.
  static func reference(_ line: StyledLine, width: Int) -> [[Cell]] {
    guard width > 0 else { return [] }
    let cells = line.runs.flatMap { run in
      run.text.map { Cell(character: $0, style: run.style, width: columns($0)) }
    }
    var words: [(cells: [Cell], separator: TextStyle?)] = []
    var word: [Cell] = []
    var lastSpace: TextStyle?
    var separator: TextStyle?
    for cell in cells {
      if cell.character == " " {
        if !word.isEmpty { words.append((word, separator)) }
        word = []
        lastSpace = cell.style
      } else {
        if word.isEmpty { separator = lastSpace }
        word.append(cell)
      }
    }
    if !word.isEmpty { words.append((word, separator)) }
    var lines: [[Cell]] = []
    var current: [Cell] = []
    var currentWidth = 0
    func flush() {
      if !current.isEmpty { lines.append(current) }
      current = []
      currentWidth = 0
    }
    for (word, separator) in words.map({ ($0.cells, $0.separator) }) {
      let wordWidth = word.reduce(0) { $0 + $1.width }
      if wordWidth <= width {
        if !current.isEmpty, currentWidth + 1 + wordWidth <= width {
          current.append(Cell(character: " ", style: separator ?? .plain, width: 1))
          currentWidth += 1
        } else {
          flush()
        }
        current += word
        currentWidth += wordWidth
        continue
      }
      flush()
      for cell in word where cell.width <= width {
        if currentWidth + cell.width > width { flush() }
        current.append(cell)
        currentWidth += cell.width
      }
    }
    flush()
    return lines
  }

  /// The reference's paragraphs: split at line breaks, an empty line for an empty paragraph.
  static func reference(_ text: String, style: TextStyle, width: Int) -> [[Cell]] {
    guard width > 0, !text.isEmpty else { return [] }
    return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap {
      let lines = reference(StyledLine(String($0), style: style), width: width)
      return lines.isEmpty ? [[]] : lines
    }
  }

  /// Cells as runs: neighbours in the same style joined.
  static func pieces(_ cells: [Cell]) -> [Piece] {
    var pieces: [Piece] = []
    for cell in cells {
      if pieces.last?.style == cell.style {
        pieces[pieces.count - 1].text.append(cell.character)
      } else {
        pieces.append(Piece(text: String(cell.character), style: cell.style))
      }
    }
    return pieces
  }

  static func pieces(_ line: StyledLine) -> [Piece] {
    line.runs.map { Piece(text: $0.text, style: $0.style) }
  }

  /// Where two wrappings part: the first line that differs, or the line counts.
  static func firstDifference(_ actual: [[Piece]], _ expected: [[Piece]]) -> String? {
    for (index, (line, wanted)) in zip(actual, expected).enumerated() where line != wanted {
      return "line \(index) is \(line) instead of \(wanted)"
    }
    guard actual.count == expected.count else {
      return "\(actual.count) lines instead of \(expected.count)"
    }
    return nil
  }

  // MARK: Generated text

  static let styles = [TextStyle.plain, TextStyle(bold: true), TextStyle(foreground: .red)]
  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let unbroken = Array("abcdefghijklmnopqrstuvwxyz0123456789+/=:/?&%.-_~#")
  static let wide = Array("中文字符表한국어ＡＢ漢")
  static let narrowKana = Array("ｱｲｳ")
  static let bases = Array("eaoZ中ｱ ")
  static let marks: [Character] = ["\u{301}", "\u{302}", "\u{308}", "\u{20DD}"]
  static let emoji = ["👍", "👍🏽", "👩\u{200D}💻", "🇫🇷", "❤\u{FE0F}", "❤", "#\u{FE0F}\u{20E3}"]
  static let zeroWidthPieces = ["\u{200D}", "\u{200B}", "\u{301}", "\u{FE0F}", "\u{FE0E}"]

  /// A piece of text and the index of its style, decided by `seed`.
  static func token(_ seed: Int) -> (text: String, style: Int) {
    var random = SplitMix(seed: UInt64(seed))
    func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
    func run(_ count: Int, _ make: () -> String) -> String {
      (0..<count).map { _ in make() }.joined()
    }
    let style = random.below(styles.count)
    let text: String
    switch random.below(16) {
    case 0...4, 14, 15: text = run(1 + random.below(10)) { String(pick(letters)) }
    case 5: text = String(repeating: " ", count: 1 + random.below(3))
    case 6: text = run(30 + random.below(400)) { String(pick(unbroken)) }
    case 7: text = run(1 + random.below(150)) { String(pick(wide)) }
    case 8:
      text = String(pick(bases)) + run(1 + random.below(3)) { String(pick(marks)) }
    case 9: text = run(1 + random.below(5)) { pick(emoji) }
    case 10: text = pick(["\n", "\r\n", "\n\n"])
    case 11: text = pick(zeroWidthPieces)
    case 12:
      text = run(20 + random.below(300)) {
        switch random.below(6) {
        case 0: String(pick(wide))
        case 1: pick(emoji)
        case 2: String(pick(narrowKana))
        case 3: String(pick(bases)) + String(pick(marks))
        default: String(pick(unbroken))
        }
      }
    default: text = " " + run(1 + random.below(8)) { String(pick(letters)) }
    }
    return (text, style)
  }

  /// A case: the tokens' seeds, and a width from 1 to 120 (small widths often).
  static let cases = Gen.int(in: 0...Int(Int32.max)).array(of: 2...40)

  static func width(_ seeds: [Int]) -> Int {
    let seed = seeds[0]
    return seed % 3 == 0 ? 1 + seed / 3 % 4 : 1 + seed / 3 % 120
  }

  static func line(_ seeds: [Int]) -> StyledLine {
    var line = StyledLine()
    for seed in seeds.dropFirst() {
      let token = token(seed)
      line.append(token.text, style: styles[token.style])
    }
    return line
  }

  /// Checks `count` cases (``propertyCases(_:)`` of it) from a fixed seed, so that every run
  /// checks the same ones; a failure names the state that replays it.
  static func checkSeeded(
    _ count: Int, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation,
    _ property: ([Int]) -> String?
  ) {
    var rng = Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 1))
    var failures = 0
    for _ in 0..<propertyCases(count) where failures < 3 {
      let replay = rng.currentState
      let seeds = cases.run(using: &rng)
      guard let failure = property(seeds) else { continue }
      failures += 1
      Issue.record(
        "\(failure)\nseeds \(seeds)\nreplay with Xoshiro(seed: \(replay))",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: Properties

  @Test("wrapping a line of several styles gives the reference's runs and widths")
  func wrappedMatchesReference() {
    Self.checkSeeded(3000, seed: 0x5745_4150) { seeds in
      let width = Self.width(seeds)
      let line = Self.line(seeds)
      let lines = line.wrapped(toWidth: width)
      let expected = Self.reference(line, width: width)
      let actual = lines.map(Self.pieces)
      if let difference = Self.firstDifference(actual, expected.map(Self.pieces)) {
        return "width \(width): \(difference)"
      }
      let widths = expected.map { $0.reduce(0) { $0 + $1.width } }
      guard lines.map(\.width) == widths, widths.allSatisfy({ $0 <= width }) else {
        return "widths \(lines.map(\.width)) instead of \(widths) at width \(width)"
      }
      return nil
    }
  }

  @Test("wrapping a text of paragraphs gives the reference's lines, an empty one per blank line")
  func wrappingMatchesReference() {
    Self.checkSeeded(2000, seed: 0x5041_5241) { seeds in
      let width = Self.width(seeds)
      let text = seeds.dropFirst().map { Self.token($0).text }.joined()
      let style = Self.styles[seeds[0] % Self.styles.count]
      let lines = StyledLine.wrapping(text, style: style, toWidth: width)
      let expected = Self.reference(text, style: style, width: width).map(Self.pieces)
      if let difference = Self.firstDifference(lines.map(Self.pieces), expected) {
        return "width \(width): \(difference)"
      }
      return nil
    }
  }

  @Test("an unbroken text is cut into full lines, whatever its length")
  func unbrokenTextFillsLines() {
    for (count, width) in [(1, 1), (10, 3), (999, 80), (1000, 80), (25_000, 80), (7, 120)] {
      let text = String(repeating: "abcdefghij", count: count)
      let lines = StyledLine.wrapping(text, toWidth: width)
      #expect(lines.count == (text.count + width - 1) / width)
      #expect(lines.dropLast().allSatisfy { $0.width == width })
      #expect(lines.map(\.text).joined() == text)
    }
    // Wide characters at an odd width leave the last column of each line free.
    let wide = StyledLine.wrapping(String(repeating: "中", count: 1000), toWidth: 5)
    #expect(wide.count == 500 && wide.allSatisfy { $0.text == "中中" })
  }
}

/// A small deterministic generator: the tokens of a case follow from their seeds alone.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
