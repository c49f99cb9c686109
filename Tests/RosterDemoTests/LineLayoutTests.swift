import RosterDemo
import RosterTerminal
import Testing

@Suite("LineLayout: justification and word wrapping in display columns")
struct LineLayoutTests {
  static let alphabet: [String] = [
    "a", "b", "lists", "diff", "東", "京", "📷", "e\u{301}", "\u{1B}[31m", "🧑‍💻", "—", "x",
  ]

  private func randomText(using random: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...16, using: &random)).map { _ in
      let word = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        Self.alphabet.randomElement(using: &random) ?? "a"
      }
      return word.joined()
    }.joined(separator: " ")
  }

  @Test("4,000 random texts: wrapped lines fit the width and keep every word that fits, in order")
  func wrapping() {
    var random = SeededGenerator(seed: 21)
    for caseNumber in 0..<4_000 {
      let text = randomText(using: &random)
      let width = Int.random(in: 2...30, using: &random)
      let lines = LineLayout.wrapped(text, width: width)
      let sanitized = StyledLine(text).text
      let words = sanitized.split(separator: " ").map(String.init)
      guard lines.allSatisfy({ $0.width <= width && $0.width > 0 }) else {
        Issue.record("case \(caseNumber): a line is wider than \(width): \(lines.map(\.text))")
        return
      }
      guard lines.map(\.text).joined().filter({ $0 != " " }) == words.joined() else {
        Issue.record("case \(caseNumber): \(words) became \(lines.map(\.text))")
        return
      }
    }
  }

  @Test("justified lines fit, keep the right text whole, and put it flush right when there is room")
  func justification() {
    var random = SeededGenerator(seed: 22)
    for caseNumber in 0..<2_000 {
      let left = StyledLine(randomText(using: &random))
      let right = StyledLine(randomText(using: &random))
      let width = Int.random(in: 0...40, using: &random)
      let line = LineLayout.justified(left, right, width: width)
      guard line.width <= width else {
        Issue.record("case \(caseNumber): \(line.text) is wider than \(width)")
        return
      }
      if right.width > 0 && right.width + 2 <= width {
        #expect(line.text.hasSuffix(" " + right.text), "case \(caseNumber)")
        #expect(line.width >= width - 1, "case \(caseNumber)")
      }
    }
  }

  @Test("nothing fits in zero columns")
  func zeroWidth() {
    #expect(LineLayout.wrapped("some words", width: 0).isEmpty)
    #expect(LineLayout.justified("left", "right", width: 0).width == 0)
  }
}
