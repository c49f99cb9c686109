/// Each shown row's ``OutlineRow`` in an outline section, by item identifier: a table shared
/// between the states a splice leads through, and the few entries changed since it was built.
///
/// An expansion change keeps the state it starts from (the rows shown) beside the one it makes,
/// so changing a row's facts in a plain dictionary copies every row's. Here a change copies the
/// changed entries only; they are folded into a new table once they are many
/// (``compact()``), which keeps each change O(1) amortized.
struct OutlineFacts: Sendable {
  /// The facts as built by a flattening or a compaction.
  private var base: [String: OutlineRow]
  /// Facts set or removed since: `.some(nil)` marks a row of `base` removed.
  private var changes: [String: OutlineRow?] = [:]
  /// The number of rows with facts.
  private(set) var count: Int

  init(_ rows: [String: OutlineRow] = [:]) {
    base = rows
    count = rows.count
  }

  var isEmpty: Bool { count == 0 }

  /// The facts of the row whose model has `identifier`, `nil` for a row not shown.
  ///
  /// - Complexity: O(1) on average: one lookup, two while changes are kept.
  subscript(identifier: String) -> OutlineRow? {
    get {
      if !changes.isEmpty, let change = changes[identifier] { return change }
      return base[identifier]
    }
    set {
      let kept = base[identifier]
      let old = changes.isEmpty ? kept : (changes[identifier] ?? kept)
      count += (newValue == nil ? 0 : 1) - (old == nil ? 0 : 1)
      // A change back to the table's own value is no change: a collapse after an expansion
      // leaves nothing to keep.
      if newValue == kept {
        changes[identifier] = nil
      } else {
        changes[identifier] = .some(newValue)
      }
    }
  }

  /// Removes the facts of `removed` and sets those of `set`, in that order: entry by entry
  /// when they are few beside the table, into a new table otherwise (an expand-all shows many
  /// rows under few), where each costs one insertion.
  ///
  /// - Complexity: O(*k*) for the *k* entries removed and set, plus O(*n*) for *n* rows when
  ///   they are more than half the table.
  mutating func update(removing removed: [String], setting set: [(String, OutlineRow)]) {
    guard removed.count + set.count + changes.count > max(64, base.count / 2) else {
      for identifier in removed { self[identifier] = nil }
      for (identifier, facts) in set { self[identifier] = facts }
      return
    }
    var rows = allRows
    // Room first: a table grown while filled rehashes every identifier in it.
    rows.reserveCapacity(count + set.count)
    for identifier in removed { rows[identifier] = nil }
    for (identifier, facts) in set { rows[identifier] = facts }
    self = OutlineFacts(rows)
  }

  /// Folds the changes into a new table when they are as many as half the table's entries:
  /// every later read then takes one lookup, and a copy of the changes stays small beside the
  /// table's.
  ///
  /// - Complexity: O(*n*) for *n* rows when it folds, which is once per *n* / 2 changes.
  mutating func compact() {
    guard changes.count > max(64, base.count / 2) else { return }
    var merged = base
    merged.reserveCapacity(count)
    for (identifier, facts) in changes { merged[identifier] = facts }
    base = merged
    changes = [:]
  }

  /// Every row's facts in one dictionary.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  var allRows: [String: OutlineRow] {
    guard !changes.isEmpty else { return base }
    var rows = base
    for (identifier, facts) in changes { rows[identifier] = facts }
    return rows
  }
}
