import Foundation

/// The facts of an outline section's rows as they were just shown, one entry a row in row
/// order, with the table from identity to row built only when something first asks by
/// identity.
///
/// Showing many rows at once (a flattening, an expand-all) makes every row's facts in row
/// order anyway; putting each into a table costs one insertion a row, and what reads the facts
/// next is mostly by row (a host drawing the rows on screen, the next splice at the rows it
/// changes). The copies of a section share one list, and its table once built.
final class OutlineFactsList: @unchecked Sendable {
  /// Each row's identity and facts, in row order; identities are unique.
  let entries: [OutlineFactsEntry]
  // The lock makes the table's first build safe from any thread, as `Sendable` promises.
  private let lock = NSLock()
  private var table: [ItemIdentity: Int]?

  init(_ entries: [OutlineFactsEntry]) {
    self.entries = entries
  }

  /// The facts of the row whose model has `identity`, `nil` for none.
  ///
  /// - Complexity: O(1) on average, after one O(*n*) build of the table for *n* entries on
  ///   the first call.
  func facts(of identity: ItemIdentity) -> OutlineRow? {
    let row = lock.withLock { () -> Int? in
      if let table { return table[identity] }
      var built: [ItemIdentity: Int] = [:]
      built.reserveCapacity(entries.count)
      // Backwards, so that a repeated identity (none is expected) reads as its first row.
      for row in entries.indices.reversed() { built[entries[row].identity] = row }
      table = built
      return built[identity]
    }
    return row.map { entries[$0].facts }
  }

  /// Whether the table from identity to row has been built.
  var isIndexed: Bool { lock.withLock { table != nil } }
}

/// A row's identity and its outline facts, as a flattening or a splice lists them.
///
/// A named struct rather than a tuple: arrays of them are copied and appended by the hundred
/// thousand when many rows show at once, and a struct's copy is inlined where a tuple's went
/// through the runtime's generic tuple witnesses.
struct OutlineFactsEntry: Sendable {
  let identity: ItemIdentity
  var facts: OutlineRow
}
