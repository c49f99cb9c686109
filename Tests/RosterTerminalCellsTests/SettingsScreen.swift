import Foundation
import RosterTerminalCells

/// A small app for the behaviour tests: its state is the one source of truth; every control's
/// closure changes the state and updates the list, as an app would.
@MainActor
final class SettingsScreen {
  var isOn = false
  var segment = 0
  var name = "Ada"
  var notes = "one"
  var presses = 0
  var isEnabled = true
  /// Whether closures write the state back; `false` models an app that refuses the request: it
  /// updates with its state unchanged, which is what a control shows then.
  var acceptsChanges = true
  /// Every request, in order.
  var requests: [String] = []
  let fixture: CatalogueFixture

  init(width: Int = 30, height: Int = 10) {
    fixture = CatalogueFixture(width: width, height: height)
  }

  /// The item index of each control.
  enum Item: Int {
    case toggle, segments, field, view, button
  }

  func models() -> [any CellModel] {
    [
      ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: isOn, isEnabled: isEnabled) {
        [weak self] _, isOn in self?.request("toggle \(isOn)") { $0.isOn = isOn }
      },
      SegmentedControlCellModel(
        identifier: "period", segments: ["Day", "Week", "Month"], selectedIndex: segment,
        isEnabled: isEnabled
      ) { [weak self] _, index in self?.request("segment \(index)") { $0.segment = index } },
      TextFieldCellModel(identifier: "name", title: "Name", text: name, isEnabled: isEnabled) {
        [weak self] _, text in self?.request("name \(text.debugDescription)") { $0.name = text }
      },
      TextViewCellModel(identifier: "notes", text: notes, isEnabled: isEnabled) {
        [weak self] _, text in self?.request("notes \(text.debugDescription)") { $0.notes = text }
      },
      ButtonCellModel(identifier: "save", title: "Save", isEnabled: isEnabled) { [weak self] _ in
        self?.request("press") { $0.presses += 1 }
      },
    ]
  }

  private func request(_ description: String, _ change: (SettingsScreen) -> Void) {
    requests.append(description)
    if acceptsChanges { change(self) }
    pendingUpdate = true
  }

  private var pendingUpdate = false

  /// Shows the current state.
  func show() async {
    pendingUpdate = false
    await fixture.show(models())
  }

  /// Selects `item` and draws a frame.
  func select(_ item: Item) {
    fixture.select(item.rawValue)
  }

  /// Presses `keys` one by one, showing the state after each one that changed it, as an app's
  /// run loop would; returns what `handle` answered for each key.
  @discardableResult
  func press(_ keys: [Key], updating: Bool = true) async -> [Bool] {
    var answers: [Bool] = []
    for key in keys {
      answers.append(fixture.listView.handle(key))
      if updating && pendingUpdate { await show() }
      _ = fixture.listView.renderedScreen()
    }
    return answers
  }

  /// Types `text` as key presses.
  func type(_ text: String) async {
    await press(text.map { Key.character($0) })
  }

  var rows: [String] { fixture.listView.renderedScreen().plainRows }
}
