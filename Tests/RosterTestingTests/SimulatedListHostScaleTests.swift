import Testing

@testable import RosterTesting

/// The test host scales like the hosts it stands for: linear in the items, bounded logs, and
/// a rejected batch is reported, never a trap.
@MainActor
@Suite
struct SimulatedListHostScaleTests {
  @Test func itemsSharingOneIdentifierAreVersionedInLinearTime() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 20_000
    let same = (0..<count).map { _ in NoteModel(identifier: "same", text: "x") }
    controller.update(with: [Section(cellModels: same, identifier: "s")], animated: false)
    var changed = same
    changed[count / 2].text = "y"
    controller.update(with: [Section(cellModels: changed, identifier: "s")], animated: false)
    #expect(host.errors.isEmpty)
    // One comparison per unchanged item and update; the changed one is compared with every
    // occurrence once (quadratic before: every item built and scanned the list of all).
    #expect(host.versions.comparisons <= 4 * count)
  }

  @Test func itemsSharingOneIdentifierWhoseContentsAllChangeAreVersionedInLinearTime() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 5_000
    func rows(_ version: Int, count: Int) -> [Section] {
      let models = (0..<count).map {
        HashableNoteModel(identifier: "same", text: "\($0) v\(version)")
      }
      return [Section(cellModels: models, identifier: "s")]
    }
    controller.update(with: rows(0, count: count), animated: false)
    let before = host.versions.comparisons
    // Every content new, and one more row: no occurrence keeps its content or its place. The
    // model is `Hashable`, so only values of its hash are compared.
    controller.update(with: rows(1, count: count + 1), animated: false)
    #expect(host.errors.isEmpty)
    // Quadratic before: each new content was compared with every earlier occurrence, in the
    // previous rendering and in this one (25 million comparisons here).
    #expect(host.versions.comparisons - before <= 4 * count)
  }

  @Test func itemsSharingOneIdentifierShiftedByAnInsertionKeepTheirVersions() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    let count = 5_000
    let models = (0..<count).map { NoteModel(identifier: "same", text: "\($0)") }
    controller.update(with: [Section(cellModels: models, identifier: "s")], animated: false)
    let before = host.versions.comparisons
    let shifted = [NoteModel(identifier: "same", text: "new")] + models
    controller.update(with: [Section(cellModels: shifted, identifier: "s")], animated: false)
    #expect(host.errors.isEmpty)
    #expect(host.versions.comparisons - before <= 4 * count)
    // The shifted rows show their content without a reload: the same versions as before.
    #expect(host.view.sections[0].items.count == count + 1)
  }

  @Test func anUpdateOfOneSectionVersionsThatSectionOnly() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.diagnosticHandler = { _ in }
    func models(_ section: Int, _ text: String) -> [any CellModel] {
      (0..<5).map { NoteModel(identifier: "\(section)-\($0)", text: text) }
    }
    var sections = (0..<1_000).map { Section(cellModels: models($0, "a"), identifier: "s\($0)") }
    controller.update(with: sections, animated: false)
    let before = host.versions.comparisons
    sections[500].cellModels = models(500, "b")
    controller.update(with: sections, animated: false)
    #expect(host.errors.isEmpty)
    #expect(host.rebinds.count == 5)
    // The section and its five items; every model of the list was versioned again before
    // (5,000 comparisons and more here), the others' arrays being the very same.
    #expect(host.versions.comparisons - before <= 6)
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

private struct NoteModel: TypedCellModel, Equatable {
  typealias CellType = NoteCell
  var identifier: String
  var text: String
}

private final class NoteCell: TypedListCell {
  func bind(model: NoteModel, sizing: Bool) {}
}

private struct HashableNoteModel: TypedCellModel, Hashable {
  typealias CellType = HashableNoteCell
  var identifier: String
  var text: String
}

private final class HashableNoteCell: TypedListCell {
  func bind(model: HashableNoteModel, sizing: Bool) {}
}
