// A long list reordered as a whole is reloaded, because its moves are far more than the policy
// animates; counting them exactly pairs every item by identity, a table of every identifier,
// only to learn that the answer is "too many". Any batch keeps the items it neither moves,
// deletes nor inserts in their order, so two neighbours of the new list whose old places are
// the other way round force one of them to move (or to be inserted), and neighbours taken in
// disjoint pairs force distinct operations. Counting such pairs among a sample of a few
// thousand, located in the old list by one pass over its kept hashes, proves most sorts too
// many to animate in a few milliseconds; when the sample proves nothing, the diff decides.
/// A lower bound on the operations every batch between two lists of the same sections needs,
/// told from a sample of neighbouring new items.
enum ReorderingBound {
  /// How many sampled pairs of new neighbours are looked for per operation the bound must
  /// exceed: a random order shows about one forced operation in two pairs.
  static let pairsPerOperation = 4

  /// More than `limit` operations that every batch from `old` to `new` needs (moves of
  /// neighbours found the other way round, insertions of identities `old` lacks), or `nil`
  /// when the sample does not show more than `limit`.
  ///
  /// `old` and `new` must have the same sections in the same order (the bound counts item
  /// operations only); `oldIdentities` and `newIdentities` are their items' identities laid
  /// end to end. Identities repeated on either side are allowed: a pair whose identity occurs
  /// more than once in `old` proves nothing and is not counted.
  ///
  /// - Complexity: O(*N*) for *N* old items, one look at each kept hash, plus
  ///   O(`limit`) for the sample; nothing when `limit` is not below half the new items.
  static func operations(
    beyond limit: Int, from old: [Section], to new: [Section], oldIdentities: [ItemIdentity],
    newIdentities: [ItemIdentity]
  ) -> Int? {
    let count = newIdentities.count
    guard limit >= 0, limit < count / 2 else { return nil }
    let pairCount = min(count / 2, limit * pairsPerOperation + 64)
    // Disjoint pairs of neighbours in one section, spread over the new list.
    var sectionEnds: [Int] = []
    var end = 0
    for section in new {
      end += section.cellModels.count
      sectionEnds.append(end)
    }
    guard end == count else { return nil }
    var pairs: [Int] = []
    pairs.reserveCapacity(pairCount)
    var section = 0
    for pair in 0..<pairCount {
      let first = pair * count / pairCount
      while section < sectionEnds.count, sectionEnds[section] <= first { section += 1 }
      if section < sectionEnds.count, first + 1 < sectionEnds[section] { pairs.append(first) }
    }
    var located = LocatedIdentities(capacity: pairs.count * 2)
    let entries = pairs.map { first in
      (
        located.insert(newIdentities[first]), located.insert(newIdentities[first + 1])
      )
    }
    located.locate(in: oldIdentities)
    var forced = 0
    for (first, second) in entries {
      let a = located.entries[first]
      let b = located.entries[second]
      if a.occurrences == 0 || b.occurrences == 0 {
        // An identity the old list lacks is inserted by every batch.
        forced += 1
      } else if a.occurrences == 1, b.occurrences == 1, a.oldOffset > b.oldOffset {
        forced += 1
      }
    }
    return forced > limit ? forced : nil
  }

  /// A small open-addressed table of the sampled identities, each with where and how often it
  /// occurs in the old list.
  private struct LocatedIdentities {
    struct Entry {
      var identity: ItemIdentity
      var oldOffset = -1
      var occurrences = 0
    }
    var entries: [Entry] = []
    private var slots: [Int]
    private let mask: Int

    init(capacity: Int) {
      var size = 16
      while size < capacity * 4 { size *= 2 }
      slots = Array(repeating: -1, count: size)
      mask = size - 1
      entries.reserveCapacity(capacity)
    }

    /// The entry of `identity`, added when not there yet.
    mutating func insert(_ identity: ItemIdentity) -> Int {
      var slot = identity.hash & mask
      while slots[slot] >= 0 {
        let entry = slots[slot]
        if entries[entry].identity == identity { return entry }
        slot = (slot + 1) & mask
      }
      slots[slot] = entries.count
      entries.append(Entry(identity: identity))
      return entries.count - 1
    }

    /// Counts how often each entry's identity occurs in `old`, keeping its last offset there.
    /// Most slots are empty, so most old items cost a hash read and one slot read.
    mutating func locate(in old: [ItemIdentity]) {
      // By offset, reading the hash alone: most items are never copied out.
      for offset in old.indices {
        let hash = old[offset].hash
        var slot = hash & mask
        while slots[slot] >= 0 {
          let entry = slots[slot]
          if entries[entry].identity.hash == hash,
            entries[entry].identity.identifier == old[offset].identifier
          {
            entries[entry].occurrences += 1
            entries[entry].oldOffset = offset
            break
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }
}
