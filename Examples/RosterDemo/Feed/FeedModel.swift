/// The stress feed's truth: its items, in pages, changed by seeded random edits.
///
/// The items are kept in pages of up to ``pageSize`` (one section each on screen), so that an
/// update touches a few sections and the list lays out only those again, instead of all
/// 100,000 rows. Pages are never split or merged: their sizes drift as items come and go,
/// and a move between pages is a move between sections. Offsets in edits are global, in
/// display order.
///
/// The model keeps the cell models of its items beside them, edited in the same steps: the
/// screen is then an O(pages) function of the model (``FeedScreen``), where building 100,000
/// boxed cell models for every update would cost more than diffing them.
///
/// The items are numbered by age, as a feed's posts are: the newest at the top has the highest
/// number, the numbers count down the feed, newer items (``insertNewer(_:)``) count up from
/// the newest and older ones loaded at the end (``appendOlder(_:)``) count down from the
/// oldest, until the feed's history (``history``) is used up and the feed has reached its
/// beginning.
///
/// - Complexity: each edit is O(pages) to find its page plus O(``pageSize``) to insert or
///   remove within it; ``items`` and ``cellModels`` are O(n).
package struct FeedModel: Sendable {
  /// How many items a page starts with.
  package static let pageSize = 1_000

  /// The items of each page, in display order; identities are unique across pages.
  package private(set) var pageItems: [[FeedItem]]
  /// The cell models of each page, in the same order.
  package private(set) var pageModels: [[any CellModel]]
  /// How many items there are.
  package private(set) var count: Int
  /// How many updates have been applied.
  package private(set) var updateCount = 0
  /// The number of the newest item yet to come.
  private var nextID: Int
  /// The number the next older item loaded at the end gets; below 0, there is none.
  private var nextOlderID: Int
  private var random: SeededGenerator
  /// Where the rows load their details from, if anywhere.
  private let loader: FeedDetailLoader?

  /// How many older items the feed can load at its end, by default: its history before the
  /// items it starts with.
  package static let history = 1_000

  /// Creates a feed of `count` items (negative counts as zero), the newest first, with
  /// `history` older items to load at its end (negative counts as zero) and choices drawn from
  /// `seed`, whose rows load their details with `loader`.
  package init(
    count: Int, history: Int = FeedModel.history, seed: UInt64, loader: FeedDetailLoader? = nil
  ) {
    let count = max(count, 0)
    let history = max(history, 0)
    let items = (0..<count).map { position in
      let id = history + count - 1 - position
      return FeedItem(id: id, text: Self.text(for: id, revision: 0))
    }
    pageItems = stride(from: 0, to: max(count, 1), by: Self.pageSize).map {
      Array(items[min($0, count)..<min($0 + Self.pageSize, count)])
    }
    pageModels = pageItems.map { $0.map { FeedItemCellModel(item: $0, loader: loader) } }
    self.loader = loader
    self.count = count
    nextID = history + count
    nextOlderID = history - 1
    random = SeededGenerator(seed: seed, stream: 0xF00D)
  }

  /// Every item, in display order.
  package var items: [FeedItem] { pageItems.flatMap { $0 } }

  /// Every cell model, in display order.
  package var cellModels: [any CellModel] { pageModels.flatMap { $0 } }

  /// Makes `edits` random edits (inserts, deletes, moves and text edits, equally likely; on
  /// an empty feed, an insert) and returns them in the order they were made.
  @discardableResult
  package mutating func applyRandomUpdate(edits: Int) -> [FeedEdit] {
    var applied: [FeedEdit] = []
    for _ in 0..<max(edits, 0) {
      let edit = randomEdit()
      apply(edit)
      applied.append(edit)
    }
    updateCount += 1
    return applied
  }

  /// Inserts `count` newer items at the top, newest first, as a feed that loads newer posts
  /// does; returns the edits.
  @discardableResult
  package mutating func insertNewer(_ count: Int) -> [FeedEdit] {
    var applied: [FeedEdit] = []
    for _ in 0..<max(count, 0) {
      let edit = FeedEdit.insert(
        FeedItem(id: nextID, text: Self.text(for: nextID, revision: 0)), at: 0)
      nextID += 1
      apply(edit)
      applied.append(edit)
    }
    return applied
  }

  /// Whether older items are left to load at the end: the feed has not reached its beginning.
  package var hasOlderItems: Bool { nextOlderID >= 0 }

  /// Appends up to `count` older items at the bottom, each numbered one below the one before,
  /// as a feed that loads its next page when the reader nears the end does; fewer, or none,
  /// when the feed's history runs out. Returns the edits.
  @discardableResult
  package mutating func appendOlder(_ count: Int) -> [FeedEdit] {
    var applied: [FeedEdit] = []
    for _ in 0..<min(max(count, 0), nextOlderID + 1) {
      let edit = FeedEdit.insert(
        FeedItem(id: nextOlderID, text: Self.text(for: nextOlderID, revision: 0)), at: self.count)
      nextOlderID -= 1
      apply(edit)
      applied.append(edit)
    }
    return applied
  }

  /// Applies one edit; an edit whose offsets are out of range is ignored.
  package mutating func apply(_ edit: FeedEdit) {
    switch edit {
    case .insert(let item, let offset) where (0...count).contains(offset):
      insert(item, at: offset)
      nextID = max(nextID, item.id + 1)
    case .delete(let offset) where (0..<count).contains(offset):
      _ = remove(at: offset)
    case .move(let from, let to) where (0..<count).contains(from) && (0..<count).contains(to):
      insert(remove(at: from), at: to)
    case .edit(let offset) where (0..<count).contains(offset):
      let (page, index) = position(of: offset)
      var item = pageItems[page][index]
      item.revision += 1
      item.text = Self.text(for: item.id, revision: item.revision)
      pageItems[page][index] = item
      pageModels[page][index] = FeedItemCellModel(item: item, loader: loader)
    default:
      break
    }
  }

  /// Gives the items in `details` their details; returns how many it found (the others were
  /// deleted meanwhile).
  ///
  /// - Complexity: O(n), once for all of them.
  @discardableResult
  package mutating func setDetails(_ details: [Int: String]) -> Int {
    guard !details.isEmpty else { return 0 }
    var found = 0
    for page in pageItems.indices {
      for index in pageItems[page].indices {
        guard let text = details[pageItems[page][index].id] else { continue }
        pageItems[page][index].details = text
        pageModels[page][index] = FeedItemCellModel(item: pageItems[page][index], loader: loader)
        found += 1
      }
    }
    return found
  }

  /// The page and the index in it of the item at a global offset (0..<count), or of the
  /// slot for an insertion at `count`, which is the end of the last page.
  /// Removes the items whose row identifiers (``FeedItemCellModel/identifier``) are in
  /// `identifiers`; returns how many it removed.
  ///
  /// - Complexity: O(*n*) in the items.
  @discardableResult
  package mutating func removeItems(identifiedBy identifiers: Set<String>) -> Int {
    guard !identifiers.isEmpty else { return 0 }
    var removed = 0
    for page in pageModels.indices.reversed() {
      for index in pageModels[page].indices.reversed()
      where identifiers.contains(pageModels[page][index].identifier) {
        pageModels[page].remove(at: index)
        pageItems[page].remove(at: index)
        removed += 1
      }
    }
    count -= removed
    return removed
  }

  private func position(of offset: Int) -> (page: Int, index: Int) {
    var remaining = offset
    for (page, items) in pageItems.enumerated() {
      if remaining < items.count || page == pageItems.count - 1 { return (page, remaining) }
      remaining -= items.count
    }
    return (0, 0)
  }

  private mutating func insert(_ item: FeedItem, at offset: Int) {
    let (page, index) = position(of: offset)
    pageItems[page].insert(item, at: index)
    pageModels[page].insert(FeedItemCellModel(item: item, loader: loader), at: index)
    count += 1
  }

  private mutating func remove(at offset: Int) -> FeedItem {
    let (page, index) = position(of: offset)
    pageModels[page].remove(at: index)
    count -= 1
    return pageItems[page].remove(at: index)
  }

  private mutating func randomEdit() -> FeedEdit {
    guard count > 0 else {
      defer { nextID += 1 }
      return .insert(FeedItem(id: nextID, text: Self.text(for: nextID, revision: 0)), at: 0)
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      defer { nextID += 1 }
      return .insert(
        FeedItem(id: nextID, text: Self.text(for: nextID, revision: 0)),
        at: Int.random(in: 0...count, using: &random))
    case 1: return .delete(at: Int.random(in: 0..<count, using: &random))
    case 2:
      return .move(
        from: Int.random(in: 0..<count, using: &random),
        to: Int.random(in: 0..<count, using: &random))
    default: return .edit(at: Int.random(in: 0..<count, using: &random))
    }
  }

  private static func text(for id: Int, revision: Int) -> String {
    revision == 0 ? "Item \(id)" : "Item \(id) · edit \(revision)"
  }
}
