/// The changes from one requested state to the next when the controller made the next one
/// itself, by splicing rows into the first (an outline node expanded or collapsed): the diff
/// would only find them again, at a cost that follows the list rather than the rows spliced.
///
/// They hold only from ``base`` to ``new``: an update uses them when the displayed sections are
/// the very same values as ``base`` and its own are the very same as ``new`` (no newer request
/// coalesced into it, no filter, no section of the controller's own), and diffs otherwise.
struct KnownRowChanges: Sendable {
  /// The sections the rows were spliced into.
  var base: [Section]
  /// The sections with the rows spliced.
  var new: [Section]
  /// Item deletions, insertions and updates only, in the offsets of ``base`` and ``new``,
  /// which have the same sections in the same order.
  var changes: SectionedChanges<String, String>
  /// The identity of each inserted item, in the order of the changes' insertions: hashed once
  /// when the item was spliced in, and not again for the displayed identities.
  var insertedIdentities: [ItemIdentity] = []
  /// The sections with changes, ascending.
  var sections: [Int]

  /// Whether these changes lead from `displayed` to `requested`.
  ///
  /// - Complexity: O(*S*) for *S* sections.
  func hold(from displayed: [Section], to requested: [Section]) -> Bool {
    displayed.count == base.count && requested.count == new.count
      && zip(displayed, base).allSatisfy { $0.sharesStorage(with: $1) }
      && zip(requested, new).allSatisfy { $0.sharesStorage(with: $1) }
  }

  /// `identities`, the items of ``base`` end to end, with the changes made: the kept items'
  /// identities copied, the inserted ones taken from ``insertedIdentities`` (hashed when they
  /// are not all there).
  ///
  /// - Complexity: O(*N*) copies for *N* items, and one hash per inserted item.
  func newIdentities(from identities: [ItemIdentity]) -> [ItemIdentity] {
    var deletions = changes.itemDeletions[...]
    var insertions = changes.itemInsertions[...]
    let knowsInserted = insertedIdentities.count == insertions.count
    var nextInserted = 0
    var result: [ItemIdentity] = []
    result.reserveCapacity(identities.count + insertions.count - deletions.count)
    var affected = sections[...]
    var start = 0
    var copied = 0
    for (offset, section) in base.enumerated() {
      let oldCount = section.cellModels.count
      guard affected.first == offset else {
        start += oldCount
        continue
      }
      affected.removeFirst()
      // Deletions after an earlier section's last kept item are not met while copying it.
      while let next = deletions.first, next.section < offset { deletions.removeFirst() }
      result.append(contentsOf: identities[copied..<start])
      let newModels = new[offset].cellModels
      var oldItem = 0
      for newItem in newModels.indices {
        if let next = insertions.first, next.section == offset, next.item == newItem {
          insertions.removeFirst()
          if knowsInserted {
            result.append(insertedIdentities[nextInserted])
            nextInserted += 1
          } else {
            result.append(ItemIdentity(newModels[newItem].identifier))
          }
          continue
        }
        while let next = deletions.first, next.section == offset, next.item == oldItem {
          deletions.removeFirst()
          oldItem += 1
        }
        result.append(identities[start + oldItem])
        oldItem += 1
      }
      start += oldCount
      copied = start
    }
    result.append(contentsOf: identities[copied...])
    return result
  }
}
