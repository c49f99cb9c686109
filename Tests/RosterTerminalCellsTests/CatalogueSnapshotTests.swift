import Foundation
import RosterTerminalCells
import Testing

/// Golden screens of every catalogue cell on a terminal list: the text, then its style mask
/// (`.` plain, `R` inverse, `B` bold, `D` dim, `U` underline, `I` italic, `C` coloured). The
/// selected row is marked `›` and drawn inverse.
@Suite("Terminal catalogue cells: snapshots")
@MainActor
struct CatalogueSnapshotTests {
  static let hostile = "\u{1B}[2J\u{9B}31m\u{202E}rtl\n\tx"
  static let wide = "東京🇫🇷👩‍💻 e\u{301}"

  static func snapshot(
    _ text: String, width: Int, isEnabled: Bool, selecting item: Int?, rows: Range<Int>? = nil
  ) async -> String {
    let fixture = CatalogueFixture(width: width, height: 40)
    await fixture.show(CatalogueSamples.models(text, isEnabled: isEnabled))
    if let item { fixture.select(item) }
    #expect(fixture.diagnosticLog.requests.isEmpty)
    return fixture.screen(rows: rows)
  }

  @Test("every cell at 32 columns, the first item selected")
  func normal() async {
    let screen = await Self.snapshot("plain", width: 32, isEnabled: true, selecting: nil)
    #expect(
      screen == """
        › Title plain                  3
          Label plain                  ›
          Detail plain                42
          sub plain
          ★ Icon plain                 ✓
          ▣ alt plain
          │ ▣ alt plain
          │ Card plain
          │ body plain
          [ Button plain ]
          Toggle plain              ● On
          Seg   A  [plain]  C
          Field: plain
          View
          plain
          line 2
            ────────────────────────────

          ░░░░░░░░░░░░░░░░░░░░░░
          ░░░░░░░░░░░░░░░
                   Empty plain
                  message plain
                     [ Act ]
          ✗ Error plain
          ↻ Try again (Enter)
        --
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        ...............................B
        ..............................CC
        ..CCCCCCCCC
        ..B............................B
        ..C.IIIIIIIII
        ..DDC.IIIIIIIII
        ..DDBBBBBBBBBB
        ..DD
        ..BBBBBBBBBBBBBBBB
        ............................BBBB
        .......CCC.BBBBBBB.CCC
        .........UUUUU



        ....DDDDDDDDDDDDDDDDDDDDDDDDDDDD

        ..DDDDDDDDDDDDDDDDDDDDDD
        ..DDDDDDDDDDDDDDD
        ...........BBBBBBBBBBB
        ..........CCCCCCCCCCCCC
        .............BBBBBBB
        ..BBBBBBBBBBBBB
        ..CCCCCCCCCCCCCCCCCCC
        """)
  }

  @Test("disabled rows and controls are dimmed")
  func disabled() async {
    let screen = await Self.snapshot("plain", width: 32, isEnabled: false, selecting: nil)
    let normal = await Self.snapshot("plain", width: 32, isEnabled: true, selecting: nil)
    let disabledParts = screen.components(separatedBy: "\n--\n")
    let normalParts = normal.components(separatedBy: "\n--\n")
    #expect(disabledParts.first == normalParts.first)  // the same text, only dimmed
    #expect(
      disabledParts.last == """
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        ..DDDDDDDDDDDDDDDDDDDDDDDDDDDDDB
        ..DDDDDDDDDDDDDDDDDDDDDDDDDDDDDD
        ..DDDDDDDDD
        ..BDDDDDDDDDDDDDDDDDDDDDDDDDDDDB
        ..C.IIIIIIIII
        ..DDC.IIIIIIIII
        ..DDBBBBBBBBBB
        ..DD
        ..BBBBBBBBBBBBBBBB
        ..DDDDDDDDDDDDDDDDDDDDDDDDDDBBBB
        ..DDDDDDDDDBBBBBBBDDDD
        ..DDDDDDDDDDDD
        ..DDDD
        ..DDDDD
        ..DDDDDD
        ....DDDDDDDDDDDDDDDDDDDDDDDDDDDD

        ..DDDDDDDDDDDDDDDDDDDDDD
        ..DDDDDDDDDDDDDDD
        ...........BBBBBBBBBBB
        ..........CCCCCCCCCCCCC
        .............BBBBBBB
        ..BBBBBBBBBBBBB
        ..CCCCCCCCCCCCCCCCCCC
        """)
  }

  @Test("at 12 columns every cell truncates or wraps, never overflows")
  func narrow() async {
    let screen = await Self.snapshot("plain", width: 12, isEnabled: true, selecting: nil)
    #expect(screen == Self.narrowScreen)
  }

  /// The catalogue at 12 columns: its text, then its styles.
  static let narrowScreen = """
    › Title p… 3
      Label    ›
      plain
      Detail… 42
      sub plain
      ★ Icon … ✓
      ▣ alt
      plain
      │ ▣ alt
      │ plain
      │ Card
      │ plain
      │ body
      │ plain
      [ Button …
      Togg… ● On
      Seg   A  …
      Field: pl…
      View
      plain
      line 2
        ────────

      ░░░░░░░
      ░░░░░
      Empty pla…
       message
        plain
       [ Act ]
      ✗ Error
      plain
      ↻ Try aga…
    --
    ..RRRRRRRRRR
    ...........B

    ..........CC
    ..CCCCCCCCC
    ..B........B
    ..C.III
    ..IIIII
    ..DDC.III
    ..DDIIIII
    ..DDBBBB
    ..DDBBBBB
    ..DD
    ..DD
    ..BBBBBBBBBB
    ........BBBB
    .......CCC
    .........UUU



    ....DDDDDDDD

    ..DDDDDDD
    ..DDDDD
    ..BBBBBBBBBB
    ...CCCCCCC
    ....CCCCC
    ...BBBBBBB
    ..BBBBBBB
    ..BBBBB
    ..CCCCCCCCCC
    """

  @Test("wide characters, flags, ZWJ emoji and combining marks keep their columns")
  func wide() async {
    let screen = await Self.snapshot(Self.wide, width: 24, isEnabled: true, selecting: nil)
    #expect(
      screen == """
        › Title 東京🇫🇷👩‍💻 é     3
          Label 東京🇫🇷👩‍💻 é     ›
          Detail 東京🇫🇷👩‍💻 é   42
          sub 東京🇫🇷👩‍💻 é
          ★ Icon 東京🇫🇷👩‍💻 é    ✓
          ▣ alt 東京🇫🇷👩‍💻 é
          │ ▣ alt 東京🇫🇷👩‍💻 é
          │ Card 東京🇫🇷👩‍💻 é
          │ body 東京🇫🇷👩‍💻 é
          [ Button 東京🇫🇷👩‍💻 é ]
          Toggle 東京🇫🇷👩‍💻 é ● On
          Seg   A  [東京🇫🇷👩‍💻 é]…
          Field: 東京🇫🇷👩‍💻 é
          View
          東京🇫🇷👩‍💻 é
          line 2
            ────────────────────

          ░░░░░░░░░░░░░░░░
          ░░░░░░░░░░░
             Empty 東京🇫🇷👩‍💻 é
            message 東京🇫🇷👩‍💻 é
                 [ Act ]
          ✗ Error 東京🇫🇷👩‍💻 é
          ↻ Try again (Enter)
        --
        ..RRRRRRRRRRRRRRRRRRRRRR
        .......................B
        ......................CC
        ..CCCCCCCCCCCCCC
        ..B....................B
        ..C.IIIIIIIIIIIIII
        ..DDC.IIIIIIIIIIIIII
        ..DDBBBBBBBBBBBBBBB
        ..DD
        ..BBBBBBBBBBBBBBBBBBBBB
        ....................BBBB
        .......CCC.BBBBBBBBBBBBB
        .........UUUUUUUUUU



        ....DDDDDDDDDDDDDDDDDDDD

        ..DDDDDDDDDDDDDDDD
        ..DDDDDDDDDDD
        .....BBBBBBBBBBBBBBBB
        ....CCCCCCCCCCCCCCCCCC
        .........BBBBBBB
        ..BBBBBBBBBBBBBBBBBB
        ..CCCCCCCCCCCCCCCCCCC
        """)
  }

  @Test("escape sequences, C1 controls and bidi overrides show inert")
  func hostile() async {
    let screen = await Self.snapshot(Self.hostile, width: 32, isEnabled: true, selecting: nil)
    #expect(screen == Self.hostileScreen)
  }

  /// The catalogue showing hostile text at 32 columns: its text, then its styles.
  static let hostileScreen = """
    › Title ␛[2J�31mrtl␊ x         3
      Label ␛[2J�31mrtl            ›
      x
      Detail ␛[2J�31mrtl␊ x       42
      sub ␛[2J�31mrtl␊ x
      ★ Icon ␛[2J�31mrtl␊ x        ✓
      ▣ alt ␛[2J�31mrtl␊ x
      │ ▣ alt ␛[2J�31mrtl␊ x
      │ Card ␛[2J�31mrtl
      │ x
      │ body ␛[2J�31mrtl
      │ x
      [ Button ␛[2J�31mrtl␊ x ]
      Toggle ␛[2J�31mrtl␊ x     ● On
      Seg   A  [␛[2J�31mrtl␊ x]  C
      Field: ␛[2J�31mrtl␊ x
      View
      ␛[2J�31mrtl
       x
      line 2
        ────────────────────────────

      ░░░░░░░░░░░░░░░░░░░░░░
      ░░░░░░░░░░░░░░░
           Empty ␛[2J�31mrtl␊ x
           message ␛[2J�31mrtl
                    x
                 [ Act ]
      ✗ Error ␛[2J�31mrtl
      x
      ↻ Try again (Enter)
    --
    ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
    ...............................B

    ..............................CC
    ..CCCCCCCCCCCCCCCCCC
    ..B............................B
    ..C.IIIIIIIIIIIIIIIIII
    ..DDC.IIIIIIIIIIIIIIIIII
    ..DDBBBBBBBBBBBBBBBB
    ..DDB
    ..DD
    ..DD
    ..BBBBBBBBBBBBBBBBBBBBBBBBB
    ............................BBBB
    .......CCC.BBBBBBBBBBBBBBBB.CCC
    .........UUUUUUUUUUUUUU




    ....DDDDDDDDDDDDDDDDDDDDDDDDDDDD

    ..DDDDDDDDDDDDDDDDDDDDDD
    ..DDDDDDDDDDDDDDD
    .......BBBBBBBBBBBBBBBBBBBB
    .......CCCCCCCCCCCCCCCCCCC
    ................C
    .............BBBBBBB
    ..BBBBBBBBBBBBBBBBBBB
    ..B
    ..CCCCCCCCCCCCCCCCCCC
    """

  @Test("a selected text field shows its cursor at the end of its text")
  func fieldSelected() async {
    let screen = await Self.snapshot(
      "plain", width: 32, isEnabled: true, selecting: 9, rows: 11..<16)
    #expect(
      screen == """
          Seg   A  [plain]  C
        › Field: plain▏
          View
          plain
          line 2
        --
        .......CCC.BBBBBBB.CCC
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR



        """)
  }

  @Test("a selected text view shows its cursor at the end of its text")
  func viewSelected() async {
    let screen = await Self.snapshot(
      "plain", width: 32, isEnabled: true, selecting: 10, rows: 11..<16)
    #expect(
      screen == """
          Seg   A  [plain]  C
          Field: plain
        › View
          plain
          line 2▏
        --
        .......CCC.BBBBBBB.CCC
        .........UUUUU
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
  }

  @Test("a selected disabled text field shows no cursor")
  func disabledFieldSelected() async {
    let screen = await Self.snapshot(
      "plain", width: 32, isEnabled: false, selecting: 9, rows: 11..<16)
    #expect(
      screen == """
          Seg   A  [plain]  C
        › Field: plain
          View
          plain
          line 2
        --
        ..DDDDDDDDDBBBBBBBDDDD
        ..RRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        ..DDDD
        ..DDDDD
        ..DDDDDD
        """)
  }

  @Test(
    "a section title with a separator has a rule under it, as wide as the row", arguments: [8, 20])
  func titleWithSeparator(width: Int) async {
    let fixture = CatalogueFixture(width: width + 2, height: 4)
    await fixture.show([
      SectionTitleCellModel(identifier: "t", title: "Posts", detail: "24", showsSeparator: true),
      SectionTitleCellModel(identifier: "u", title: "Plain"),
    ])
    let rows = fixture.screen(rows: 0..<3).components(separatedBy: "\n--\n")[0]
      .components(separatedBy: "\n")
    #expect(rows.count == 3)
    #expect(rows[1] == "  " + String(repeating: "─", count: width))
    #expect(rows[2].hasPrefix("  Plain"))
  }
}
