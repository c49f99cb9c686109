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
  /// The control shows the bound model's `selectedIndex` and nothing else: choosing a segment
  /// calls `SegmentedControlCellModel.select(segment:)` (nothing when disabled), then the
  /// control shows the selection of the model the view is bound to by then, until the app's
  /// update binds one that holds the new selection. The control is the accessibility element,
  /// labelled with the title.
  public final class SegmentedControlContentView: UIView, CatalogueContentView {
    private var model: SegmentedControlCellModel?
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
      showSelection()
      control.isEnabled = model.isEnabled
      control.accessibilityLabel = model.title.isEmpty ? nil : model.title
    }

    private func showSelection() {
      guard let model else { return }
      parts.control.selectedSegmentIndex =
        model.segments.indices.contains(model.selectedIndex)
        ? model.selectedIndex : UISegmentedControl.noSegment
    }

    /// Reports the chosen segment, then shows the bound model's selection again.
    private func segmentChosen() {
      model?.select(segment: parts.control.selectedSegmentIndex)
      showSelection()
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
