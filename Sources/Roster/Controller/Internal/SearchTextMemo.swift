/// What a filter found in each item's search text, remembered by item identifier, so that a
/// list filtered while it updates folds only the texts it has not seen: an update of 100,000
/// items compares each item's search text with the one remembered instead of folding it again,
/// and a new query tests the folded texts it keeps.
///
/// An entry is used only while its item's search text is the one it was made from, so a
/// changed text, or another item under the same identifier, is folded again: what the memo
/// answers is always what ``ItemFilter/matches(_:)`` answers.
struct SearchTextMemo: Sendable {
  private struct Entry {
    /// The search text the entry was made from; `nil` for a model without one.
    var text: String?
    /// ``text`` folded as the filter compares it.
    var folded: String?
    /// Whether ``folded`` is ASCII.
    var isASCII: Bool
    /// Whether ``folded`` holds every term of the filter of ``generation``.
    var matches: Bool
    /// The filter ``matches`` was tested against.
    var generation: Int
  }

  private var entries: [String: Entry] = [:]
  /// The filter in use, and a number that changes with it.
  private var filter: ItemFilter?
  private var generation = 0
  /// The generation before, when the filter in use refines its filter: a text that did not
  /// match then does not match now.
  private var refinedGeneration: Int?

  /// Sections of the items that match `filter`, as ``ItemFilter/filtering(_:)`` returns them,
  /// with the folded text of each item found and of every item (per section, in order), or
  /// `nil` when `isCancelled` answered `true` (asked every few thousand items). The memo keeps
  /// the entries of the items of `sections`, and forgets others once they outnumber them.
  ///
  /// - Complexity: O(*N*) lookups for *N* items, plus a fold of each text not seen before and
  ///   a test of each folded text the query changed since (none for a text that did not match
  ///   a query this one refines).
  mutating func filtering(
    _ sections: [Section], by filter: ItemFilter, isCancelled: () -> Bool = { false }
  ) -> (sections: [Section], folded: [[FoldedText]], all: [[FoldedText]])? {
    if !filter.findsTheSame(as: self.filter) {
      refinedGeneration = self.filter.flatMap { filter.refines($0) ? generation : nil }
      self.filter = filter
      generation += 1
    }
    if entries.isEmpty {
      entries.reserveCapacity(sections.reduce(0) { $0 + $1.cellModels.count })
    }
    var checked = 0
    var found: [Section] = []
    var folded: [[FoldedText]] = []
    var all: [[FoldedText]] = []
    found.reserveCapacity(sections.count)
    folded.reserveCapacity(sections.count)
    all.reserveCapacity(sections.count)
    for section in sections {
      var models: [any CellModel] = []
      var texts: [FoldedText] = []
      var sectionTexts: [FoldedText] = []
      sectionTexts.reserveCapacity(section.cellModels.count)
      for model in section.cellModels {
        checked += 1
        if checked & 4095 == 0, isCancelled() { return nil }
        let (text, matches) = foldedText(of: model, filter: filter)
        sectionTexts.append(text)
        if matches {
          models.append(model)
          texts.append(text)
        }
      }
      var kept = section
      if models.count != section.cellModels.count { kept.cellModels = models }
      found.append(kept)
      folded.append(texts)
      all.append(sectionTexts)
    }
    prune(keeping: sections)
    return (found, folded, all)
  }

  /// Whether the memo holds nothing (a filter was just set).
  var isEmpty: Bool { entries.isEmpty }

  /// Remembers the folded texts of the items of `sections` (`folded`, per section, in order),
  /// as a pass of `filter` without the memo folded them, each to be tested by the next query.
  ///
  /// - Complexity: O(*N*) for *N* items.
  mutating func remember(_ sections: [Section], folded: [[FoldedText]], by filter: ItemFilter) {
    entries.reserveCapacity(entries.count + sections.reduce(0) { $0 + $1.cellModels.count })
    for (section, texts) in zip(sections, folded) {
      for (model, text) in zip(section.cellModels, texts) {
        entries[model.identifier] = Entry(
          text: filter.text(of: model), folded: text.text, isASCII: text.isASCII,
          matches: false, generation: -1)
      }
    }
  }

  /// The folded text of `model`, and whether it matches `filter`.
  private mutating func foldedText(
    of model: any CellModel, filter: ItemFilter
  ) -> (FoldedText, matches: Bool) {
    let text = filter.text(of: model)
    // One hash of the identifier per item, whether the entry is read or brought up to date.
    if let index = entries.index(forKey: model.identifier), entries.values[index].text == text {
      let entry = entries.values[index]
      let folded = FoldedText(text: entry.folded, isASCII: entry.isASCII)
      guard entry.generation != generation else { return (folded, entry.matches) }
      let matches =
        entry.generation == refinedGeneration && !entry.matches ? false : folded.matches(filter)
      entries.values[index].matches = matches
      entries.values[index].generation = generation
      return (folded, matches)
    }
    let folded = FoldedText(folding: text)
    let matches = folded.matches(filter)
    entries[model.identifier] = Entry(
      text: text, folded: folded.text, isASCII: folded.isASCII, matches: matches,
      generation: generation)
    return (folded, matches)
  }

  /// Forgets the items no longer in `sections` once they outnumber those that are, so the
  /// memo stays within twice the list's size and each pass costs amortized O(*N*).
  private mutating func prune(keeping sections: [Section]) {
    let count = sections.reduce(0) { $0 + $1.cellModels.count }
    guard entries.count > 2 * count + 64 else { return }
    var kept: [String: Entry] = [:]
    kept.reserveCapacity(count)
    for section in sections {
      for model in section.cellModels {
        if let entry = entries[model.identifier] { kept[model.identifier] = entry }
      }
    }
    entries = kept
  }
}

/// An item's search text folded as a filter compares it (``ItemFilter/folded(_:)``), with
/// whether it is ASCII; `nil` text for a model without one, which no term matches.
struct FoldedText: Sendable {
  var text: String?
  var isASCII: Bool

  init(text: String?, isASCII: Bool) {
    self.text = text
    self.isASCII = isASCII
  }

  /// `searchText` folded (``ItemFilter/folded(_:)``); `nil` for none.
  init(folding searchText: String?) {
    guard let searchText else {
      self.init(text: nil, isASCII: true)
      return
    }
    let folded = ItemFilter.folding(searchText)
    self.init(text: folded.text, isASCII: folded.isASCII)
  }

  /// Whether the text holds every term of `filter`.
  func matches(_ filter: ItemFilter) -> Bool {
    text.map { filter.matches(folded: $0, isASCII: isASCII) } ?? false
  }

  /// How well the text matches `filter` (``ItemFilter/rank(of:)``); `nil` when it does not.
  func rank(by filter: ItemFilter) -> Int? {
    text.flatMap { filter.rank(ofFolded: $0, isASCII: isASCII) }
  }
}
