import Foundation

/// The sections a host is given again as the very same values — the same identifier, header,
/// footer and constraints, and the very same array of models — at the start and at the end of
/// the list: what a section provider's update or an edit of one section leaves alone.
///
/// The simulated host versions and checks again only the sections between them, and the ones a
/// batch touches: a section found here shows the models it showed, so its cells keep their
/// versions (a model is taken to be identical to itself, as the controller takes it, which
/// never diffs such a section either).
struct SectionAlignment {
  /// How many sections at the start are unchanged.
  private(set) var prefix = 0
  /// How many sections at the end are unchanged.
  private(set) var suffix = 0
  private let oldCount: Int
  private let newCount: Int

  /// No section found unchanged, between `oldCount` sections and `newCount`.
  init(oldCount: Int, newCount: Int) {
    self.oldCount = oldCount
    self.newCount = newCount
  }

  /// The unchanged sections at the ends of `old` and `new`.
  ///
  /// - Complexity: O(*k*) for the *k* sections found unchanged, plus one.
  init(old: [Section], new: [Section]) {
    self.init(oldCount: old.count, newCount: new.count)
    let limit = min(old.count, new.count)
    while prefix < limit, Self.isSameValue(old[prefix], new[prefix]) { prefix += 1 }
    while suffix < limit - prefix,
      Self.isSameValue(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
  }

  /// The old section the section at `slot` is found unchanged from, if any.
  func oldSection(ofNew slot: Int) -> Int? {
    if slot < prefix { return slot }
    if slot >= newCount - suffix, slot < newCount { return slot - newCount + oldCount }
    return nil
  }

  /// Whether `old` and `new` are the same value.
  private static func isSameValue(_ old: Section, _ new: Section) -> Bool {
    // Copies of one section share its values: the sections a batch left alone take no
    // comparison at all.
    if old.sharesStorage(with: new) { return true }
    guard old.identifier == new.identifier, old.cellModels.count == new.cellModels.count
    else { return false }
    let sameStorage = old.cellModels.withUnsafeBufferPointer { oldModels in
      new.cellModels.withUnsafeBufferPointer { $0.baseAddress == oldModels.baseAddress }
    }
    return sameStorage && old.hasIdenticalContent(to: new)
  }
}
