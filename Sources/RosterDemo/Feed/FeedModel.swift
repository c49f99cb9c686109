/// The stress feed's truth: its items, changed by seeded random edits.
///
/// The model keeps the cell models of its items beside them, edited in the same steps: the
/// screen is then an O(1) function of the model (``FeedScreen``), where building 100,000
/// boxed cell models for every update would cost more than diffing them.
///
/// - Complexity: each edit is O(n) in the worst case (an array insertion or removal) and
///   moves memory only; ``applyRandomUpdate(edits:)`` is O(edits × n).
public struct FeedModel: Sendable {
  /// The items, in display order; identities are unique.
  public private(set) var items: [FeedItem]
  /// The items' cell models, in the same order.
  public private(set) var cellModels: [any CellModel]
  /// How many updates have been applied.
  public private(set) var updateCount = 0
  private var nextID: Int
  private var random: SeededGenerator

  /// Creates a feed of `count` items (negative counts as zero), with choices drawn from `seed`.
  public init(count: Int, seed: UInt64) {
    let items = (0..<max(count, 0)).map { FeedItem(id: $0, text: Self.text(for: $0, revision: 0)) }
    self.items = items
    cellModels = items.map(FeedItemCellModel.init(item:))
    nextID = items.count
    random = SeededGenerator(seed: seed, stream: 0xF00D)
  }

  /// Makes `edits` random edits (inserts, deletes, moves and text edits, equally likely; on
  /// an empty feed, an insert) and returns them in the order they were made.
  @discardableResult
  public mutating func applyRandomUpdate(edits: Int) -> [FeedEdit] {
    var applied: [FeedEdit] = []
    for _ in 0..<max(edits, 0) {
      let edit = randomEdit()
      apply(edit)
      applied.append(edit)
    }
    updateCount += 1
    return applied
  }

  /// Applies one edit; an edit whose offsets are out of range is ignored.
  public mutating func apply(_ edit: FeedEdit) {
    switch edit {
    case .insert(let item, let offset) where (0...items.count).contains(offset):
      items.insert(item, at: offset)
      cellModels.insert(FeedItemCellModel(item: item), at: offset)
      nextID = max(nextID, item.id + 1)
    case .delete(let offset) where items.indices.contains(offset):
      items.remove(at: offset)
      cellModels.remove(at: offset)
    case .move(let from, let to) where items.indices.contains(from) && items.indices.contains(to):
      items.insert(items.remove(at: from), at: to)
      cellModels.insert(cellModels.remove(at: from), at: to)
    case .edit(let offset) where items.indices.contains(offset):
      items[offset].revision += 1
      items[offset].text = Self.text(for: items[offset].id, revision: items[offset].revision)
      cellModels[offset] = FeedItemCellModel(item: items[offset])
    default:
      break
    }
  }

  private mutating func randomEdit() -> FeedEdit {
    guard !items.isEmpty else {
      defer { nextID += 1 }
      return .insert(FeedItem(id: nextID, text: Self.text(for: nextID, revision: 0)), at: 0)
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      defer { nextID += 1 }
      return .insert(
        FeedItem(id: nextID, text: Self.text(for: nextID, revision: 0)),
        at: Int.random(in: 0...items.count, using: &random))
    case 1: return .delete(at: Int.random(in: items.indices, using: &random))
    case 2:
      return .move(
        from: Int.random(in: items.indices, using: &random),
        to: Int.random(in: items.indices, using: &random))
    default: return .edit(at: Int.random(in: items.indices, using: &random))
    }
  }

  private static func text(for id: Int, revision: Int) -> String {
    revision == 0 ? "Item \(id)" : "Item \(id) · edit \(revision)"
  }
}
