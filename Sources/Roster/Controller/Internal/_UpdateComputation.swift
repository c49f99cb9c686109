import Foundation

/// The diff and plan from the displayed sections to a requested state, and what was wrong
/// with the requested state. A pure value computation, so it may run off the main actor.
struct _UpdateComputation: Sendable {
  var plan: UpdatePlan
  var duplicateItems: [ListDiagnostic.DuplicateItem]
  var duplicateSections: [String]

  /// - Complexity: O(*S* + *N*) expected for *S* sections and *N* items on both sides, plus
  ///   O(*k* log *k*) for the *k* paired items; see ``SectionedChanges``.
  init(from old: [Section], to new: [Section], policy: UpdatePolicy, isOnScreen: Bool) {
    let changes = SectionedChanges(
      from: old, to: new,
      sectionID: \.identifier, items: \.cellModels, itemID: \.identifier,
      isSectionContentEqual: { $0.hasIdenticalContent(to: $1) },
      isItemContentEqual: { old, new in
        ObjectIdentifier(old.cellType) == ObjectIdentifier(new.cellType) && old.identical(to: new)
      })
    plan = UpdatePlanner(policy: policy).plan(
      changes, oldSectionCount: old.count, newSectionCount: new.count, isOnScreen: isOnScreen,
      cellTypeChanged: { pair in
        let oldType = old[pair.from.section].cellModels[pair.from.item].cellType
        let newType = new[pair.to.section].cellModels[pair.to.item].cellType
        return ObjectIdentifier(oldType) != ObjectIdentifier(newType)
      })
    duplicateItems = Self.duplicates(of: changes.duplicateItems, in: new)
    let sectionCounts = new.reduce(into: [String: Int]()) { $0[$1.identifier, default: 0] += 1 }
    duplicateSections = changes.duplicateSections.filter { sectionCounts[$0, default: 0] > 1 }
  }

  /// The identifiers among `candidates` (repeated on either side of the diff) that are
  /// repeated in `sections`, with the sections they occur in.
  private static func duplicates(
    of candidates: [String], in sections: [Section]
  ) -> [ListDiagnostic.DuplicateItem] {
    guard !candidates.isEmpty else { return [] }
    var occurrences = Dictionary(uniqueKeysWithValues: candidates.map { ($0, [String]()) })
    for section in sections {
      for model in section.cellModels where occurrences[model.identifier] != nil {
        occurrences[model.identifier, default: []].append(section.identifier)
      }
    }
    return candidates.compactMap { identifier in
      guard let sections = occurrences[identifier], sections.count > 1 else { return nil }
      return ListDiagnostic.DuplicateItem(identifier: identifier, sections: sections)
    }
  }
}
