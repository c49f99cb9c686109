#if canImport(UIKit)
  import RosterCells
  import RosterUIKit
  import UIKit

  /// The collection view cell of a catalogue model: its ``CatalogueContentView``, edge to edge
  /// in the cell's content view. Each model's cell has a name of its own
  /// (``LabelCollectionViewCell``, …), and
  /// `CellRegistry.registerCollectionViewCells()` registers them all.
  public final class CatalogueCollectionViewCell<Content: CatalogueContentView>:
    ListCollectionViewCell, TypedListCell
  {
    /// The view that shows the model, made on first use.
    public private(set) lazy var content: Content = contentView.pinEdges(
      of: Content(frame: .zero))

    /// Shows `model` in ``content``.
    public func bind(model: Content.Model, sizing: Bool) {
      content.bind(model, sizing: sizing)
    }

    /// Stops what the content started for its former model.
    public override func prepareForReuse() {
      super.prepareForReuse()
      content.prepareForReuse()
    }
  }
#endif
