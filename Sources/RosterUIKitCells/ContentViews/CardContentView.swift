#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `CardCellModel`.
  public typealias CardCollectionViewCell = CatalogueCollectionViewCell<CardContentView>
  /// The table view cell of a `CardCellModel`.
  public typealias CardTableViewCell = CatalogueTableViewCell<CardContentView>

  /// Shows a `CardCellModel`: its image, if any (as ``ImageContentView`` does), over its title
  /// and text. The card is one accessibility element: its title, text and image's
  /// alternative text are its label.
  public final class CardContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`; with `sizing: true`, starts no image load.
    public func bind(_ model: CardCellModel, sizing: Bool) {
      parts.image.show(model.image, sizing: sizing)
      parts.title.text = model.title
      parts.text.text = model.text
      parts.text.isHidden = model.text.isEmpty
      isAccessibilityElement = true
      accessibilityLabel = CatalogueStyle.spoken(model.title, model.text, model.image?.altText)
      accessibilityTraits = CatalogueStyle.traits(
        .staticText, isSelectable: model.selectionAction != nil)
    }

    /// Stops the image's load: a late image never lands on the next model's card.
    public func prepareForReuse() {
      parts.image.cancelLoad()
    }

    @MainActor
    private struct Parts {
      let image = CellImageView(frame: .zero)
      let title = CatalogueStyle.label(.headline)
      let text = CatalogueStyle.label(.body, color: .secondaryLabel)

      init(in view: UIView) {
        let texts = CatalogueStyle.column([title, text])
        view.pinEdges(
          of: CatalogueStyle.column([image, texts], spacing: CatalogueStyle.columnSpacing),
          insets: CatalogueStyle.margins)
      }
    }
  }
#endif
