#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The item level of a ``SectionedChanges``, once the sections are paired.
@usableFromInline
struct _SectionedItemChanges<ItemID: Hashable> {
  @usableFromInline var deletions: [IndexPath] = []
  @usableFromInline var insertions: [IndexPath] = []
  @usableFromInline var moves: [IndexPathPair] = []
  @usableFromInline var updates: [IndexPathPair] = []
  @usableFromInline var duplicates: [ItemID] = []

  /// - Parameters:
  ///   - oldSectionToNew: For each old section, the new section it became, or -1.
  ///   - oldIDs: The identities of the old items laid end to end, when the caller has them
  ///     (kept from an earlier diff); else each is read with `itemID`.
  ///   - newIDs: The same for the new items.
  ///   - comparesInPlace: Whether each pair of items is compared through a call that reads
  ///     both in their arrays: for existential items, which a nested subscript copies out
  ///     (a retain and a release each) and a call taking the item's array reads in place; for
  ///     plain values the call costs more than the copies.
  @inlinable
  init<Item>(
    old: [[Item]], new: [[Item]], oldSectionToNew: [Int32], newSectionCount: Int,
    oldIDs: [ItemID]? = nil, newIDs: [ItemID]? = nil, comparesInPlace: Bool = false,
    itemID: (Item) -> ItemID, isContentEqual: (Item, Item) -> Bool
  ) {
    var newSectionToOld = [Int32](repeating: -1, count: newSectionCount)
    for (oldSection, newSection) in oldSectionToNew.enumerated() where newSection >= 0 {
      newSectionToOld[Int(newSection)] = Int32(truncatingIfNeeded: oldSection)
    }
    let oldLayout = _FlatLayout(old)
    let newLayout = _FlatLayout(new)
    precondition(
      (oldIDs?.count ?? oldLayout.count) == oldLayout.count
        && (newIDs?.count ?? newLayout.count) == newLayout.count,
      "one identity per item")
    guard
      let pairing = _IdentityPairing(
        oldIDs: oldIDs
          ?? _FlatLayout.identities(of: old, count: oldLayout.count, itemID: itemID),
        newIDs: newIDs
          ?? _FlatLayout.identities(of: new, count: newLayout.count, itemID: itemID))
    else { preconditionFailure("an untrimmed pairing is never rejected") }
    duplicates = pairing.duplicates

    // For each old item that stays in its (surviving) section: its new flat offset; else -1.
    var stayValues = [Int32](repeating: -1, count: oldLayout.count)
    for flat in 0..<oldLayout.count {
      let section = Int(oldLayout.sectionOf[flat])
      let newSection = oldSectionToNew[section]
      guard newSection >= 0 else { continue }  // leaves with its deleted section
      let partner = Int(pairing.oldToNew[flat])
      if partner < 0 || newSectionToOld[Int(newLayout.sectionOf[partner])] < 0 {
        deletions.append(oldLayout.indexPath(flat))
      } else if newLayout.sectionOf[partner] == newSection {
        stayValues[flat] = Int32(truncatingIfNeeded: partner)
      }
    }
    // The new items: inserted, or paired and compared. One loop per way of reading the pairs,
    // so that neither pays for the choice on every item.
    @inline(__always)
    func pairNewItems(
      _ isPairEqual: (_ from: (section: Int, item: Int), _ to: (section: Int, item: Int)) -> Bool
    ) {
      for flat in 0..<newLayout.count {
        guard newSectionToOld[Int(newLayout.sectionOf[flat])] >= 0 else { continue }
        let partner = Int(pairing.newToOld[flat])
        if partner < 0 || oldSectionToNew[Int(oldLayout.sectionOf[partner])] < 0 {
          insertions.append(newLayout.indexPath(flat))
        } else if !isPairEqual(oldLayout.position(partner), newLayout.position(flat)) {
          updates.append(
            IndexPathPair(from: oldLayout.indexPath(partner), to: newLayout.indexPath(flat)))
        }
      }
    }
    if comparesInPlace {
      pairNewItems { from, to in
        Self._isContentEqual(old[from.section], from.item, new[to.section], to.item, isContentEqual)
      }
    } else {
      pairNewItems { from, to in
        isContentEqual(old[from.section][from.item], new[to.section][to.item])
      }
    }

    var stationary = [Bool](repeating: false, count: oldLayout.count)
    let marker = _StationaryMarker(capacity: oldLayout.count)
    defer { marker.deallocate() }
    stayValues.withUnsafeBufferPointer { values in
      stationary.withUnsafeMutableBufferPointer { stationary in
        for section in 0..<old.count where oldSectionToNew[section] >= 0 {
          marker.mark(
            values: values, range: oldLayout.range(ofSection: section), stationary: stationary)
        }
      }
    }
    for flat in 0..<oldLayout.count where !stationary[flat] {
      let partner = Int(pairing.oldToNew[flat])
      guard partner >= 0,
        oldSectionToNew[Int(oldLayout.sectionOf[flat])] >= 0,
        newSectionToOld[Int(newLayout.sectionOf[partner])] >= 0
      else { continue }
      moves.append(IndexPathPair(from: oldLayout.indexPath(flat), to: newLayout.indexPath(partner)))
    }
  }

  /// `isContentEqual(old[oldItem], new[newItem])`, each item read where it is: an array
  /// passed in is borrowed, so its elements are not copied out to be passed on.
  @usableFromInline @inline(never)
  static func _isContentEqual<Item>(
    _ old: [Item], _ oldItem: Int, _ new: [Item], _ newItem: Int,
    _ isContentEqual: (Item, Item) -> Bool
  ) -> Bool {
    isContentEqual(old[oldItem], new[newItem])
  }
}

/// Sections of items laid end to end: flat offsets and the section each belongs to.
@usableFromInline
struct _FlatLayout {
  @usableFromInline let sectionStarts: [Int]
  @usableFromInline let sectionOf: [Int32]

  @inlinable
  init<Item>(_ sections: [[Item]]) {
    var starts: [Int] = []
    starts.reserveCapacity(sections.count + 1)
    var sectionOf: [Int32] = []
    sectionOf.reserveCapacity(sections.reduce(0) { $0 + $1.count })
    for (section, items) in sections.enumerated() {
      starts.append(sectionOf.count)
      sectionOf.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: section), count: items.count))
    }
    starts.append(sectionOf.count)
    self.sectionStarts = starts
    self.sectionOf = sectionOf
  }

  @inlinable var count: Int { sectionOf.count }

  /// The identities of every item of `sections` in reading order, written straight into one
  /// array: no array per section, and each item read in place rather than copied out (a copy
  /// of an existential item costs a retain and a release).
  @inlinable
  static func identities<Item, ID>(
    of sections: [[Item]], count: Int, itemID: (Item) -> ID
  ) -> [ID] {
    // Never with no capacity: that writes a count of zero into the standard library's empty
    // array, which every thread shares — harmless, but ThreadSanitizer reports it as a race
    // with any other thread reading an empty array.
    guard count > 0 else { return [] }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      var offset = 0
      for section in sections {
        section.withUnsafeBufferPointer { items in
          for item in items.indices {
            buffer.initializeElement(at: offset &+ item, to: itemID(items[item]))
          }
        }
        offset &+= section.count
      }
      initialized = offset
    }
  }

  @inlinable
  func range(ofSection section: Int) -> Range<Int> {
    sectionStarts[section]..<sectionStarts[section + 1]
  }

  @inlinable
  func position(_ flat: Int) -> (section: Int, item: Int) {
    let section = Int(sectionOf[flat])
    return (section, flat - sectionStarts[section])
  }

  @inlinable
  func indexPath(_ flat: Int) -> IndexPath {
    let position = position(flat)
    return ._path(section: position.section, item: position.item)
  }
}
