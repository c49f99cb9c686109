#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SectionTitleCellModel`.
  public typealias SectionTitleCollectionViewCell = CatalogueCollectionViewCell<
    SectionTitleContentView
  >
  /// The table view cell of a `SectionTitleCellModel`.
  public typealias SectionTitleTableViewCell = CatalogueTableViewCell<SectionTitleContentView>

  /// Shows a `SectionTitleCellModel`: its title in the headline font, its detail at the
  /// trailing edge. The row is one accessibility element, a header: the title is its label,
  /// the detail its value.
  public final class SectionTitleContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: SectionTitleCellModel, sizing: Bool) {
      parts.title.text = model.title
      parts.detail.text = model.detail
      parts.detail.isHidden = model.detail.isEmpty
      isAccessibilityElement = true
      accessibilityLabel = model.title
      accessibilityValue = model.detail.isEmpty ? nil : model.detail
      accessibilityTraits = .header
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.headline)
      let detail = CatalogueStyle.label(.subheadline, color: .secondaryLabel)

      init(in view: UIView) {
        view.pinEdges(
          of: CatalogueStyle.row([title, detail]), insets: CatalogueStyle.margins)
      }
    }
  }
#endif
