import Synchronization

/// Items made by index the first time they are read, then kept: a section a batch inserts
/// costs nothing per item until a test, a later batch or a layout reads them.
///
/// Shared by the copies of a section (the view's, a placement's); a copy that is changed takes
/// the items out first, so each copy keeps value semantics.
final class PendingItems<Item>: Sendable {
  /// How many items there are.
  let count: Int
  private let make: @Sendable (Int) -> Item
  /// The items once made. The lock only guards making them: copies of a view may be read on
  /// several threads.
  private let made = Mutex<[Item]?>(nil)

  init(count: Int, make: @escaping @Sendable (Int) -> Item) {
    self.count = count
    self.make = make
  }

  /// Every item, made on the first read.
  ///
  /// - Complexity: O(*n*) the first time, O(1) afterwards.
  var items: [Item] {
    made.withLock { made in
      if let made { return made }
      var items: [Item] = []
      items.reserveCapacity(count)
      for index in 0..<count { items.append(make(index)) }
      made = items
      return items
    }
  }
}
