#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SectionTitleCellModel`.
  public typealias SectionTitleCollectionViewCell = CatalogueCollectionViewCell<
    SectionTitleContentView
  >
  /// The table view cell of a `SectionTitleCellModel`.
  public typealias SectionTitleTableViewCell = CatalogueTableViewCell<SectionTitleContentView>

  /// Shows a `SectionTitleCellModel`: its title in the headline font, its detail at the trailing
  /// edge, and a one-point rule under them when the model shows a separator. The row is one
  /// accessibility element, a header: the title is its label, the detail its value.
  public final class SectionTitleContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: SectionTitleCellModel, sizing: Bool) {
      parts.title.text = model.title
      parts.detail.text = model.detail
      parts.detail.isHidden = model.detail.isEmpty
      parts.rule.isHidden = !model.showsSeparator
      isAccessibilityElement = true
      accessibilityLabel = model.title
      accessibilityValue = model.detail.isEmpty ? nil : model.detail
      accessibilityTraits = .header
    }

    @MainActor
    private struct Parts {
      let title = CatalogueStyle.label(.headline)
      let detail = CatalogueStyle.label(.subheadline, color: .secondaryLabel)
      let rule = UIView(frame: .zero)

      init(in view: UIView) {
        rule.backgroundColor = .separator
        rule.heightAnchor.constraint(equalToConstant: 1).isActive = true
        view.pinEdges(
          of: CatalogueStyle.column([CatalogueStyle.row([title, detail]), rule]),
          insets: CatalogueStyle.margins)
      }
    }
  }
#endif
