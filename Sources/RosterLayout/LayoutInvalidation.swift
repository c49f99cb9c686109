/// What changed since a ``ListLayout``'s last layout, section by section, so that
/// ``ListLayout/relayout(_:sections:size:namesEveryChangedSection:)`` lays out again only what
/// changed.
///
/// Roster builds one from each batch update it performs
/// (`ListLayout.apply(_:sections:size:namesEveryChangedSection:)` with a `BatchUpdate`), pairing
/// old and new sections by UIKit's rules; the layout itself knows nothing of batches.
public struct LayoutInvalidation: Hashable, Sendable {
  /// What happened to one section of the new list.
  public enum SectionChange: Hashable, Sendable {
    /// A new section, or one to lay out from scratch.
    case layOut
    /// The previous layout's section at this index, unchanged, possibly moved.
    case keep(previous: Int)
    /// The previous layout's section at this index, whose first `unchangedItems` items are
    /// the same items at the same places and whose other items may have changed.
    case resume(previous: Int, unchangedItems: Int)
    /// The previous layout's section at this index, whose items from `unchangedItems` up to
    /// `previousEnd` were replaced by this section's items from `unchangedItems` up to `end`:
    /// the items before are the same items at the same places, and the items after are the
    /// same items in the same order (as many as follow both ranges, counted from the end).
    ///
    /// Its rows before the first changed item are kept, and the rows after the changed items
    /// are shifted rather than laid out again from the first row where an unchanged item
    /// starts a row as it did before — at once in a list, after a whole row in a grid when
    /// the count changed by whole rows.
    case splice(previous: Int, unchangedItems: Int, previousEnd: Int, end: Int)
    /// The previous layout's section at this index, whose items changed only where
    /// `replacements` say: each replaced a range of the previous section's items with a range
    /// of this section's, and every item outside them is the same item, in the same order, as
    /// many before each replacement in both sections.
    ///
    /// Its rows are kept between the replacements: the rows before the first are kept as they
    /// are, and after each one the rows are shifted rather than laid out again from the first
    /// row where an unchanged item starts a row as it did before. A batch of scattered edits
    /// thus measures the items it changed and their rows' neighbours, not the items between
    /// them.
    ///
    /// Replacements must be in order, not overlap, and leave as many unchanged items between
    /// them (and before the first, and after the last) in both sections; from the first one
    /// that does not, the section is laid out again.
    case edit(previous: Int, replacements: [ItemReplacement])
  }

  /// A range of a section's previous items replaced by a range of its new items (either may be
  /// empty: an insertion or a deletion).
  public struct ItemReplacement: Hashable, Sendable {
    /// The replaced items, as indices of the previous layout's section.
    public var previous: Range<Int>
    /// The items that replace them, as indices of the new section.
    public var current: Range<Int>

    /// A replacement of the previous section's items `previous` by the new section's items
    /// `current`.
    public init(previous: Range<Int>, current: Range<Int>) {
      self.previous = previous
      self.current = current
    }
  }

  /// One change per section of the new list, in order.
  ///
  /// - Complexity: O(s) for s sections when the invalidation keeps every section in place
  ///   (it stores only the changed ones then); O(1) otherwise.
  public var sections: [SectionChange] {
    get {
      switch storage {
      case .listed(let changes):
        return changes
      case .inPlace(let count, let changed):
        return (0..<count).map { changed[$0] ?? .keep(previous: $0) }
      case .spliced(let splice):
        return (0..<splice.count).map { splice.change(ofSection: $0) }
      }
    }
    set { storage = .listed(newValue) }
  }

  /// How the changes are held: listed one per section, or — when every section stays at its
  /// index, as in most updates — only the sections that changed, so that a small change in a
  /// list of many sections costs no pass over all of them.
  enum Storage: Sendable {
    case listed([SectionChange])
    case inPlace(count: Int, changed: [Int: SectionChange])
    /// Sections inserted and removed, the others kept in their order: see ``Splice``.
    case spliced(Splice)
  }

  var storage: Storage

  /// An invalidation with one change per section of the new list.
  public init(sections: [SectionChange]) {
    storage = .listed(sections)
  }

  /// An invalidation of `count` sections that all stay at their index, unchanged until
  /// ``change(section:to:)`` says otherwise.
  ///
  /// - Complexity: O(1).
  package init(inPlaceSectionCount count: Int) {
    storage = .inPlace(count: max(0, count), changed: [:])
  }

  /// An invalidation of `count` sections made from the previous ones by removing the sections
  /// at `deletions` (previous indices) and inserting new ones at `insertions` (new indices),
  /// the others keeping their order, unchanged until ``change(section:to:)`` says otherwise;
  /// `nil` when the indices do not fit: out of range, named twice, or counts that do not add
  /// up.
  ///
  /// - Complexity: O(c log c) for c deletions and insertions, whatever the number of sections.
  package init?(splicing count: Int, previousCount: Int, deletions: [Int], insertions: [Int]) {
    guard
      let splice = Splice(
        count: count, previousCount: previousCount, deletions: deletions, insertions: insertions)
    else { return nil }
    storage = .spliced(splice)
  }

  /// The change of the section at `index`; `nil` when there is no such section.
  ///
  /// - Complexity: O(1) expected; O(log c) for an invalidation made by
  ///   ``init(splicing:previousCount:deletions:insertions:)`` with c deletions and insertions.
  package func change(ofSection index: Int) -> SectionChange? {
    switch storage {
    case .listed(let changes):
      return changes.indices.contains(index) ? changes[index] : nil
    case .inPlace(let count, let changed):
      return (0..<count).contains(index) ? changed[index] ?? .keep(previous: index) : nil
    case .spliced(let splice):
      return (0..<splice.count).contains(index) ? splice.change(ofSection: index) : nil
    }
  }

  /// Where the previous section at `index` is now; `nil` when it was removed, or for an
  /// invalidation that lists its changes (which says only where each new section comes from).
  ///
  /// - Complexity: O(1) in place, O(log c) spliced.
  package func newIndex(ofPrevious index: Int) -> Int? {
    switch storage {
    case .listed: return nil
    case .inPlace(let count, _): return (0..<count).contains(index) ? index : nil
    case .spliced(let splice): return splice.newIndex(ofPrevious: index)
    }
  }

  /// Sets the change of the section at `index`, if there is one.
  package mutating func change(section index: Int, to change: SectionChange) {
    // The storage is emptied while its collection is edited, so that the collection is held
    // once and edited in place rather than copied on every change.
    switch storage {
    case .listed(var changes):
      guard changes.indices.contains(index) else { return }
      storage = .listed([])
      changes[index] = change
      storage = .listed(changes)
    case .inPlace(let count, var changed):
      guard (0..<count).contains(index) else { return }
      storage = .inPlace(count: count, changed: [:])
      changed[index] = change
      storage = .inPlace(count: count, changed: changed)
    case .spliced(var splice):
      guard (0..<splice.count).contains(index) else { return }
      storage = .inPlace(count: 0, changed: [:])
      splice.changed[index] = change
      storage = .spliced(splice)
    }
  }

  /// Whether both make the same change to every section, however they hold them.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sections == rhs.sections }

  /// Hashes the change of every section.
  public func hash(into hasher: inout Hasher) { hasher.combine(sections) }
}
