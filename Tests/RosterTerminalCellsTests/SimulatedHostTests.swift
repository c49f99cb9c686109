import Foundation
import RosterTerminalCells
import RosterTesting
import Testing

/// The catalogue's models on a host where a tap selects (the simulated host, as UIKit): the
/// switch, the button, the empty state's action and the error's retry run through selection;
/// disabled controls cannot be selected.
@Suite("Catalogue models: controls through the simulated host's events")
@MainActor
struct SimulatedHostTests {
  /// Shows `models` on a simulated host and returns it with its controller.
  func show(
    _ models: [any CellModel]
  ) -> (SimulatedListHost, ListController<SimulatedListHost>) {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    // The simulated host shows models without cells of its own; that it has none for the
    // catalogue's models is expected here, not printed.
    controller.diagnosticHandler = { diagnostic in
      guard case .noCellForModel = diagnostic else {
        Issue.record("unexpected diagnostic: \(diagnostic)")
        return
      }
    }
    controller.update(
      with: [Section(cellModels: models, identifier: "s")], animated: false, completion: nil)
    _ = host.settle()
    return (host, controller)
  }

  @Test("taps while the update of the last one waits: each flips the value asked for last")
  func tapsDuringAnimation() {
    final class App {
      var isOn = false
      var requests: [Bool] = []
    }
    let app = App()
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    controller.diagnosticHandler = { _ in }
    @MainActor func screen() -> [Section] {
      [
        Section(
          cellModels: [
            ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: app.isOn) { _, isOn in
              // Store, then update: animated, so it waits behind the batch in flight.
              app.requests.append(isOn)
              app.isOn = isOn
              controller.update(with: screen())
            }
          ], identifier: "s")
      ]
    }
    controller.update(with: screen(), animated: false)
    host.settle()
    for _ in 0..<3 { host.selectItem(withIdentifier: "wifi") }
    #expect(app.requests == [true, false, true])
    host.settle()
    #expect(app.isOn)
    #expect((host.boundModel(at: IndexPath(item: 0, section: 0)) as? ToggleCellModel)?.isOn == true)
  }

  @Test("a tap flips a switch through its closure; the app's update shows the new value")
  func toggle() {
    var isOn = false
    var requests: [Bool] = []
    func model() -> ToggleCellModel {
      ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: isOn) { _, value in
        requests.append(value)
      }
    }
    let (host, controller) = show([model()])
    #expect(host.selectItem(withIdentifier: "wifi"))
    #expect(requests == [true])
    #expect(
      (host.boundModel(at: IndexPath(item: 0, section: 0)) as? ToggleCellModel)?.isOn == false)
    isOn = requests.last ?? isOn
    controller.update(
      with: [Section(cellModels: [model()], identifier: "s")], animated: false, completion: nil)
    _ = host.settle()
    #expect((host.boundModel(at: IndexPath(item: 0, section: 0)) as? ToggleCellModel)?.isOn == true)
  }

  @Test("a tap presses a button, runs an empty state's action and retries an error")
  func actions() {
    let log = RequestLog()
    let (host, controller) = show([
      ButtonCellModel(identifier: "b", title: "Save") { log.requests.append($0.identifier) },
      EmptyStateCellModel(identifier: "e", title: "Nothing", actionTitle: "Add") {
        log.requests.append($0.identifier)
      },
      ErrorCellModel(identifier: "x", message: "Failed") { log.requests.append($0.identifier) },
      ErrorCellModel(identifier: "y", message: "Failed for good"),
    ])
    let handled = ["b", "e", "x", "y"].map { host.selectItem(withIdentifier: $0) }
    #expect(handled == [true, true, true, false])
    #expect(log.requests == ["b", "e", "x"])
    withExtendedLifetime(controller) {}
  }

  @Test("disabled controls and rows without an action cannot be selected")
  func disabled() {
    let log = RequestLog()
    let (host, controller) = show([
      ToggleCellModel(identifier: "t", title: "T", isOn: false, isEnabled: false) { _, _ in
        log.requests.append("t")
      },
      ButtonCellModel(identifier: "b", title: "B", isEnabled: false) { _ in
        log.requests.append("b")
      },
      LabelCellModel(identifier: "l", text: "L", isEnabled: false) { _, _ in
        log.requests.append("l")
      },
      LabelCellModel(identifier: "m", text: "M"),
    ])
    #expect(host.displayedIdentifiers == [["t", "b", "l", "m"]])
    for identifier in ["t", "b", "l", "m"] { #expect(!host.selectItem(withIdentifier: identifier)) }
    #expect(log.requests.isEmpty)
    withExtendedLifetime(controller) {}
  }

  @Test("without the terminal cells registered, a catalogue model is a diagnostic, not a crash")
  func noCell() async {
    let listView = TerminalListView(size: CGSize(width: 20, height: 4))
    let controller = ListController(host: listView)
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    controller.update(
      with: [Section(cellModels: [LabelCellModel(identifier: "a", text: "A")], identifier: "s")],
      animated: false, completion: nil)
    while controller.isUpdating { await Task.yield() }
    _ = listView.renderedScreen()
    #expect(diagnostics == [.noCellForModel(modelType: "LabelCellModel", itemIdentifier: "a")])
  }
}

/// The testing docs' one-line fix (*Screens built from the catalogue*): with the terminal's
/// cells registered, every catalogue model resolves to its cell on the simulated host, and no
/// "no cell for model" diagnostic is reported.
@Suite("Catalogue models: the simulated host with the terminal's cells registered")
@MainActor
struct SimulatedHostRegisteredCellsTests {
  @Test func everyCatalogueModelResolvesToACell() {
    let host = SimulatedListHost()
    host.cellRegistry.registerTerminalCells()
    let controller = ListController(host: host)
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let models = CatalogueSamples.models("x")
    controller.update(with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(diagnostics.isEmpty)
    #expect(host.errors.isEmpty)
    #expect(host.displayedIdentifiers == [models.map(\.identifier)])
  }

  @Test func withoutTheLineEachModelTypeIsReportedOnce() {
    let host = SimulatedListHost()
    let controller = ListController(host: host)
    var missing = 0
    controller.diagnosticHandler = { if case .noCellForModel = $0 { missing += 1 } }
    let models = CatalogueSamples.models("x")
    controller.update(with: [Section(cellModels: models, identifier: "s")], animated: false)
    #expect(missing == Set(models.map { "\(type(of: $0))" }).count)
  }
}
