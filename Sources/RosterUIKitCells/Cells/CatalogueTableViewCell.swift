#if canImport(UIKit)
  import RosterCells
  import RosterUIKit
  import UIKit

  /// The table view cell of a catalogue model, the table counterpart of
  /// ``CatalogueCollectionViewCell``: its ``CatalogueContentView``, edge to edge in the cell's
  /// content view. Each model's cell has a name of its own (``LabelTableViewCell``, …), and
  /// `CellRegistry.registerTableViewCells()` registers them all.
  public final class CatalogueTableViewCell<Content: CatalogueContentView>:
    ListTableViewCell, TypedListCell
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
