import Foundation

extension ItemFilter {
  /// `sections` with only the items that match: every section stays, with its header and
  /// footer, even when none of its items match, so sections keep their places (and their
  /// section providers' index paths) whether the list is filtered or not. A section whose
  /// items all match is returned as it is — the same model array — so the diff passes it by.
  ///
  /// - Complexity: O(*S* + *N* × *c*) for *S* sections of *N* items in all, *c* the cost of one
  ///   match.
  func filtering(_ sections: [Section]) -> [Section] {
    filtering(sections) { matches($0) }
  }

  /// `sections` with only the items `matches` lets through, as ``filtering(_:)`` returns them;
  /// `matches` answers what ``matches(_:)`` would, from what it remembers.
  func filtering(
    _ sections: [Section], where matches: (any CellModel) -> Bool
  ) -> [Section] {
    guard !terms.isEmpty else { return sections }
    return sections.map { section in
      guard let firstMiss = section.cellModels.firstIndex(where: { !matches($0) }) else {
        return section
      }
      var filtered = section
      var kept = Array(section.cellModels[..<firstMiss])
      for model in section.cellModels[(firstMiss + 1)...] where matches(model) {
        kept.append(model)
      }
      filtered.cellModels = kept
      return filtered
    }
  }
}
