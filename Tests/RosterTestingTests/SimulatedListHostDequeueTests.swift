import Foundation
import RosterTesting
import Testing

/// The simulated host costs what is on screen, as a collection view does: a load reads the
/// counts, and cells are dequeued — measured, checked against their cell type — only for the
/// items shown, prefetched or displayed. What it checks of a batch is unchanged.
@MainActor
@Suite
struct SimulatedListHostDequeueTests {
  /// 20-point rows in a 320 × 640 container: a screen shows 32 of them.
  static let rowHeight: CGFloat = 20

  static func host() -> SimulatedListHost {
    let host = SimulatedListHost()
    host.measurement = { _, size in CGSize(width: size.width, height: rowHeight) }
    return host
  }

  static func rows(_ count: Int, changedEvery step: Int? = nil) -> [Section] {
    let rows = (0..<count).map { index in
      Row(identifier: "r\(index)", text: step.map { index % $0 == 0 ? "new" : "old" } ?? "old")
    }
    return [Section(cellModels: rows, identifier: "rows")]
  }

  /// The rows a screen and the next one show: what a layout sizes past the viewport.
  static var rowsInTwoScreens: Int { Int(2 * 640 / rowHeight) }

  @Test func aFirstScreenOfSelfSizingRowsMeasuresAScreenAndTheNext() {
    let host = Self.host()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.update(with: Self.rows(100_000), animated: false)
    host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize))
    #expect(host.errors.isEmpty)
    #expect(host.view.numberOfItems(inSection: 0) == 100_000)
    // The visible rows and the working range past them, each once, plus the row the layout
    // sizes first in the section.
    #expect(host.measuredIdentifiers.count <= Self.rowsInTwoScreens + 2)
    #expect(host.measuredIdentifiers.count >= 32)
    // The cells the view made on demand show the data, in order.
    #expect(host.displayedIdentifiers[0].last == "r99999")
    #expect(host.displayedIdentifiers[0][31_416] == "r31416")
  }

  @Test func aScatteredUpdateMeasuresOnlyTheChangedRowsOnScreen() {
    let host = Self.host()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.update(with: Self.rows(100_000), animated: false)
    host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize))
    let before = host.measuredIdentifiers.count
    // 1% of the rows, every hundredth, get new content.
    controller.update(with: Self.rows(100_000, changedEvery: 100), animated: false)
    host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize))
    #expect(host.errors.isEmpty)
    let changedOnScreen = Self.rowsInTwoScreens / 100 + 1
    // The rows on screen and in the working range again at most (a reload forgets the sizes),
    // and the changed ones among them: not the 1,000 changed rows.
    #expect(host.measuredIdentifiers.count - before <= Self.rowsInTwoScreens + 2 + changedOnScreen)
  }

  @Test func aCellTypeThatCannotShowItsModelIsReportedWhenItsCellIsDequeued() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    var reported: [ListDiagnostic] = []
    controller.diagnosticHandler = { reported.append($0) }
    var models: [any CellModel] = (0..<10_000).map { Row(identifier: "r\($0)", text: "") }
    models[5_000] = Misfit(identifier: "far")
    controller.update(with: [Section(cellModels: models, identifier: "rows")], animated: false)
    // Far below the screen: no cell dequeued for it yet.
    #expect(host.cellTypeFailures.isEmpty)
    host.displayItems(at: [IndexPath(item: 5_000, section: 0)])
    let far = ListDiagnostic.cellTypeCannotShowModel(
      cellType: "RowCell", modelType: "Misfit", itemIdentifier: "far")
    #expect(host.cellTypeFailures == [far])
    #expect(reported.contains(far))

    // One a batch brings on screen is reported by the batch, once per pair of types.
    let other = SimulatedListHost()
    let otherController = ListController(host: other, offMainDiffingThreshold: .max)
    otherController.diagnosticHandler = { reported.append($0) }
    otherController.update(with: Self.rows(10_000), animated: false)
    models = (0..<10_000).map { Row(identifier: "r\($0)", text: "old") }
    models.insert(Misfit(identifier: "near"), at: 3)
    otherController.update(with: [Section(cellModels: models, identifier: "rows")], animated: false)
    #expect(other.errors.isEmpty)
    #expect(
      other.cellTypeFailures == [
        .cellTypeCannotShowModel(cellType: "RowCell", modelType: "Misfit", itemIdentifier: "near")
      ])

    // A prefetched one is dequeued too.
    let prefetching = SimulatedListHost()
    let prefetchingController = ListController(host: prefetching, offMainDiffingThreshold: .max)
    prefetchingController.diagnosticHandler = { reported.append($0) }
    models = (0..<10_000).map { Row(identifier: "r\($0)", text: "") }
    models[9_000] = Misfit(identifier: "prefetched")
    prefetchingController.update(
      with: [Section(cellModels: models, identifier: "rows")], animated: false)
    #expect(prefetching.cellTypeFailures.isEmpty)
    prefetching.prefetchItems(at: [IndexPath(item: 9_000, section: 0)])
    #expect(prefetching.cellTypeFailures.count == 1)
  }

  @Test func badBatchesAfterALargeFirstLoadAreStillRejected() {
    let host = SimulatedListHost()
    let controller = ListController(host: host, offMainDiffingThreshold: .max)
    controller.update(with: Self.rows(100_000), animated: false)
    host.errorHandler = { _ in }
    // The data did not change: one deletion leaves a count that does not add up.
    host.performBatch(
      BatchUpdate(itemDeletions: [IndexPath(item: 5, section: 0)]), animated: false,
      updateData: {}, completion: { _ in })
    #expect(host.errors.map(\.rule) == [.countMismatch])
    // A move the data does not make shows a row where another belongs, deep in a section
    // whose cells were never read.
    host.performBatch(
      BatchUpdate(
        itemMoves: [.init(from: IndexPath(item: 70_000, section: 0), to: [0, 70_001])]),
      animated: false, updateData: {}, completion: { _ in })
    #expect(host.errors.map(\.rule) == [.countMismatch, .misplacedItem])
    // The view was reset to the data each time: the controller's next update is accepted.
    controller.update(with: Self.rows(100_000, changedEvery: 1_000), animated: false)
    #expect(host.errors.count == 2)
    #expect(host.view.numberOfItems(inSection: 0) == 100_000)
  }
}

private struct Row: TypedCellModel, Equatable {
  typealias CellType = RowCell
  var identifier: String
  var text: String
}

private final class RowCell: TypedListCell {
  func bind(model: Row, sizing: Bool) {}
}

/// A model that names a cell type that cannot show it.
private struct Misfit: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { RowCell.self }
}
