import PropertyBased

/// Generators of diff cases, biased to small alphabets so that duplicates, swaps, rotations
/// and content changes are common.
///
/// Every case is decoded from plain integers and arrays made by PropertyBased's own
/// generators, so a failing case shrinks like any array of numbers would.
enum Generators {
  /// Raw numbers: a large range, taken apart by ``Draw``.
  static let raw = Gen.int(in: 0...(1 << 24))

  /// Flat cases of every shape: independent lists, edited lists, permutations, a changing
  /// middle between a common prefix and suffix, content-only changes, all new, one side empty.
  static let flat: Generator<FlatCase, some SendableSequenceType> = zip(
    Gen.int(in: 0...6), Gen.int(in: 1...8), raw.array(of: 0...12), raw.array(of: 0...12),
    raw.array(of: 0...6)
  ).map { FlatCase.decode(shape: $0.0, alphabet: $0.1, a: $0.2, b: $0.3, ops: $0.4) }

  /// Flat cases of every shape with up to 150 elements over up to 60 identities, so that
  /// the engine's hash table, occurrence chains and binary searches see some load.
  static let longFlat: Generator<FlatCase, some SendableSequenceType> = zip(
    Gen.int(in: 0...6), Gen.int(in: 4...60), raw.array(of: 0...150), raw.array(of: 0...150),
    raw.array(of: 0...30)
  ).map { FlatCase.decode(shape: $0.0, alphabet: $0.1, a: $0.2, b: $0.3, ops: $0.4) }

  /// Flat cases with a common prefix and suffix around a changing middle, over one to three
  /// identities, so that duplicates straddle the middle and the suffix (the engine then falls
  /// back to pairing everything after the prefix).
  static let prefixSuffix: Generator<FlatCase, some SendableSequenceType> = zip(
    Gen.int(in: 1...3), raw.array(of: 0...4), raw.array(of: 0...4), raw.array(of: 0...4),
    raw.array(of: 0...4), raw.array(of: 0...3)
  ).map {
    FlatCase.prefixSuffix(
      alphabet: $0.0, prefix: $0.1, oldMiddle: $0.2, newMiddle: $0.3, suffix: $0.4, flips: $0.5)
  }

  /// Raw sections: an identity and raw items.
  static let rawSections = zip(raw, raw.array(of: 0...4)).array(of: 0...5)

  /// Sectioned cases of every shape: independent, edited (sections and items deleted,
  /// inserted, moved, items moving across sections and into new sections, sections deleted
  /// while their items reappear elsewhere), sections reordered with their items, content-only,
  /// all new, one side empty.
  static let sectioned: Generator<SectionedCase, some SendableSequenceType> = zip(
    Gen.int(in: 0...5), Gen.int(in: 1...4), Gen.int(in: 1...6), rawSections, rawSections,
    raw.array(of: 0...6)
  ).map {
    SectionedCase.decode(
      shape: $0.0, sectionAlphabet: $0.1, itemAlphabet: $0.2, a: $0.3, b: $0.4, ops: $0.5,
      edits: SectionEdit.allCases)
  }

  /// Sectioned cases of every shape with up to 8 sections of up to 25 items.
  static let longSectioned: Generator<SectionedCase, some SendableSequenceType> = zip(
    Gen.int(in: 0...5), Gen.int(in: 2...8), Gen.int(in: 4...60),
    zip(raw, raw.array(of: 0...25)).array(of: 0...8),
    zip(raw, raw.array(of: 0...25)).array(of: 0...8),
    raw.array(of: 0...20)
  ).map {
    SectionedCase.decode(
      shape: $0.0, sectionAlphabet: $0.1, itemAlphabet: $0.2, a: $0.3, b: $0.4, ops: $0.5,
      edits: SectionEdit.allCases)
  }

  /// Sectioned cases edited only by the operations that mix the two levels: sections deleted,
  /// inserted and moved while items leave them, reappear elsewhere, or go into new sections.
  static let crossSection: Generator<SectionedCase, some SendableSequenceType> = zip(
    Gen.int(in: 1...4), Gen.int(in: 1...6), rawSections, raw.array(of: 1...6)
  ).map {
    SectionedCase.decode(
      shape: 1, sectionAlphabet: $0.0, itemAlphabet: $0.1, a: $0.2, b: [], ops: $0.3,
      edits: [
        .deleteSection, .moveSection, .moveItem, .deleteSectionKeepingItems, .moveIntoNewSection,
      ])
  }
}

/// Takes small numbers out of a large raw one.
struct Draw {
  var bits: Int

  init(_ raw: Int) { bits = raw }

  /// A number in `0..<count` (0 when `count` is 0).
  mutating func next(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    defer { bits /= count }
    return bits % count
  }
}

extension Item {
  /// An item over `alphabet` identities; about one in four has content 1.
  init(raw: Int, alphabet: Int) {
    var draw = Draw(raw)
    self.init(id: draw.next(alphabet), content: draw.next(4) == 0 ? 1 : 0)
  }
}

extension [Item] {
  /// Flips the content of about one element in eight, chosen by `flips`.
  func flippingContent(by flips: [Int]) -> [Item] {
    guard !flips.isEmpty else { return self }
    return indices.map { offset in
      var item = self[offset]
      if (flips[offset % flips.count] >> (offset % 16)) & 7 == 0 { item.content ^= 1 }
      return item
    }
  }
}

extension FlatCase {
  static let shapes = [
    "independent", "edited", "permuted", "prefix+suffix", "content only", "all new",
    "one side empty",
  ]

  static func decode(shape: Int, alphabet: Int, a: [Int], b: [Int], ops: [Int]) -> FlatCase {
    let old = a.map { Item(raw: $0, alphabet: alphabet) }
    let other = b.map { Item(raw: $0, alphabet: alphabet) }
    var oldItems = old
    let new: [Item]
    switch shape {
    case 0: new = other
    case 1: new = edited(old, alphabet: alphabet, ops: ops)
    case 2: new = permuted(old, ops: ops).flippingContent(by: ops)
    case 3:
      return prefixSuffix(
        alphabet: Swift.min(alphabet, 3), prefix: Array(b.prefix(3)), oldMiddle: Array(a.prefix(4)),
        newMiddle: Array(b.dropFirst(3).prefix(4)), suffix: Array(a.dropFirst(4).prefix(3)),
        flips: ops)
    case 4: new = old.flippingContent(by: ops)
    case 5: new = other.map { Item(id: $0.id + alphabet, content: $0.content) }
    default:
      if ops.count % 2 == 0 { oldItems = [] }
      new = ops.count % 2 == 0 ? other : []
    }
    return FlatCase(shape: shapes[shape], old: oldItems, new: new)
  }

  static func prefixSuffix(
    alphabet: Int, prefix: [Int], oldMiddle: [Int], newMiddle: [Int], suffix: [Int],
    flips: [Int]
  ) -> FlatCase {
    let items = { (raw: [Int]) in raw.map { Item(raw: $0, alphabet: alphabet) } }
    let old = items(prefix) + items(oldMiddle) + items(suffix)
    let new =
      items(prefix).flippingContent(by: flips) + items(newMiddle)
      + items(suffix).flippingContent(by: flips.reversed())
    return FlatCase(shape: "prefix+suffix", old: old, new: new)
  }

  /// `items` after a few random edits: deletions, insertions (of new or repeated identities),
  /// moves, swaps and content changes.
  static func edited(_ items: [Item], alphabet: Int, ops: [Int]) -> [Item] {
    var items = items
    for op in ops {
      var draw = Draw(op)
      let kind = draw.next(6)
      let x = draw.next(items.count)
      let y = draw.next(items.count)
      switch kind {
      case 0 where !items.isEmpty: items.remove(at: x)
      case 1:
        items.insert(Item(raw: draw.bits, alphabet: alphabet + 2), at: draw.next(items.count + 1))
      case 2 where !items.isEmpty: items.insert(items.remove(at: x), at: y)
      case 3 where !items.isEmpty: items.swapAt(x, y)
      case 4 where !items.isEmpty: items[x].content ^= 1
      case 5 where !items.isEmpty: items.insert(items[x], at: y)
      default: break
      }
    }
    return items
  }

  /// `items` rotated, reversed, with two elements swapped, or shuffled, as `ops` says.
  static func permuted(_ items: [Item], ops: [Int]) -> [Item] {
    var draw = Draw(ops.first ?? 0)
    guard !items.isEmpty else { return items }
    let by = draw.next(items.count)
    switch draw.next(5) {
    case 0: return Array(items[by...] + items[..<by])
    case 1: return Array(items.suffix(by) + items.dropLast(by))
    case 2: return items.reversed()
    case 3:
      var swapped = items
      swapped.swapAt(by, draw.next(items.count))
      return swapped
    default:
      var shuffled = items
      var shuffle = Draw(ops.count > 1 ? ops[1] : by)
      for offset in shuffled.indices.reversed() {
        shuffled.swapAt(offset, shuffle.next(offset + 1))
      }
      return shuffled
    }
  }
}

/// The edits that make a new list of sections from an old one.
enum SectionEdit: CaseIterable {
  case deleteSection, insertSection, moveSection, moveItem, deleteItem, insertItem
  case changeContent, deleteSectionKeepingItems, moveIntoNewSection
}

extension SectionedCase {
  static let shapes = [
    "independent", "edited", "sections reordered", "content only", "all new", "one side empty",
  ]

  static func decode(
    shape: Int, sectionAlphabet: Int, itemAlphabet: Int, a: [(Int, [Int])], b: [(Int, [Int])],
    ops: [Int], edits: [SectionEdit]
  ) -> SectionedCase {
    let sections = { (raw: [(Int, [Int])], offset: Int) in
      raw.map { section, items in
        var draw = Draw(section)
        return Section(
          id: draw.next(sectionAlphabet) + offset, header: draw.next(4) == 0 ? 1 : 0,
          items: items.map { Item(raw: $0, alphabet: itemAlphabet) })
      }
    }
    let old = sections(a, 0)
    var newSections: [Section]
    var oldSections = old
    switch shape {
    case 0: newSections = sections(b, 0)
    case 1:
      newSections = edited(
        old, sectionAlphabet: sectionAlphabet, itemAlphabet: itemAlphabet, ops: ops, edits: edits)
    case 2:
      newSections = FlatCase.permuted(
        old.indices.map { Item(id: $0) }, ops: ops
      ).map { old[$0.id] }
      newSections = edited(
        newSections, sectionAlphabet: sectionAlphabet, itemAlphabet: itemAlphabet,
        ops: Array(ops.dropFirst(4)), edits: [.moveItem, .deleteItem, .insertItem, .changeContent])
    case 3:
      newSections = old.map { section in
        var section = section
        section.items = section.items.flippingContent(by: ops)
        return section
      }
      if let flip = ops.first, !newSections.isEmpty {
        newSections[flip % newSections.count].header ^= 1
      }
    case 4:
      newSections = sections(b, sectionAlphabet).map { section in
        var section = section
        section.items = section.items.map { Item(id: $0.id + itemAlphabet) }
        return section
      }
    default:
      if ops.count % 2 == 0 { oldSections = [] }
      newSections = ops.count % 2 == 0 ? sections(b, 0) : []
    }
    return SectionedCase(shape: shapes[shape], old: oldSections, new: newSections)
  }

  /// `sections` after a few random edits of the kinds in `edits`.
  static func edited(
    _ sections: [Section], sectionAlphabet: Int, itemAlphabet: Int, ops: [Int],
    edits: [SectionEdit]
  ) -> [Section] {
    var sections = sections
    for op in ops {
      var draw = Draw(op)
      let edit = edits[draw.next(edits.count)]
      let x = draw.next(sections.count)
      let y = draw.next(sections.count)
      let newSection = Section(
        id: draw.next(sectionAlphabet + 2), header: draw.next(2),
        items: draw.next(3) == 0 ? [Item(raw: draw.next(64), alphabet: itemAlphabet + 2)] : [])
      guard !sections.isEmpty || edit == .insertSection else { continue }
      switch edit {
      case .deleteSection: sections.remove(at: x)
      case .insertSection: sections.insert(newSection, at: draw.next(sections.count + 1))
      case .moveSection: sections.insert(sections.remove(at: x), at: y)
      case .moveItem:
        guard !sections[x].items.isEmpty else { continue }
        let item = sections[x].items.remove(at: draw.next(sections[x].items.count))
        sections[y].items.insert(item, at: draw.next(sections[y].items.count + 1))
      case .deleteItem:
        guard !sections[x].items.isEmpty else { continue }
        sections[x].items.remove(at: draw.next(sections[x].items.count))
      case .insertItem:
        let item = Item(raw: draw.next(64), alphabet: itemAlphabet + 1)
        sections[x].items.insert(item, at: draw.next(sections[x].items.count + 1))
      case .changeContent:
        if sections[x].items.isEmpty || draw.next(3) == 0 {
          sections[x].header ^= 1
        } else {
          sections[x].items[draw.next(sections[x].items.count)].content ^= 1
        }
      case .deleteSectionKeepingItems:
        let removed = sections.remove(at: x)
        guard !sections.isEmpty else { continue }
        let target = draw.next(sections.count)
        sections[target].items.insert(
          contentsOf: removed.items, at: draw.next(sections[target].items.count + 1))
      case .moveIntoNewSection:
        var inserted = newSection
        if !sections[x].items.isEmpty {
          inserted.items.append(sections[x].items.remove(at: draw.next(sections[x].items.count)))
        }
        sections.insert(inserted, at: draw.next(sections.count + 1))
      }
    }
    return sections
  }
}
