import RosterDiff

// Splicing: an expansion change leaves the tree as it was, so the rows it changes are those
// under the nodes it expanded or collapsed. They are spliced into the rows already shown
// instead of flattening every node again, and the splice is the update's changes.
extension OutlineExpansion {
  /// `sections`, the requested state, with the rows `change` (already made to the expansion
  /// state) shows or hides spliced in or out under the nodes it changed, and the changes that
  /// lead there; `nil` when the sections are not the very ones the latest tree came from (an
  /// update came between), or the change touches what a splice does not handle (children
  /// loaded by the controller, a tree with a repeated identity), for a full flattening to do.
  ///
  /// - Parameter identities: the identities of `sections`' items end to end, when known: the
  ///   changed nodes' rows are found by the identities' kept hashes.
  /// - Complexity: O(*S*) for *S* sections, plus O(*k*) for the *k* rows spliced in or out,
  ///   plus a scan of each changed section's rows for the changed nodes (one comparison of
  ///   a kept hash a row with `identities`), and a copy of the section's rows and facts.
  mutating func splice(
    _ sections: [Section], _ change: OutlineExpansionChange, identities: [ItemIdentity]?
  ) -> KnownRowChanges? {
    guard let base = flattened, !hadDuplicates, sections.count == base.count,
      zip(sections, base).allSatisfy({ $0.sharesStorage(with: $1) }),
      checkFlatItemsAreNotNodes(in: sections)
    else { return nil }
    // The changed nodes shown as rows, by section; a hidden one changes no row.
    var shown: [Int: [String]] = [:]
    // Children of the nodes shown expanded, by section: what the rows added are reserved for.
    var childrenShown: [Int: Int] = [:]
    for identifier in change.expanded.union(change.collapsed) {
      guard let offset = sectionOffset(of: identifier) else { return nil }
      if sections[offset].outlineRows[identifier] != nil {
        shown[offset, default: []].append(identifier)
        if change.expanded.contains(identifier) {
          childrenShown[offset, default: 0] += nodes[identifier]?.item.children.count ?? 0
        }
      }
    }
    // No more rows can be added than the tree has nodes not shown yet.
    let hiddenNodes = max(
      0,
      nodes.count - sections.reduce(0) { $0 + ($1.outline == nil ? 0 : $1.cellModels.count) })
    var new = sections
    var deletions: [IndexPath] = []
    var insertions: [IndexPath] = []
    var updates: [IndexPathPair] = []
    var inserted: [ItemIdentity] = []
    var listedRows: [Int: [OutlineFactsEntry]] = [:]
    var listedInsertionCount = 0
    let offsets = shown.keys.sorted()
    var start = 0
    var counted = 0
    for offset in offsets {
      guard let changed = shown[offset] else { continue }
      while counted < offset {
        start += sections[counted].cellModels.count
        counted += 1
      }
      let section = sections[offset]
      let end = start + section.cellModels.count
      let sectionIdentities = identities.flatMap { end <= $0.count ? $0[start..<end] : nil }
      let positions = Self.positions(
        of: changed, in: section.cellModels, identities: sectionIdentities)
      let insertionsBefore = insertions.count
      guard
        let spliced = splice(
          section, at: positions, offset: offset,
          expectedInsertions: expectedInsertions(
            childrenShown: childrenShown[offset] ?? 0, hiddenNodes: hiddenNodes),
          identities: sectionIdentities?.count == section.cellModels.count
            ? sectionIdentities : nil,
          deletions: &deletions, insertions: &insertions, inserted: &inserted,
          updates: &updates)
      else { return nil }
      new[offset].showOutlineRows(spliced.models, facts: spliced.rows, levels: spliced.levels)
      if spliced.listed { listedSpliceCount += 1 }
      if spliced.inParallel { parallelSpliceCount += 1 }
      if let entries = spliced.listedEntries {
        listedAsItGoesCount += 1
        listedRows[offset] = entries
        listedInsertionCount += insertions.count - insertionsBefore
      }
    }
    flattened = new
    spliceCount += 1
    return KnownRowChanges(
      base: sections, new: new,
      changes: SectionedChanges(
        itemDeletions: deletions, itemInsertions: insertions, itemUpdates: updates),
      insertedIdentities: inserted, listedRows: listedRows,
      listedInsertionCount: listedInsertionCount, sections: offsets)
  }

  /// The rows of `section` with the changed nodes at `positions` (ascending) shown anew, and
  /// their facts; `nil` when a row spliced is a node whose children the controller loads.
  ///
  /// When the old facts are listed by row and the rows expected to be added are too many to
  /// keep as changes, every row's facts are listed as the rows are made (``SplicedSection
  /// /listedEntries``), which also gives the displayed identities: neither is copied again.
  ///
  /// - Parameters:
  ///   - expectedInsertions: about how many rows the splice adds, for room and for the choice
  ///     between listing the facts and updating them.
  ///   - identities: the identities of the section's rows, one a row, when known: the facts
  ///     are found by their kept hashes.
  ///   - inserted: gets the identity of each row inserted, in the order of `insertions`,
  ///     unless the facts are listed as the rows are made.
  private func splice(
    _ section: Section, at positions: [Int], offset: Int, expectedInsertions: Int,
    identities: ArraySlice<ItemIdentity>?, deletions: inout [IndexPath],
    insertions: inout [IndexPath], inserted: inout [ItemIdentity],
    updates: inout [IndexPathPair]
  ) -> SplicedSection? {
    let old = section.cellModels
    let oldRows = section.outlineRows
    let oldLevels = section.indentationLevels
    let oldEntries = oldLevels == nil ? nil : oldRows.listedEntries(rowCount: old.count)
    let listsAsItGoes =
      oldEntries != nil && oldRows.updateFolds(removing: 0, setting: expectedInsertions)
    if listsAsItGoes, expectedInsertions >= parallelSpliceMinimum, let oldEntries,
      let oldLevels
    {
      switch spliceExpansionsInParallel(
        old, entries: oldEntries, levels: oldLevels, at: positions, offset: offset,
        insertions: &insertions, updates: &updates)
      {
      case .spliced(let models, let entries, let levels):
        return SplicedSection(
          models: models, rows: OutlineFacts(listing: entries), levels: levels, listed: true,
          listedEntries: entries, inParallel: true)
      case .fullFlattening:
        return nil
      case .notApplicable:
        break
      }
    }
    // The new rows, their levels (kept by row only when they were known before: one unknown
    // level, a row shown apart from its facts, would shift the rest), every row's facts when
    // listed as the rows are made (else those of the rows added), and the insertions.
    var made = AppendedRows(
      keepsLevels: oldLevels != nil, rowCount: old.count + expectedInsertions,
      entryCount: expectedInsertions + (listsAsItGoes ? old.count : 0),
      insertionCount: expectedInsertions, section: offset)
    var removed: [ItemIdentity] = []
    var changedFacts: [(ItemIdentity, OutlineRow)] = []
    // The new rows as runs of old rows kept, changed nodes and rows added: the facts of every
    // row in row order, when they are listed after all instead of updated.
    var pieces: [SplicePiece] = []
    func identity(at row: Int) -> ItemIdentity {
      if let identities { return identities[identities.startIndex + row] }
      return ItemIdentity(old[row].identifier)
    }
    // By row while the old facts are listed for these rows (the levels are kept only then).
    func oldFacts(at row: Int, _ identity: ItemIdentity) -> OutlineRow? {
      if oldLevels != nil, let facts = oldRows.listedFacts(atRow: row, rowCount: old.count) {
        return facts
      }
      return oldRows[identity]
    }
    var next = 0
    for position in positions where position >= next {
      // A changed node under one spliced before went with it, or came back with it.
      made.models.append(contentsOf: old[next..<position])
      if let oldLevels { made.levels?.append(contentsOf: oldLevels[next...position]) }
      if listsAsItGoes, let oldEntries {
        made.entries.append(contentsOf: oldEntries[next..<position])
      } else {
        pieces.append(.kept(next..<position))
      }
      let nodeIdentity = identity(at: position)
      let identifier = nodeIdentity.identifier
      guard let facts = oldFacts(at: position, nodeIdentity), let node = nodes[identifier],
        !loadsChildren(node)
      else { return nil }
      var newFacts = facts
      newFacts.isExpanded = node.hasChildren && expanded.contains(identifier)
      if newFacts != facts {
        changedFacts.append((nodeIdentity, newFacts))
        updates.append(
          IndexPathPair(
            from: IndexPath(item: position, section: offset),
            to: IndexPath(item: made.models.count, section: offset)))
      }
      if listsAsItGoes {
        made.entries.append(OutlineFactsEntry(identity: nodeIdentity, facts: newFacts))
      } else {
        pieces.append(.node(nodeIdentity, newFacts))
      }
      made.models.append(old[position])
      next = position + 1
      while next < old.count {
        let descendant = identity(at: next)
        let level = oldLevels.map { $0[next] } ?? oldRows[descendant]?.level
        guard let level, level > facts.level else { break }
        if let node = nodes[descendant.identifier], loadsChildren(node) { return nil }
        removed.append(descendant)
        deletions.append(IndexPath(item: next, section: offset))
        next += 1
      }
      guard newFacts.isExpanded else { continue }
      let addedBefore = made.entries.count
      let shown = walk(
        node.item.children, level: facts.level + 1, parent: identifier, into: &made)
      guard shown else { return nil }
      if !listsAsItGoes { pieces.append(.added(addedBefore..<made.entries.count)) }
    }
    made.models.append(contentsOf: old[next...])
    if let oldLevels { made.levels?.append(contentsOf: oldLevels[next...]) }
    if insertions.isEmpty {
      insertions = made.insertions
    } else {
      insertions.append(contentsOf: made.insertions)
    }
    if listsAsItGoes, let oldEntries { made.entries.append(contentsOf: oldEntries[next...]) }
    let (models, entries, levels) = (made.models, made.entries, made.levels ?? [])
    if listsAsItGoes {
      return SplicedSection(
        models: models, rows: OutlineFacts(listing: entries), levels: levels, listed: true,
        listedEntries: entries)
    }
    pieces.append(.kept(next..<old.count))
    inserted.reserveCapacity(inserted.count + entries.count)
    for entry in entries { inserted.append(entry.identity) }
    if oldRows.updateFolds(removing: removed.count, setting: entries.count + changedFacts.count),
      let listed = Self.listing(
        pieces, count: models.count, added: entries, facts: oldFacts(at:_:),
        identity: identity(at:))
    {
      return SplicedSection(
        models: models, rows: OutlineFacts(listing: listed), levels: levels, listed: true)
    }
    var rows = oldRows
    // The changed nodes' facts after the rows shown: no concatenation copying every row's.
    rows.update(
      removing: removed, setting: entries.map { ($0.identity, $0.facts) } + changedFacts)
    return SplicedSection(models: models, rows: rows, levels: levels, listed: false)
  }

  /// A section's rows after a splice.
  private struct SplicedSection {
    var models: [any CellModel]
    var rows: OutlineFacts
    var levels: [Int]
    /// Whether the facts are listed by row.
    var listed: Bool
    /// Every row's identity and facts in row order, when they were listed as the rows were
    /// made: the section's displayed identities, not handed over one inserted row at a time.
    var listedEntries: [OutlineFactsEntry]? = nil
    /// Whether the rows were made on two processors.
    var inParallel = false
  }

  /// Room for the rows a splice shows under nodes with `childrenShown` children in all: those
  /// children, with room for deeper rows an expand-all also shows (four times as many, at least
  /// 256), never more than the tree's `hiddenNodes`. Arrays grown row by row move every row they
  /// hold at each doubling; a guess too small only grows them as before.
  private func expectedInsertions(childrenShown: Int, hiddenNodes: Int) -> Int {
    childrenShown == 0 ? 0 : min(hiddenNodes, max(256, 4 * childrenShown))
  }

  /// A run of the rows a splice makes.
  private enum SplicePiece {
    /// Old rows kept as they were.
    case kept(Range<Int>)
    /// A changed node, with its new facts.
    case node(ItemIdentity, OutlineRow)
    /// Rows shown under a node, by their offsets among the rows added.
    case added(Range<Int>)
  }

  /// Every row's identity and facts in the order `pieces` make them, for `count` rows; `nil`
  /// when a kept row has no facts.
  ///
  /// - Complexity: O(*n*) for *n* rows, a lookup per kept row only when the old facts are not
  ///   listed by row.
  private static func listing(
    _ pieces: [SplicePiece], count: Int, added: [OutlineFactsEntry],
    facts: (Int, ItemIdentity) -> OutlineRow?, identity: (Int) -> ItemIdentity
  ) -> [OutlineFactsEntry]? {
    var listed: [OutlineFactsEntry] = []
    listed.reserveCapacity(count)
    for piece in pieces {
      switch piece {
      case .kept(let rows):
        for row in rows {
          let rowIdentity = identity(row)
          guard let rowFacts = facts(row, rowIdentity) else { return nil }
          listed.append(OutlineFactsEntry(identity: rowIdentity, facts: rowFacts))
        }
      case .node(let nodeIdentity, let nodeFacts):
        listed.append(OutlineFactsEntry(identity: nodeIdentity, facts: nodeFacts))
      case .added(let range):
        listed.append(contentsOf: added[range])
      }
    }
    return listed
  }

  /// Hands `sink` the rows `items` and their expanded descendants show, in the order
  /// ``OutlineFlattening`` shows them; `false` when one of them is a node whose children the
  /// controller loads, or `sink` has no room for a row.
  ///
  /// A frame is pushed only for an open node, and siblings are read in place: an expand-all
  /// shows a hundred thousand rows here, so nothing is copied per row but the row itself.
  func walk<Sink: SplicedRowSink>(
    _ items: [OutlineItem], level: Int, parent: String, into sink: inout Sink
  ) -> Bool {
    var stack: [(items: [OutlineItem], next: Int, level: Int, parent: String)] = [
      (items, 0, level, parent)
    ]
    while let frame = stack.popLast() {
      let siblings = frame.items
      var next = frame.next
      while next < siblings.count {
        let model = siblings[next].model
        let hasChildren = siblings[next].hasChildren
        let identifier = model.identifier
        let isOpen = hasChildren && expanded.contains(identifier)
        if isOpen, siblings[next].hasUnloadedChildren, siblings[next].children.isEmpty {
          return false
        }
        let entry = OutlineFactsEntry(
          identity: ItemIdentity(identifier),
          facts: OutlineRow(
            level: frame.level, parentIdentifier: frame.parent, hasChildren: hasChildren,
            isExpanded: isOpen))
        guard sink.add(model, entry: entry) else { return false }
        next += 1
        if isOpen {
          stack.append((siblings, next, frame.level, frame.parent))
          stack.append((siblings[next - 1].children, 0, frame.level + 1, identifier))
          break
        }
      }
    }
    return true
  }

  /// Whether the controller loads `node`'s children, or shows rows of its own under it.
  func loadsChildren(_ node: Node) -> Bool { node.hasUnloadedChildren }

  /// The rows of `identifiers` among `models`, ascending; by the identities' kept hashes when
  /// given.
  private static func positions(
    of identifiers: [String], in models: [any CellModel], identities: ArraySlice<ItemIdentity>?
  ) -> [Int] {
    var positions: [Int] = []
    positions.reserveCapacity(identifiers.count)
    if let identities, identities.count == models.count {
      let hashes = Set(identifiers.map { ItemIdentity($0).hash })
      let wanted = Set(identifiers)
      let base = identities.startIndex
      if hashes.count <= 4 {
        let small = Array(hashes)
        for index in identities.indices where small.contains(identities[index].hash) {
          if wanted.contains(identities[index].identifier) { positions.append(index - base) }
        }
      } else {
        for index in identities.indices where hashes.contains(identities[index].hash) {
          if wanted.contains(identities[index].identifier) { positions.append(index - base) }
        }
      }
      return positions
    }
    let wanted = Set(identifiers)
    for (index, model) in models.enumerated() where wanted.contains(model.identifier) {
      positions.append(index)
    }
    return positions
  }

  /// Whether no flat section's item is also an outline node, checked once per tree.
  private mutating func checkFlatItemsAreNotNodes(in sections: [Section]) -> Bool {
    if let flatItemsAreNotNodes { return flatItemsAreNotNodes }
    let answer = sections.allSatisfy { section in
      section.outline != nil || section.cellModels.allSatisfy { nodes[$0.identifier] == nil }
    }
    flatItemsAreNotNodes = answer
    return answer
  }
}

/// Where a splice's walk puts the rows it shows: arrays it appends to, or, on two processors,
/// ranges of buffers it writes.
protocol SplicedRowSink {
  /// Takes a row shown, its facts giving its level; `false` when there is no room for it.
  mutating func add(_ model: consuming any CellModel, entry: consuming OutlineFactsEntry) -> Bool
}

/// The rows a splice row by row makes, appended, with an insertion for each row a walk adds.
struct AppendedRows: SplicedRowSink {
  var models: [any CellModel] = []
  /// Each row's level, when kept.
  var levels: [Int]?
  var entries: [OutlineFactsEntry] = []
  var insertions: [IndexPath] = []
  /// The section's offset, for the insertions' index paths.
  let section: Int

  init(keepsLevels: Bool, rowCount: Int, entryCount: Int, insertionCount: Int, section: Int) {
    self.section = section
    models.reserveCapacity(rowCount)
    levels = keepsLevels ? [] : nil
    levels?.reserveCapacity(rowCount)
    entries.reserveCapacity(entryCount)
    insertions.reserveCapacity(insertionCount)
  }

  mutating func add(_ model: consuming any CellModel, entry: consuming OutlineFactsEntry) -> Bool {
    insertions.append(IndexPath(item: models.count, section: section))
    models.append(model)
    levels?.append(entry.facts.level)
    entries.append(entry)
    return true
  }
}
