import Foundation

/// Where an item is when an event about it is delivered: its index path in the list and, when
/// a section provider owns its section, that provider and the index path among its sections.
///
/// It is worked out once per event, against the snapshot that holds the item then — the
/// displayed one, or for an item an update deleted while its cell was on screen, the one it
/// was deleted from — so that the model's action and every observer hear the same place.
struct ItemPlace {
  var indexPath: IndexPath
  /// The section provider owning the item's section, or `nil` when none does.
  var owner: ObjectIdentifier?
  /// The index path among the owner's sections; the list's own without an owner.
  var localIndexPath: IndexPath

  /// The place of the item at `indexPath` in `snapshot`.
  ///
  /// - Complexity: O(1), after the snapshot's O(*S*) table of owners built once.
  init(_ indexPath: IndexPath, in snapshot: ListSnapshot) {
    self.indexPath = indexPath
    if indexPath.count == 2, let (owner, rank) = snapshot.owner(ofSection: indexPath.section) {
      self.owner = owner
      localIndexPath = IndexPath(item: indexPath.item, section: rank)
    } else {
      owner = nil
      localIndexPath = indexPath
    }
  }
}
