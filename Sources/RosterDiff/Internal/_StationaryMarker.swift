/// Finds the largest set of paired items that can stay where they are: a longest strictly
/// increasing subsequence of their new offsets, taken in old order.
///
/// Everything else that is paired must move, so this is what makes the move set minimal.
/// Patience sorting with predecessor links: O(k log k) for k paired items, O(k) when the
/// sequence is already in order (the common case, checked before every binary search).
/// The scratch buffers are allocated once per diff and reused for every group (section).
@usableFromInline
struct _StationaryMarker {
  @usableFromInline let tails: UnsafeMutableBufferPointer<Int32>
  @usableFromInline let predecessors: UnsafeMutableBufferPointer<Int32>

  @inlinable
  init(capacity: Int) {
    tails = .allocate(capacity: Swift.max(capacity, 1))
    predecessors = .allocate(capacity: Swift.max(capacity, 1))
  }

  @inlinable
  func deallocate() {
    tails.deallocate()
    predecessors.deallocate()
  }

  /// Marks `stationary[p] = true` for the positions `p` in `range` that form a longest
  /// increasing subsequence of `values`; negative values are not paired and never marked.
  @inlinable
  func mark(
    values: UnsafeBufferPointer<Int32>, range: Range<Int>,
    stationary: UnsafeMutableBufferPointer<Bool>
  ) {
    var length = 0
    for position in range {
      let value = values[position]
      if value < 0 { continue }
      let slot: Int
      if length == 0 || values[Int(tails[length &- 1])] < value {
        slot = length
      } else {
        var low = 0
        var high = length &- 1
        while low < high {
          let middle = (low &+ high) &>> 1
          if values[Int(tails[middle])] < value { low = middle &+ 1 } else { high = middle }
        }
        slot = low
      }
      predecessors[position - range.lowerBound] = slot > 0 ? tails[slot &- 1] : -1
      tails[slot] = Int32(truncatingIfNeeded: position)
      if slot == length { length &+= 1 }
    }
    guard length > 0 else { return }
    var position = Int(tails[length &- 1])
    while true {
      stationary[position] = true
      let previous = predecessors[position - range.lowerBound]
      if previous < 0 { break }
      position = Int(previous)
    }
  }
}
