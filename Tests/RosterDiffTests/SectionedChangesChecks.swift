import Foundation
import RosterDiff
import Testing

/// The promises of ``SectionedChanges``, each checked against ``ReferenceDiff`` and
/// ``ReferenceApply``.
struct SectionedChangesChecks {
  typealias Origin = ReferenceApply.Origin

  let old: [Section]
  let new: [Section]
  let changes: SectionedChanges<Int, Int>
  /// Items in reading order, with their index paths.
  let oldItems: [(path: IndexPath, item: Item)]
  let newItems: [(path: IndexPath, item: Item)]
  /// The reference k-th-occurrence pairings of sections and of items (flat offsets).
  let sections: (oldToNew: [Int?], newToOld: [Int?])
  let items: (oldToNew: [Int?], newToOld: [Int?])

  init(_ diffCase: SectionedCase) {
    old = diffCase.old
    new = diffCase.new
    changes = Self.diff(old, new)
    oldItems = Self.flattened(old)
    newItems = Self.flattened(new)
    sections = ReferenceDiff.pairing(old.map(\.id), new.map(\.id))
    items = ReferenceDiff.pairing(oldItems.map(\.item.id), newItems.map(\.item.id))
  }

  static func diff(_ old: [Section], _ new: [Section]) -> SectionedChanges<Int, Int> {
    SectionedChanges(
      from: old, to: new, items: \.items, isSectionContentEqual: { $0.header == $1.header })
  }

  static func flattened(_ sections: [Section]) -> [(path: IndexPath, item: Item)] {
    sections.enumerated().flatMap { section, content in
      content.items.enumerated().map { (IndexPath(item: $0, section: section), $1) }
    }
  }

  /// Runs every check.
  func all() {
    applyingYieldsNew()
    updatesAreExactlyTheChangedPairs()
    isMinimal()
    pairsKthOccurrences()
    isOrdered()
    reportsDuplicates()
    isDeterministic()
    givenIdentitiesGiveTheSameChanges()
  }

  func survives(oldSection: Int) -> Bool { sections.oldToNew[oldSection] != nil }
  func survives(newSection: Int) -> Bool { sections.newToOld[newSection] != nil }

  /// The old partner of a new item when both sections survive, else `nil`.
  func survivingPartner(ofNew flat: Int) -> Int? {
    guard let partner = items.newToOld[flat],
      survives(oldSection: oldItems[partner].path.section)
    else { return nil }
    return partner
  }

  /// Where each new item should come from: its surviving k-th-occurrence partner, an
  /// insertion, or its inserted section.
  func expectedOrigins() -> [[Origin]] {
    var flat = 0
    return new.indices.map { section in
      new[section].items.indices.map { _ in
        defer { flat += 1 }
        guard survives(newSection: section) else { return .carried }
        return survivingPartner(ofNew: flat).map { .old(oldItems[$0].path) } ?? .inserted
      }
    }
  }

  func applied() -> [[Origin]]? {
    do {
      return try ReferenceApply.apply(
        oldItemCounts: old.map(\.items.count), newItemCounts: new.map(\.items.count),
        changes: changes)
    } catch {
      Issue.record("UIKit would reject \(changes): \(error)")
      return nil
    }
  }

  /// Applying section changes, then item changes, yields the identities of `new`; every
  /// section and item lands on its k-th-occurrence partner.
  func applyingYieldsNew() {
    guard let origins = applied() else { return }
    let sectionOrigins = try? ReferenceApply.apply(
      oldCount: old.count, newCount: new.count, deletions: changes.sectionDeletions,
      insertions: changes.sectionInsertions, moves: changes.sectionMoves)
    #expect(sectionOrigins == sections.newToOld, "sections land on their k-th partners")
    for (section, items) in origins.enumerated() {
      let ids = items.enumerated().map { item, origin in
        if case .old(let path) = origin { return old[path.section].items[path.item].id }
        return new[section].items[item].id
      }
      #expect(ids == new[section].items.map(\.id), "items of new section \(section)")
    }
    #expect(origins == expectedOrigins(), "items land on their k-th partners")
  }

  /// Section and item updates are exactly the surviving pairs whose content differs, in new
  /// order, and with them every item shows its new content.
  func updatesAreExactlyTheChangedPairs() {
    let sectionUpdates = new.indices.compactMap { section -> OffsetPair? in
      guard let partner = sections.newToOld[section], old[partner].header != new[section].header
      else { return nil }
      return OffsetPair(from: partner, to: section)
    }
    #expect(changes.sectionUpdates == sectionUpdates)
    let itemUpdates = newItems.indices.compactMap { flat -> IndexPathPair? in
      guard survives(newSection: newItems[flat].path.section),
        let partner = survivingPartner(ofNew: flat),
        oldItems[partner].item.content != newItems[flat].item.content
      else { return nil }
      return IndexPathPair(from: oldItems[partner].path, to: newItems[flat].path)
    }
    #expect(changes.itemUpdates == itemUpdates)

    guard let origins = applied() else { return }
    let updated = Set(changes.itemUpdates)
    for (section, items) in origins.enumerated() {
      for (item, origin) in items.enumerated() {
        guard case .old(let from) = origin else { continue }
        let to = IndexPath(item: item, section: section)
        let shown =
          updated.contains(IndexPathPair(from: from, to: to))
          ? new[section].items[item].content : old[from.section].items[from.item].content
        #expect(shown == new[section].items[item].content, "content at \(to)")
      }
    }
  }

  /// The deletions and insertions the rules call for, and no more moves than needed: every
  /// item that changes section, plus, in each surviving section, the items that stay in it
  /// minus a longest increasing subsequence.
  func isMinimal() {
    #expect(changes.sectionDeletions == old.indices.filter { !survives(oldSection: $0) })
    #expect(changes.sectionInsertions == new.indices.filter { !survives(newSection: $0) })
    #expect(changes.sectionMoves.count == ReferenceDiff.minimumMoves(oldToNew: sections.oldToNew))

    let deletions = oldItems.indices.filter { flat in
      guard survives(oldSection: oldItems[flat].path.section) else { return false }
      guard let partner = items.oldToNew[flat] else { return true }
      return !survives(newSection: newItems[partner].path.section)
    }
    #expect(changes.itemDeletions == deletions.map { oldItems[$0].path })
    let insertions = newItems.indices.filter { flat in
      survives(newSection: newItems[flat].path.section) && survivingPartner(ofNew: flat) == nil
    }
    #expect(changes.itemInsertions == insertions.map { newItems[$0].path })

    var moves = 0
    var flat = 0
    for (section, content) in old.enumerated() {
      let sectionStart = flat
      flat += content.items.count
      guard let newSection = sections.oldToNew[section] else { continue }
      var staying: [Int] = []
      for item in content.items.indices {
        guard let partner = items.oldToNew[sectionStart + item] else { continue }
        let to = newItems[partner].path
        if to.section == newSection {
          staying.append(to.item)
        } else if survives(newSection: to.section) {
          moves += 1
        }
      }
      moves += staying.count - ReferenceDiff.longestIncreasingSubsequenceLength(staying)
    }
    #expect(changes.itemMoves.count == moves)
  }

  /// Every section move and update, and every item move and update, pairs the k-th
  /// occurrence in old with the k-th in new.
  func pairsKthOccurrences() {
    for pair in changes.sectionMoves + changes.sectionUpdates {
      #expect(sections.oldToNew[pair.from] == pair.to, "section \(pair)")
    }
    for pair in changes.itemMoves + changes.itemUpdates {
      guard let from = oldItems.firstIndex(where: { $0.path == pair.from }),
        let to = newItems.firstIndex(where: { $0.path == pair.to })
      else {
        Issue.record("item \(pair) names an index path that does not exist")
        continue
      }
      #expect(items.oldToNew[from] == to, "item \(pair)")
    }
  }

  /// Deletions and insertions ascending, moves in old order, updates in new order.
  func isOrdered() {
    #expect(isStrictlyIncreasing(changes.sectionDeletions))
    #expect(isStrictlyIncreasing(changes.sectionInsertions))
    #expect(isStrictlyIncreasing(changes.sectionMoves.map(\.from)))
    #expect(isStrictlyIncreasing(changes.sectionUpdates.map(\.to)))
    #expect(isStrictlyIncreasing(changes.itemDeletions))
    #expect(isStrictlyIncreasing(changes.itemInsertions))
    #expect(isStrictlyIncreasing(changes.itemMoves.map(\.from)))
    #expect(isStrictlyIncreasing(changes.itemUpdates.map(\.to)))
  }

  /// Every repeated section identity and item identity is reported, once.
  func reportsDuplicates() {
    let sectionIDs = [old.map(\.id), new.map(\.id)]
    #expect(Set(changes.duplicateSections).count == changes.duplicateSections.count)
    #expect(
      Set(changes.duplicateSections)
        == sectionIDs.reduce(into: Set()) { $0.formUnion(ReferenceDiff.repeated($1)) })
    let itemIDs = [oldItems.map(\.item.id), newItems.map(\.item.id)]
    #expect(Set(changes.duplicateItems).count == changes.duplicateItems.count)
    #expect(
      Set(changes.duplicateItems)
        == itemIDs.reduce(into: Set()) { $0.formUnion(ReferenceDiff.repeated($1)) })
  }

  /// The same input always gives the same changes.
  func isDeterministic() {
    #expect(Self.diff(old, new) == changes)
  }

  /// Given the item identities laid end to end, as a caller that kept them passes them, the
  /// changes are those of reading each item's identity.
  func givenIdentitiesGiveTheSameChanges() {
    let given = SectionedChanges<Int, Int>(
      from: old, to: new, sectionID: \.id, items: \.items,
      oldItemIDs: oldItems.map(\.item.id), newItemIDs: newItems.map(\.item.id),
      isSectionContentEqual: { $0.header == $1.header }, isItemContentEqual: ==)
    #expect(given == changes)
  }
}
