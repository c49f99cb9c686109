/// The filtering of one request's sections, run with its diff: on the main actor for short
/// lists, off it for long ones. A pass that is cancelled stops within a few thousand items and
/// produces nothing.
///
/// A class, so that the memo of a million entries it carries is lent to the pass and taken
/// back (``takeMemo()``) without being copied. One party uses it at a time: the controller
/// creates it, the step runs it (on whatever thread), and the controller reads it only once
/// the step's outcome has come back — hence `@unchecked Sendable`.
final class FilterPass: @unchecked Sendable {
  /// What a pass filtered and found, kept so that a query refining it (typed further)
  /// filters the items found instead of the whole list.
  struct Result: Sendable {
    var source: [Section]
    var filter: ItemFilter
    var found: [Section]
    /// The folded text of each item of ``found``, per section, in order.
    var folded: [[FoldedText]]
  }

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
  /// When the previous pass filtered the very same sections (the same arrays, as a filter
  /// typed further gets them) by a query this one refines, only the items it found are
  /// tested, against the folded texts it kept, without the memo.
  ///
  /// - Complexity: O(*N*) for the *N* items tested (see ``SearchTextMemo``).
  func run(
    _ sections: [Section], isCancelled: () -> Bool = { false }
  ) -> [Section]? {
    let count = min(sectionCount, sections.count)
    let source = Array(sections[..<count])
    let found: (sections: [Section], folded: [[FoldedText]])?
    if let previous, previous.source.count == count, filter.refines(previous.filter),
      zip(previous.source, source).allSatisfy({ UntouchedSections.isSameValue($0, $1) })
    {
      found = Self.refining(previous, by: filter, isCancelled: isCancelled)
    } else {
      found = memo.filtering(source, by: filter, source: source, isCancelled: isCancelled)
    }
    guard let found else { return nil }
    result = Result(source: source, filter: filter, found: found.sections, folded: found.folded)
    return found.sections + sections[count...]
  }

  /// The items of `previous` that `filter`, which refines its filter, lets through.
  private static func refining(
    _ previous: Result, by filter: ItemFilter, isCancelled: () -> Bool
  ) -> (sections: [Section], folded: [[FoldedText]])? {
    var checked = 0
    var found: [Section] = []
    var folded: [[FoldedText]] = []
    for (section, texts) in zip(previous.found, previous.folded) {
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
      folded.append(kept)
    }
    return (found, folded)
  }

  /// The memo, as the pass left it; the pass keeps an empty one.
  func takeMemo() -> SearchTextMemo {
    defer { memo = SearchTextMemo() }
    return memo
  }
}
