import Foundation
import Roster
import RosterTesting
import Testing

/// A row sized by its cell; `version` changes its content.
private struct MeasuredRow: CellModel, Equatable {
  let identifier: String
  var version = 0
  var cellType: any ListCell.Type { NoCell.self }
}

@MainActor
@Suite("SimulatedListHost: self-sizing rows measured as they come into view")
struct SimulatedEstimatedSizeTests {
  let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 640))
  let controller: ListController<SimulatedListHost>

  init() {
    controller = ListController(host: host)
    controller.diagnosticHandler = { _ in }
    // Rows of 20, 40 and 60 points in turn: no estimate fits them all.
    host.measurement = { model, size in
      let item = Int(model.identifier.dropFirst()) ?? 0
      return CGSize(width: size.width, height: CGFloat(20 + 20 * (item % 3)))
    }
  }

  static func rows(_ count: Int, changedEvery step: Int = 0) -> [Section] {
    let models = (0..<count).map { item in
      MeasuredRow(identifier: "r\(item)", version: step > 0 && item % step == 1 ? 1 : 0)
    }
    return [Section(cellModels: models, identifier: "rows")]
  }

  @Test("a first screen of 10,000 rows measures the rows the visible rect shows")
  func firstScreen() async {
    await controller.updateAndWait(with: Self.rows(10_000))
    let layout = host.showVisibleRect(CGRect(x: 0, y: 0, width: 320, height: 640))
    let visible = layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 640))
    // The visible rows, and the first row, measured to estimate the rest.
    #expect(host.measuredIdentifiers.count <= visible.count + 1)
    #expect(visible.allSatisfy { !layout.isEstimated($0) })
    // Rows of 20, 40, 60, 20 … points, exactly.
    #expect(layout.frame(for: IndexPath(item: 3, section: 0))?.minY == 120)
  }

  @Test("an update of 1% of the rows measures only the changed rows the screen shows")
  func scatteredUpdate() async {
    await controller.updateAndWait(with: Self.rows(10_000))
    host.showVisibleRect(CGRect(x: 0, y: 0, width: 320, height: 640))
    let before = host.measuredIdentifiers.count
    await controller.updateAndWait(with: Self.rows(10_000, changedEvery: 100))
    let layout = host.showVisibleRect(CGRect(x: 0, y: 0, width: 320, height: 640))
    let changedOnScreen = layout.items(in: CGRect(x: 0, y: 0, width: 320, height: 640))
      .filter { $0.item % 100 == 1 }.count
    #expect(changedOnScreen == 1)
    #expect(host.measuredIdentifiers.count - before == changedOnScreen)
  }

  @Test("the end of a list never shown is measured where it shows")
  func end() async {
    await controller.updateAndWait(with: Self.rows(10_000))
    host.scroll(toOffset: .greatestFiniteMagnitude)
    let offset = host.contentOffset ?? 0
    let layout = host.showVisibleRect(CGRect(x: 0, y: offset, width: 320, height: 640))
    let visible = layout.items(in: CGRect(x: 0, y: offset, width: 320, height: 640))
    #expect(visible.contains(IndexPath(item: 9_999, section: 0)))
    #expect(visible.allSatisfy { !layout.isEstimated($0) })
    #expect(host.measuredIdentifiers.count < 100)
  }
}
