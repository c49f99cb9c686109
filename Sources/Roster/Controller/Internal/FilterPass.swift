/// The filtering of one request's sections, run with its diff: on the main actor for short
/// lists, off it for long ones. A pass that is cancelled stops within a few thousand items and
/// produces nothing.
///
/// A class, so that the memo of a million entries it carries is lent to the pass and taken
/// back (``takeMemo()``) without being copied. One party uses it at a time: the controller
/// creates it, the step runs it (on whatever thread), and the controller reads it only once
/// the step's outcome has come back — hence `@unchecked Sendable`.
final class FilterPass: @unchecked Sendable {
  /// What a pass filtered and found, kept so that the next query over the same sections tests
  /// the folded texts it kept rather than looking each item up in the memo: a query typed
  /// further tests only the items found, any other query every item.
  struct Result: Sendable {
    var source: [Section]
    var filter: ItemFilter
    var found: [Section]
    /// The folded text of each item of ``found``, per section, in order.
    var folded: [[FoldedText]]
    /// The folded text of each item of ``source``, per section, in order.
    var sourceFolded: [[FoldedText]]
    /// How many items matched: ``found``'s, without the outline ancestors shown as context.
    var matchCount: Int
  }

  /// Sections of the items found, with their folded texts.
  typealias Found = (sections: [Section], folded: [[FoldedText]])

  let filter: ItemFilter
  /// How many leading sections are the app's; the controller's own after them (the loading
  /// footer's) are not filtered.
  let sectionCount: Int
  private var memo: SearchTextMemo
  /// The previous pass's result, which this one may start from.
  let previous: Result?
  /// What this pass found, once it ran to the end.
  private(set) var result: Result?

  init(filter: ItemFilter, sectionCount: Int, memo: SearchTextMemo, previous: Result?) {
    self.filter = filter
    self.sectionCount = sectionCount
    self.memo = memo
    self.previous = previous
  }

  /// `sections` with only the items that match, or `nil` when `isCancelled` answered `true`.
  ///
  /// Over the very sections the previous pass filtered (the same arrays, as keys typed into a
  /// filter get them), the texts it folded are tested again, without the memo: only the items
  /// it found when this query refines its query (typed further), every item otherwise. Other
  /// sections go through the memo, which is filled from the previous pass's texts first when
  /// it is empty; the first pass after the filter was set folds every text, without the memo.
  ///
  /// - Complexity: O(*N*) for the *N* items tested (see ``SearchTextMemo``).
  func run(
    _ sections: [Section], isCancelled: () -> Bool = { false }
  ) -> [Section]? {
    let count = min(sectionCount, sections.count)
    let source = Array(sections[..<count])
    // Texts folded for another column are not this filter's.
    let sameSource =
      previous.map { previous in
        previous.filter.column == filter.column && previous.source.count == count
          && zip(previous.source, source).allSatisfy { UntouchedSections.isSameValue($0, $1) }
      } ?? false
    let found: Found?
    var sourceFolded: [[FoldedText]]?
    if sameSource, let previous {
      sourceFolded = previous.sourceFolded
      // A fuzzy pass ranks what it found, so the previous pass's finds are not in list order.
      found =
        filter.refines(previous.filter) && filter.matching == .allTerms
        ? Self.testing(
          previous.found, folded: previous.folded, by: filter, isCancelled: isCancelled)
        : Self.testing(
          previous.source, folded: previous.sourceFolded, by: filter, isCancelled: isCancelled)
    } else if memo.isEmpty, previous == nil {
      sourceFolded = Self.folding(source, by: filter, isCancelled: isCancelled)
      found = sourceFolded.flatMap {
        Self.testing(source, folded: $0, by: filter, isCancelled: isCancelled)
      }
    } else {
      if memo.isEmpty, let previous {
        memo.remember(previous.source, folded: previous.sourceFolded, by: previous.filter)
      }
      let filtered = memo.filtering(source, by: filter, isCancelled: isCancelled)
      sourceFolded = filtered?.all
      found = filtered.map { ($0.sections, $0.folded) }
    }
    guard var found, let sourceFolded else { return nil }
    let matchCount = found.sections.reduce(0) { $0 + $1.cellModels.count }
    if filter.matching == .fuzzy {
      for offset in source.indices where source[offset].outline == nil {
        (found.sections[offset], found.folded[offset]) = Self.ranked(
          found.sections[offset], folded: found.folded[offset], by: filter)
      }
    }
    for offset in source.indices where source[offset].outline != nil {
      (found.sections[offset], found.folded[offset]) = Self.withAncestors(
        of: found.sections[offset], in: source[offset], folded: sourceFolded[offset])
    }
    result = Result(
      source: source, filter: filter, found: found.sections, folded: found.folded,
      sourceFolded: sourceFolded, matchCount: matchCount)
    return found.sections + sections[count...]
  }

  /// The folded text `filter` searches in every item of `sections`, per section; `nil` when
  /// cancelled.
  private static func folding(
    _ sections: [Section], by filter: ItemFilter, isCancelled: () -> Bool
  ) -> [[FoldedText]]? {
    var checked = 0
    var folded: [[FoldedText]] = []
    folded.reserveCapacity(sections.count)
    for section in sections {
      var texts: [FoldedText] = []
      texts.reserveCapacity(section.cellModels.count)
      for model in section.cellModels {
        checked += 1
        if checked & 4095 == 0, isCancelled() { return nil }
        texts.append(FoldedText(folding: filter.text(of: model)))
      }
      folded.append(texts)
    }
    return folded
  }

  /// The items of `sections` whose folded texts (`folded`, per section, in order) `filter`
  /// lets through.
  private static func testing(
    _ sections: [Section], folded: [[FoldedText]], by filter: ItemFilter,
    isCancelled: () -> Bool
  ) -> Found? {
    var checked = 0
    var found: [Section] = []
    var foundFolded: [[FoldedText]] = []
    found.reserveCapacity(sections.count)
    foundFolded.reserveCapacity(sections.count)
    for (section, texts) in zip(sections, folded) {
      var models: [any CellModel] = []
      var kept: [FoldedText] = []
      for (model, text) in zip(section.cellModels, texts) {
        checked += 1
        if checked & 4095 == 0, isCancelled() { return nil }
        guard text.matches(filter) else { continue }
        models.append(model)
        kept.append(text)
      }
      var narrowed = section
      if models.count != section.cellModels.count { narrowed.cellModels = models }
      found.append(narrowed)
      foundFolded.append(kept)
    }
    return (found, foundFolded)
  }

  /// `section`'s items, best match first by `filter`'s rank; those that rank equally keep their
  /// order. `folded` are the items' texts, which come along.
  ///
  /// - Complexity: O(*m* log *m* + *m* × *t* × *q*) for *m* items of *t* characters and a query
  ///   of *q*.
  private static func ranked(
    _ section: Section, folded: [FoldedText], by filter: ItemFilter
  ) -> (Section, [FoldedText]) {
    let ranks = folded.map { $0.rank(by: filter) ?? Int.min }
    let order = ranks.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] > ranks[$1] : $0 < $1 }
    guard order.indices.contains(where: { order[$0] != $0 }) else { return (section, folded) }
    var ranked = section
    ranked.cellModels = order.map { section.cellModels[$0] }
    return (ranked, order.map { folded[$0] })
  }

  /// An outline section's matching rows (`found`) with their ancestors, which show as
  /// context though they may not match, in `source`'s order; `folded` are `source`'s texts.
  /// Each row's ``OutlineRow/isExpanded`` says whether a row under it shows.
  ///
  /// - Complexity: O(*r* + *m* × *d*) for `source`'s *r* rows and *m* matches *d* deep, each
  ///   ancestor walked up once.
  private static func withAncestors(
    of found: Section, in source: Section, folded: [FoldedText]
  ) -> (Section, [FoldedText]) {
    var shown = Set<String>()
    for model in found.cellModels {
      var next: String? = model.identifier
      while let identifier = next, shown.insert(identifier).inserted {
        next = source.outlineRow(for: identifier)?.parentIdentifier
      }
    }
    var section = found
    var models: [any CellModel] = []
    var texts: [FoldedText] = []
    var parents = Set<String>()
    for (model, text) in zip(source.cellModels, folded) where shown.contains(model.identifier) {
      models.append(model)
      texts.append(text)
      if let parent = source.outlineRow(for: model.identifier)?.parentIdentifier {
        parents.insert(parent)
      }
    }
    section.cellModels = models
    for identifier in shown {
      section.outlineRows[identifier]?.isExpanded = parents.contains(identifier)
    }
    section.outlineRows.compact()
    return (section, texts)
  }

  /// The memo, as the pass left it; the pass keeps an empty one.
  func takeMemo() -> SearchTextMemo {
    defer { memo = SearchTextMemo() }
    return memo
  }
}
