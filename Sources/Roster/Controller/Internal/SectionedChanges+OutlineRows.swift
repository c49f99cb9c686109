import RosterDiff

extension SectionedChanges where SectionID == String, ItemID == String {
  /// `self` with an update for each paired row of an outline section whose ``OutlineRow``
  /// changed though its model did not — a node expanded or collapsed, moved to another level,
  /// left without children — so that hosts rebind the row and draw its disclosure and
  /// indentation anew. The diff compares models alone and cannot see it.
  ///
  /// Only rows of sections on both sides are paired here, as the diff pairs them, and only in
  /// the sections it diffed (`oldSections` and `newSections`: the others are the very same
  /// values on both sides); nothing is added while an item identifier is repeated, since the
  /// pairing is then the diff's own.
  ///
  /// - Complexity: O(*s*) for the *s* sections diffed without outline sections; O(*r* log *r*)
  ///   more for the *r* rows of outline sections.
  func updatingChangedOutlineRows(
    from old: [Section], _ oldSections: Range<Int>, to new: [Section], _ newSections: Range<Int>
  ) -> SectionedChanges {
    guard duplicateItems.isEmpty,
      new[newSections].contains(where: { !$0.outlineRows.isEmpty })
    else { return self }
    let deletedSections = Set(sectionDeletions)
    var oldPlaces: [String: IndexPath] = [:]
    for section in oldSections
    where !old[section].outlineRows.isEmpty && !deletedSections.contains(section) {
      let oldSection = old[section]
      for (item, model) in oldSection.cellModels.enumerated()
      where oldSection.outlineRows[model.identifier] != nil {
        oldPlaces[model.identifier] = IndexPath(item: item, section: section)
      }
    }
    guard !oldPlaces.isEmpty else { return self }
    let insertedSections = Set(sectionInsertions)
    let updated = Set(itemUpdates.lazy.map(\.to))
    var added: [IndexPathPair] = []
    for section in newSections
    where !new[section].outlineRows.isEmpty && !insertedSections.contains(section) {
      let newSection = new[section]
      for (item, model) in newSection.cellModels.enumerated() {
        let identifier = model.identifier
        guard let row = newSection.outlineRows[identifier], let from = oldPlaces[identifier],
          old[from.section].outlineRows[identifier] != row
        else { continue }
        let to = IndexPath(item: item, section: section)
        if !updated.contains(to) { added.append(IndexPathPair(from: from, to: to)) }
      }
    }
    guard !added.isEmpty else { return self }
    return SectionedChanges(
      sectionDeletions: sectionDeletions, sectionInsertions: sectionInsertions,
      sectionMoves: sectionMoves, sectionUpdates: sectionUpdates,
      itemDeletions: itemDeletions, itemInsertions: itemInsertions, itemMoves: itemMoves,
      itemUpdates: (itemUpdates + added).sorted { $0.to < $1.to },
      duplicateSections: duplicateSections, duplicateItems: duplicateItems)
  }
}
