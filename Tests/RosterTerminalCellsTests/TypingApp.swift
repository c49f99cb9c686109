import Foundation
import RosterTerminalCells

/// An app as the documentation writes one: each control's closure stores the value, then
/// updates the list with the whole screen ("store, then update"), animated or not; the
/// controls sit in the list itself or in a nested list. A headless `TerminalListView` whose
/// clock the test advances, as a run loop would, drawing a frame after every step.
@MainActor
final class TypingApp {
  var name = "Ada"
  var isOn = false
  /// Changed by the app on its own (a timer, a download), not by the user.
  var ticks = 0
  let animated: Bool
  let nested: Bool
  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  var diagnostics: [String] = []

  /// The items of the screen: in the list, or in its nested list's one section.
  enum Item: Int {
    case field, toggle
  }

  init(animated: Bool = true, nested: Bool = false, highlight: Duration = .milliseconds(500)) {
    self.animated = animated
    self.nested = nested
    listView = TerminalListView(size: CGSize(width: 30, height: 8))
    listView.cellRegistry.registerTerminalCells()
    listView.highlightDuration = highlight
    listView.deletionFadeDuration = highlight / 2
    controller = ListController(host: listView)
    controller.diagnosticHandler = { [weak self] in self?.diagnostics.append("\($0)") }
    controller.update(with: screen(), animated: false)
    _ = listView.renderedScreen()
  }

  /// The whole screen for the state now.
  func screen() -> [Section] {
    let controls: [any CellModel] = [
      TextFieldCellModel(identifier: "name", title: "Name", text: name) { [weak self] _, text in
        guard let self else { return }
        name = text
        controller.update(with: screen(), animated: animated)
      },
      ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: isOn) { [weak self] _, isOn in
        guard let self else { return }
        self.isOn = isOn
        controller.update(with: screen(), animated: animated)
      },
      LabelCellModel(identifier: "ticks", text: "Ticks: \(ticks)"),
    ]
    guard nested else { return [Section(cellModels: controls, identifier: "settings")] }
    return [
      Section(
        cellModels: [
          NestedListCellModel(
            identifier: "panel", height: 3,
            sections: [Section(cellModels: controls, identifier: "settings")])
        ], identifier: "outer")
    ]
  }

  /// The nested list's cell, when the controls are nested.
  var nestedCell: NestedListCell? {
    listView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NestedListCell
  }

  /// The list holding the controls.
  var controlList: TerminalListView? { nested ? nestedCell?.listView : listView }

  /// Puts the cursor on `item` and draws a frame, so that its cell knows it is selected.
  func select(_ item: Item) {
    if nested {
      listView.select(IndexPath(item: 0, section: 0))
      _ = listView.renderedScreen()
    }
    controlList?.select(IndexPath(item: item.rawValue, section: 0))
    _ = listView.renderedScreen()
  }

  /// Lets `duration` pass on the list's clock, then draws a frame.
  func wait(_ duration: Duration) {
    listView.advance(by: duration)
    _ = listView.renderedScreen()
  }

  /// Presses `key` and draws a frame.
  @discardableResult
  func press(_ key: Key) -> Bool {
    let used = listView.handle(key)
    _ = listView.renderedScreen()
    return used
  }

  /// Changes the app's own state and updates, as a timer would.
  func tick() {
    ticks += 1
    controller.update(with: screen(), animated: animated)
    _ = listView.renderedScreen()
  }

  /// Lets every animation and every update waiting behind one run to the end.
  func settle() {
    var frames = 0
    while (listView.isAnimating || controller.isUpdating) && frames < 1000 {
      wait(.milliseconds(100))
      frames += 1
    }
  }

  /// The rows on screen, as plain text.
  var rows: [String] { listView.renderedScreen().plainRows }
}
