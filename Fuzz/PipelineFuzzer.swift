import RosterTesting

/// Decodes arbitrary bytes into two list states and drives them through the whole pipeline:
/// `SectionedChanges` → `UpdatePlanner` (either moved-section strategy, any operation limit) →
/// every stage applied to `SimulatedCollectionView`. Any rejection, or a final screen that
/// differs from the new state, traps, so libFuzzer records the input.
enum PipelineFuzzer {
  typealias View = SimulatedCollectionView<UInt8, UInt8>

  struct Item {
    var id: UInt8
    var content: UInt8
    var kind: UInt8
  }

  struct Section {
    var id: UInt8
    var header: UInt8
    var items: [Item]
  }

  /// Reads bytes in order; past the end every read is zero.
  struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    mutating func next(_ count: UInt8) -> UInt8 {
      guard position < bytes.count, count > 0 else { return 0 }
      defer { position += 1 }
      return bytes[position] % count
    }
  }

  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    var reader = Reader(bytes: bytes)
    let options = reader.next(255)
    let old = state(&reader)
    let new = state(&reader)
    let policy = UpdatePolicy(
      maximumAnimatedOperations: options & 1 == 0 ? .max : Int(options >> 3),
      reloadsWhenNotOnScreen: false,
      movedSectionStrategy: options & 2 == 0 ? .separateBatches : .deleteAndInsert)

    let changes = SectionedChanges(
      from: old, to: new, sectionID: \.id, items: \.items, itemID: \.id,
      isSectionContentEqual: { $0.header == $1.header },
      isItemContentEqual: { $0.content == $1.content && $0.kind == $1.kind })
    let plan = UpdatePlanner(policy: policy).plan(
      changes, oldSectionCount: old.count, newSectionCount: new.count,
      cellTypeChanged: { pair in
        old[pair.from[0]].items[pair.from[1]].kind != new[pair.to[0]].items[pair.to[1]].kind
      })

    let target = simulated(new)
    var view = View(sections: simulated(old))
    do {
      switch plan {
      case .unchanged:
        break
      case .reload:
        try view.reloadData(target)
      case .batches(let stages):
        for stage in stages {
          try view.apply(stage.batch, updatingTo: stage.shownSectionOffsets.map { target[$0] })
        }
      }
    } catch {
      fatalError("rejected: \(error)\nold: \(old)\nnew: \(new)\nplan: \(plan)")
    }
    guard view.sections == target else {
      fatalError("the screen differs from the new state\nold: \(old)\nnew: \(new)\nplan: \(plan)")
    }
  }

  /// Up to 7 sections of up to 15 items; identities from small alphabets so that duplicates,
  /// moves and cross-section moves are common.
  static func state(_ reader: inout Reader) -> [Section] {
    (0..<reader.next(8)).map { _ in
      Section(
        id: reader.next(6), header: reader.next(2),
        items: (0..<reader.next(16)).map { _ in
          Item(id: reader.next(12), content: reader.next(3), kind: reader.next(2))
        })
    }
  }

  static func simulated(_ sections: [Section]) -> [View.Section] {
    sections.map { section in
      View.Section(
        id: section.id, content: section.header,
        items: section.items.map { View.Item(id: $0.id, content: $0.content &* 2 &+ $0.kind) })
    }
  }
}
