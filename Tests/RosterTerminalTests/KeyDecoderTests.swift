import PropertyBased
@_spi(Testing) import RosterTerminal
import RosterTestSupport
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
      ("\u{1B}[<32;3;8M", .drag(column: 2, row: 7)),
      ("\u{1B}[<48;5;1M", .drag(column: 4, row: 0)),
    ])
  func sequences(bytes: String, key: Key) {
    #expect(Self.decode(bytes) == [key])
  }

  @Test(
    "modified keys",
    arguments: [
      ("\u{1B}[1;2A", Key.modified(.up, .shift)), ("\u{1B}[1;3B", .modified(.down, .alt)),
      ("\u{1B}[1;5C", .modified(.right, .control)),
      ("\u{1B}[1;6D", .modified(.left, [.control, .shift])),
      ("\u{1B}[1;8H", .modified(.home, [.shift, .alt, .control])),
      ("\u{1B}[1;5F", .modified(.end, .control)), ("\u{1B}[5;2~", .modified(.pageUp, .shift)),
      ("\u{1B}[6;5~", .modified(.pageDown, .control)), ("\u{1B}[3;3~", .modified(.delete, .alt)),
      ("\u{1B}[1;1A", .up), ("\u{1B}[1;10A", .modified(.up, .shift)),
      ("\u{1B}O5A", .modified(.up, .control)), ("\u{1B}O1;2B", .modified(.down, .shift)),
      ("\u{1B}[Z", .modified(.tab, .shift)), ("\u{1B}x", .modified(.character("x"), .alt)),
      ("\u{1B}é", .modified(.character("é"), .alt)), ("\u{1B}\r", .modified(.enter, .alt)),
      ("\u{1B}\u{7F}", .modified(.backspace, .alt)), ("\u{1B}[", .modified(.character("["), .alt)),
      ("\u{1B}O", .modified(.character("O"), .alt)),
    ])
  func modifiedKeys(bytes: String, key: Key) {
    #expect(Self.decode(bytes) == [key])
  }

  @Test("malformed modifiers and unknown sequences are dropped whole, never typed")
  func malformedModifiers() {
    for bytes in [
      "\u{1B}[1;0A", "\u{1B}[1;17A", "\u{1B}[1;:A", "\u{1B}[1;2;3A", "\u{1B}[2;5~", "\u{1B}[1;Z",
      "\u{1B}O9;9;9A", "\u{1B}OP", "\u{1B}[201~", "\u{1B}[1;5R",
    ] {
      #expect(Self.decode(bytes + "q") == [.character("q")], "\(Array(bytes.utf8))")
    }
  }

  @Test("Escape before a control other than Enter, Tab and Backspace stays Escape; Ctrl-C quits")
  func escapeBeforeControls() {
    #expect(Self.decode("\u{1B}\u{3}") == [.escape, .interrupt])
    #expect(Self.decode("\u{1B}\u{4}") == [.escape, .control("d")])
    #expect(Self.decode("\u{1B}\u{1B}[A") == [.escape, .up])
    #expect(Self.decode("\u{1B}O\u{1B}[A") == [.modified(.character("O"), .alt), .up])
    #expect(Self.decode("\u{1B}O5\u{1B}[B") == [.down])
  }

  @Test("a paste is one key, whatever it holds but Ctrl-C, however the reads split it")
  func paste() {
    let text = "ls -la\r\u{1B}[A\u{4}中\n"
    let bytes = Array(("x\u{1B}[200~" + text + "\u{1B}[201~y").utf8)
    for cut in 0...bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
      #expect(keys == [.character("x"), .paste(text), .character("y")], "cut at \(cut)")
      #expect(!decoder.isPending)
    }
    #expect(Self.decode("\u{1B}[200~\u{1B}[201~") == [])
  }

  @Test("a paste without its end marker ends at flush, and never holds more than the bound")
  func unfinishedPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc\r".utf8)) == [])
    #expect(decoder.isPasting && decoder.isPending)
    #expect(decoder.flush() == [.paste("abc\r")])
    #expect(decoder.decode(Array("j".utf8)) == [.character("j")])

    var bounded = KeyDecoder(pasteLimit: 8)
    let keys = bounded.decode(Array("\u{1B}[200~abcdefg中hijklmn\u{1B}[201~k".utf8))
    #expect(keys == [.paste("abcdefg"), .paste("中hijkl"), .paste("mn"), .character("k")])
    #expect(KeyDecoder.maximumPasteLength == 1 << 20)
  }

  @Test("Ctrl-C ends a paste whose end marker never came: the text so far, then Ctrl-C")
  func interruptEndsPaste() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~hello".utf8)) == [])
    // Keys typed while the paste is open are text, until Ctrl-C.
    #expect(decoder.decode(Array("\u{1B}[B\r".utf8)) == [])
    #expect(decoder.decode([0x03]) == [.paste("hello\u{1B}[B\r"), .interrupt])
    #expect(!decoder.isPasting && !decoder.isPending)
    #expect(decoder.decode(Array("\u{3}\u{1B}[Bq".utf8)) == [.interrupt, .down, .character("q")])
    // Ctrl-C right after the start marker: no empty paste.
    #expect(decoder.decode(Array("\u{1B}[200~\u{3}".utf8)) == [.interrupt])
    // A held piece of the end marker goes with the text.
    #expect(
      decoder.decode(Array("\u{1B}[200~ab\u{1B}[20\u{3}".utf8)) == [
        .paste("ab\u{1B}[20"), .interrupt,
      ])
  }

  @Test("a lone ESC waits for flush; releases are ignored")
  func escapeHandling() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isPending)
    #expect(!decoder.isPasting)
    #expect(decoder.decode(Array("[B".utf8)) == [.down])
    #expect(Self.decode("\u{1B}[<0;3;7m") == [])
    // Other buttons' presses and drags, and moves with no button held (mode 1003), are no key.
    #expect(Self.decode("\u{1B}[<2;3;7M\u{1B}[<34;3;7M\u{1B}[<35;3;7M\u{1B}[<1;3;7M") == [])
    #expect(Self.decode("\u{1B}[99Zq") == [.character("q")])
    #expect(Self.decode("\u{1B}[" + String(repeating: "1", count: 100) + "Aq") == [.character("q")])
    #expect(Self.decode("\u{1B}[" + String(repeating: "1", count: 100) + "\u{1B}[B") == [.down])
  }

  @Test("any split of the input decodes to the same keys; arbitrary bytes never trap")
  func chunkingIsInvisible() async {
    let fragments = [
      "\u{1B}[A", "\u{1B}[<64;10;5M", "\u{1B}[5~", "j", "é", "中", "👍", "\r", "\u{3}", "\u{1B}OB",
      "\u{1B}[1;5A", "\u{1B}O5C", "\u{1B}x", "\u{1B}[200~a\rb", "\u{1B}[201~",
    ]
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 0...(fragments.count + 255)).array(of: 0...20),
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
      if pieces.allSatisfy({ $0 < fragments.count - 2 }) {
        #expect(expected.count == pieces.count)
      }
    }
  }
}
