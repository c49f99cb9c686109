import Foundation

extension ListLayout {
  /// Lays out again only what `batch` changed, in the container of the last full layout.
  ///
  /// Sections the batch inserted, moved, reloaded or rebound, and sections in which it
  /// inserted, deleted, moved, reloaded or rebound items, are laid out again; every other
  /// section keeps its frames and only moves along the main axis. When `batch` does not fit the
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
  /// - Complexity: O(s + m) for s sections and m elements in the sections laid out again.
  public mutating func apply(
    _ batch: BatchUpdate, sections: [Section], size: (LayoutElement.Kind, IndexPath) -> CGSize
  ) {
    guard let reused = reusedSections(after: batch, newCount: sections.count) else {
      layout(sections, containerSize: containerSize, size: size)
      return
    }
    var diagnostics: [LayoutDiagnostic] = []
    let old = sectionLayouts
    sectionLayouts = sections.indices.map { index in
      let section = sections[index]
      if let previous = reused[index].map({ old[$0] }),
        previous.itemFrames.count == section.cellModels.count,
        (previous.header != nil) == (section.headerModel != nil),
        (previous.footer != nil) == (section.footerModel != nil),
        previous.flow == section.constraints.scrollDirection
      {
        return previous
      }
      return Self.layoutSection(
        section, at: index, container: containerSize, direction: scrollDirection, size: size,
        diagnostics: &diagnostics)
    }
    self.diagnostics = diagnostics
    stackSections()
  }

  /// For each section after `batch`, the section before it whose layout can be kept, or `nil`
  /// when it must be laid out again; `nil` altogether when the batch does not fit.
  ///
  /// Sections that were neither deleted nor moved keep their relative order and take, in
  /// order, the positions that were neither inserted nor moved to (UIKit's rule).
  private func reusedSections(after batch: BatchUpdate, newCount: Int) -> [Int?]? {
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
    var reused = [Int?](repeating: nil, count: newCount)
    var next = 0
    for old in 0..<oldCount where !removed[old] {
      while next < newCount && added[next] { next += 1 }
      guard next < newCount else { return nil }
      oldToNew[old] = next
      reused[next] = old
      next += 1
    }
    while next < newCount && added[next] { next += 1 }
    guard next == newCount else { return nil }

    func invalidate(new section: Int) {
      if reused.indices.contains(section) { reused[section] = nil }
    }
    func invalidate(old section: Int) {
      if oldToNew.indices.contains(section), let new = oldToNew[section] {
        invalidate(new: new)
      }
    }
    for section in batch.sectionReloads { invalidate(old: section) }
    for section in batch.sectionRebinds { invalidate(new: section) }
    for path in batch.itemDeletions + batch.itemReloads { invalidate(old: path.section) }
    for path in batch.itemInsertions + batch.itemRebinds { invalidate(new: path.section) }
    for move in batch.itemMoves {
      invalidate(old: move.from.section)
      invalidate(new: move.to.section)
    }
    return reused
  }
}
