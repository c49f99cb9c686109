import PropertyBased
import RosterTerminal
import RosterTestSupport
import Testing

@Suite("StyledLine: hostile text, property checks")
struct StyledLinePropertyTests {
  static let unsafe: [ClosedRange<UInt32>] = [
    0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069,
  ]

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    unsafe.contains { $0.contains(scalar.value) }
  }

  /// The clusters as the screen sees them: run by run.
  static func clusters(_ line: StyledLine) -> [Character] {
    line.runs.flatMap { Array($0.text) }
  }

  static let styles = [TextStyle.plain, TextStyle(bold: true), TextStyle(foreground: .red)]

  static func line(_ pieces: [String]) -> StyledLine {
    var line = StyledLine()
    for (index, piece) in pieces.enumerated() {
      line.append(piece, style: styles[index % styles.count])
    }
    return line
  }

  @Test("no control, escape or bidi scalar survives, and sanitising is idempotent")
  func nothingUnsafeSurvives() async {
    await propertyCheck(
      count: propertyCases(3000), input: HostileText.string, HostileText.wideScalars
    ) {
      hostile, scalars in
      for text in [hostile, scalars] {
        let line = StyledLine(text)
        #expect(
          !line.text.unicodeScalars.contains(where: Self.isUnsafe), "\(text.debugDescription)")
        #expect(StyledLine(line.text) == line)
      }
    }
  }

  @Test("a suffix from a column is as wide as what is left, and ends as the line ends")
  func suffixFromColumn() async {
    await propertyCheck(
      count: propertyCases(3000), input: HostileText.string.array(of: 0...4), Gen.int(in: -2...24)
    ) { pieces, column in
      let line = Self.line(pieces)
      let suffix = line.suffix(fromColumn: column)
      #expect(suffix.width == max(0, line.width - max(0, column)), "\(pieces.debugDescription)")
      // What is kept is the line's last clusters, after at most one blank for a cut wide one.
      let kept = Self.clusters(suffix).drop { $0 == " " }
      let tail = Self.clusters(line).suffix(kept.count)
      #expect(Array(kept) == Array(tail), "\(pieces.debugDescription) \(column)")
      // Each kept run keeps its style.
      #expect(suffix.runs.allSatisfy { Self.styles.contains($0.style) })
    }
  }

  @Test("a line's width is the sum of its clusters' widths, each 0, 1 or 2")
  func widthIsAdditive() async {
    await propertyCheck(count: propertyCases(3000), input: HostileText.string.array(of: 0...4)) {
      pieces in
      let line = Self.line(pieces)
      let widths = Self.clusters(line).map { StyledLine(String($0)).width }
      #expect(widths.allSatisfy { (0...2).contains($0) })
      #expect(widths.reduce(0, +) == line.width, "\(pieces.debugDescription)")
    }
  }

  @Test("truncation fits, never splits a cluster, and keeps as much as fits")
  func truncationFits() async {
    await propertyCheck(
      count: propertyCases(3000), input: HostileText.string.array(of: 0...4), Gen.int(in: -2...40)
    ) { pieces, maxWidth in
      let line = Self.line(pieces)
      let cut = line.truncated(toWidth: maxWidth)
      #expect(cut.width <= max(0, maxWidth))
      if line.width <= maxWidth {
        #expect(cut == line)
        return
      }
      let kept = line.prefix(toWidth: maxWidth - 1)
      let original = Self.clusters(line)
      let keptClusters = Self.clusters(kept)
      #expect(Array(original.prefix(keptClusters.count)) == keptClusters)
      if maxWidth >= 1 {
        // The ellipsis may join the last kept cluster (after a prepended mark such as U+0600).
        #expect(cut.text == kept.text + "…", "\(pieces.debugDescription)")
        // Maximal: the next cluster would not have fitted.
        if keptClusters.count < original.count {
          let next = StyledLine(String(original[keptClusters.count])).width
          #expect(kept.width + next > maxWidth - 1)
        }
      }
    }
  }
}
