import RosterDiff

extension SectionedChanges {
  /// The diff `diff` makes of `old` and `new`, run over only the sections that changed, when
  /// both hold the same sections in the same order (unique identifiers, none inserted, deleted
  /// or moved) and some in the middle are the very same values
  /// (`UntouchedSections.isSameValue(_:_:)`: the same identifier, content and model storage)
  /// — as when an app edits a few pages of a long paged feed and passes the other pages' arrays
  /// on as they were. Such a section cannot have changed: its items are neither the source nor
  /// the target of any change, so the changed sections are diffed on their own and their
  /// indices mapped back, and `changedSections` says which (offsets into `old`); otherwise
  /// `diff` runs over everything and `changedSections` is `nil`.
  ///
  /// Like the untouched prefix and suffix the controller already skips, a skipped section's
  /// items are not compared with the others' for duplicates.
  ///
  /// - Complexity: O(*S*) for *S* sections, plus the diff of the changed sections.
  static func skippingSameSections(
    from old: ArraySlice<Section>, to new: ArraySlice<Section>,
    diff: ([Section], [Section]) -> SectionedChanges, changedSections: inout [Int]?
  ) -> SectionedChanges {
    changedSections = nil
    guard old.count == new.count else { return diff(Array(old), Array(new)) }
    var changed: [Int] = []
    for offset in 0..<old.count {
      let oldSection = old[old.startIndex + offset]
      let newSection = new[new.startIndex + offset]
      guard oldSection.identifier == newSection.identifier else {
        return diff(Array(old), Array(new))
      }
      if !UntouchedSections.isSameValue(oldSection, newSection) { changed.append(offset) }
    }
    // With a repeated identifier the diff may pair sections otherwise than by place.
    guard changed.count < old.count, Set(old.lazy.map(\.identifier)).count == old.count else {
      return diff(Array(old), Array(new))
    }
    changedSections = changed
    let changes = diff(
      changed.map { old[old.startIndex + $0] }, changed.map { new[new.startIndex + $0] })
    return changes.mappingSections { changed[$0] }
  }

  /// The same changes with every section index `s` replaced by `map(s)`, which must keep the
  /// order of sections: how the diff of some sections becomes the list's.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  func mappingSections(_ map: (Int) -> Int) -> SectionedChanges {
    func mapped(_ path: IndexPath) -> IndexPath {
      IndexPath(item: path.item, section: map(path.section))
    }
    func mapped(_ pair: OffsetPair) -> OffsetPair {
      OffsetPair(from: map(pair.from), to: map(pair.to))
    }
    func mapped(_ pair: IndexPathPair) -> IndexPathPair {
      IndexPathPair(from: mapped(pair.from), to: mapped(pair.to))
    }
    return SectionedChanges(
      sectionDeletions: sectionDeletions.map(map),
      sectionInsertions: sectionInsertions.map(map),
      sectionMoves: sectionMoves.map(mapped), sectionUpdates: sectionUpdates.map(mapped),
      itemDeletions: itemDeletions.map(mapped), itemInsertions: itemInsertions.map(mapped),
      itemMoves: itemMoves.map(mapped), itemUpdates: itemUpdates.map(mapped),
      duplicateSections: duplicateSections, duplicateItems: duplicateItems)
  }
}
