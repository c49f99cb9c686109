#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An old and a new list of identities.
public struct FlatWorkload: Sendable {
  /// The list as it was.
  public let old: [UUID]
  /// The list as it is now.
  public let new: [UUID]

  /// Creates a workload from its two lists.
  public init(old: [UUID], new: [UUID]) {
    self.old = old
    self.new = new
  }
}

/// An element whose content can change while its identity stays.
public struct Item: Hashable, Sendable {
  /// The identity.
  public var id: UUID
  /// Stands for what the cell shows.
  public var content: Int
}

/// An old and a new list of items.
public struct ContentWorkload: Sendable {
  /// The list as it was.
  public let old: [Item]
  /// The list as it is now.
  public let new: [Item]
}

/// A section of identities.
public struct ItemSection: Sendable {
  /// The section's identity.
  public var id: UUID
  /// The section's items.
  public var items: [UUID]

  /// Creates a section.
  public init(id: UUID, items: [UUID]) {
    self.id = id
    self.items = items
  }
}

/// An old and a new list of sections, and the same items laid end to end for the baselines.
public struct SectionedWorkload: Sendable {
  /// The sections as they were.
  public let old: [ItemSection]
  /// The sections as they are now.
  public let new: [ItemSection]
  /// Every old item in reading order.
  public let oldFlat: [UUID]
  /// Every new item in reading order.
  public let newFlat: [UUID]

  /// Creates a workload from its sections and their items in reading order.
  public init(old: [ItemSection], new: [ItemSection], oldFlat: [UUID], newFlat: [UUID]) {
    self.old = old
    self.new = new
    self.oldFlat = oldFlat
    self.newFlat = newFlat
  }
}

/// The benchmark inputs. Each workload has its own seed, so adding one never changes another.
public enum Workloads {
  /// W1: 5,000 elements; 1,000 deleted, 1,000 inserted, 200 moved to random positions.
  public static func w1() -> FlatWorkload {
    edited(count: 5_000, deleted: 1_000, inserted: 1_000, moved: 200, seed: 1)
  }

  /// W2: 100,000 elements; 10,000 deleted, 10,000 inserted, 2,000 moved.
  public static func w2() -> FlatWorkload {
    edited(count: 100_000, deleted: 10_000, inserted: 10_000, moved: 2_000, seed: 2)
  }

  /// W3: 100,000 elements, unchanged.
  public static func w3() -> FlatWorkload {
    var generator = SplitMix64(seed: 3)
    let old = generator.uuids(100_000)
    // A copy with its own storage, as a freshly built state would be.
    return FlatWorkload(old: old, new: old.map { $0 })
  }

  /// W4: 100,000 elements, all replaced by 100,000 new ones.
  public static func w4() -> FlatWorkload {
    var generator = SplitMix64(seed: 4)
    let old = generator.uuids(100_000)
    return FlatWorkload(old: old, new: generator.uuids(100_000))
  }

  /// W5: 10,000 items in place, 1,000 of them with new content.
  public static func w5() -> ContentWorkload {
    var generator = SplitMix64(seed: 5)
    let old = generator.uuids(10_000).map { Item(id: $0, content: 0) }
    var new = old
    for offset in generator.distinctOffsets(1_000, in: old.count) { new[offset].content = 1 }
    return ContentWorkload(old: old, new: new)
  }

  /// W6: 100 sections of 1,000 items; 2,000 items moved to other sections, 1,000 deleted and
  /// 1,000 inserted, spread over all sections.
  public static func w6() -> SectionedWorkload {
    sectioned(
      sections: 100, itemsPerSection: 1_000, moved: 2_000, deleted: 1_000, inserted: 1_000,
      seed: 6)
  }

  /// W8: 10,000 elements rotated by one: the first moved to the end.
  public static func w8() -> FlatWorkload {
    var generator = SplitMix64(seed: 8)
    let old = generator.uuids(10_000)
    return FlatWorkload(old: old, new: Array(old.dropFirst()) + [old[0]])
  }

  /// W12: a first load, nothing to 100,000 elements.
  public static func w12() -> FlatWorkload {
    var generator = SplitMix64(seed: 12)
    return FlatWorkload(old: [], new: generator.uuids(100_000))
  }

  static func edited(
    count: Int, deleted: Int, inserted: Int, moved: Int, seed: UInt64
  )
    -> FlatWorkload
  {
    var generator = SplitMix64(seed: seed)
    let old = generator.uuids(count)
    let fresh = generator.uuids(inserted)
    let new = Edit.apply(
      to: old, deleting: deleted, moving: moved, inserting: fresh, using: &generator)
    return FlatWorkload(old: old, new: new)
  }

  static func sectioned(
    sections: Int, itemsPerSection: Int, moved: Int, deleted: Int, inserted: Int, seed: UInt64
  ) -> SectionedWorkload {
    var generator = SplitMix64(seed: seed)
    let old = (0..<sections).map { _ in
      ItemSection(id: generator.nextUUID(), items: generator.uuids(itemsPerSection))
    }
    let oldFlat = old.flatMap(\.items)

    // 0 stays, 1 is deleted, 2 moves to another section.
    var fate = [UInt8](repeating: 0, count: oldFlat.count)
    let touched = generator.distinctOffsets(deleted + moved, in: oldFlat.count)
    for flat in touched.prefix(deleted) { fate[flat] = 1 }
    for flat in touched.dropFirst(deleted) { fate[flat] = 2 }

    var staying = [[UUID]](repeating: [], count: sections)
    var arriving = [[UUID]](repeating: [], count: sections)
    for (flat, id) in oldFlat.enumerated() {
      let section = flat / itemsPerSection
      switch fate[flat] {
      case 0:
        staying[section].append(id)
      case 2:
        // Any section but its own.
        let offset = Int.random(in: 1..<sections, using: &generator)
        arriving[(section + offset) % sections].append(id)
      default:
        break
      }
    }
    for id in generator.uuids(inserted) {
      arriving[Int.random(in: 0..<sections, using: &generator)].append(id)
    }
    let new = old.indices.map { section in
      var extras = arriving[section]
      extras.shuffle(using: &generator)
      return ItemSection(
        id: old[section].id,
        items: Edit.interleave(staying[section], extras, using: &generator))
    }
    return SectionedWorkload(old: old, new: new, oldFlat: oldFlat, newFlat: new.flatMap(\.items))
  }
}
