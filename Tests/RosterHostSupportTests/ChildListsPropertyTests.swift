import Foundation
import PropertyBased
import Roster
import RosterHostSupport
import RosterTestSupport
import Testing

/// `ChildList` and `ChildLists` through their package API: what a child list is, and how far
/// each is scrolled, kept by identity over random sections, scrolls, changes of the data and of
/// the container, against a reference that keeps a plain offset per identifier and finds each
/// band's leading card by scanning its frames.
@Suite("ChildLists: every child list is decided in one place and keeps its offset by identity")
struct ChildListsPropertyTests {
  /// How tall the container is: a card is taller than half of it, so each band is one row.
  static let containerHeight: CGFloat = 400
  static let sectionPool = ["a", "b", "c", "d", "e", "f"]
  static let cardPool = (0..<12).map { "card\($0)" }
  static let nestedPool = ["n0", "n1", "n2"]

  @Test("a section is a band when it flows across the list; an item is a nested list by its model")
  func decides() async {
    await propertyCheck(count: propertyCases(500), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SplitMix64(seed: UInt64(seed))
      for section in Self.sections(&random) {
        for direction in [ScrollDirection.vertical, .horizontal] {
          let child = ChildList.of(.section(section), inListScrolling: direction)
          let flowsAcross = section.constraints.scrollDirection != direction
          #expect(child?.isBand == (flowsAcross ? true : nil))
          #expect(child?.identifier == (flowsAcross ? section.identifier : nil))
          #expect(child?.nestedListModel == nil)
        }
        for model in section.cellModels {
          #expect(ChildList.of(.item(model), inListScrolling: .vertical) == nil)
        }
      }
      let nested = NestedListCellModel(
        identifier: Self.nestedPool[Int(random.next() % 3)], height: 50, sections: [])
      for direction in [ScrollDirection.vertical, .horizontal] {
        let child = ChildList.of(.item(nested), inListScrolling: direction)
        #expect(child?.isBand == false)
        #expect(child?.identifier == nested.identifier)
        #expect(child?.nestedListModel == nested)
      }
    }
  }

  @Test("offsets follow bands and nested lists by identity through scrolls, changes and resizes")
  func keepsOffsetsByIdentity() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census: [String: Int] = [:]
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs scroll bands, move anchored cards, resize and leave nested lists often",
    .enabled(if: checksCensus))
  func coverage() {
    var census: [String: Int] = [:]
    for seed in 0..<500 { _ = Self.run(seed: UInt64(seed), census: &census) }
    // Of 500 runs: 1,383 scrolls of a band, 268 changes that moved an anchored card, 1,243
    // resizes, 1,890 nested lists left, 852 cards scrolled into view.
    #expect(census["scrolls", default: 0] > 700)
    #expect(census["anchored moves", default: 0] > 130)
    #expect(census["resizes", default: 0] > 600)
    #expect(census["nested leaves", default: 0] > 900)
    #expect(census["shown cards", default: 0] > 400)
  }

  /// The reference: a plain offset per band and per nested list, by identifier.
  struct Reference {
    var bands: [String: CGFloat] = [:]
    var nestedLists: [String: CGPoint] = [:]
  }

  /// One run of random steps; the first disagreement with the reference, or `nil`.
  static func run(seed: UInt64, census: inout [String: Int]) -> String? {
    var random = SplitMix64(seed: seed)
    var lists = ChildLists()
    var reference = Reference()
    var width = CGFloat(80 + random.next() % 80)
    var sections = Self.sections(&random)
    var layout = Self.layout(sections, width: width)
    for step in 0..<(5 + Int(random.next() % 30)) {
      let event: String
      switch random.next() % 10 {
      case 0, 1, 2:
        let index = Int(random.next() % UInt64(sections.count + 1))
        // Fractional, so that no band's window starts exactly at a card's edge.
        let offset = CGFloat(Int(random.next() % 400) - 50) + 0.5
        event = "scroll \(index) to \(offset)"
        lists.bandDidScroll(to: offset, sectionAt: index, sections: sections, layout: layout)
        if sections.indices.contains(index), let length = Self.bandLength(index, layout) {
          let clamped = max(0, min(offset, length - width))
          reference.bands[sections[index].identifier] = clamped > 0 ? clamped : nil
          census["scrolls", default: 0] += 1
        }
      case 3:
        let bands = sections.indices.filter { Self.bandLength($0, layout) != nil }
        guard let index = bands.randomElement(using: &random),
          let item = sections[index].cellModels.indices.randomElement(using: &random)
        else { continue }
        let path = IndexPath(item: item, section: index)
        event = "show \(path)"
        guard let offset = lists.bandOffsetShowing(path, sections: sections, layout: layout),
          let frame = layout.frame(for: path), let length = Self.bandLength(index, layout)
        else { return "\(step) \(event): no offset showing a band's card" }
        lists.bandDidScroll(to: offset, sectionAt: index, sections: sections, layout: layout)
        let clamped = max(0, min(offset, length - width))
        reference.bands[sections[index].identifier] = clamped > 0 ? clamped : nil
        if frame.width <= width, frame.minX < clamped || frame.maxX > clamped + width {
          return "\(step) \(event): the card \(frame) is not whole at \(clamped)"
        }
        census["shown cards", default: 0] += 1
      case 4, 5:
        let identifier = nestedPool[Int(random.next() % UInt64(nestedPool.count))]
        let offset =
          random.next() % 4 == 0
          ? CGPoint.zero : CGPoint(x: CGFloat(random.next() % 50), y: CGFloat(random.next() % 90))
        event = "nested \(identifier) left at \(offset)"
        lists.nestedListDidLeave(identifier, at: offset)
        reference.nestedLists[identifier] = offset == .zero ? nil : offset
        census["nested leaves", default: 0] += 1
      default:
        let resizes = random.next() % 3 == 0
        let newWidth = resizes ? CGFloat(80 + random.next() % 80) : width
        let newSections = resizes ? sections : Self.sections(&random, after: sections)
        event = resizes ? "resize to \(newWidth)" : "change to \(Self.describe(newSections))"
        let newLayout = Self.layout(newSections, width: newWidth)
        let anchors = lists.bandAnchors(in: sections, layout: layout)
        lists.dataDidChange(keeping: anchors, sections: newSections, layout: newLayout)
        reference.bands = Self.expectedBands(
          reference.bands, from: (sections, layout, width), to: (newSections, newLayout, newWidth),
          census: &census)
        if resizes { census["resizes", default: 0] += 1 }
        sections = newSections
        layout = newLayout
        width = newWidth
      }
      if let failure = Self.compare(lists, reference, sections: sections, layout: layout) {
        return "\(step) \(event): \(failure)\n\(Self.describe(sections))"
      }
    }
    return nil
  }

  /// What the reference expects of every band after a change: the card at its leading edge
  /// where it was, when the card is still in the band; its offset as it was otherwise;
  /// clamped, and gone with its band.
  static func expectedBands(
    _ bands: [String: CGFloat], from old: (sections: [Section], layout: ListLayout, width: CGFloat),
    to new: (sections: [Section], layout: ListLayout, width: CGFloat),
    census: inout [String: Int]
  ) -> [String: CGFloat] {
    var expected: [String: CGFloat] = [:]
    for (identifier, offset) in bands {
      guard let newIndex = new.sections.firstIndex(where: { $0.identifier == identifier }),
        let length = bandLength(newIndex, new.layout)
      else { continue }
      var wanted = offset
      if let oldIndex = old.sections.firstIndex(where: { $0.identifier == identifier }),
        let leading = old.sections[oldIndex].cellModels.indices.first(where: { item in
          guard let frame = old.layout.frame(for: IndexPath(item: item, section: oldIndex))
          else { return false }
          return frame.maxX > offset && frame.minX < offset + old.width
        }),
        let oldFrame = old.layout.frame(for: IndexPath(item: leading, section: oldIndex))
      {
        let card = old.sections[oldIndex].cellModels[leading].identifier
        if let item = new.sections[newIndex].cellModels.firstIndex(where: {
          $0.identifier == card
        }), let newFrame = new.layout.frame(for: IndexPath(item: item, section: newIndex)) {
          wanted = newFrame.minX - (oldFrame.minX - offset)
          if newFrame.minX != oldFrame.minX { census["anchored moves", default: 0] += 1 }
        }
      }
      let clamped = max(0, min(wanted, length - new.width))
      if clamped > 0 { expected[identifier] = clamped }
    }
    return expected
  }

  /// Where `lists` disagrees with `reference`, or `nil`.
  static func compare(
    _ lists: ChildLists, _ reference: Reference, sections: [Section], layout: ListLayout
  ) -> String? {
    for identifier in sectionPool
    where lists.offset(ofBand: identifier) != reference.bands[identifier] ?? 0 {
      return
        "band \(identifier) at \(lists.offset(ofBand: identifier)), not \(reference.bands[identifier] ?? 0)"
    }
    for (index, section) in sections.enumerated() {
      let expected = bandLength(index, layout) == nil ? 0 : reference.bands[section.identifier] ?? 0
      if lists.offset(ofBandAt: index) != expected {
        return "band at \(index) at \(lists.offset(ofBandAt: index)), not \(expected)"
      }
    }
    if lists.bandOffsetsByIndex.count != reference.bands.count {
      return "offsets by index \(lists.bandOffsetsByIndex), expected \(reference.bands)"
    }
    if lists.hasScrolledBands == reference.bands.isEmpty {
      return "hasScrolledBands is \(lists.hasScrolledBands) for \(reference.bands)"
    }
    for identifier in nestedPool
    where lists.offset(ofNestedList: identifier) != reference.nestedLists[identifier] ?? .zero {
      return "nested list \(identifier) at \(lists.offset(ofNestedList: identifier))"
    }
    return nil
  }

  /// The band length of the section at `index`; `nil` when it is no band.
  static func bandLength(_ index: Int, _ layout: ListLayout) -> CGFloat? {
    layout.bandLength(ofSection: index)
  }

  static func layout(_ sections: [Section], width: CGFloat) -> ListLayout {
    var layout = ListLayout(scrollDirection: .vertical)
    layout.layout(sections, containerSize: CGSize(width: width, height: containerHeight)) {
      kind, path in
      guard kind == .cell, sections.indices.contains(path.section),
        sections[path.section].cellModels.indices.contains(path.item),
        let card = sections[path.section].cellModels[path.item] as? Card
      else { return .zero }
      return CGSize(width: card.width, height: card.height)
    }
    return layout
  }

  /// Random sections of the pools, each a band or a list of rows.
  static func sections(_ random: inout SplitMix64) -> [Section] {
    sections(&random, after: [])
  }

  /// Random sections following `old`: the same identifiers mostly, bands mostly staying
  /// bands, cards moved, inserted and removed.
  static func sections(_ random: inout SplitMix64, after old: [Section]) -> [Section] {
    let identifiers = sectionPool.shuffled(using: &random).prefix(1 + Int(random.next() % 5))
    return identifiers.map { identifier in
      let previous = old.first { $0.identifier == identifier }
      let wasBand = previous?.constraints.scrollDirection == .horizontal
      let isBand = previous != nil && random.next() % 5 != 0 ? wasBand : random.next() % 3 != 0
      var cards = previous?.cellModels.map(\.identifier) ?? []
      if cards.isEmpty || random.next() % 2 == 0 {
        cards = cardPool.shuffled(using: &random).prefix(Int(random.next() % 10)).map { $0 }
      } else {
        // Small edits keep most cards, so that an anchored card often survives and moves.
        for _ in 0..<Int(random.next() % 3) {
          switch random.next() % 3 {
          case 0 where !cards.isEmpty:
            cards.remove(at: Int(random.next() % UInt64(cards.count)))
          case 1:
            let fresh = cardPool.filter { !cards.contains($0) }
            if let card = fresh.randomElement(using: &random) {
              cards.insert(card, at: Int(random.next() % UInt64(cards.count + 1)))
            }
          default:
            cards.shuffle(using: &random)
          }
        }
      }
      return Section(
        cellModels: cards.map {
          Card(identifier: $0, width: CGFloat(20 + random.next() % 41), height: 250)
        },
        identifier: identifier,
        constraints: isBand
          ? Constraints(
            minimumLineSpacing: 6, distribution: .proportionally, scrollDirection: .horizontal)
          : Constraints())
    }
  }

  static func describe(_ sections: [Section]) -> String {
    sections.map { section in
      let kind = section.constraints.scrollDirection == .horizontal ? "band" : "rows"
      let cards = section.cellModels.map { "\($0.identifier)" }.joined(separator: " ")
      return "\(section.identifier) \(kind) [\(cards)]"
    }.joined(separator: "; ")
  }
}

/// A card of an explicit size.
private struct Card: CellModel, Equatable {
  var identifier: String
  var width: CGFloat
  var height: CGFloat
  var cellType: any ListCell.Type { BlankCell.self }
}
