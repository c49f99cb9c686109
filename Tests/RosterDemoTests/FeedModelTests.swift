import RosterDemo
import RosterTesting
import Testing

@Suite("FeedModel: seeded edits and the screen that shows them")
struct FeedModelTests {
  @Test("500 seeds × 40 updates: identities stay unique and the cell models mirror the items")
  func cellModelsMirrorItems() {
    for seed in 0..<500 {
      var model = FeedModel(count: Int(seed % 17), seed: UInt64(seed))
      for _ in 0..<40 { model.applyRandomUpdate(edits: 3) }
      let ids = model.items.map { "f\($0.id)" }
      #expect(Set(ids).count == ids.count, "seed \(seed)")
      #expect(model.cellModels.map(\.identifier) == ids, "seed \(seed)")
      #expect(
        zip(model.cellModels, model.items).allSatisfy { model, item in
          (model as? FeedItemCellModel) == FeedItemCellModel(item: item)
        }, "seed \(seed)")
    }
  }

  @Test("300 seeds: the paged model equals one flat array given the same edits, across pages")
  func pagesMatchAFlatReference() {
    for seed in 0..<300 {
      var random = SeededGenerator(seed: UInt64(seed), stream: 3)
      var model = FeedModel(count: Int.random(in: 0...3_000, using: &random), seed: UInt64(seed))
      var reference = model.items
      #expect(model.pageItems.allSatisfy { $0.count <= FeedModel.pageSize })
      for _ in 0..<30 {
        for edit in model.applyRandomUpdate(edits: 10) {
          switch edit {
          case .insert(let item, let offset): reference.insert(item, at: offset)
          case .delete(let offset): reference.remove(at: offset)
          case .move(let from, let to): reference.insert(reference.remove(at: from), at: to)
          case .edit(let offset):
            reference[offset].revision += 1
            reference[offset].text =
              "Item \(reference[offset].id) · edit \(reference[offset].revision)"
          }
        }
      }
      #expect(model.items == reference, "seed \(seed)")
      #expect(model.count == reference.count, "seed \(seed)")
    }
  }

  @Test("2,500 items make pages of 1,000, 1,000 and 500, one section each")
  func pages() {
    var model = FeedModel(count: 2_500, seed: 1)
    #expect(model.pageItems.map(\.count) == [1_000, 1_000, 500])
    #expect(FeedScreen.sections(for: model).map(\.identifier) == ["page-0", "page-1", "page-2"])
    model.apply(.insert(FeedItem(id: 9_999, text: "last"), at: 2_500))
    #expect(model.pageItems.map(\.count) == [1_000, 1_000, 501])
    model.apply(.move(from: 0, to: 2_500))
    #expect(model.pageItems.map(\.count) == [999, 1_000, 502])
    #expect(model.items.last?.id == FeedModel.history + 2_499)
    #expect(FeedModel(count: 0, seed: 1).pageItems.count == 1)
  }

  @Test("numbered by age: the newest on top, newer items count up, older ones count down")
  func numberedByAge() {
    var model = FeedModel(count: 5, history: 7, seed: 1)
    #expect(model.items.map(\.id) == [11, 10, 9, 8, 7])
    #expect(model.items.first?.text == "Item 11")
    model.insertNewer(2)
    #expect(model.items.prefix(2).map(\.id) == [13, 12])
    model.appendOlder(5)
    #expect(model.items.suffix(6).map(\.id) == [7, 6, 5, 4, 3, 2])
    #expect(model.hasOlderItems)
    // The history runs out at item 0: the feed has reached its beginning.
    #expect(model.appendOlder(5).count == 2)
    #expect(model.items.suffix(2).map(\.id) == [1, 0])
    #expect(!model.hasOlderItems && model.appendOlder(5).isEmpty)
  }

  @Test("300 seeds: older items below the last one, newer above the first, against a reference")
  func olderBelowNewerAbove() {
    for seed in 0..<300 {
      var random = SeededGenerator(seed: UInt64(seed), stream: 11)
      let history = Int.random(in: 0...200, using: &random)
      var model = FeedModel(
        count: Int.random(in: 0...50, using: &random), history: history, seed: UInt64(seed))
      // The reference: older numbers come from a countdown of their own, below every item the
      // feed started with; newer ones above every number used so far.
      var nextOlder = history - 1
      var highest = model.items.map(\.id).max() ?? history - 1
      for _ in 0..<20 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let count = Int.random(in: 0...30, using: &random)
          let edits = model.appendOlder(count)
          let expected = Array(
            stride(from: nextOlder, to: max(nextOlder - count, -1), by: -1))
          #expect(edits.map(\.insertedID) == expected, "seed \(seed)")
          #expect(model.items.suffix(expected.count).map(\.id) == expected, "seed \(seed)")
          nextOlder -= expected.count
        case 1:
          let edits = model.insertNewer(Int.random(in: 0...5, using: &random))
          #expect(edits.allSatisfy { ($0.insertedID ?? .min) > highest }, "seed \(seed)")
          highest = max(highest, edits.compactMap(\.insertedID).max() ?? highest)
        default:
          let edits = model.applyRandomUpdate(edits: 3)
          highest = max(highest, edits.compactMap(\.insertedID).max() ?? highest)
        }
        #expect(model.hasOlderItems == (nextOlder >= 0), "seed \(seed)")
        let ids = model.items.map(\.id)
        #expect(Set(ids).count == ids.count && ids.allSatisfy { $0 >= 0 }, "seed \(seed)")
      }
    }
  }

  @Test("the same seed makes the same edits; another seed makes others")
  func seededEdits() {
    var first = FeedModel(count: 100, seed: 5)
    var second = FeedModel(count: 100, seed: 5)
    var third = FeedModel(count: 100, seed: 6)
    let edits = first.applyRandomUpdate(edits: 50)
    #expect(second.applyRandomUpdate(edits: 50) == edits)
    #expect(third.applyRandomUpdate(edits: 50) != edits)
    #expect(first.items == second.items)
  }

  @Test("every kind of edit happens, and an empty feed grows")
  func editKinds() {
    var model = FeedModel(count: 0, seed: 1)
    let first = model.applyRandomUpdate(edits: 1)
    #expect(first.count == 1)
    if case .insert = first.first {} else { Issue.record("an empty feed should insert: \(first)") }
    let edits = model.applyRandomUpdate(edits: 400)
    var kinds = Set<String>()
    for edit in edits {
      switch edit {
      case .insert: kinds.insert("insert")
      case .delete: kinds.insert("delete")
      case .move: kinds.insert("move")
      case .edit: kinds.insert("edit")
      }
    }
    #expect(kinds == ["insert", "delete", "move", "edit"])
    #expect(model.updateCount == 2)
  }

  @Test("edits with offsets out of range are ignored")
  func outOfRangeEdits() {
    var model = FeedModel(count: 3, seed: 1)
    let items = model.items
    model.apply(.delete(at: 3))
    model.apply(.move(from: -1, to: 0))
    model.apply(.edit(at: 99))
    model.apply(.insert(FeedItem(id: 50, text: "x"), at: 5))
    #expect(model.items == items)
  }

  @Test("configuration: out-of-range values are described and clamped")
  func configuration() {
    let wild = FeedConfiguration(itemCount: -1, rate: 0, editsPerUpdate: 5_000)
    #expect(wild.problems.count == 3)
    #expect(wild.normalized.problems.isEmpty)
    #expect(FeedConfiguration().interval == .seconds(1) / 30)
  }

  @MainActor
  @Test("driven for 5 virtual seconds at 30 updates per second, the list ends equal to its model")
  func drivenThroughController() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.offMainDiffingThreshold = .max
    let scheduler = VirtualScheduler()
    var model = FeedModel(count: 2_000, seed: 9)
    controller.update(with: FeedScreen.sections(for: model), animated: false)
    func tick() {
      model.applyRandomUpdate(edits: 6)
      controller.update(with: FeedScreen.sections(for: model), animated: true)
      scheduler.schedule(after: .seconds(1) / 30) { tick() }
    }
    scheduler.schedule(after: .zero) { tick() }
    // Animations finish every other tick, so updates also pile up and are coalesced.
    for step in 0..<150 {
      scheduler.advance(by: .seconds(1) / 30)
      if step.isMultiple(of: 2) { host.finishAnimations() }
    }
    host.finishAnimations()
    host.finishAnimations()
    #expect(host.errors.isEmpty)
    #expect(model.updateCount >= 150)
    #expect(
      controller.sections.flatMap(\.cellModels).map(\.identifier)
        == model.items.map { "f\($0.id)" })
    #expect(host.view.sections.flatMap(\.items).map(\.id) == model.items.map { "f\($0.id)" })
    let shown = controller.sections.flatMap(\.cellModels).compactMap { $0 as? FeedItemCellModel }
    #expect(shown == model.items.map(FeedItemCellModel.init(item:)))
  }
}

extension FeedEdit {
  /// The number of the item an insertion adds; `nil` for other edits.
  fileprivate var insertedID: Int? {
    if case .insert(let item, _) = self { item.id } else { nil }
  }
}
