import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random lists of rows, bands (carousels of cards) and a nested list, random updates, keys,
/// band scrolls and resizes, checked against a reference drawn from the models alone: the
/// screen shows every visible item's own text where its band's offset puts it (and the nested
/// list's items at its offset, its cursor marked while its row is selected), offsets stay
/// within their bands, the selected card is in view after the cursor moves, and a band's
/// left-edge card keeps its column through updates that keep it.
@MainActor
@Suite("TerminalListView: bands and nested lists, property checks")
struct BandPropertyTests {
  static let cardWidth = 6

  /// How many rows a nested list is tall.
  static let nestedHeight = 3

  /// One step of a run, decided by its seed: rows, bands and, sometimes, a nested list.
  static func state(_ mixer: inout ListViewPropertyTests.Mixer) -> [Section] {
    var sections = bandsAndRows(&mixer)
    if mixer.next(3) == 0 {
      var pool = Array(0..<8)
      let inner: [any CellModel] = (0..<mixer.next(6)).map { _ in
        let id = "n\(pool.remove(at: mixer.next(pool.count)))"
        return TextRow(id, id + (mixer.next(3) == 0 ? "'" : ""))
      }
      let nested = NestedListCellModel(
        identifier: "nested", height: CGFloat(nestedHeight),
        sections: [Section(cellModels: inner, identifier: "inner")])
      sections.insert(
        Section(cellModels: [nested], identifier: "holder"), at: mixer.next(sections.count + 1))
    }
    return sections
  }

  static func bandsAndRows(_ mixer: inout ListViewPropertyTests.Mixer) -> [Section] {
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

  /// What a nested list shows, as the reference sees it: its scroll offset, its cursor, and
  /// whether its row is the outer list's selected one.
  struct NestedState {
    var offset = 0
    var cursor: Int? = 0
    var isFocused = false
  }

  /// The content rows of `sections`, each band drawn at `offset(section)`, the nested list's
  /// rows by `nested`, at `width`.
  static func referenceRows(
    _ sections: [Section], width: Int, nested: NestedState = NestedState(),
    offset: (String) -> Int
  ) -> [String] {
    sections.flatMap { section -> [String] in
      if let list = section.cellModels.first as? NestedListCellModel {
        let texts = list.sections.flatMap(\.cellModels).compactMap { ($0 as? TextRow)?.text }
        return (0..<nestedHeight).map { row in
          let index = nested.offset + row
          guard index < texts.count else { return "" }
          let marker = nested.isFocused && nested.cursor == index ? "› " : "  "
          return String((marker + texts[index]).prefix(width))
        }
      }
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
    await propertyCheck(
      count: propertyCases(1000), input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...8)
    ) {
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
          let anchors = Self.anchors(of: sections, in: view)
          sections = Self.state(&mixer)
          await fixture.show(sections, animated: mixer.next(2) == 0)
          Self.expectAnchorsKept(anchors, in: sections, view: view, width: width, "\(seeds)")
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
        // A nested list is updated when its row is drawn, animated like the outer update: one
        // frame binds it, then its animation is played out.
        _ = fixture.rows
        view.finishAnimations()
        let nested = Self.nestedState(of: sections, in: view)
        let rows = Self.referenceRows(sections, width: width, nested: nested) {
          view.bandOffset(ofSection: $0)
        }
        let top = view.contentOffset
        let expected = (0..<height).map { top + $0 < rows.count ? rows[top + $0] : "" }
        #expect(fixture.rows == expected, "\(seeds)")
      }
    }
  }

  /// Which card is at each band's left edge, and at which column, by band.
  static func anchors(
    of sections: [Section], in view: TerminalListView
  ) -> [String: (card: String, column: Int)] {
    var anchors: [String: (card: String, column: Int)] = [:]
    for section in sections where isBand(section) {
      let offset = view.bandOffset(ofSection: section.identifier)
      guard offset > 0 else { continue }
      let card = (offset + 1) / (cardWidth + 1)  // the first ending past it
      guard card < section.cellModels.count else { continue }
      anchors[section.identifier] = (
        section.cellModels[card].identifier, card * (cardWidth + 1) - offset
      )
    }
    return anchors
  }

  /// Each band of `sections` that still holds its anchored card keeps it at the same column,
  /// where its offset can reach.
  static func expectAnchorsKept(
    _ anchors: [String: (card: String, column: Int)], in sections: [Section],
    view: TerminalListView, width: Int, _ context: String
  ) {
    for section in sections where isBand(section) {
      guard let anchor = anchors[section.identifier],
        let card = section.cellModels.firstIndex(where: { $0.identifier == anchor.card })
      else { continue }
      let wanted = card * (cardWidth + 1) - anchor.column
      guard wanted >= 0, wanted <= longestOffset(section, width: width) else { continue }
      #expect(
        view.bandOffset(ofSection: section.identifier) == wanted,
        "\(section.identifier) \(context)")
    }
  }

  /// Where the nested list of the `holder` section is scrolled, its cursor, and whether the
  /// outer cursor is on it.
  static func nestedState(of sections: [Section], in view: TerminalListView) -> NestedState {
    var nested = NestedState()
    if let holder = sections.firstIndex(where: { $0.identifier == "holder" }) {
      let path = IndexPath(item: 0, section: holder)
      let inner = (view.cellForItem(at: path) as? NestedListCell)?.listView
      nested.offset = inner?.contentOffset ?? 0
      nested.cursor = inner.map { $0.selectedIndexPath?.item } ?? 0
      nested.isFocused = view.selectedIndexPath == path
    }
    return nested
  }
}
