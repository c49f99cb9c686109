import Foundation

/// What a relayout that replaced, inserted or removed a few sections must recompute of a
/// ``ListLayout``'s stacking: the origins from the first section whose place or extent changed,
/// and the content's cross extent, longest band and pinning only when a section that counted
/// in them shrank or went away. Unchanged sections before the first change keep their origins.
struct SectionRestack {
  /// The container's cross extent: only a section wider than it counts in the content's.
  let containerCross: CGFloat
  /// The first section whose origin may have changed; `Int.max` when none.
  private(set) var first = Int.max
  /// Whether the content's cross extent, `longestBand` or `hasPinnedSections` may have shrunk.
  private(set) var mustSummarize = false
  /// The summary values of the section being replaced, between `replacing` and `placed`.
  private var replaced: (cross: CGFloat, band: CGFloat?, pinning: Pinning)?

  init(containerCross: CGFloat) { self.containerCross = containerCross }

  /// The section at `index` (an index before any insertion) goes away.
  mutating func removing(_ layout: SectionLayout, at index: Int) {
    first = min(first, index)
    if counts(layout.crossExtent, layout.bandLength, layout.pinning) { mustSummarize = true }
  }

  /// A section is inserted at `index`; its extent is 0 until ``placed(_:at:in:)``.
  mutating func inserting(at index: Int) {
    first = min(first, index)
  }

  /// A section laid out as `layout` is about to be laid out again (see ``placed(_:at:in:)``).
  mutating func replacing(_ layout: SectionLayout) {
    replaced = (layout.crossExtent, layout.bandLength, layout.pinning)
  }

  /// The section at `index` is now laid out as `layout`: records its extent in `list`, and
  /// adds it to the summaries.
  mutating func placed(_ layout: SectionLayout, at index: Int, in list: inout ListLayout) {
    if let replaced, counts(replaced.cross, replaced.band, replaced.pinning),
      replaced.cross > layout.crossExtent || (replaced.band ?? 0) > (layout.bandLength ?? 0)
        || !layout.pinning.isSuperset(of: replaced.pinning)
    {
      mustSummarize = true
    }
    replaced = nil
    if list.sectionExtents[index] != layout.mainExtent {
      list.sectionExtents[index] = layout.mainExtent
      first = min(first, index)
    }
    list.summarize(adding: layout)
  }

  /// Restacks `list` from the first changed section, and summarizes its sections again when
  /// one that counted shrank or went away.
  func apply(to list: inout ListLayout) {
    if first != .max { list.restackSections(from: first) }
    if mustSummarize { list.summarizeSections() }
  }

  /// Whether a section with these values counts in the content's cross extent, `longestBand`
  /// or `hasPinnedSections`.
  private func counts(_ cross: CGFloat, _ band: CGFloat?, _ pinning: Pinning) -> Bool {
    cross > containerCross || band != nil || !pinning.isEmpty
  }
}
