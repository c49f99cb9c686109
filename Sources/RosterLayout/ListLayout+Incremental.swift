import Foundation

extension ListLayout {
  /// Lays out again only what `invalidation` says changed, in the container of the last full
  /// layout.
  ///
  /// Sections marked ``LayoutInvalidation/SectionChange/layOut`` are laid out again; in a
  /// section marked ``LayoutInvalidation/SectionChange/resume(previous:unchangedItems:)`` the
  /// rows before the first changed item are kept and the rest is laid out again; in a section
  /// marked ``LayoutInvalidation/SectionChange/splice(previous:unchangedItems:previousEnd:end:)``
  /// the rows after the changed items are kept too, shifted, from the first one an unchanged
  /// item starts as it did before; in a section marked
  /// ``LayoutInvalidation/SectionChange/edit(previous:replacements:)`` the rows of every
  /// unchanged run between the replacements are kept that way, so only the replaced items and
  /// their rows' neighbours are measured; a section
  /// marked ``LayoutInvalidation/SectionChange/keep(previous:)`` keeps its frames and only
  /// moves along the main axis. When `invalidation` does not fit the layout (not one change
  /// per section of `sections`, or a previous index out of range) the whole list is laid out
  /// again; when a kept section's item count, header or footer changed anyway, that section
  /// is. The result equals ``layout(_:containerSize:size:)`` of `sections` as long as every
  /// element the invalidation keeps keeps its size, which holds for sizes that depend only on
  /// a model's content (as `ListController`'s do): a change of content is a rebind. When sizes
  /// change for another reason — a new container size, a text size change — lay the list out
  /// in full.
  ///
  /// - Parameters:
  ///   - invalidation: what changed since the last layout, one change per section of
  ///     `sections`.
  ///   - sections: the sections now in the list.
  ///   - size: as for ``layout(_:containerSize:size:)``; asked only for the sections laid out
  ///     again.
  ///   - namesEveryChangedSection: whether `invalidation` is known to name every section whose
  ///     items, header, footer or constraints changed — as the batches Roster's controller
  ///     plans do (the counts of a section a batch leaves alone add up, rule R3, and a changed
  ///     header, footer or constraint is a section rebind) — so that kept sections are not read
  ///     at all. Leave it `false` for an invalidation made any other way.
  /// - Complexity: O(s + m + k) for s sections, m elements laid out again and k kept items of
  ///   the sections resumed or spliced (moved or shifted by one addition each, not measured);
  ///   with `namesEveryChangedSection` and every section in place, O(s) in two passes over
  ///   plain arrays, plus the sections laid out again.
  public mutating func relayout(
    _ invalidation: LayoutInvalidation, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize, namesEveryChangedSection: Bool = false
  ) {
    relayout(
      invalidation, sections: sections, sizing: { .exact(size($0, $1)) },
      namesEveryChangedSection: namesEveryChangedSection)
  }

  /// ``relayout(_:sections:size:namesEveryChangedSection:)`` with sizes that may be estimates
  /// (see ``layout(_:containerSize:sizing:sizingUpTo:)``): the kept items keep their flags, and
  /// the items laid out again take the ones `sizing` gives.
  ///
  /// - Complexity: as ``relayout(_:sections:size:namesEveryChangedSection:)``.
  public mutating func relayout(
    _ invalidation: LayoutInvalidation, sections: [some LayoutSection],
    sizing size: (LayoutElement.Kind, IndexPath) -> ElementSize,
    namesEveryChangedSection: Bool = false
  ) {
    if relayoutInPlace(
      invalidation, sections: sections, size: size,
      namesEveryChangedSection: namesEveryChangedSection)
    {
      return
    }
    if namesEveryChangedSection, relayoutBySplicing(invalidation, sections: sections, size: size) {
      return
    }
    let plans = invalidation.sections
    sectionLayoutsRebuilt += sections.count
    let old = sectionLayouts
    let fits =
      plans.count == sections.count
      && plans.allSatisfy { plan in
        switch plan {
        case .layOut: true
        case .keep(let previous), .resume(let previous, _), .splice(let previous, _, _, _),
          .edit(let previous, _):
          old.indices.contains(previous)
        }
      }
    guard fits else {
      layout(sections, containerSize: containerSize, sizing: size)
      return
    }
    var diagnostics: [LayoutDiagnostic] = []
    let layouts: [SectionLayout] = sections.indices.map { index in
      // Trusted, a kept section is the same section: reading it would copy it (this code is
      // generic over the section type), which made 10,000 providers publishing a section each
      // cost tens of seconds.
      if namesEveryChangedSection, case .keep(let previous) = plans[index] { return old[previous] }
      var layout = SectionLayout.empty
      var hasPrevious = false
      switch plans[index] {
      case .layOut:
        break
      case .keep(let previous), .resume(let previous, _), .splice(let previous, _, _, _),
        .edit(let previous, _):
        layout = old[previous]
        hasPrevious = true
      }
      relayout(
        &layout, hasPrevious: hasPrevious, as: sections[index], at: index,
        change: plans[index], size: size, diagnostics: &diagnostics)
      return layout
    }
    sectionLayouts = SectionLayouts(layouts)
    self.diagnostics = diagnostics
    stackSections()
  }

  /// ``relayout(_:sections:size:namesEveryChangedSection:)`` for an invalidation in which every
  /// section stays at its index, in place: only the sections it names (and, unless
  /// `namesEveryChangedSection`, kept ones whose flow, item count, header or footer changed anyway)
  /// are laid out again, and the others are neither copied nor planned one by one. The result is
  /// the general path's. Returns `false`, changing nothing, for other invalidations.
  ///
  /// - Complexity: O(s) cheap reads for s sections, plus the sections laid out again.
  private mutating func relayoutInPlace(
    _ invalidation: LayoutInvalidation, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> ElementSize, namesEveryChangedSection: Bool
  ) -> Bool {
    guard sections.count == sectionLayouts.count else { return false }
    var changed: [Int] = []
    switch invalidation.storage {
    case .inPlace(let count, let changes):
      guard count == sections.count else { return false }
      changed = changes.compactMap { index, change in
        if case .keep = change { return nil }
        return index
      }
    case .spliced:
      return false
    case .listed(let plans):
      guard plans.count == sections.count else { return false }
      for index in plans.indices {
        switch plans[index] {
        case .layOut:
          changed.append(index)
        case .keep(let previous):
          guard previous == index else { return false }
        case .resume(let previous, _), .splice(let previous, _, _, _),
          .edit(let previous, _):
          guard previous == index else { return false }
          changed.append(index)
        }
      }
    }
    // Kept sections that changed anyway are laid out again, as in the general path. Reading a
    // section here copies it (this code is generic over the section type), which made a small
    // change among 10,000 sections cost milliseconds: a trusted invalidation skips the pass.
    var alsoChanged: [Int] = []
    if !namesEveryChangedSection {
      for index in sectionLayouts.indices {
        guard case .keep = invalidation.change(ofSection: index) else { continue }
        let section = sections[index]
        if !sectionLayouts[index].hasShape(of: section)
          || sectionLayouts[index].itemCount != section.numberOfItems
        {
          alsoChanged.append(index)
        }
      }
    }
    var diagnostics: [LayoutDiagnostic] = []
    var restack = SectionRestack(containerCross: scrollDirection.cross(of: containerSize))
    for index in (changed + alsoChanged).sorted() {
      // Taken out of the array while it is laid out, so that a splice edits its frames in
      // place instead of copying them.
      var layout = SectionLayout.empty
      swap(&layout, &sectionLayouts[index])
      restack.replacing(layout)
      relayout(
        &layout, hasPrevious: true, as: sections[index], at: index,
        change: invalidation.change(ofSection: index) ?? .layOut, size: size,
        diagnostics: &diagnostics)
      restack.placed(layout, at: index, in: &self)
      swap(&layout, &sectionLayouts[index])
    }
    self.diagnostics = diagnostics
    // Sections that kept their extents leave every origin and the content size as they were.
    restack.apply(to: &self)
    return true
  }

  /// ``relayout(_:sections:size:namesEveryChangedSection:)`` for a trusted invalidation that keeps
  /// the surviving sections in their order and inserts or removes a few (a section provider
  /// publishing its first section): the removed sections' layouts are taken out and empty ones
  /// put in for the new, in place, so the kept sections are neither copied nor read, and the
  /// origins after the first section changed are restacked by adding the extents. Returns
  /// `false`, changing nothing, for other invalidations.
  ///
  /// - Complexity: for an invalidation made from a batch that moves no section
  ///   (``LayoutInvalidation/init(_:oldSectionCount:newSectionCount:)``), O(c log c) for c
  ///   sections inserted, removed or changed, plus O(s) moves of one reference and additions of
  ///   plain numbers once per section inserted or removed (at most 16, else `false`) for s
  ///   sections, plus the sections laid out again; for a listed invalidation, O(s) more.
  private mutating func relayoutBySplicing(
    _ invalidation: LayoutInvalidation, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> ElementSize
  ) -> Bool {
    guard let edit = SpliceEdit(invalidation, previousCount: sectionLayouts.count),
      edit.count == sections.count, edit.deletions.count + edit.insertions.count <= 16
    else { return false }
    var restack = SectionRestack(containerCross: scrollDirection.cross(of: containerSize))
    for index in edit.deletions.reversed() {
      restack.removing(sectionLayouts[index], at: index)
      sectionLayouts.remove(at: index)
      sectionExtents.remove(at: index)
      sectionOrigins.remove(at: index)
    }
    for index in edit.insertions {
      restack.inserting(at: index)
      sectionLayouts.insert(.empty, at: index)
      sectionExtents.insert(0, at: index)
      sectionOrigins.insert(0, at: index)
    }
    var diagnostics: [LayoutDiagnostic] = []
    for (index, change) in edit.changes {
      let hasPrevious: Bool
      switch change {
      case .keep: continue
      case .layOut: hasPrevious = false
      case .resume, .splice, .edit: hasPrevious = true
      }
      // Taken out of the array while it is laid out, as in `relayoutInPlace`.
      var layout = SectionLayout.empty
      swap(&layout, &sectionLayouts[index])
      restack.replacing(layout)
      relayout(
        &layout, hasPrevious: hasPrevious, as: sections[index], at: index,
        change: change, size: size, diagnostics: &diagnostics)
      restack.placed(layout, at: index, in: &self)
      swap(&layout, &sectionLayouts[index])
    }
    self.diagnostics = diagnostics
    restack.apply(to: &self)
    return true
  }

  /// Turns `layout` into the layout of `section` at `index` after `change`: with
  /// `hasPrevious`, `layout` is the previous layout's section that `section` continues, kept as
  /// it is when still fitting the section, resumed after its unchanged items, spliced, or laid
  /// out from scratch when its header, footer or flow changed; without, it is laid out anew.
  private func relayout(
    _ layout: inout SectionLayout, hasPrevious: Bool, as section: some LayoutSection,
    at index: Int, change: LayoutInvalidation.SectionChange,
    size: (LayoutElement.Kind, IndexPath) -> ElementSize, diagnostics: inout [LayoutDiagnostic]
  ) {
    var editing: ((_ previousCount: Int, _ count: Int) -> SectionEdit)?
    if hasPrevious, layout.hasShape(of: section) {
      switch change {
      case .layOut:
        break
      case .keep:
        if layout.itemCount == section.numberOfItems { return }
      case .resume(_, let unchangedItems):
        // Nothing is said to be unchanged after the first changed item.
        editing = {
          SectionEdit(
            unchangedItems: unchangedItems, previousEnd: .max, end: .max, previousCount: $0,
            count: $1)
        }
      case .splice(_, let unchangedItems, let previousEnd, let end):
        editing = {
          SectionEdit(
            unchangedItems: unchangedItems, previousEnd: previousEnd, end: end,
            previousCount: $0, count: $1)
        }
      case .edit(_, let replacements):
        editing = { SectionEdit(replacements, previousCount: $0, count: $1) }
      }
    }
    Self.layoutSection(
      section, at: index, container: containerSize, direction: scrollDirection, size: size,
      into: &layout, editing: editing, diagnostics: &diagnostics)
  }
}
