/// Random edits of an array: the deletions, insertions and moves a workload asks for.
public enum Edit {
  /// `old` with `deleted` random elements removed, `moved` survivors taken out and put back at
  /// random positions, and the `inserted` elements put at random positions.
  public static func apply<Element>(
    to old: [Element], deleting deleted: Int, moving moved: Int, inserting inserted: [Element],
    using generator: inout SplitMix64
  ) -> [Element] {
    // 0 keeps the element in place, 1 deletes it, 2 takes it out to put back elsewhere.
    var fate = [UInt8](repeating: 0, count: old.count)
    let touched = generator.distinctOffsets(deleted + moved, in: old.count)
    for offset in touched.prefix(deleted) { fate[offset] = 1 }
    for offset in touched.dropFirst(deleted) { fate[offset] = 2 }

    var staying: [Element] = []
    staying.reserveCapacity(old.count)
    var placed: [Element] = []
    placed.reserveCapacity(moved + inserted.count)
    for (offset, element) in old.enumerated() {
      switch fate[offset] {
      case 0: staying.append(element)
      case 2: placed.append(element)
      default: break
      }
    }
    placed.append(contentsOf: inserted)
    placed.shuffle(using: &generator)
    return interleave(staying, placed, using: &generator)
  }

  /// `base` in its order with each element of `extras` at a random position.
  public static func interleave<Element>(
    _ base: [Element], _ extras: [Element], using generator: inout SplitMix64
  ) -> [Element] {
    let total = base.count + extras.count
    var isExtra = [Bool](repeating: false, count: total)
    for slot in generator.distinctOffsets(extras.count, in: total) { isExtra[slot] = true }
    var result: [Element] = []
    result.reserveCapacity(total)
    var nextBase = base.makeIterator()
    var nextExtra = extras.makeIterator()
    for slot in 0..<total {
      guard let element = isExtra[slot] ? nextExtra.next() : nextBase.next() else { break }
      result.append(element)
    }
    return result
  }
}
