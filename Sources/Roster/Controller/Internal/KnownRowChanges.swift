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
  /// Every row's identity and outline facts in row order, for the sections whose rows were
  /// listed as they were spliced (an expand-all): their identities are taken whole from here,
  /// and their insertions have none in ``insertedIdentities``.
  var listedRows: [Int: [OutlineFactsEntry]] = [:]
  /// The insertions in the sections of ``listedRows``.
  var listedInsertionCount = 0
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
    let knowsInserted = insertedIdentities.count == insertions.count - listedInsertionCount
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
      if let rows = listedRows[offset] {
        // The section's insertions are skipped: its rows are listed whole.
        insertions = insertions[Self.end(of: offset, in: insertions)...]
        result.reserveCapacity(result.count + rows.count)
        for row in rows { result.append(row.identity) }
        start += oldCount
        copied = start
        continue
      }
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

  /// Where the index paths of `section` end in `paths`, which are sorted and start at or
  /// after it.
  ///
  /// - Complexity: O(log *n*) for *n* paths.
  private static func end(of section: Int, in paths: ArraySlice<IndexPath>) -> Int {
    var low = paths.startIndex
    var high = paths.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if paths[middle].section <= section { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
