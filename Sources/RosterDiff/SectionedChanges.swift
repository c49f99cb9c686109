#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The difference between two lists of sections, each section having its own identity and
/// content (a header, a footer, layout constraints) and an array of identified items.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let changes = SectionedChanges(
///   from: oldSections, to: newSections,
///   sectionID: \.id, items: \.items, itemID: \.id,
///   isSectionContentEqual: { $0.header == $1.header }, isItemContentEqual: ==)
/// ```
///
/// ## Meaning
///
/// Sections are diffed like the elements of ``Changes``: deleted, inserted, moved (a minimal
/// set) and updated (same identity, different section content).
///
/// Items are paired by identity across the whole list, so an item may move from one section to
/// another; the k-th occurrence of an identity in the old sections (in reading order) pairs with
/// the k-th occurrence in the new ones. Index paths are `[section, item]`: old ones for
/// deletions and move sources, new ones for insertions and move destinations.
///
/// - Items of a deleted section leave with it and items of an inserted section arrive with it:
///   neither is listed. An item whose section is deleted but which reappears in a surviving
///   section is an insertion there; one that goes from a surviving section into an inserted
///   section is a deletion here.
/// - Within each surviving section, the items that stay in it keep the longest increasing
///   subsequence of their positions in place; every other paired item is a move. This is the
///   minimal set of moves for UIKit's rule that unmoved items keep their relative order.
/// - ``itemUpdates`` lists every paired item in a surviving section whose content changed,
///   moved or not.
///
/// ## Cost
///
/// O(*S* + *N*) expected time and memory for *S* sections and *N* items on both sides, plus
/// O(*k* log *k*) for the *k* paired items (O(*k*) when they are in order). Items are paired in
/// one hash table; every identity is hashed exactly once, so ``duplicateItems`` and
/// ``duplicateSections`` are complete.
public struct SectionedChanges<SectionID: Hashable, ItemID: Hashable> {
  /// Offsets of deleted sections in the old list, ascending.
  public let sectionDeletions: [Int]
  /// Offsets of inserted sections in the new list, ascending.
  public let sectionInsertions: [Int]
  /// Sections that change position (a minimal set), ordered by old offset.
  public let sectionMoves: [OffsetPair]
  /// Sections whose own content changed (not their items), ordered by new offset.
  public let sectionUpdates: [OffsetPair]
  /// Old index paths of deleted items in surviving sections, ascending.
  public let itemDeletions: [IndexPath]
  /// New index paths of inserted items in surviving sections, ascending.
  public let itemInsertions: [IndexPath]
  /// Items that change position, possibly across sections (a minimal set), in old order.
  public let itemMoves: [IndexPathPair]
  /// Items whose content changed, moved or not, in new order.
  public let itemUpdates: [IndexPathPair]
  /// Section identities that occur more than once on either side, each listed once.
  public let duplicateSections: [SectionID]
  /// Item identities that occur more than once on either side, each listed once.
  public let duplicateItems: [ItemID]

  /// Whether nothing changed, at either level.
  @inlinable
  public var isEmpty: Bool {
    sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty
      && sectionUpdates.isEmpty && itemDeletions.isEmpty && itemInsertions.isEmpty
      && itemMoves.isEmpty && itemUpdates.isEmpty
  }

  /// Creates a set of changes from its parts; no check is made that they are consistent.
  @inlinable
  public init(
    sectionDeletions: [Int] = [], sectionInsertions: [Int] = [],
    sectionMoves: [OffsetPair] = [], sectionUpdates: [OffsetPair] = [],
    itemDeletions: [IndexPath] = [], itemInsertions: [IndexPath] = [],
    itemMoves: [IndexPathPair] = [], itemUpdates: [IndexPathPair] = [],
    duplicateSections: [SectionID] = [], duplicateItems: [ItemID] = []
  ) {
    self.sectionDeletions = sectionDeletions
    self.sectionInsertions = sectionInsertions
    self.sectionMoves = sectionMoves
    self.sectionUpdates = sectionUpdates
    self.itemDeletions = itemDeletions
    self.itemInsertions = itemInsertions
    self.itemMoves = itemMoves
    self.itemUpdates = itemUpdates
    self.duplicateSections = duplicateSections
    self.duplicateItems = duplicateItems
  }

  /// Computes the changes that turn the sections `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The sections as they were.
  ///   - new: The sections as they are now.
  ///   - sectionID: A section's identity.
  ///   - items: A section's items.
  ///   - itemID: An item's identity.
  ///   - isSectionContentEqual: Whether two sections with the same identity have the same
  ///     content of their own (header, footer, constraints); their items are compared apart.
  ///   - isItemContentEqual: Whether two items with the same identity show the same content.
  /// - Complexity: O(*S* + *N*) expected time and memory for *S* sections and *N* items,
  ///   plus O(*k* log *k*) for the *k* paired items.
  @inlinable
  public init<Section, Item>(
    from old: [Section], to new: [Section],
    sectionID: (Section) -> SectionID,
    items: (Section) -> [Item],
    itemID: (Item) -> ItemID,
    isSectionContentEqual: (Section, Section) -> Bool,
    isItemContentEqual: (Item, Item) -> Bool
  ) {
    let sections = Self.sectionChanges(
      from: old, to: new, sectionID: sectionID, isSectionContentEqual: isSectionContentEqual)
    let items = _SectionedItemChanges(
      old: old.map(items), new: new.map(items), oldSectionToNew: sections.oldToNew,
      newSectionCount: new.count, itemID: itemID, isContentEqual: isItemContentEqual)
    self.init(sections: sections, items: items)
  }
}

extension SectionedChanges {
  /// Computes the changes that turn the sections `old` into `new`, given the identities of
  /// their items laid end to end in reading order (one per item): what a caller that kept one
  /// side's identities from an earlier diff passes, so that only the other side is read.
  ///
  /// `comparesItemsInPlace`: compare each pair of items through a call that reads both in
  /// their arrays instead of copying them out, which saves existential items a copy each.
  ///
  /// Otherwise the same as
  /// ``init(from:to:sectionID:items:itemID:isSectionContentEqual:isItemContentEqual:)``.
  @inlinable
  package init<Section, Item>(
    from old: [Section], to new: [Section],
    sectionID: (Section) -> SectionID,
    items: (Section) -> [Item],
    oldItemIDs: [ItemID], newItemIDs: [ItemID], comparesItemsInPlace: Bool = false,
    isSectionContentEqual: (Section, Section) -> Bool,
    isItemContentEqual: (Item, Item) -> Bool
  ) {
    let sections = Self.sectionChanges(
      from: old, to: new, sectionID: sectionID, isSectionContentEqual: isSectionContentEqual)
    // Every identity is given: `itemID` is never called.
    let items = _SectionedItemChanges(
      old: old.map(items), new: new.map(items), oldSectionToNew: sections.oldToNew,
      newSectionCount: new.count, oldIDs: oldItemIDs, newIDs: newItemIDs,
      comparesInPlace: comparesItemsInPlace,
      itemID: { _ in preconditionFailure("every identity is given") },
      isContentEqual: isItemContentEqual)
    self.init(sections: sections, items: items)
  }
}

extension SectionedChanges {
  /// The section level of either initializer: sections paired by identity, all of them (no
  /// suffix is trimmed, so that every old section has its new offset for the item level).
  @inlinable
  static func sectionChanges<Section>(
    from old: [Section], to new: [Section], sectionID: (Section) -> SectionID,
    isSectionContentEqual: (Section, Section) -> Bool
  ) -> Changes<SectionID>._MiddleChanges {
    _withContiguousElements(of: old) { old in
      _withContiguousElements(of: new) { new in
        Changes<SectionID>._MiddleChanges(
          withoutSuffix: old, new, prefix: 0, id: sectionID,
          isContentEqual: isSectionContentEqual)
      }
    }
  }

  /// The changes made of both levels.
  @inlinable
  init(sections: Changes<SectionID>._MiddleChanges, items: _SectionedItemChanges<ItemID>) {
    self.init(
      sectionDeletions: sections.deletions, sectionInsertions: sections.insertions,
      sectionMoves: sections.moves, sectionUpdates: sections.updates,
      itemDeletions: items.deletions, itemInsertions: items.insertions,
      itemMoves: items.moves, itemUpdates: items.updates,
      duplicateSections: sections.duplicates, duplicateItems: items.duplicates)
  }
}

extension SectionedChanges: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension SectionedChanges: Equatable {}
