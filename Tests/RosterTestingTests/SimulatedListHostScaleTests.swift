import Foundation
import RosterTesting
import Testing

/// The test host scales like the hosts it stands for: linear in the items, bounded logs, and
/// a rejected batch is reported, never a trap. Its content comparisons are counted in the
/// models' `identical(to:)`, through which every one goes, while it applies a batch
/// (``ComparisonCountingHost``): the controller's own, its diff, are not counted.
@MainActor
@Suite
struct SimulatedListHostScaleTests {
  @Test func itemsSharingOneIdentifierAreVersionedInLinearTime() {
    let counting = ComparisonCountingHost()
    let host = counting.simulated
    let controller = ListController(host: counting, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 20_000
    let same = (0..<count).map { _ in
      NoteModel(identifier: "same", text: "x", comparisons: counting.comparisons)
    }
    controller.update(with: [Section(cellModels: same, identifier: "s")], animated: false)
    var changed = same
    changed[count / 2].text = "y"
    controller.update(with: [Section(cellModels: changed, identifier: "s")], animated: false)
    #expect(host.errors.isEmpty)
    // One comparison per unchanged item and update; the changed one is compared with every
    // occurrence once (quadratic before: every item built and scanned the list of all).
    #expect(counting.comparisons.count <= 4 * count)
  }

  @Test func itemsSharingOneIdentifierWhoseContentsAllChangeAreVersionedInLinearTime() {
    let counting = ComparisonCountingHost()
    let host = counting.simulated
    let controller = ListController(host: counting, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 5_000
    func rows(_ version: Int, count: Int) -> [Section] {
      let models = (0..<count).map {
        HashableNoteModel(
          identifier: "same", text: "\($0) v\(version)", comparisons: counting.comparisons)
      }
      return [Section(cellModels: models, identifier: "s")]
    }
    controller.update(with: rows(0, count: count), animated: false)
    let before = counting.comparisons.count
    // Every content new, and one more row: no occurrence keeps its content or its place. The
    // model is `Hashable`, so only values of its hash are compared.
    controller.update(with: rows(1, count: count + 1), animated: false)
    #expect(host.errors.isEmpty)
    // Quadratic before: each new content was compared with every earlier occurrence, in the
    // previous rendering and in this one (25 million comparisons here).
    #expect(counting.comparisons.count - before <= 4 * count)
  }

  @Test func itemsSharingOneIdentifierShiftedByAnInsertionKeepTheirVersions() {
    let counting = ComparisonCountingHost()
    let host = counting.simulated
    let controller = ListController(host: counting, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 5_000
    let models = (0..<count).map {
      NoteModel(identifier: "same", text: "\($0)", comparisons: counting.comparisons)
    }
    controller.update(with: [Section(cellModels: models, identifier: "s")], animated: false)
    let before = counting.comparisons.count
    let shifted =
      [NoteModel(identifier: "same", text: "new", comparisons: counting.comparisons)] + models
    controller.update(with: [Section(cellModels: shifted, identifier: "s")], animated: false)
    #expect(host.errors.isEmpty)
    #expect(counting.comparisons.count - before <= 4 * count)
    // The shifted rows show their content without a reload: the same versions as before.
    #expect(host.view.sections[0].items.count == count + 1)
  }

  @Test func anUpdateOfOneSectionVersionsThatSectionOnly() {
    let counting = ComparisonCountingHost()
    let host = counting.simulated
    let controller = ListController(host: counting, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    func models(_ section: Int, _ text: String) -> [any CellModel] {
      (0..<5).map {
        NoteModel(
          identifier: "\(section)-\($0)", text: text, comparisons: counting.comparisons)
      }
    }
    var sections = (0..<1_000).map { Section(cellModels: models($0, "a"), identifier: "s\($0)") }
    controller.update(with: sections, animated: false)
    let before = counting.comparisons.count
    sections[500].cellModels = models(500, "b")
    controller.update(with: sections, animated: false)
    #expect(host.errors.isEmpty)
    #expect(host.rebinds.count == 5)
    // Its five items (a section without a header or footer is compared without asking a
    // model); every model of the list was versioned again before (5,000 comparisons and more
    // here), the others' arrays being the very same.
    #expect(counting.comparisons.count - before <= 5)
  }

  @Test func logsKeepTheNewestEntriesUpToTwiceTheLimit() {
    let host = SimulatedListHost()
    host.logLimit = 10
    let controller = ListController(host: host)
    for step in 0..<100 {
      controller.update(
        with: [Section(cellModels: [NoteModel(identifier: "n", text: "\(step)")], identifier: "s")],
        animated: false)
    }
    #expect(host.batchCount == 100)
    #expect((10...20).contains(host.batches.count))
    #expect((10...20).contains(host.rebinds.count))
    #expect(host.rebinds.last?.identifier == "n")
  }

  @Test func aBatchRebindingOutsideTheDataIsRejectedNotATrap() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.update(
      with: [Section(cellModels: [NoteModel(identifier: "n", text: "")], identifier: "s")],
      animated: false)
    var completed = false
    host.errorHandler = { _ in }
    host.performBatch(
      BatchUpdate(itemRebinds: [IndexPath(item: 7, section: 3)]), animated: false,
      updateData: {}, completion: { _ in completed = true })
    #expect(completed)
    #expect(host.errors.count == 1)
    #expect(host.rebinds.isEmpty)
  }
}

/// Two notes are identical when their texts are; each comparison is counted.
private struct NoteModel: TypedCellModel {
  typealias CellType = NoteCell
  var identifier: String
  var text: String
  var comparisons = ComparisonCounter()

  func identical(to model: any CellModel) -> Bool {
    comparisons.record()
    return (model as? Self)?.text == text
  }
}

private final class NoteCell: TypedListCell {
  func bind(model: NoteModel, sizing: Bool) {}
}

/// A `Hashable` note, counted alike.
private struct HashableNoteModel: TypedCellModel, Hashable {
  typealias CellType = HashableNoteCell
  var identifier: String
  var text: String
  var comparisons = ComparisonCounter()

  func identical(to model: any CellModel) -> Bool {
    comparisons.record()
    return (model as? Self)?.text == text
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.text == rhs.text
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(text)
  }
}

private final class HashableNoteCell: TypedListCell {
  func bind(model: HashableNoteModel, sizing: Bool) {}
}

/// How many content comparisons the models were asked for while counting was on.
private final class ComparisonCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counted = 0
  private var isCounting = false

  var count: Int { lock.withLock { counted } }

  func record() {
    lock.withLock { if isCounting { counted += 1 } }
  }

  /// Runs `body` with counting turned `on` or off, and restores it afterwards.
  func counting<T>(_ on: Bool, _ body: () -> T) -> T {
    let was = lock.withLock { () -> Bool in
      defer { isCounting = on }
      return isCounting
    }
    defer { lock.withLock { isCounting = was } }
    return body()
  }
}

/// `simulated`, counting the comparisons the models are asked for while it applies a batch or
/// reloads: its own, not the controller's (the diff before the batch, the data swap within
/// it, and what a completion starts).
@MainActor
private final class ComparisonCountingHost: ListHost {
  let simulated = SimulatedListHost()
  let comparisons = ComparisonCounter()

  var dataSource: (any ListDataSource)? {
    get { simulated.dataSource }
    set { simulated.dataSource = newValue }
  }
  var isOnScreen: Bool { simulated.isOnScreen }
  var containerSize: CGSize { simulated.containerSize }
  var indexPathsForVisibleItems: [IndexPath] { simulated.indexPathsForVisibleItems }
  var cellRegistry: CellRegistry { simulated.cellRegistry }

  func register(cellType: any ListCell.Type) { simulated.register(cellType: cellType) }

  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    let comparisons = comparisons
    comparisons.counting(true) {
      simulated.performBatch(
        batch, animated: animated, updateData: { comparisons.counting(false, updateData) },
        completion: { finished in comparisons.counting(false) { completion(finished) } })
    }
  }

  func reloadData(updateData: () -> Void) {
    comparisons.counting(true) {
      simulated.reloadData { comparisons.counting(false, updateData) }
    }
  }

  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize {
    simulated.measure(model, constrainedTo: size)
  }

  func scroll(to indexPath: IndexPath, animated: Bool) {
    simulated.scroll(to: indexPath, animated: animated)
  }

  func finishAnimationsIfUndriven() { simulated.finishAnimationsIfUndriven() }
}
