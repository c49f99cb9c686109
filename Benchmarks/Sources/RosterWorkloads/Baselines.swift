#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What every diff is compared with.
public enum Baselines {
  /// Baseline B: one identity → offset dictionary per side, the least any hashing diff does.
  @inlinable
  public static func dictionaries<Element>(
    old: [Element], new: [Element], id: (Element) -> UUID
  ) -> (old: [UUID: Int], new: [UUID: Int]) {
    (offsets(of: old, id: id), offsets(of: new, id: id))
  }

  @inlinable
  static func offsets<Element>(of elements: [Element], id: (Element) -> UUID) -> [UUID: Int] {
    var offsets: [UUID: Int] = [:]
    offsets.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() { offsets[id(element)] = offset }
    return offsets
  }

  /// Baseline A: the standard library's Myers diff with moves inferred.
  @inlinable
  public static func standardLibrary<Element: Hashable>(
    old: [Element], new: [Element]
  )
    -> CollectionDifference<Element>
  {
    new.difference(from: old).inferringMoves()
  }

  /// How many moves a standard-library difference reports (one per insert with an associated
  /// removal).
  public static func moveCount<Element>(_ difference: CollectionDifference<Element>) -> Int {
    difference.insertions.reduce(0) { count, change in
      guard case .insert(_, _, let associated) = change, associated != nil else { return count }
      return count + 1
    }
  }

  /// Baseline C: a DifferenceKit-like diff, Heckel's 1978 algorithm as DifferenceKit runs it on
  /// one section (written here from the algorithm, not copied). An empty side is all insertions
  /// or all deletions with nothing hashed. Otherwise one symbol table maps each identity to its
  /// old occurrences not yet paired, each new element takes the first of its identity's, and a
  /// paired element counts as moved unless it is the first old element not yet accounted for:
  /// a greedy rule, not a minimal one, so a rotation by one moves all but one element.
  ///
  /// - Complexity: O(*n* + *m*) expected time and memory.
  @inlinable
  public static func heckel<Element, ID: Hashable>(
    old: [Element], new: [Element], id: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool
  ) -> HeckelChanges {
    if old.isEmpty { return HeckelChanges(inserted: Array(new.indices)) }
    if new.isEmpty { return HeckelChanges(deleted: Array(old.indices)) }

    // Each identity's first unpaired old occurrence, and from each occurrence the next one.
    var firstUnpaired: [ID: Int] = [:]
    firstUnpaired.reserveCapacity(old.count)
    var nextOccurrence = [Int](repeating: -1, count: old.count)
    for offset in old.indices.reversed() {
      let identity = id(old[offset])
      if let later = firstUnpaired.updateValue(offset, forKey: identity) {
        nextOccurrence[offset] = later
      }
    }
    var newToOld = [Int](repeating: -1, count: new.count)
    // Deleted old elements and those already placed are "tracked": the greedy rule skips them.
    var isTracked = [Bool](repeating: true, count: old.count)
    for offset in new.indices {
      let identity = id(new[offset])
      guard let partner = firstUnpaired[identity] else { continue }
      let next = nextOccurrence[partner]
      if next < 0 {
        firstUnpaired[identity] = nil
      } else {
        firstUnpaired[identity] = next
      }
      newToOld[offset] = partner
      isTracked[partner] = false
    }

    var changes = HeckelChanges()
    for offset in old.indices where isTracked[offset] { changes.deleted.append(offset) }
    var untracked = 0
    for offset in new.indices {
      while untracked < old.count && isTracked[untracked] { untracked += 1 }
      let partner = newToOld[offset]
      guard partner >= 0 else {
        changes.inserted.append(offset)
        continue
      }
      isTracked[partner] = true
      if partner != untracked {
        changes.moved.append((partner, offset))
      } else if !isContentEqual(old[partner], new[offset]) {
        changes.updated.append(offset)
      }
    }
    return changes
  }
}

/// What the DifferenceKit-like baseline reports, in offsets of one section.
public struct HeckelChanges {
  /// Old offsets of the deleted elements.
  public var deleted: [Int] = []
  /// New offsets of the inserted elements.
  public var inserted: [Int] = []
  /// Old and new offsets of the moved elements.
  public var moved: [(from: Int, to: Int)] = []
  /// New offsets of the elements updated in place.
  public var updated: [Int] = []

  /// Creates changes from their parts.
  @inlinable
  public init(deleted: [Int] = [], inserted: [Int] = []) {
    self.deleted = deleted
    self.inserted = inserted
  }
}
