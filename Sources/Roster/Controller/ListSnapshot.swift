import Foundation

/// What a list displays at one moment: its sections, with the lookups everyone who reads the
/// list needs — hosts drawing it, the layout, event routing and app code.
///
/// A ``ListController`` builds one snapshot per applied stage of an update, inside the
/// `updateData` closure it hands to its host (so a host reading ``ListDataSource/snapshot``
/// sees the old state before the closure and the new one after it, as UIKit's rule R4
/// requires), and one after each interactive move. It is an immutable value: a host may keep
/// one to compare against the next, but the displayed state has one home, the controller's
/// ``ListController/snapshot``.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let snapshot = controller.snapshot
/// if let path = snapshot.indexPath(forIdentifier: "p1") {
///   print(snapshot.cellModel(at: path)?.identifier ?? "")
/// }
/// ```
///
/// - Complexity: Creating a snapshot is O(1); its lookups by identifier and by section
///   provider build their tables once per snapshot, on first use (O(*N*) and O(*S*)), and are
///   O(1) expected afterwards. Lookups by position are O(1).
public struct ListSnapshot: Sendable {
  /// The sections displayed, in order.
  public let sections: [Section]

  /// The section provider that owns each section; empty when none does.
  let owners: [ObjectIdentifier?]

  /// The identities of every item, laid end to end in reading order, when the update that built
  /// this snapshot computed them for its whole list: the next update's diff reads them instead
  /// of hashing the displayed identifiers again.
  var itemIdentities: [ItemIdentity]? { tables.itemIdentities }

  /// Whether ``itemIdentities`` are known to hold no identity twice; `false` when unknown.
  var itemIdentitiesAreUnique: Bool { tables.itemIdentitiesAreUnique }

  // What is derived from the sections lives in `tables`, not in fields of its own: hosts copy
  // the snapshot at every lookup, and each stored reference would cost a retain and a release.
  private let tables: Tables

  /// A snapshot of `sections`.
  public init(sections: [Section] = []) {
    self.init(sections: sections, owners: [])
  }

  /// How many of the controller's update requests this state answers: requests numbered up to
  /// it are shown (or were replaced by newer ones); a later request is not shown yet. Hosts
  /// compare it with ``UpdateRequestCounting/requestedUpdateCount`` to tell a state the app
  /// asked for before a control reported a value from one asked for after (see
  /// `KeyHandlingTerminalCell`).
  package let requestNumber: Int

  /// A snapshot of `sections`, owned by `owners` (one per section, or none), answering the
  /// first `requestNumber` update requests, with what the update that built it derived.
  ///
  /// - Parameters:
  ///   - itemIdentities: The identities of every item of `sections` in reading order;
  ///     ignored unless there is one per item.
  ///   - identitiesAreUnique: Whether `itemIdentities` are known to hold no identity twice.
  init(
    sections: [Section], owners: [ObjectIdentifier?], requestNumber: Int = 0,
    itemIdentities: [ItemIdentity]? = nil, identitiesAreUnique: Bool = false
  ) {
    self.sections = sections
    self.owners = owners.count == sections.count ? owners : []
    self.requestNumber = requestNumber
    // Checking the identities counts the items: the count is kept for `numberOfItems`.
    let itemCount = itemIdentities.map { _ in sections.reduce(0) { $0 + $1.cellModels.count } }
    let identities = itemIdentities.flatMap { $0.count == itemCount ? $0 : nil }
    self.tables = Tables(
      itemIdentities: identities, itemIdentitiesAreUnique: identities != nil && identitiesAreUnique,
      itemCount: itemCount,
      sectionsSummed: itemCount == nil ? 0 : sections.count)
  }

  /// This snapshot with `identities`, the identities of its items, which the update that built
  /// it left to be made later; the storage it keeps for the next request goes with it.
  func withItemIdentities(_ identities: [ItemIdentity], areUnique: Bool) -> ListSnapshot {
    let snapshot = ListSnapshot(
      sections: sections, owners: owners, requestNumber: requestNumber,
      itemIdentities: identities, identitiesAreUnique: areUnique)
    if let spare = tables.takeSpare() { snapshot.keep(spare: spare) }
    return snapshot
  }

  /// Whether this snapshot shows `sections`, the very array (not an equal one): a value shared
  /// with it is immutable, so sharing its storage means showing the same items in the same
  /// order.
  ///
  /// - Complexity: O(1).
  func shows(_ sections: [Section]) -> Bool {
    self.sections.withUnsafeBufferPointer { shown in
      sections.withUnsafeBufferPointer { other in
        shown.baseAddress == other.baseAddress && shown.count == other.count
      }
    }
  }

  /// Keeps `spare`, the previous snapshot's storage trailing this one, for the next request to
  /// be built in: see ``takeSpare()``.
  func keep(spare: SpareSections) { tables.keep(spare) }

  /// The storage kept by ``keep(spare:)``, brought up to date with this snapshot's sections and
  /// handed over once (so that its arrays are uniquely referenced and change in place); `nil`
  /// when none was kept, it was taken, or it does not fit.
  func takeSpare() -> (sections: [Section], owners: [ObjectIdentifier?])? {
    guard var spare = tables.takeSpare(), spare.catchUp(to: self) else { return nil }
    return (spare.sections, spare.owners)
  }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1) after the first call on a snapshot (or a copy of it), which is O(*S*)
  ///   for *S* sections: a host may ask every frame.
  public var numberOfItems: Int { tables.numberOfItems(in: sections) }

  /// How many sections ``numberOfItems`` summed for this snapshot: tests check that it is
  /// summed once, however often asked.
  @_spi(Testing) public var sectionsSummedForItemCount: Int { tables.sectionsSummed }

  /// The number of items in a section; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].cellModels.count : 0
  }

  /// The section at `index`, or `nil` when there is none.
  public func section(at index: Int) -> Section? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The model of the item at `indexPath`, or `nil` when there is none.
  public func cellModel(at indexPath: IndexPath) -> (any CellModel)? {
    guard indexPath.count == 2, let section = section(at: indexPath.section),
      section.cellModels.indices.contains(indexPath.item)
    else { return nil }
    return section.cellModels[indexPath.item]
  }

  /// The outline facts of the item at `indexPath` (its level, whether it has children and is
  /// expanded), or `nil` when it is not a row of an outline section.
  ///
  /// - Complexity: O(1) on average.
  public func outlineRow(at indexPath: IndexPath) -> OutlineRow? {
    guard indexPath.count == 2, let section = section(at: indexPath.section) else { return nil }
    return section.outlineRow(atItem: indexPath.item)
  }

  /// Where the model with `identifier` is (its first occurrence when the identifier is
  /// duplicated), or `nil`.
  ///
  /// - Complexity: O(*N*) for the first few lookups of a snapshot, a scan of the identities'
  ///   kept hashes (a few milliseconds for a million items); O(1) expected after that, once a
  ///   table of every identifier is built, which costs far more than a scan.
  public func indexPath(forIdentifier identifier: String) -> IndexPath? {
    tables.indexPath(forIdentifier: identifier, in: sections)
  }

  /// Whether the snapshot keeps its items' identities: what
  /// ``indexPathByScanningIdentities(forIdentifier:preferringSection:)`` scans.
  package var keepsItemIdentities: Bool { itemIdentities != nil }

  /// Where `identifier` is, by a scan of the items' kept hashes (a few milliseconds for a
  /// million items, where reading every model's identifier reads memory all over the heap):
  /// its cell in `preferred` when it has one there, else its first cell; `nil` when the
  /// snapshot holds no such item or keeps no identities (``keepsItemIdentities``). Never
  /// builds a table, however often it is asked.
  ///
  /// - Complexity: O(*N*) for *N* items.
  package func indexPathByScanningIdentities(
    forIdentifier identifier: String, preferringSection preferred: Int? = nil
  ) -> IndexPath? {
    guard let identities = itemIdentities else { return nil }
    let hash = IdentifierHash.hash(identifier)
    var first: IndexPath?
    var start = 0
    for (sectionOffset, section) in sections.enumerated() {
      let end = min(start + section.cellModels.count, identities.count)
      if start < end, first == nil || sectionOffset == preferred,
        let flat = identities[start..<end].firstIndex(where: {
          $0.hash == hash && $0.identifier == identifier
        })
      {
        let path = IndexPath(item: flat - start, section: sectionOffset)
        if preferred == nil || sectionOffset == preferred { return path }
        if first == nil { first = path }
      }
      start = end
    }
    return first
  }

  /// Where each of `identifiers` is (its first cell), for those the snapshot holds: one scan of
  /// the identities' kept hashes for all of them, when the snapshot has no table of every
  /// identifier yet, rather than building one.
  ///
  /// - Complexity: O(*N* + *k*) for *k* identifiers, without a table; O(*k*) expected with one.
  func indexPaths(forIdentifiers identifiers: some Collection<String>) -> [String: IndexPath] {
    tables.indexPaths(forIdentifiers: identifiers, in: sections)
  }

  /// Where each identifier is (its first cell): the table behind
  /// ``indexPath(forIdentifier:)``, for a caller that looks up many at once.
  var indexPathsByIdentifier: [String: IndexPath] { tables.identifiers(of: sections) }

  /// The section provider that owns the section at `index`, and the section's position among
  /// that provider's sections; `nil` when the section is owned by none.
  ///
  /// A provider's sections are contiguous except between the batches of a split update, so
  /// the position is a rank among its sections rather than an offset from its first.
  ///
  /// - Complexity: O(1), after an O(*S*) table built on the first provider lookup.
  func owner(ofSection index: Int) -> (provider: ObjectIdentifier, rank: Int)? {
    guard owners.indices.contains(index), let owner = owners[index] else { return nil }
    return (owner, tables.owners(of: owners).ranks[index])
  }

  /// The displayed sections `provider` owns, in order.
  ///
  /// - Complexity: O(*s*) for its *s* sections, after the table built on the first provider
  ///   lookup.
  func sections(ownedBy provider: ObjectIdentifier) -> [Int] {
    tables.owners(of: owners).sections[provider] ?? []
  }
}

extension ListSnapshot {
  /// Lookup tables built on first use and shared by the copies of one snapshot. The lock
  /// makes a snapshot safe to read from any thread, as its `Sendable` promises.
  private final class Tables: @unchecked Sendable {
    struct Owners {
      var ranks: [Int] = []
      var sections: [ObjectIdentifier: [Int]] = [:]
    }

    let itemIdentities: [ItemIdentity]?
    let itemIdentitiesAreUnique: Bool
    private let lock = NSLock()
    private var identifiers: [String: IndexPath]?
    /// How many more lookups by identifier scan ``itemIdentities`` before the table is built.
    private var scansLeft = 4
    private var owners: Owners?
    private var spare: SpareSections?
    private var itemCount: Int?
    private(set) var sectionsSummed = 0

    init(
      itemIdentities: [ItemIdentity]? = nil, itemIdentitiesAreUnique: Bool = false,
      itemCount: Int? = nil, sectionsSummed: Int = 0
    ) {
      self.itemIdentities = itemIdentities
      self.itemIdentitiesAreUnique = itemIdentitiesAreUnique
      self.itemCount = itemCount
      self.sectionsSummed = sectionsSummed
    }

    func numberOfItems(in sections: [Section]) -> Int {
      lock.withLock {
        if let itemCount { return itemCount }
        sectionsSummed += sections.count
        let count = sections.reduce(0) { $0 + $1.cellModels.count }
        itemCount = count
        return count
      }
    }

    func keep(_ spare: SpareSections) { lock.withLock { self.spare = spare } }

    func takeSpare() -> SpareSections? {
      lock.withLock {
        defer { spare = nil }
        return spare
      }
    }

    func indexPath(forIdentifier identifier: String, in sections: [Section]) -> IndexPath? {
      let scans = lock.withLock {
        guard identifiers == nil, itemIdentities != nil, scansLeft > 0 else { return false }
        scansLeft -= 1
        return true
      }
      guard scans, let itemIdentities else { return identifiers(of: sections)[identifier] }
      // A snapshot looked up a few times, as a scroll to one item does, never pays for a table.
      let hash = IdentifierHash.hash(identifier)
      guard
        let flat = itemIdentities.firstIndex(where: {
          $0.hash == hash && $0.identifier == identifier
        })
      else { return nil }
      var item = flat
      for (sectionOffset, section) in sections.enumerated() {
        if item < section.cellModels.count {
          return IndexPath(item: item, section: sectionOffset)
        }
        item -= section.cellModels.count
      }
      return nil
    }

    func indexPaths(
      forIdentifiers wanted: some Collection<String>, in sections: [Section]
    ) -> [String: IndexPath] {
      let table = lock.withLock { identifiers }
      guard table == nil, let itemIdentities, !wanted.isEmpty else {
        let table = table ?? identifiers(of: sections)
        var found: [String: IndexPath] = [:]
        for identifier in wanted { found[identifier] = table[identifier] }
        return found
      }
      return ListSnapshot.indexPaths(
        forIdentifiers: wanted, in: sections, identities: itemIdentities)
    }

    func identifiers(of sections: [Section]) -> [String: IndexPath] {
      lock.withLock {
        if let identifiers { return identifiers }
        var table: [String: IndexPath] = [:]
        table.reserveCapacity(sections.reduce(0) { $0 + $1.cellModels.count })
        for (sectionOffset, section) in sections.enumerated() {
          for (itemOffset, model) in section.cellModels.enumerated()
          where table[model.identifier] == nil {
            table[model.identifier] = IndexPath(item: itemOffset, section: sectionOffset)
          }
        }
        identifiers = table
        return table
      }
    }

    func owners(of owning: [ObjectIdentifier?]) -> Owners {
      lock.withLock {
        if let owners { return owners }
        var table = Owners()
        table.ranks.reserveCapacity(owning.count)
        for (offset, owner) in owning.enumerated() {
          guard let owner else {
            table.ranks.append(0)
            continue
          }
          table.ranks.append(table.sections[owner, default: []].count)
          table.sections[owner, default: []].append(offset)
        }
        owners = table
        return table
      }
    }
  }
}

extension ListSnapshot {
  /// Where each of `wanted` first is in `sections`, whose items' identities are `identities`,
  /// laid end to end, found in one pass: what ``indexPaths(forIdentifiers:)`` answers for a
  /// snapshot of `sections` with those identities, computed before the snapshot is made (off
  /// the main actor, with the diff that made the identities).
  ///
  /// - Complexity: O(*N*) for *N* items, a bit read per item, plus O(*k*) for *k* wanted.
  static func indexPaths(
    forIdentifiers wanted: some Collection<String>, in sections: [Section],
    identities itemIdentities: [ItemIdentity]
  ) -> [String: IndexPath] {
    guard !wanted.isEmpty else { return [:] }
    var byHash: [Int: [String]] = [:]
    for identifier in wanted {
      byHash[IdentifierHash.hash(identifier), default: []].append(identifier)
    }
    // A bit read per item: only the few items whose hash may be wanted are looked up.
    let filter = IdentityFilter(byHash.keys, count: byHash.count)
    var found: [String: IndexPath] = [:]
    var flat = 0
    for (sectionOffset, section) in sections.enumerated() {
      let count = section.cellModels.count
      for item in 0..<count where flat + item < itemIdentities.count {
        let identity = itemIdentities[flat + item]
        guard filter.mightContain(identity.hash),
          byHash[identity.hash]?.contains(identity.identifier) == true,
          found[identity.identifier] == nil
        else { continue }
        found[identity.identifier] = IndexPath(item: item, section: sectionOffset)
      }
      flat += count
    }
    return found
  }
}
