import Foundation
import PropertyBased
import RosterTerminalCells
import RosterTestSupport
import Testing

/// Every catalogue cell, with random content at a random width, drawn right to left is the
/// mirror image of itself drawn left to right.
///
/// What "mirror image" means for a line `W` columns wide, written independently of the cells'
/// own mirroring here: the left-to-right line, cut to `W` columns between clusters and padded
/// with plain spaces, is read as a row of columns. A *piece of text* is a stretch of one style
/// from a non-blank cluster to the last non-blank cluster of that style before the style
/// changes (the spaces inside it belong to it); every other column is a *blank* of its own.
/// Right to left, a piece at columns `a..<a+w` is at `W-a-w..<W-a`, its clusters in the same
/// order and styles (text keeps its reading order, only its place mirrors), and a blank at
/// column `c` is at `W-1-c` in the same style. One glyph points the way a row reads: a
/// disclosure `›` standing alone is `‹` right to left.
///
/// The content is text that is not itself bidirectional — ASCII, Latin with diacritics, CJK and
/// emoji, two columns wide — words joined by single spaces. The text being edited in a focused
/// field, drawn with its cursor, is one piece in several styles and is left out (cells here are
/// never focused).
@MainActor
@Suite("Right to left: every catalogue cell is the mirror image of itself left to right")
struct RightToLeftPropertyTests {
  /// A column of a line: the cluster that starts there, or `nil` under the second column of a
  /// wide cluster.
  struct Column: Equatable, CustomStringConvertible {
    var text: String
    var width: Int
    var style: TextStyle

    var isBlank: Bool { text == " " }
    var description: String { text }
  }

  /// `line` as exactly `width` columns.
  static func columns(of line: StyledLine, width: Int) -> [Column?] {
    var columns: [Column?] = []
    outer: for run in line.runs {
      for character in run.text {
        let characterWidth = StyledLine(String(character)).width
        guard columns.count + characterWidth <= width else { break outer }
        columns.append(Column(text: String(character), width: characterWidth, style: run.style))
        columns += Array(repeating: nil, count: max(0, characterWidth - 1))
      }
    }
    while columns.count < width { columns.append(Column(text: " ", width: 1, style: .plain)) }
    return columns
  }

  /// The reference: the mirror image of `columns`, as the suite's comment defines it.
  static func mirror(_ columns: [Column?]) -> [Column?] {
    let width = columns.count
    var mirrored = [Column?](repeating: nil, count: width)
    var start = 0
    while start < width {
      guard let first = columns[start] else {
        start += 1
        continue
      }
      guard !first.isBlank else {
        mirrored[width - 1 - start] = first
        start += 1
        continue
      }
      // The piece: to the last non-blank column before the style changes.
      var end = start + first.width
      var scan = end
      while scan < width {
        guard let column = columns[scan] else {
          scan += 1
          continue
        }
        guard column.style == first.style else { break }
        scan += column.width
        if !column.isBlank { end = scan }
      }
      var piece = Array(columns[start..<end])
      if piece.count == 1, piece[0]?.text == "›" { piece[0]?.text = "‹" }
      let mirroredStart = width - end
      mirrored.replaceSubrange(mirroredStart..<(mirroredStart + piece.count), with: piece)
      start = end
    }
    return mirrored
  }

  /// Words of ASCII, accented Latin, CJK and emoji, joined by single spaces.
  static func text(_ random: inout SplitMix, words: ClosedRange<Int>) -> String {
    let letters = Array("abcXYZ019éñßÅçø中文東京語👍.-!?")
    return (0..<Int.random(in: words, using: &random)).map { _ in
      String(
        (0..<Int.random(in: 1...7, using: &random)).map { _ in
          pick(letters, &random)
        })
    }.joined(separator: " ")
  }

  /// One of `elements`, at random.
  static func pick<Element>(_ elements: [Element], _ random: inout SplitMix) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }

  /// A random model of catalogue type `kind` (0 to 15).
  static func model(kind: Int, _ random: inout SplitMix) -> any CellModel {
    func words(_ range: ClosedRange<Int> = 0...5) -> String { text(&random, words: range) }
    let enabled = Bool.random(using: &random)
    let accessory = pick([CellAccessory.none, .disclosure, .checkmark], &random)
    let image = CellImage(.named("cover"), altText: words(1...3))
    switch kind {
    case 0:
      return SectionTitleCellModel(
        identifier: "m", title: words(), detail: words(0...2),
        showsSeparator: Bool.random(using: &random))
    case 1:
      return LabelCellModel(
        identifier: "m", text: words(0...20),
        role: pick([.body, .headline, .caption], &random),
        accessory: accessory, isEnabled: enabled)
    case 2:
      return DetailLabelCellModel(
        identifier: "m", title: words(), subtitle: words(0...3), value: words(0...2),
        accessory: accessory, isEnabled: enabled)
    case 3:
      return IconLabelCellModel(
        identifier: "m", icon: CellIcon(symbolName: "star", glyph: "★"), text: words(),
        accessory: accessory, isEnabled: enabled)
    case 4: return ImageCellModel(identifier: "m", image: image)
    case 5:
      return CardCellModel(
        identifier: "m", image: Bool.random(using: &random) ? image : nil, title: words(0...6),
        text: words(0...20))
    case 6:
      return ButtonCellModel(
        identifier: "m", title: words(),
        role: pick([.primary, .destructive], &random),
        isEnabled: enabled
      ) { _ in }
    case 7:
      return ToggleCellModel(
        identifier: "m", title: words(), subtitle: words(0...3),
        isOn: Bool.random(using: &random), isEnabled: enabled
      ) { _, _ in }
    case 8:
      let segments = (0..<Int.random(in: 1...5, using: &random)).map { _ in words(1...2) }
      return SegmentedControlCellModel(
        identifier: "m", title: words(0...2), segments: segments,
        selectedIndex: Int.random(in: 0..<segments.count, using: &random), isEnabled: enabled
      ) { _, _ in }
    case 9:
      return TextFieldCellModel(
        identifier: "m", title: words(0...2), text: words(0...4), placeholder: words(0...2),
        isEnabled: enabled
      ) { _, _ in }
    case 10:
      return TextViewCellModel(
        identifier: "m", title: words(0...2), text: words(0...8) + "\n" + words(0...8),
        placeholder: words(0...2), isEnabled: enabled
      ) { _, _ in }
    case 11: return SeparatorCellModel(identifier: "m", isInset: Bool.random(using: &random))
    case 12:
      return SpacerCellModel(
        identifier: "m", spacing: pick([.small, .large], &random))
    case 13:
      return SkeletonCellModel(identifier: "m", lineCount: Int.random(in: 1...4, using: &random))
    case 14:
      var action: EmptyStateCellModel.Action?
      if Bool.random(using: &random) { action = { _ in } }
      return EmptyStateCellModel(
        identifier: "m", title: words(), message: words(0...12), actionTitle: words(0...2),
        action: action)
    default:
      var retry: ErrorCellModel.RetryAction?
      if Bool.random(using: &random) { retry = { _ in } }
      return ErrorCellModel(
        identifier: "m", message: words(0...12), retryTitle: words(1...2), retry: retry)
    }
  }

  static let kinds = 16

  /// A catalogue cell bound to `model`, reading in `direction`.
  static func cell(
    showing model: any CellModel, _ direction: ListLayout.LayoutDirection
  ) -> (any DirectionalTerminalCell)? {
    let registry = CellRegistry()
    registry.registerTerminalCells()
    guard let cellType = registry.cellType(for: model) as? any TerminalCell.Type,
      let cell = cellType.init() as? any DirectionalTerminalCell
    else { return nil }
    cell.bind(cellModel: model, sizing: false)
    cell.layoutDirection = direction
    return cell
  }

  /// The first line of `model`'s cell, right to left, that is not the mirror of its line left to
  /// right, described; `nil` when every line is. `reused` draws left to right first with the
  /// same cell, then turns it.
  static func mismatch(_ model: any CellModel, width: Int, reused: Bool) -> String? {
    guard let leftToRightCell = cell(showing: model, .leftToRight),
      let turned = cell(showing: model, reused ? .leftToRight : .rightToLeft)
    else { return "\(type(of: model))'s cell does not lay itself out for a direction" }
    let leftToRight = leftToRightCell.render(width: width)
    if reused {
      _ = turned.render(width: width)
      turned.layoutDirection = .rightToLeft
    }
    let rightToLeft = turned.render(width: width)
    guard leftToRight.count == rightToLeft.count else {
      return "\(leftToRight.count) lines left to right, \(rightToLeft.count) right to left"
    }
    for (ltr, rtl) in zip(leftToRight, rightToLeft) {
      let expected = mirror(columns(of: ltr, width: width))
      let actual = columns(of: rtl, width: width)
      guard expected == actual else {
        func show(_ columns: [Column?]) -> String { columns.compactMap { $0?.text }.joined() }
        return
          "left to right |\(ltr.text)|\nexpected      |\(show(expected))|\ndrawn         |\(show(actual))|"
      }
    }
    return nil
  }

  @Test("each catalogue cell right to left is the mirror of its lines left to right")
  func catalogueMirrors() async {
    await propertyCheck(count: propertyCases(4_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var random = SplitMix(seed: UInt64(seed))
      let kind = Int.random(in: 0..<Self.kinds, using: &random)
      let model = Self.model(kind: kind, &random)
      let width = Int.random(in: 1...60, using: &random)
      let reused = Bool.random(using: &random)
      let failure = Self.mismatch(model, width: width, reused: reused)
      #expect(
        failure == nil, "seed \(seed), \(type(of: model)) at width \(width)\n\(failure ?? "")")
    }
  }

  @Test(
    "the cases move every type's lines, swap the pieces of two-sided rows, and cut lines",
    .enabled(if: checksCensus))
  func coverage() {
    var movedByKind = [Int](repeating: 0, count: Self.kinds)
    var severalByKind = [Int](repeating: 0, count: Self.kinds)
    var cut = 0
    for seed in 0..<2_000 {
      var random = SplitMix(seed: UInt64(seed))
      let kind = Int.random(in: 0..<Self.kinds, using: &random)
      let model = Self.model(kind: kind, &random)
      let width = Int.random(in: 1...60, using: &random)
      let lines = Self.cell(showing: model, .leftToRight)?.render(width: width) ?? []
      let columns = lines.map { Self.columns(of: $0, width: width) }
      if columns.contains(where: { Self.mirror($0) != $0 }) { movedByKind[kind] += 1 }
      if columns.contains(where: { Self.pieces($0) > 1 }) { severalByKind[kind] += 1 }
      if lines.contains(where: { $0.text.hasSuffix("…") }) { cut += 1 }
    }
    // Of 2,000 cases, about 125 of each type.
    for kind in 0..<Self.kinds where kind != 12 {
      #expect(movedByKind[kind] > 40, "type \(kind): \(movedByKind[kind]) cases move")
    }
    // Section titles, labels with an accessory, detail rows, icon rows, cards, switches,
    // segments, fields: rows of several pieces.
    for kind in [0, 1, 2, 3, 5, 7, 8, 9] {
      #expect(severalByKind[kind] > 40, "type \(kind): \(severalByKind[kind]) cases")
    }
    #expect(cut > 100, "\(cut) cases cut a line")
  }

  /// How many pieces of text a line has.
  static func pieces(_ line: [Column?]) -> Int {
    var count = 0
    var previous: TextStyle?
    var inPiece = false
    for column in line.compactMap({ $0 }) {
      if column.isBlank {
        if column.style != previous { inPiece = false }
      } else if !inPiece || column.style != previous {
        count += 1
        inPiece = true
      }
      previous = column.style
    }
    return count
  }

  @Test("a title and its value swap sides; a padded piece keeps its text and mirrors its blanks")
  func mirroredLine() {
    let bold = TextStyle(bold: true)
    let row = StyledLine.justified("Location", StyledLine("Osaka", style: bold), toWidth: 20)
    #expect(row.mirrored(inWidth: 20).text == "Osaka       Location")
    #expect(row.laidOut(.leftToRight, inWidth: 20) == row)
    #expect(StyledLine(" a b  ").mirrored(inWidth: 8).text == "    a b ")
    #expect(StyledLine("中文x").mirrored(inWidth: 3).text == " 中", "cut to the width first")
    #expect(StyledLine().mirrored(inWidth: 4).text == "    ")
  }

  @Test("right to left, a field being edited keeps its text and cursor in one piece, on the left")
  func editedFieldIsOnePiece() {
    let cell = TextFieldCell()
    cell.bind(
      model: TextFieldCellModel(identifier: "f", title: "Name", text: "Ada") { _, _ in },
      sizing: false)
    cell.layoutDirection = .rightToLeft
    #expect(cell.render(width: 20).first?.text == "           Ada Name:")
    cell.focusDidChange(true)
    #expect(cell.render(width: 20).first?.text == "          Ada▏ Name:")
  }

  @Test("right to left, Left chooses the next segment and Right the one before")
  func segmentKeysReadRightToLeft() {
    let cell = SegmentedControlCell()
    var chosen: [Int] = []
    cell.bind(
      model: SegmentedControlCellModel(
        identifier: "s", segments: ["Day", "Week", "Month"], selectedIndex: 1
      ) { chosen.append($1) }, sizing: false)
    cell.layoutDirection = .rightToLeft
    #expect(
      cell.render(width: 30).first?.text == String(repeating: " ", count: 10)
        + " Month  [Week]  Day ")
    _ = cell.handle(.left)
    _ = cell.handle(.right)
    _ = cell.handle(.right)
    #expect(chosen == [2, 1, 0])
  }

  /// SplitMix64: the same cases on every run from a seed.
  struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }
}
