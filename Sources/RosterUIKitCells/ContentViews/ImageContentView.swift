#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of an `ImageCellModel`.
  public typealias ImageCollectionViewCell = CatalogueCollectionViewCell<ImageContentView>
  /// The table view cell of an `ImageCellModel`.
  public typealias ImageTableViewCell = CatalogueTableViewCell<ImageContentView>

  /// Shows an `ImageCellModel`: its image as wide as the row and as high as its aspect ratio
  /// makes it, a placeholder until it loads (see ``CellImageLoader``). The image is one
  /// accessibility element whose label is its alternative text.
  public final class ImageContentView: UIView, CatalogueContentView {
    private lazy var imageView = pinEdges(
      of: CellImageView(frame: .zero), insets: CatalogueStyle.margins)

    /// Shows `model`; with `sizing: true`, starts no load.
    public func bind(_ model: ImageCellModel, sizing: Bool) {
      imageView.show(model.image, sizing: sizing)
      imageView.accessibilityTraits = CatalogueStyle.traits(
        .image, isSelectable: model.selectionAction != nil)
    }

    /// Stops the image's load: a late image never lands on the next model's row.
    public func prepareForReuse() {
      imageView.cancelLoad()
    }
  }
#endif
