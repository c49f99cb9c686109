import Foundation

extension ListLayout {
  /// Lays out again only what `batch` changed, in the container of the last full layout.
  ///
  /// Sections the batch inserted, moved, reloaded or rebound are laid out again; in a section
  /// where it only inserted, deleted, moved, reloaded or rebound items, the rows before the
  /// first item it touched are kept and the rest is laid out again; every other section keeps
  /// its frames and only moves along the main axis. When `batch` does not fit the
  /// layout (the section counts disagree) or a kept section's item count, header or footer
  /// changed anyway, that section — or, for a count mismatch, the whole list — is laid out
  /// again. The result equals ``layout(_:containerSize:size:)`` of `sections` as long as
  /// every element the batch did not touch keeps its size, which holds for sizes that depend
  /// only on a model's content (as ``ListController``'s do): a change of content is a rebind.
  /// When sizes change for another reason — a new container size, a text size change — lay
  /// the list out in full.
  ///
  /// - Parameters:
  ///   - batch: the update just performed, in UIKit's index spaces (``BatchUpdate``).
  ///   - sections: the state after the batch.
  ///   - size: as for ``layout(_:containerSize:size:)``; asked only for the sections laid out
  ///     again.
  /// - Complexity: O(s + m + k) for s sections, m elements laid out again and k kept items of
  ///   the sections resumed (copied, not measured).
  public mutating func apply(
    _ batch: BatchUpdate, sections: [Section], size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    if applyItemChanges(batch, sections: sections, size: size, checkingUntouchedHeaders: true) {
      return
    }
    guard let plans = sectionPlans(after: batch, newCount: sections.count) else {
      layout(sections, containerSize: containerSize, size: size)
      return
    }
    var diagnostics: [LayoutDiagnostic] = []
    let old = sectionLayouts
    sectionLayouts = sections.indices.map { index in
      let section = sections[index]
      var resuming: (layout: _SectionLayout, unchangedItems: Int)?
      switch plans[index] {
      case .layOut:
        break
      case .keep(let previous), .resume(let previous, _):
        let previous = old[previous]
        guard (previous.header != nil) == (section.headerModel != nil),
          (previous.footer != nil) == (section.footerModel != nil),
          previous.flow == section.constraints.scrollDirection
        else { break }
        if case .resume(_, let unchangedItems) = plans[index] {
          resuming = (previous, unchangedItems)
        } else if previous.itemFrames.count == section.cellModels.count {
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

  /// ``apply(_:sections:size:)`` for a batch known to name every section whose header or footer
  /// appeared or disappeared — as a ``ListController``'s batches do (a section's content
  /// change is a section rebind) — so that a batch changing no section costs no read of the
  /// sections it did not touch beyond their item counts and directions; hosts driven by a
  /// controller call it.
  ///
  /// - Complexity: O(s) for s sections, a few reads each, plus the sections laid out again.
  package mutating func applyNamingEveryChangedSection(
    _ batch: BatchUpdate, sections: [Section], size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    if applyItemChanges(batch, sections: sections, size: size, checkingUntouchedHeaders: false) {
      return
    }
    apply(batch, sections: sections, size: size)
  }

  /// `apply` for a batch that inserts, deletes, moves and reloads no section, in place: only
  /// the sections it touched (and kept ones whose header, footer, flow or item count changed
  /// anyway) are laid out again, and the others are neither copied nor planned one by one, so a
  /// small batch in a list of many sections costs a few reads per section rather than a copy
  /// of its layout. The result is the general path's. Returns `false`, changing nothing, for
  /// other batches.
  ///
  /// - Complexity: O(s) cheap reads for s sections, plus the sections laid out again.
  private mutating func applyItemChanges(
    _ batch: BatchUpdate, sections: [Section], size: (LayoutElement.Kind, IndexPath) -> CGSize,
    checkingUntouchedHeaders: Bool
  ) -> Bool {
    guard batch.sectionDeletions.isEmpty, batch.sectionInsertions.isEmpty,
      batch.sectionMoves.isEmpty, sections.count == sectionLayouts.count
    else { return false }
    // Sections stay where they are: every plan starts as `.keep(index)`.
    var touched: [Int: _SectionPlan] = [:]
    func layOut(_ section: Int) {
      if sections.indices.contains(section) { touched[section] = .layOut }
    }
    func touch(_ path: IndexPath) {
      guard sections.indices.contains(path.section) else { return }
      switch touched[path.section, default: .keep(path.section)] {
      case .layOut:
        break
      case .keep(let old):
        touched[path.section] = .resume(old, unchangedItems: max(0, path.item))
      case .resume(let old, let unchangedItems):
        touched[path.section] = .resume(old, unchangedItems: max(0, min(unchangedItems, path.item)))
      }
    }
    for section in batch.sectionReloads { layOut(section) }
    for section in batch.sectionRebinds { layOut(section) }
    for path in batch.itemDeletions + batch.itemReloads { touch(path) }
    for path in batch.itemInsertions + batch.itemRebinds { touch(path) }
    for move in batch.itemMoves {
      touch(move.from)
      touch(move.to)
    }
    // Kept sections that changed anyway are laid out again, as in the general path. Whether a
    // header or footer is there is the costly read (the optional model is copied to compare it
    // with nil): skipped when the batch is known to name such sections.
    var changed = Set(touched.keys)
    sectionLayouts.withUnsafeBufferPointer { layouts in
      sections.withUnsafeBufferPointer { sections in
        for index in layouts.indices
        where layouts[index].flow != sections[index].constraints.scrollDirection
          || layouts[index].itemFrames.count != sections[index].cellModels.count
          || (checkingUntouchedHeaders
            && ((layouts[index].header != nil) != (sections[index].headerModel != nil)
              || (layouts[index].footer != nil) != (sections[index].footerModel != nil)))
        {
          changed.insert(index)
        }
      }
    }
    var diagnostics: [LayoutDiagnostic] = []
    for index in changed.sorted() {
      let section = sections[index]
      let previous = sectionLayouts[index]
      let plan = touched[index] ?? .keep(index)
      var resuming: (layout: _SectionLayout, unchangedItems: Int)?
      if case .layOut = plan {
      } else if (previous.header != nil) == (section.headerModel != nil),
        (previous.footer != nil) == (section.footerModel != nil),
        previous.flow == section.constraints.scrollDirection
      {
        if case .resume(_, let unchangedItems) = plan {
          resuming = (previous, unchangedItems)
        } else if previous.itemFrames.count == section.cellModels.count {
          continue
        }
      }
      sectionLayouts[index] = Self.layoutSection(
        section, at: index, container: containerSize, direction: scrollDirection, size: size,
        resuming: resuming, diagnostics: &diagnostics)
    }
    self.diagnostics = diagnostics
    stackSections()
    return true
  }

  /// What to do with each section after `batch`; `nil` altogether when the batch does not fit.
  ///
  /// Sections that were neither deleted nor moved keep their relative order and take, in
  /// order, the positions that were neither inserted nor moved to (UIKit's rule). Such a
  /// section is kept when the batch did not touch it; when the batch touched only its items,
  /// the items before the first one touched (in either index space) are the same items at the
  /// same places, so its layout resumes there.
  private func sectionPlans(after batch: BatchUpdate, newCount: Int) -> [_SectionPlan]? {
    let oldCount = sectionLayouts.count
    var removed = [Bool](repeating: false, count: oldCount)
    var added = [Bool](repeating: false, count: newCount)
    for index in batch.sectionDeletions + batch.sectionMoves.map(\.from) {
      guard removed.indices.contains(index), !removed[index] else { return nil }
      removed[index] = true
    }
    for index in batch.sectionInsertions + batch.sectionMoves.map(\.to) {
      guard added.indices.contains(index), !added[index] else { return nil }
      added[index] = true
    }
    var oldToNew = [Int?](repeating: nil, count: oldCount)
    var plans = [_SectionPlan](repeating: .layOut, count: newCount)
    var next = 0
    for old in 0..<oldCount where !removed[old] {
      while next < newCount && added[next] { next += 1 }
      guard next < newCount else { return nil }
      oldToNew[old] = next
      plans[next] = .keep(old)
      next += 1
    }
    while next < newCount && added[next] { next += 1 }
    guard next == newCount else { return nil }

    func layOut(new section: Int) {
      if plans.indices.contains(section) { plans[section] = .layOut }
    }
    func touch(new section: Int, item: Int) {
      guard plans.indices.contains(section) else { return }
      switch plans[section] {
      case .layOut:
        break
      case .keep(let old):
        plans[section] = .resume(old, unchangedItems: max(0, item))
      case .resume(let old, let unchangedItems):
        plans[section] = .resume(old, unchangedItems: max(0, min(unchangedItems, item)))
      }
    }
    func touch(old path: IndexPath) {
      guard oldToNew.indices.contains(path.section), let new = oldToNew[path.section] else {
        return
      }
      touch(new: new, item: path.item)
    }
    for section in batch.sectionReloads {
      if oldToNew.indices.contains(section), let new = oldToNew[section] { layOut(new: new) }
    }
    for section in batch.sectionRebinds { layOut(new: section) }
    for path in batch.itemDeletions + batch.itemReloads { touch(old: path) }
    for path in batch.itemInsertions + batch.itemRebinds {
      touch(new: path.section, item: path.item)
    }
    for move in batch.itemMoves {
      touch(old: move.from)
      touch(new: move.to.section, item: move.to.item)
    }
    return plans
  }
}

/// How ``ListLayout/apply(_:sections:size:)`` treats one section.
enum _SectionPlan {
  /// Lay it out from scratch.
  case layOut
  /// Keep the layout of this old section, only moved.
  case keep(Int)
  /// Keep this old section's rows before its first touched item and lay out the rest.
  case resume(Int, unchangedItems: Int)
}
