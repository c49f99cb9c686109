import RosterDemo
import Testing

@Suite("DemoKey: decoding raw terminal input")
struct KeyDecodingTests {
  @Test(
    "escape sequences, control keys and characters",
    arguments: [
      ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [DemoKey.up, .down, .right, .left]),
      ("\u{1B}OA\u{1B}OH\u{1B}OF", [.up, .home, .end]),
      (
        "\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~",
        [.pageUp, .pageDown, .home, .end, .home, .end]
      ),
      (
        "jk\r\n\r\u{7F}\u{8}",
        [.character("j"), .character("k"), .enter, .enter, .backspace, .backspace]
      ),
      ("\u{1B}", [.escape]),
      ("\u{1B}x", [.escape, .character("x")]),
      ("é東", [.character("é"), .character("東")]),
      ("\u{1B}[2;5Zq", [.character("q")]),
      ("\u{1B}[12", []),
    ])
  func decodes(input: String, expected: [DemoKey]) {
    #expect(DemoKey.keys(from: Array(input.utf8)) == expected)
  }

  @Test("invalid UTF-8 becomes a replacement character, never a crash")
  func invalidUTF8() {
    #expect(DemoKey.keys(from: [0xFF, 0x61]) == [.character("\u{FFFD}"), .character("a")])
  }

  @Test("2,000 random byte strings decode without trapping, and plain ASCII letters survive")
  func randomBytes() {
    var random = SeededGenerator(seed: 5)
    for _ in 0..<2_000 {
      let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      let keys = DemoKey.keys(from: bytes + Array("zz".utf8))
      #expect(keys.suffix(2) == [.character("z"), .character("z")] || bytes.contains(0x1B))
    }
  }
}
