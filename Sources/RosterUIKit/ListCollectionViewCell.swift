#if canImport(UIKit)
  import UIKit

  /// The base class of cells that show Roster cell models in a `UICollectionView`.
  ///
  /// Subclass it and adopt `TypedListCell` for the model the cell shows; registration,
  /// dequeuing, binding and sizing are then Roster's business:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// final class UserCell: ListCollectionViewCell, TypedListCell {
  ///   private let nameLabel = UILabel()
  ///   private let avatarView = AvatarView()
  ///
  ///   func bind(model: UserCellModel, sizing: Bool) {
  ///     nameLabel.text = model.name
  ///     guard !sizing else { return }
  ///     avatarView.loadImage(from: model.avatarURL)
  ///   }
  /// }
  /// ```
  ///
  /// `ListCell` is main-actor isolated, like UIKit's cells, so the conformance needs nothing
  /// more and binding off the main actor is a compile-time error.
  ///
  /// A subclass that does not adopt `ListCell` is still shown (unbound), and the same class
  /// can serve as a section header or footer: ``CollectionViewHost`` registers every cell type
  /// both as a cell and as a supplementary view.
  ///
  /// With `sizing: true` the cell is a template being measured with Auto Layout
  /// (`systemLayoutSizeFitting`); skip work that does not change its size.
  open class ListCollectionViewCell: UICollectionViewCell {
    /// The model the cell was last bound to for display (templates being measured leave it
    /// alone); `nil` before the first binding.
    ///
    /// ``CollectionViewHost`` hands it to the controller when the cell leaves the screen, so
    /// that a model whose item was just deleted still hears that it is no longer displayed.
    public internal(set) var cellModel: (any CellModel)?
    /// Whether the host gave the cell its model's accessibility (`AccessibleCellModel`).
    var showsModelAccessibility = false

    /// Forgets the bound model before the cell is reused.
    open override func prepareForReuse() {
      super.prepareForReuse()
      cellModel = nil
    }
  }

  extension ListCollectionViewCell: ModelAccessibilityHolding {}
#endif
