#if os(Linux) || canImport(UIKit)
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// An app as the documentation writes one, on a collection view: each control's closure
  /// stores the value, then updates the list with the whole screen ("store, then update"),
  /// animated or not; the controls sit in the list or in a nested list.
  @MainActor
  final class TypingScreen {
    var name = "Ada"
    var isOn = false
    var segment = 0
    /// Changed by the app on its own (a timer, a download), not by the user.
    var ticks = 0
    let animated: Bool
    let nested: Bool
    let screen = Screen.catalogue()

    init(animated: Bool = true, nested: Bool = false) {
      self.animated = animated
      self.nested = nested
      screen.controller.update(with: sections(), animated: false)
      screen.settle()
    }

    func sections() -> [Section] {
      let controls: [any CellModel] = [
        TextFieldCellModel(identifier: "name", title: "Name", text: name) { [weak self] _, text in
          self?.store { $0.name = text }
        },
        ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: isOn) { [weak self] _, isOn in
          self?.store { $0.isOn = isOn }
        },
        SegmentedControlCellModel(
          identifier: "period", segments: ["Day", "Week", "Month"], selectedIndex: segment
        ) { [weak self] _, index in self?.store { $0.segment = index } },
        LabelCellModel(identifier: "ticks", text: "Ticks: \(ticks)"),
      ]
      let section = Section(cellModels: controls, identifier: "settings")
      guard nested else { return [section] }
      return [
        Section(
          cellModels: [NestedListCellModel(identifier: "panel", height: 400, sections: [section])],
          identifier: "outer")
      ]
    }

    private func store(_ change: (TypingScreen) -> Void) {
      change(self)
      screen.controller.update(with: sections(), animated: animated)
    }

    /// Changes the app's own state and updates, as a timer would.
    func tick() {
      ticks += 1
      screen.controller.update(with: sections(), animated: animated)
    }

    /// The nested list's collection view, when the controls are nested.
    var nestedCollectionView: UICollectionView? {
      (screen.collectionView.cellForItem(at: [0, 0]) as? NestedListCollectionViewCell)?
        .collectionView
    }

    /// The content view of control `item`, in the list or in the nested list.
    func content<Content: CatalogueContentView>(_ type: Content.Type, item: Int) -> Content? {
      let collectionView = nested ? nestedCollectionView : screen.collectionView
      return (collectionView?.cellForItem(at: [0, item]) as? CatalogueCollectionViewCell<Content>)?
        .content
    }

    var field: UITextField? {
      content(TextFieldContentView.self, item: 0).flatMap {
        firstSubview(of: UITextField.self, in: $0)
      }
    }

    var toggle: UISwitch? {
      content(ToggleContentView.self, item: 1).flatMap { firstSubview(of: UISwitch.self, in: $0) }
    }

    var segments: UISegmentedControl? {
      content(SegmentedControlContentView.self, item: 2).flatMap {
        firstSubview(of: UISegmentedControl.self, in: $0)
      }
    }
  }
#endif
