#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SegmentedControlCellModel`.
  public typealias SegmentedControlCollectionViewCell = CatalogueCollectionViewCell<
    SegmentedControlContentView
  >
  /// The table view cell of a `SegmentedControlCellModel`.
  public typealias SegmentedControlTableViewCell = CatalogueTableViewCell<
    SegmentedControlContentView
  >

  /// Shows a `SegmentedControlCellModel`: its title, if any, over a segmented control.
  ///
  /// The control shows the bound model's `selectedIndex` until the user chooses a segment: that
  /// calls the model's `onChange` (nothing when disabled) and the control keeps showing the choice,
  /// so that the next choice starts from it before the app's update arrives. Bindings to states the
  /// app asked for before the choice leave the control as it is; the first state asked for after it
  /// is the app's answer, which the control shows. Outside a Roster list the control shows its
  /// model again at once. The control is the accessibility element, labelled with the title.
  public final class SegmentedControlContentView: UIView, CatalogueContentView {
    private var model: SegmentedControlCellModel?
    private var held = HeldInput()
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: SegmentedControlCellModel, sizing: Bool) {
      self.model = model
      parts.title.text = model.title
      parts.title.isHidden = model.title.isEmpty
      let control = parts.control
      let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
      if titles != model.segments {
        control.removeAllSegments()
        for (index, segment) in model.segments.enumerated() {
          control.insertSegment(withTitle: segment, at: index, animated: false)
        }
      }
      if sizing || held.isAnswered(in: self) { showSelection() }
      control.isEnabled = model.isEnabled
      control.accessibilityLabel = model.title.isEmpty ? nil : model.title
    }

    private func showSelection() {
      guard let model else { return }
      parts.control.selectedSegmentIndex =
        model.segments.indices.contains(model.selectedIndex)
        ? model.selectedIndex : UISegmentedControl.noSegment
    }

    /// Reports the chosen segment and keeps showing it until the app answers; a disabled
    /// control goes back to its model's selection.
    private func segmentChosen() {
      let index = parts.control.selectedSegmentIndex
      guard let model, model.isEnabled, model.segments.indices.contains(index) else {
        showSelection()
        return
      }
      held.willReport(from: self)
      model.onChange(model, index)
      // An answer applied at once (or no list to answer) shows the model now.
      if held.isAnswered(in: self) { showSelection() }
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let control = UISegmentedControl(items: nil)

      init(in view: SegmentedControlContentView) {
        control.addAction(
          UIAction { [weak view] _ in view?.segmentChosen() }, for: .valueChanged)
        view.pinEdges(
          of: CatalogueStyle.column([title, control], spacing: CatalogueStyle.columnSpacing),
          insets: CatalogueStyle.margins)
      }
    }
  }
#endif
