import PropertyBased
import RosterTerminal
import Testing

@Suite("KeyDecoder: bytes to keys")
struct KeyDecoderTests {
  static func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test(
    "sequences",
    arguments: [
      ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home),
      ("\u{1B}[4~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}[3~", .delete), ("\r", .enter), ("\n", .enter), ("\u{3}", .interrupt),
      ("\u{7F}", .backspace), ("\t", .tab), ("\u{4}", .control("d")), ("j", .character("j")),
      ("é", .character("é")), ("中", .character("中")), ("\u{1B}", .escape),
      ("\u{1B}[<64;10;5M", .wheelUp(column: 9, row: 4)),
      ("\u{1B}[<65;1;1M", .wheelDown(column: 0, row: 0)),
      ("\u{1B}[<0;3;7M", .click(column: 2, row: 6)),
    ])
  func sequences(bytes: String, key: Key) {
    #expect(Self.decode(bytes) == [key])
  }

  @Test("a lone ESC waits for flush; Alt+key is Escape then the key; releases are ignored")
  func escapeHandling() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isPending)
    #expect(decoder.decode(Array("[B".utf8)) == [.down])
    #expect(Self.decode("\u{1B}x") == [.escape, .character("x")])
    #expect(Self.decode("\u{1B}[<0;3;7m") == [])
    #expect(Self.decode("\u{1B}[99Zq") == [.character("q")])
    #expect(
      Self.decode("\u{1B}[" + String(repeating: "1", count: 100) + "Aq").last == .character("q"))
  }

  @Test("any split of the input decodes to the same keys; arbitrary bytes never trap")
  func chunkingIsInvisible() async {
    let fragments = [
      "\u{1B}[A", "\u{1B}[<64;10;5M", "\u{1B}[5~", "j", "é", "中", "👍", "\r", "\u{3}", "\u{1B}OB",
    ]
    await propertyCheck(
      count: 3000, input: Gen.int(in: 0...(fragments.count + 255)).array(of: 0...20),
      Gen.int(in: 0...200)
    ) { pieces, split in
      let bytes = pieces.flatMap { index in
        index < fragments.count ? Array(fragments[index].utf8) : [UInt8(index - fragments.count)]
      }
      var whole = KeyDecoder()
      let expected = whole.decode(bytes)
      var chunked = KeyDecoder()
      let cut = min(split, bytes.count)
      let keys = chunked.decode(bytes[..<cut]) + chunked.decode(bytes[cut...])
      #expect(keys == expected, "\(bytes)")
      if pieces.allSatisfy({ $0 < fragments.count }) {
        #expect(expected.count == pieces.count)
      }
    }
  }
}
