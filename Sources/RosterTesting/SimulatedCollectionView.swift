#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A collection view without a screen: it applies batch updates exactly as `UICollectionView`
/// does, rejects every batch UIKit would reject with UIKit's own message, and also rejects the
/// batches UIKit accepts but animates wrongly.
///
/// Use it to test a screen's update sequences on any platform, in milliseconds: feed it the
/// batches your code would give `performBatchUpdates` together with the data your data source
/// would answer afterwards, and it tells you whether a real collection view would crash, show a
/// misplaced cell, or show stale content.
///
/// ```swift
/// import RosterTesting
/// import Testing
///
/// @Test func removingAPostAnimates() throws {
///   typealias View = SimulatedCollectionView<String, String>
///   var view = View(sections: [
///     .init(id: "posts", content: "Posts", items: [
///       .init(id: "p1", content: "Hello"), .init(id: "p2", content: "World"),
///     ])
///   ])
///   let batch = BatchUpdate(itemDeletions: [[0, 0]])
///   try view.apply(batch, updatingTo: [
///     .init(id: "posts", content: "Posts", items: [.init(id: "p2", content: "World")])
///   ])
///   #expect(view.numberOfItems(inSection: 0) == 1)
/// }
/// ```
///
/// ## The model
///
/// The view holds ``sections``, each with an identity, its own content (what its header and
/// footer show) and its ``Item``s, each with an identity and content. ``sections`` is what the
/// cells on screen show — after a successful ``apply(_:updatingTo:animated:)`` that is exactly
/// the new data, because anything else is an error. Identities may repeat: the simulator
/// matches positions, never looks items up by identity, so it works with the duplicates Roster
/// tolerates.
///
/// ## What it checks, in order
///
/// ``apply(_:updatingTo:animated:)`` treats the batch as UIKit does (rules R1, R2 and R4 of
/// <doc:BatchUpdateRules>): section and item deletions, reloads and move sources name positions
/// before the batch; insertions and move destinations name positions after it; the data source
/// answers the old counts before the batch and the new data's counts after it. It then checks:
///
/// 1. **R16, R17**: no batch and no ``reloadData(_:)`` while an animated batch is in flight.
/// 2. **R14**: section reloads stand alone.
/// 3. **R5**: every section and index path exists in its space.
/// 4. **R6–R9, R12, R15**: no position is named twice where UIKit forbids it (deleted twice,
///    deleted and reloaded, deleted and moved, inserted and moved to, moved twice, two moves
///    to one place; a section both moved and deleted or inserted).
/// 5. **R11–R13**: item changes respect section changes: none inside an inserted or deleted
///    section (their items come and go with them) and none inside a section that moves.
/// 6. **R3**: the number of sections, then the number of items in every surviving section, add
///    up, a reload counting as one deletion and one insertion. The message is UIKit's detailed
///    one, naming a section by its index before the update. (In apps built with Xcode 14.3 or
///    later UIKit raises "Invalid batch updates detected: the number of sections and/or items
///    returned by the data source before and/or after performing the batch updates are
///    inconsistent with the updates" for the same mismatch; earlier UIKit silently fell back
///    to `reloadData`.)
///
/// Each failure is a ``BatchUpdateError`` whose ``BatchUpdateError/rule`` names the rule and
/// whose message is UIKit's where UIKit has one.
///
/// ## Stricter than UIKit
///
/// A batch can pass all of UIKit's checks and still animate wrongly. UIKit keeps every section
/// that is neither deleted, inserted nor moved in its old relative order, filling the section
/// slots not taken by insertions and move destinations; inside each surviving section it does
/// the same with the items that are neither deleted, inserted nor moved (reloaded items stay in
/// place too). The simulator works out where every section and cell lands that way, then:
///
/// 7. **Misplaced**: every surviving section and every cell that lands must carry the identity
///    the new data has at that position (``BatchUpdateRule/misplacedSection``,
///    ``BatchUpdateRule/misplacedItem``). This is the silent case: a swap written as two
///    stationary items, or a missing move, passes UIKit's counts but shows the wrong cell.
/// 8. **Wrong target**: a reloaded item (or section) must be the one that lands in its slot,
///    and every rebind must name a position that exists after the batch
///    (``BatchUpdateRule/wrongTarget``).
/// 9. **Content**: moved and stationary cells keep the content they showed (a move refreshes
///    nothing, R10); inserted and reloaded cells show the new content; then
///    `BatchUpdate.itemRebinds` and `BatchUpdate.sectionRebinds` refresh content at their
///    new positions. Every cell, header and footer must then show the new data's content
///    (``BatchUpdateRule/staleMovedCell`` for a moved cell, ``BatchUpdateRule/staleContent``
///    otherwise).
///
/// A rejected batch leaves the view as it was, like a batch that crashed before it could be
/// half applied.
///
/// ## Animation
///
/// `apply(batch, updatingTo: sections, animated: true)` leaves the batch in flight until
/// ``finishAnimations()``, which stands for the batch's completion; a second batch or a
/// ``reloadData(_:)`` before then is rejected (R17, R16).
///
/// ## Out of scope
///
/// Rules R18–R20 are not about a batch (interactive reordering, AppKit's one-move-at-a-time
/// order, diffable data sources' unique identifiers). Cell sizes and layout are not simulated.
///
/// - Complexity: Validating a batch takes O(*S* + *N* + *B*) expected time and memory for *S*
///   sections and *N* items before and after the batch and *B* operations in it. A section the
///   batch leaves alone whose items are the very same array before and after costs O(1), so
///   passing on unchanged sections' arrays makes a batch cost O(*S* + *B*) plus the items of
///   the sections it touches.
public struct SimulatedCollectionView<ID: Hashable, Content: Equatable> {
  /// What the view shows: its sections, their header and footer content, and the identity and
  /// content of every cell.
  ///
  /// After a successful batch this is exactly the new data. Only ``reloadData(_:)`` and
  /// ``apply(_:updatingTo:animated:)`` change it.
  public internal(set) var sections: [Section]

  /// Whether an animated batch is in flight, waiting for ``finishAnimations()``.
  public internal(set) var isAnimating: Bool

  /// Creates a view that shows the given sections, as if its data had just been reloaded.
  public init(sections: [Section] = []) {
    self.sections = sections
    self.isAnimating = false
  }

  /// The number of sections the view shows.
  public var numberOfSections: Int { sections.count }

  /// The number of items the view shows in a section, or 0 for a section that does not exist
  /// (where UIKit would raise).
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].itemCount : 0
  }

  /// The item whose cell is at an index path, or `nil` if there is none.
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }
}

extension SimulatedCollectionView: Equatable {}

extension SimulatedCollectionView: Sendable where ID: Sendable, Content: Sendable {}
