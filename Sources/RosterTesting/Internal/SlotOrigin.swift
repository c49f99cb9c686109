/// Where a section (or an item) shown after a batch comes from.
enum SlotOrigin<Position: Hashable>: Hashable {
  /// Inserted by the batch: it shows the new data.
  case inserted
  /// Neither deleted, inserted, moved nor reloaded: it shows what it showed at `Position`.
  case kept(Position)
  /// Moved from `Position`: it shows what it showed there (a move refreshes nothing).
  case moved(Position)
  /// Reloaded at `Position` and kept in place: a new cell that shows the new data.
  case reloaded(Position)

  /// Fills `slotCount` slots the way UIKit does: insertions and move destinations take their
  /// slots, and the positions that stay (`remaining`, in old order) fill the rest in order.
  ///
  /// The counts must already agree (rule R3), so that every free slot finds one position.
  ///
  /// - Complexity: O(`slotCount`).
  static func fill(
    slotCount: Int, insertions: some Sequence<Int>,
    moves: some Sequence<(to: Int, from: Position)>, remaining: [SlotOrigin]
  ) -> [SlotOrigin] {
    var slots = [SlotOrigin?](repeating: nil, count: slotCount)
    for slot in insertions { slots[slot] = .inserted }
    for move in moves { slots[move.to] = .moved(move.from) }
    var next = remaining.makeIterator()
    return slots.map { slot in
      guard let source = slot ?? next.next() else {
        preconditionFailure("counts are checked before slots are filled")
      }
      return source
    }
  }
}
