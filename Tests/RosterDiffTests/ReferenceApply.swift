import Foundation
import RosterDiff

/// Applies changes the way UIKit does, to find out where every old element ends up.
///
/// UIKit removes deletions and move sources, puts insertions and move destinations at their new
/// offsets, and fills every remaining new offset with the untouched old elements in their old
/// relative order. Anything UIKit would reject (an offset out of range, an offset named twice,
/// counts that do not add up, item work in a section inserted or deleted in the same batch) is
/// thrown as an ``ApplyError``.
enum ReferenceApply {
  struct ApplyError: Error, CustomStringConvertible {
    var description: String
  }

  /// Where an element of the new list comes from.
  enum Origin: Hashable, CustomStringConvertible {
    /// Inserted by the changes.
    case inserted
    /// The old element at this offset (flat) or index path (sectioned).
    case old(IndexPath)
    /// Arrived with its section, which is inserted.
    case carried

    var description: String {
      switch self {
      case .inserted: "+"
      case .old(let path): "\(path.section).\(path.item)"
      case .carried: "~"
      }
    }
  }

  /// For each new offset, the old offset whose element lands there, or `nil` for an insertion.
  static func apply(
    oldCount: Int, newCount: Int, deletions: [Int], insertions: [Int], moves: [OffsetPair]
  ) throws(ApplyError) -> [Int?] {
    let removed = deletions + moves.map(\.from)
    let placed = insertions + moves.map(\.to)
    guard removed.allSatisfy({ (0..<oldCount).contains($0) }) else {
      throw ApplyError(description: "an old offset out of 0..<\(oldCount): \(removed)")
    }
    guard placed.allSatisfy({ (0..<newCount).contains($0) }) else {
      throw ApplyError(description: "a new offset out of 0..<\(newCount): \(placed)")
    }
    guard Set(removed).count == removed.count else {
      throw ApplyError(description: "an old offset is deleted or moved twice: \(removed)")
    }
    guard Set(placed).count == placed.count else {
      throw ApplyError(description: "a new offset is inserted or moved to twice: \(placed)")
    }
    guard oldCount - removed.count == newCount - placed.count else {
      throw ApplyError(
        description:
          "\(oldCount) old - \(removed.count) out != \(newCount) new - \(placed.count) in")
    }
    var result = [Int?](repeating: nil, count: newCount)
    var isPlaced = [Bool](repeating: false, count: newCount)
    for offset in insertions { isPlaced[offset] = true }
    for move in moves {
      result[move.to] = move.from
      isPlaced[move.to] = true
    }
    var untouched = (0..<oldCount).filter { !removed.contains($0) }[...]
    for offset in 0..<newCount where !isPlaced[offset] {
      result[offset] = untouched.popFirst()
    }
    return result
  }

  /// Section-level changes first, then item-level ones: for each new section, where its items
  /// come from.
  ///
  /// Surviving sections (old sections neither deleted nor moved fill the slots not taken by
  /// inserted or moved sections) take insertions and move destinations at their index, and
  /// fill the remaining slots with their old counterpart's items that were neither deleted nor
  /// moved out, in old order. Items of an inserted section are `.carried`.
  static func apply(
    oldItemCounts: [Int], newItemCounts: [Int], changes: SectionedChanges<some Any, some Any>
  ) throws(ApplyError) -> [[Origin]] {
    let sectionOrigins = try apply(
      oldCount: oldItemCounts.count, newCount: newItemCounts.count,
      deletions: changes.sectionDeletions, insertions: changes.sectionInsertions,
      moves: changes.sectionMoves)
    let survivingOld = Set(sectionOrigins.compactMap { $0 })

    let removed = changes.itemDeletions + changes.itemMoves.map(\.from)
    let placed = changes.itemInsertions + changes.itemMoves.map(\.to)
    for path in removed {
      guard path.count == 2, survivingOld.contains(path.section),
        (0..<oldItemCounts[path.section]).contains(path.item)
      else {
        throw ApplyError(description: "\(path) is not an item of a surviving old section")
      }
    }
    for path in placed {
      guard path.count == 2, (0..<newItemCounts.count).contains(path.section),
        sectionOrigins[path.section] != nil,
        (0..<newItemCounts[path.section]).contains(path.item)
      else {
        throw ApplyError(description: "\(path) is not an item of a surviving new section")
      }
    }
    guard Set(removed).count == removed.count else {
      throw ApplyError(description: "an old item is deleted or moved twice: \(removed)")
    }
    guard Set(placed).count == placed.count else {
      throw ApplyError(description: "a new item is inserted or moved to twice: \(placed)")
    }

    var result: [[Origin]] = []
    for (newSection, oldSection) in sectionOrigins.enumerated() {
      let newCount = newItemCounts[newSection]
      guard let oldSection else {
        result.append(Array(repeating: .carried, count: newCount))
        continue
      }
      let removedHere = Set(removed.filter { $0.section == oldSection }.map(\.item))
      let insertedHere = Set(
        changes.itemInsertions.filter { $0.section == newSection }.map(\.item))
      let movedHere = changes.itemMoves.filter { $0.to.section == newSection }
      let placedCount = insertedHere.count + movedHere.count
      guard oldItemCounts[oldSection] - removedHere.count == newCount - placedCount else {
        throw ApplyError(
          description: "section \(oldSection)→\(newSection): \(oldItemCounts[oldSection]) old"
            + " - \(removedHere.count) out != \(newCount) new - \(placedCount) in")
      }
      var origins = [Origin](repeating: .inserted, count: newCount)
      var isPlaced = [Bool](repeating: false, count: newCount)
      for item in insertedHere { isPlaced[item] = true }
      for move in movedHere {
        origins[move.to.item] = .old(move.from)
        isPlaced[move.to.item] = true
      }
      let untouched = (0..<oldItemCounts[oldSection]).filter { !removedHere.contains($0) }
      for (item, oldItem) in zip(origins.indices.filter { !isPlaced[$0] }, untouched) {
        origins[item] = .old(IndexPath(item: oldItem, section: oldSection))
      }
      result.append(origins)
    }
    return result
  }
}
