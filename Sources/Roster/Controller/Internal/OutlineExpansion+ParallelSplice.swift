import Dispatch
import RosterDiff

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Splicing on two processors: an expand-all of a long outline shows tens of thousands of rows
// under many collapsed nodes at once. Each node's rows are counted first, which places every
// node's rows in the new section, and the two halves of the nodes are then walked at once,
// each writing its own range of the new rows. Nothing is copied after the walk.
extension OutlineExpansion {
  /// What ``spliceExpansionsInParallel(_:entries:levels:at:offset:insertions:updates:)`` made
  /// of a section.
  enum ParallelSplice {
    case spliced(models: [any CellModel], entries: [OutlineFactsEntry], levels: [Int])
    /// A node whose children the controller loads: for a full flattening to show.
    case fullFlattening
    /// Not only collapsed nodes expanded, or too few: for the splice row by row.
    case notApplicable
  }

  /// The rows of a section with the collapsed nodes at `positions` (ascending) shown expanded,
  /// made on two processors; ``ParallelSplice/notApplicable`` unless every changed node was
  /// collapsed with nothing shown under it and is now expanded, and the rows shown under them
  /// are at least ``parallelSpliceMinimum``.
  ///
  /// - Parameters:
  ///   - old: the section's rows, with their listed facts `entries` and `levels`, one a row.
  ///   - insertions: gets the index path of each row shown, ascending.
  ///   - updates: gets each node's move from its old row to its new one (its facts changed).
  /// - Complexity: O(*k* + *m*) work for the *k* rows shown and the *m* rows kept, in about
  ///   half that time on two processors.
  func spliceExpansionsInParallel(
    _ old: [any CellModel], entries oldEntries: [OutlineFactsEntry], levels oldLevels: [Int],
    at positions: [Int], offset: Int, insertions: inout [IndexPath],
    updates: inout [IndexPathPair]
  ) -> ParallelSplice {
    guard positions.count >= 2, ProcessInfo.processInfo.activeProcessorCount > 1,
      oldEntries.count == old.count, oldLevels.count == old.count
    else { return .notApplicable }
    var shownUnder: [Int] = []
    var children: [[OutlineItem]] = []
    shownUnder.reserveCapacity(positions.count)
    children.reserveCapacity(positions.count)
    var previous = -1
    for position in positions {
      guard position > previous, position < old.count else { return .notApplicable }
      previous = position
      let entry = oldEntries[position]
      let identifier = entry.identity.identifier
      guard let node = nodes[identifier], !loadsChildren(node) else { return .fullFlattening }
      guard node.hasChildren, !entry.facts.isExpanded, expanded.contains(identifier),
        position + 1 == old.count || oldLevels[position + 1] <= entry.facts.level
      else { return .notApplicable }
      guard let count = rowCount(under: node.item.children) else { return .fullFlattening }
      shownUnder.append(count)
      children.append(node.item.children)
    }
    let added = shownUnder.reduce(0, +)
    guard added >= parallelSpliceMinimum else { return .notApplicable }
    let total = old.count + added
    // The rows shown before each node's, among the rows added.
    var addedBefore: [Int] = []
    addedBefore.reserveCapacity(positions.count + 1)
    var sum = 0
    for (index, position) in positions.enumerated() {
      addedBefore.append(sum)
      updates.append(
        IndexPathPair(
          from: IndexPath(item: position, section: offset),
          to: IndexPath(item: position + sum, section: offset)))
      sum += shownUnder[index]
    }
    let (counts, starts, childItems) = (shownUnder, addedBefore, children)
    // The first node of the second half: the first whose rows start past half the added rows.
    let split = min(
      positions.count - 1,
      max(1, addedBefore.firstIndex { $0 >= added / 2 } ?? positions.count - 1))
    let halves = [
      (nodes: 0..<split, rows: 0..<positions[split]),
      (nodes: split..<positions.count, rows: positions[split]..<old.count),
    ]
    var models: [any CellModel] = []
    var entries: [OutlineFactsEntry] = []
    var levels: [Int] = []
    var inserted: [IndexPath] = []
    models = Array(unsafeUninitializedCapacity: total) { modelBuffer, modelCount in
      entries = Array(unsafeUninitializedCapacity: total) { entryBuffer, entryCount in
        levels = Array(unsafeUninitializedCapacity: total) { levelBuffer, levelCount in
          inserted = Array(unsafeUninitializedCapacity: added) { insertionBuffer, insertionCount in
            // Each half writes only its own range of each buffer, and reads only the tree.
            nonisolated(unsafe) let buffers = SpliceBuffers(
              models: modelBuffer, entries: entryBuffer, levels: levelBuffer,
              insertions: insertionBuffer, section: offset)
            DispatchQueue.concurrentPerform(iterations: halves.count) { half in
              let (nodeRange, rowRange) = halves[half]
              var row = rowRange.lowerBound + starts[nodeRange.lowerBound]
              var insertion = starts[nodeRange.lowerBound]
              var oldRow = rowRange.lowerBound
              func keep(upTo end: Int) {
                while oldRow < end {
                  buffers.models.initializeElement(at: row, to: old[oldRow])
                  buffers.entries.initializeElement(at: row, to: oldEntries[oldRow])
                  buffers.levels.initializeElement(at: row, to: oldLevels[oldRow])
                  row += 1
                  oldRow += 1
                }
              }
              for index in nodeRange {
                let position = positions[index]
                keep(upTo: position)
                var entry = oldEntries[position]
                entry.facts.isExpanded = true
                buffers.models.initializeElement(at: row, to: old[position])
                buffers.entries.initializeElement(at: row, to: entry)
                buffers.levels.initializeElement(at: row, to: oldLevels[position])
                row += 1
                oldRow += 1
                let end = insertion + counts[index]
                var written = WrittenRows(
                  buffers: buffers, row: row, insertion: insertion, end: end)
                let walked = walk(
                  childItems[index], level: entry.facts.level + 1,
                  parent: entry.identity.identifier, into: &written)
                (row, insertion) = (written.row, written.insertion)
                // The count and the walk read the same tree and expansion.
                precondition(
                  walked && insertion == end, "an outline splice met other rows than counted")
              }
              keep(upTo: rowRange.upperBound)
            }
            insertionCount = added
          }
          levelCount = total
        }
        entryCount = total
      }
      modelCount = total
    }
    if insertions.isEmpty {
      insertions = inserted
    } else {
      insertions.append(contentsOf: inserted)
    }
    return .spliced(models: models, entries: entries, levels: levels)
  }

  /// How many rows `items` and their expanded descendants show; `nil` when one of them is an
  /// expanded node whose children the controller loads.
  ///
  /// - Complexity: O(*k*) for the *k* rows, one expansion lookup per node with children.
  private func rowCount(under items: [OutlineItem]) -> Int? {
    var count = 0
    var stack = [items]
    while let siblings = stack.popLast() {
      count += siblings.count
      for index in siblings.indices where siblings[index].hasChildren {
        guard expanded.contains(siblings[index].identifier) else { continue }
        if siblings[index].hasUnloadedChildren, siblings[index].children.isEmpty { return nil }
        stack.append(siblings[index].children)
      }
    }
    return count
  }
}

/// Where a splice on two processors writes the new rows of one section.
struct SpliceBuffers {
  let models: UnsafeMutableBufferPointer<any CellModel>
  let entries: UnsafeMutableBufferPointer<OutlineFactsEntry>
  let levels: UnsafeMutableBufferPointer<Int>
  let insertions: UnsafeMutableBufferPointer<IndexPath>
  /// The section's offset, for the insertions' index paths.
  let section: Int
}

/// A node's range of the rows a splice on two processors writes: from `row` on, with its
/// insertions from `insertion` up to `end`, where the next node's start.
struct WrittenRows: SplicedRowSink {
  let buffers: SpliceBuffers
  var row: Int
  var insertion: Int
  let end: Int

  mutating func add(_ model: consuming any CellModel, entry: consuming OutlineFactsEntry) -> Bool {
    // More rows than counted: left to the caller's check, never written out of range.
    guard insertion < end else { return false }
    buffers.insertions.initializeElement(
      at: insertion, to: IndexPath(item: row, section: buffers.section))
    buffers.models.initializeElement(at: row, to: model)
    buffers.levels.initializeElement(at: row, to: entry.facts.level)
    buffers.entries.initializeElement(at: row, to: entry)
    row += 1
    insertion += 1
    return true
  }
}
