import Foundation
import RosterTerminalCells

/// What the app's closures asked for, in order: the tests' stand-in for an app's state.
@MainActor
final class RequestLog {
  var requests: [String] = []
}

/// A terminal list showing catalogue models, driven by a controller, at a fixed size, with the
/// catalogue's cells registered.
@MainActor
struct CatalogueFixture {
  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  let diagnosticLog = RequestLog()

  init(width: Int = 32, height: Int = 12) {
    listView = TerminalListView(size: CGSize(width: width, height: height))
    listView.cellRegistry.registerTerminalCells()
    controller = ListController(host: listView)
    let log = diagnosticLog
    controller.diagnosticHandler = { log.requests.append("\($0)") }
  }

  /// Shows `models` in one section, at once.
  func show(_ models: [any CellModel]) async {
    controller.update(
      with: [Section(cellModels: models, identifier: "catalogue")], animated: false,
      completion: nil)
    while controller.isUpdating { await Task.yield() }
  }

  /// The screen's rows `rows` (all but the trailing empty ones by default) as text, then as
  /// its style mask (see `ScreenBuffer.styleMask`).
  func screen(rows: Range<Int>? = nil) -> String {
    let buffer = listView.renderedScreen()
    var text = buffer.plainRows
    var mask = buffer.styleMask
    while text.last == "" && mask.last == "" {
      text.removeLast()
      mask.removeLast()
    }
    let range = rows ?? text.indices
    return (text[range] + ["--"] + mask[range]).joined(separator: "\n")
  }

  /// Selects the item at `item` (in the one section) and draws a frame, so that its cell
  /// knows it is selected.
  func select(_ item: Int) {
    listView.select(IndexPath(item: item, section: 0))
    _ = listView.renderedScreen()
  }
}
