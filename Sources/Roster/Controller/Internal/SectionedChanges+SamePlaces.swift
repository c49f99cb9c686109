import RosterDiff

extension SectionedChanges where SectionID == String, ItemID == String {
  /// The changes from `old` to `new` when every section and every item keeps its place — the
  /// same section identifiers and the same item identifiers, in the same order — or `nil` as
  /// soon as one does not: the common update of a view model that re-emits its state as new
  /// arrays of equal models, whose identities need no hashing and no pairing.
  ///
  /// Pairing by place is what ``SectionedChanges`` would pair when the identities are the same
  /// in order and each is unique: nothing is deleted, inserted or moved, and the changes are
  /// the sections whose own content changed and the items whose content changed, in order.
  /// `nil` when a section identifier is repeated, since the diff then reports it; the caller
  /// makes sure the item identities are unique.
  ///
  /// - Parameter identities: The identities of `old`'s items, laid end to end in reading
  ///   order, each unique; compared with `new`'s identifiers where they lie.
  /// - Complexity: O(*S* + *N*) for *S* sections and *N* items, hashing only the section
  ///   identifiers; O(*S*) plus the items up to the first one out of place when it returns
  ///   `nil`.
  static func keepingPlaces(
    from old: [Section], to new: [Section], oldIdentities identities: [ItemIdentity]
  ) -> SectionedChanges? {
    guard old.count == new.count else { return nil }
    for (oldSection, newSection) in zip(old, new) {
      guard oldSection.identifier == newSection.identifier,
        oldSection.cellModels.count == newSection.cellModels.count
      else { return nil }
    }
    guard old.count < 2 || Set(old.lazy.map(\.identifier)).count == old.count else { return nil }
    var sectionUpdates: [OffsetPair] = []
    var itemUpdates: [IndexPathPair] = []
    var offset = 0
    for section in old.indices {
      guard
        contentUpdates(
          from: old[section].cellModels, to: new[section].cellModels, section: section,
          identities: identities, at: offset, into: &itemUpdates)
      else { return nil }
      offset &+= new[section].cellModels.count
      if !old[section].hasIdenticalContent(to: new[section]) {
        sectionUpdates.append(OffsetPair(from: section, to: section))
      }
    }
    return SectionedChanges(sectionUpdates: sectionUpdates, itemUpdates: itemUpdates)
  }

  /// Appends to `updates` the items of `section` whose content changed from `old` to `new`;
  /// returns `false` at the first item whose identifier is not the one at its place in
  /// `identities` (from `offset` on). A call of its own so that the arrays, passed in, are
  /// borrowed and each model is read in place rather than copied out.
  ///
  /// A new model that is a bit-for-bit copy of the old one at its place (`ModelBits`) is the
  /// same value, so the same identifier and content: it is neither read nor compared, which
  /// spares two calls through the protocol and a retain and release of its identifier.
  @inline(never)
  private static func contentUpdates(
    from old: [any CellModel], to new: [any CellModel], section: Int,
    identities: [ItemIdentity], at offset: Int, into updates: inout [IndexPathPair]
  ) -> Bool {
    guard offset >= 0, identities.count - offset >= new.count else { return false }
    var bits = ModelBits()
    for item in new.indices {
      if bits.areSameValue(old, new, at: item) { continue }
      guard identities[offset &+ item].identifier == new[item].identifier else { return false }
      if !old[item].hasSameContent(as: new[item]) {
        let path = IndexPath(item: item, section: section)
        updates.append(IndexPathPair(from: path, to: path))
      }
    }
    return true
  }
}
