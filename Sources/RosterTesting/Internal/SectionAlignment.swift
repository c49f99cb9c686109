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
  /// - Complexity: O(*k*) for the *k* sections found unchanged, plus one; runs of sections
  ///   that are bit for bit the same are compared a block at a time.
  init(old: [Section], new: [Section]) {
    self.init(oldCount: old.count, newCount: new.count)
    let limit = min(old.count, new.count)
    old.withUnsafeBufferPointer { oldSections in
      new.withUnsafeBufferPointer { newSections in
        while prefix < limit {
          let run = min(Self.block, limit - prefix)
          if Self.isSameBits(oldSections, prefix, newSections, prefix, count: run) {
            prefix += run
            continue
          }
          guard Self.isSameValue(oldSections[prefix], newSections[prefix]) else { break }
          prefix += 1
        }
        while suffix < limit - prefix {
          let run = min(Self.block, limit - prefix - suffix)
          if Self.isSameBits(
            oldSections, old.count - suffix - run, newSections, new.count - suffix - run,
            count: run)
          {
            suffix += run
            continue
          }
          guard
            Self.isSameValue(
              oldSections[old.count - 1 - suffix], newSections[new.count - 1 - suffix])
          else { break }
          suffix += 1
        }
      }
    }
  }

  /// The old sections between the unchanged ones.
  var changedOld: Range<Int> { prefix..<(oldCount - suffix) }
  /// The new sections between the unchanged ones.
  var changedNew: Range<Int> { prefix..<(newCount - suffix) }

  /// How many sections are compared at once, bit for bit, before one by one.
  private static let block = 64

  /// Whether `count` sections from `oldIndex` and from `newIndex` are the same bits: a run of
  /// copies of sections, each sharing its values with its copy, is.
  private static func isSameBits(
    _ oldBuffer: UnsafeBufferPointer<Section>, _ oldIndex: Int,
    _ newBuffer: UnsafeBufferPointer<Section>, _ newIndex: Int, count: Int
  ) -> Bool {
    guard count > 1, let oldBase = oldBuffer.baseAddress, let newBase = newBuffer.baseAddress
    else { return false }
    let bytes = MemoryLayout<Section>.stride * (count - 1) + MemoryLayout<Section>.size
    return memcmp(oldBase + oldIndex, newBase + newIndex, bytes) == 0
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
