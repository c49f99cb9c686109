import Foundation
import PropertyBased
import Roster
import RosterTerminal
import Testing

/// Random lists of rows and bands (carousels of cards), random updates, keys, band scrolls and
/// resizes, checked against a reference drawn from the models alone: the screen shows every
/// visible item's own text where its band's offset puts it, offsets stay within their bands,
/// the selected card is in view after the cursor moves, and a band's left-edge card keeps its
/// column through updates that keep it.
@MainActor
@Suite("TerminalListView: bands, property checks")
struct BandPropertyTests {
  static let cardWidth = 6

  /// One step of a run, decided by its seed.
  static func state(_ mixer: inout ListViewPropertyTests.Mixer) -> [Section] {
    var pool = Array(0..<24)
    return (0..<(1 + mixer.next(4))).map { index in
      let isBand = mixer.next(2) == 0
      var items: [any CellModel] = []
      for _ in 0..<mixer.next(isBand ? 9 : 4) where !pool.isEmpty {
        let id = "i\(pool.remove(at: mixer.next(pool.count)))"
        let edited = mixer.next(3) == 0 ? "'" : ""
        items.append(
          isBand
            ? TextRow(id, Self.cardText(id + edited), size: CGSize(width: cardWidth, height: 1))
            : TextRow(id, id + edited))
      }
      // The same section identifier may be a band in one state and rows in the next.
      return Section(
        cellModels: items, identifier: "s\(index)",
        constraints: isBand
          ? Constraints(minimumLineSpacing: 1, scrollDirection: .horizontal) : Constraints())
    }
  }

  static func cardText(_ text: String) -> String {
    text.padding(toLength: cardWidth, withPad: ".", startingAt: 0)
  }

  static func isBand(_ section: Section) -> Bool {
    section.constraints.scrollDirection == .horizontal
  }

  /// The content rows of `sections`, each band drawn at `offset(section)`, at `width`.
  static func referenceRows(
    _ sections: [Section], width: Int, offset: (String) -> Int
  ) -> [String] {
    sections.flatMap { section -> [String] in
      let texts = section.cellModels.compactMap { ($0 as? TextRow)?.text }
      guard isBand(section) else { return texts.map { String($0.prefix(width)) } }
      guard !texts.isEmpty else { return [] }
      let shift = offset(section.identifier)
      let row = (0..<width).map { column -> Character in
        let content = column + shift
        let (card, position) = content.quotientAndRemainder(dividingBy: cardWidth + 1)
        guard card < texts.count, position < cardWidth else { return " " }
        return Array(texts[card])[position]
      }
      return [String(String(row).reversed().drop { $0 == " " }.reversed())]
    }
  }

  static func longestOffset(_ section: Section, width: Int) -> Int {
    let count = section.cellModels.count
    return max(0, count * cardWidth + max(0, count - 1) - width)
  }

  @Test("the screen matches the reference; offsets, the cursor and anchored cards hold")
  func bandsMatchTheReference() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...8)) {
      seeds in
      var width = 20
      var height = 6
      let fixture = ListFixture(width: width, height: height)
      let view = fixture.listView
      var sections: [Section] = []
      for seed in seeds {
        var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
        switch mixer.next(5) {
        case 0, 1:
          // Which card is at each band's left edge, and where, before the update.
          var anchors: [String: (card: String, column: Int)] = [:]
          for section in sections where Self.isBand(section) {
            let offset = view.bandOffset(ofSection: section.identifier)
            guard offset > 0 else { continue }
            let card = (offset + 1) / (Self.cardWidth + 1)  // the first ending past it
            guard card < section.cellModels.count else { continue }
            anchors[section.identifier] = (
              section.cellModels[card].identifier, card * (Self.cardWidth + 1) - offset
            )
          }
          sections = Self.state(&mixer)
          await fixture.show(sections, animated: mixer.next(2) == 0)
          for section in sections where Self.isBand(section) {
            guard let anchor = anchors[section.identifier],
              let card = section.cellModels.firstIndex(where: { $0.identifier == anchor.card })
            else { continue }
            let wanted = card * (Self.cardWidth + 1) - anchor.column
            guard wanted >= 0, wanted <= Self.longestOffset(section, width: width) else { continue }
            #expect(
              view.bandOffset(ofSection: section.identifier) == wanted,
              "\(section.identifier) \(seeds)")
          }
        case 2:
          let keys: [Key] = [.left, .right, .up, .down, .pageDown, .home, .end]
          view.handle(keys[mixer.next(keys.count)])
          if let selected = view.selectedIndexPath, sections.indices.contains(selected.section),
            Self.isBand(sections[selected.section])
          {
            let offset = view.bandOffset(ofSection: sections[selected.section].identifier)
            let start = selected.item * (Self.cardWidth + 1) - offset
            #expect(start >= 0 && start + Self.cardWidth <= width, "cursor out of view \(seeds)")
          }
        case 3:
          let bands = sections.filter(Self.isBand)
          if !bands.isEmpty {
            let band = bands[mixer.next(bands.count)]
            view.scrollBand(ofSection: band.identifier, to: mixer.next(60) - 5)
          }
        default:
          width = 8 + mixer.next(20)
          height = 2 + mixer.next(6)
          view.resize(to: CGSize(width: width, height: height))
        }
        for section in sections {
          let offset = view.bandOffset(ofSection: section.identifier)
          let limit = Self.isBand(section) ? Self.longestOffset(section, width: width) : 0
          #expect(offset >= 0 && offset <= limit, "\(section.identifier) \(seeds)")
        }
        let rows = Self.referenceRows(sections, width: width) {
          view.bandOffset(ofSection: $0)
        }
        let top = view.contentOffset
        let expected = (0..<height).map { top + $0 < rows.count ? rows[top + $0] : "" }
        #expect(fixture.rows == expected, "\(seeds)")
      }
    }
  }
}
