import Foundation

extension ListLayout {
  /// Lays out again only what `invalidation` says changed, in the container of the last full
  /// layout.
  ///
  /// Sections marked ``LayoutInvalidation/SectionChange/layOut`` are laid out again; in a
  /// section marked ``LayoutInvalidation/SectionChange/resume(previous:unchangedItems:)`` the
  /// rows before the first changed item are kept and the rest is laid out again; a section
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
  /// - Complexity: O(s + m + k) for s sections, m elements laid out again and k kept items of
  ///   the sections resumed (copied, not measured).
  public mutating func relayout(
    _ invalidation: LayoutInvalidation, sections: [some LayoutSection],
    size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    let plans = invalidation.sections
    let old = sectionLayouts
    let fits =
      plans.count == sections.count
      && plans.allSatisfy { plan in
        switch plan {
        case .layOut: true
        case .keep(let previous), .resume(let previous, _): old.indices.contains(previous)
        }
      }
    guard fits else {
      layout(sections, containerSize: containerSize, size: size)
      return
    }
    var diagnostics: [LayoutDiagnostic] = []
    sectionLayouts = sections.indices.map { index in
      let section = sections[index]
      var resuming: (layout: SectionLayout, unchangedItems: Int)?
      switch plans[index] {
      case .layOut:
        break
      case .keep(let previous), .resume(let previous, _):
        let previous = old[previous]
        guard (previous.header != nil) == section.hasHeader,
          (previous.footer != nil) == section.hasFooter,
          previous.flow == section.constraints.scrollDirection
        else { break }
        if case .resume(_, let unchangedItems) = plans[index] {
          resuming = (previous, max(0, unchangedItems))
        } else if previous.itemFrames.count == section.numberOfItems {
          return previous
        }
      }
      return Self.layoutSection(
        section, at: index, container: containerSize, direction: scrollDirection, size: size,
        resuming: resuming, diagnostics: &diagnostics)
    }
    self.diagnostics = diagnostics
    stackSections()
  }
}
