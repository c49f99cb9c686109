/// Each shown row's ``OutlineRow`` in an outline section, by item identity: a table shared
/// between the states a splice leads through, and the few entries changed since it was built.
///
/// An expansion change keeps the state it starts from (the rows shown) beside the one it makes,
/// so changing a row's facts in a plain dictionary copies every row's. Here a change copies the
/// changed entries only; they are folded into a new table once they are many
/// (``compact()``), which keeps each change O(1) amortized.
///
/// Facts made for many rows at once (a flattening, a splice that shows or hides many rows)
/// are kept as a list in row order instead of a table (``init(listing:)``), indexed by identity
/// only when something first asks by identity: while no change is kept, a row's facts read by
/// its row (``listedFacts(atRow:rowCount:)``) with no lookup.
///
/// Keyed by ``ItemIdentity``, whose hash is computed once: a splice that shows many rows
/// (expand-all) hashes each row's identifier once, for the identity the controller also diffs
/// and displays by, and the table takes that hash instead of hashing the `String` again.
struct OutlineFacts: Sendable {
  /// The facts as built by a compaction or a fold, while they are not listed.
  private var base: [ItemIdentity: OutlineRow]
  /// The facts as listed by row, in place of `base` (then empty).
  private var listed: OutlineFactsList?
  /// Facts set or removed since: `.some(nil)` marks a row of `base` removed.
  private var changes: [ItemIdentity: OutlineRow?] = [:]
  /// The number of rows with facts.
  private(set) var count: Int

  init(_ rows: [ItemIdentity: OutlineRow] = [:]) {
    base = rows
    count = rows.count
  }

  /// The facts of rows listed in row order, with unique identities: no table is built until
  /// something asks by identity.
  ///
  /// - Complexity: O(1).
  init(listing entries: [OutlineFactsEntry]) {
    base = [:]
    listed = OutlineFactsList(entries)
    count = entries.count
  }

  /// The facts of `rows`, keyed by their identifiers' identities.
  ///
  /// - Complexity: O(*n*) for *n* rows, one hash each.
  init(_ rows: [String: OutlineRow]) {
    var table: [ItemIdentity: OutlineRow] = [:]
    table.reserveCapacity(rows.count)
    for (identifier, facts) in rows { table[ItemIdentity(identifier)] = facts }
    self.init(table)
  }

  var isEmpty: Bool { count == 0 }

  /// The facts of the row whose model has `identifier`, `nil` for a row not shown.
  ///
  /// - Complexity: O(1) on average: one hash of `identifier`, one lookup, two while changes
  ///   are kept.
  subscript(identifier: String) -> OutlineRow? {
    get { self[ItemIdentity(identifier)] }
    set { self[ItemIdentity(identifier)] = newValue }
  }

  /// The facts of the row whose model has `identity`, `nil` for a row not shown.
  ///
  /// - Complexity: O(1) on average: one lookup, two while changes are kept.
  subscript(identity: ItemIdentity) -> OutlineRow? {
    get {
      if !changes.isEmpty, let change = changes[identity] { return change }
      return kept(identity)
    }
    set {
      let kept = kept(identity)
      let old = changes.isEmpty ? kept : (changes[identity] ?? kept)
      count += (newValue == nil ? 0 : 1) - (old == nil ? 0 : 1)
      // A change back to the table's own value is no change: a collapse after an expansion
      // leaves nothing to keep.
      if newValue == kept {
        changes[identity] = nil
      } else {
        changes[identity] = .some(newValue)
      }
    }
  }

  /// The facts `identity` has in the table or the list, before the changes.
  private func kept(_ identity: ItemIdentity) -> OutlineRow? {
    if let listed { return listed.facts(of: identity) }
    return base[identity]
  }

  /// The facts of the row at `row` when these facts are listed by row for `rowCount` rows and
  /// no change is kept since, so that they are still the rows' facts in their order; `nil`
  /// otherwise (read by identity then). The caller knows the rows are those the list was made
  /// for.
  ///
  /// - Complexity: O(1), no lookup.
  func listedFacts(atRow row: Int, rowCount: Int) -> OutlineRow? {
    guard changes.isEmpty, let listed, listed.entries.count == rowCount,
      listed.entries.indices.contains(row)
    else { return nil }
    return listed.entries[row].facts
  }

  /// Every row's identity and facts in row order, when they are listed by row for `rowCount`
  /// rows with no change kept since.
  ///
  /// - Complexity: O(1): the list is shared, not copied.
  func listedEntries(rowCount: Int) -> [OutlineFactsEntry]? {
    guard changes.isEmpty, let listed, listed.entries.count == rowCount else { return nil }
    return listed.entries
  }

  /// Whether these facts are listed by row with no change kept since.
  var isListedByRow: Bool { listed != nil && changes.isEmpty }

  /// Whether the list's table from identity to row has been built (`false` when not listed).
  var isIndexed: Bool { listed?.isIndexed ?? false }

  /// Whether ``update(removing:setting:)`` of that many entries would fold everything into a
  /// new table rather than keep them as changes: a caller that knows every row's facts in row
  /// order lists them instead (``init(listing:)``).
  func updateFolds(removing removed: Int, setting set: Int) -> Bool {
    removed + set + changes.count > max(64, (listed?.entries.count ?? base.count) / 2)
  }

  /// Removes the facts of `removed` and sets those of `set`, in that order: entry by entry
  /// when they are few beside the table, into a new table otherwise (an expand-all shows many
  /// rows under few), where each costs one insertion.
  ///
  /// - Complexity: O(*k*) for the *k* entries removed and set, plus O(*n*) for *n* rows when
  ///   they are more than half the table.
  mutating func update(removing removed: [ItemIdentity], setting set: [(ItemIdentity, OutlineRow)])
  {
    guard updateFolds(removing: removed.count, setting: set.count) else {
      for identity in removed { self[identity] = nil }
      for (identity, facts) in set { self[identity] = facts }
      return
    }
    var rows = allFacts
    // Room first: a table grown while filled moves every entry again.
    rows.reserveCapacity(count + set.count)
    for identity in removed { rows[identity] = nil }
    for (identity, facts) in set { rows[identity] = facts }
    self = OutlineFacts(rows)
  }

  /// ``update(removing:setting:)`` by identifier: one hash each.
  mutating func update(removing removed: [String], setting set: [(String, OutlineRow)]) {
    update(
      removing: removed.map(ItemIdentity.init),
      setting: set.map { (ItemIdentity($0.0), $0.1) })
  }

  /// Folds the changes into a new table when they are as many as half the table's entries:
  /// every later read then takes one lookup, and a copy of the changes stays small beside the
  /// table's.
  ///
  /// - Complexity: O(*n*) for *n* rows when it folds, which is once per *n* / 2 changes.
  mutating func compact() {
    guard changes.count > max(64, (listed?.entries.count ?? base.count) / 2) else { return }
    self = OutlineFacts(allFacts)
  }

  /// Every row's facts in one dictionary, by identity.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  var allFacts: [ItemIdentity: OutlineRow] {
    var rows = base
    if let listed {
      rows.reserveCapacity(listed.entries.count)
      for entry in listed.entries.reversed() { rows[entry.identity] = entry.facts }
    }
    guard !changes.isEmpty else { return rows }
    for (identity, facts) in changes { rows[identity] = facts }
    return rows
  }

  /// Every row's facts in one dictionary, by identifier.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  var allRows: [String: OutlineRow] {
    Dictionary(uniqueKeysWithValues: allFacts.map { ($0.key.identifier, $0.value) })
  }
}
