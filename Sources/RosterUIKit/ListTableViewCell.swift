#if canImport(UIKit)
  import UIKit

  /// The base class of cells that show Roster cell models in a `UITableView`, the table
  /// counterpart of ``ListCollectionViewCell``.
  ///
  /// Subclass it and adopt `TypedListCell` for the model the cell shows; registration,
  /// dequeuing, binding and sizing are then Roster's business:
  ///
  /// ```swift
  /// struct SettingCellModel: TypedCellModel, Equatable {
  ///   typealias CellType = SettingCell
  ///   let identifier: String
  ///   let title: String
  /// }
  ///
  /// final class SettingCell: ListTableViewCell, TypedListCell {
  ///   private let titleLabel = UILabel()
  ///
  ///   func bind(model: SettingCellModel, sizing: Bool) {
  ///     titleLabel.text = model.title
  ///   }
  /// }
  /// ```
  ///
  /// With `sizing: true` the cell is a template being measured; skip work that does not change
  /// its size.
  ///
  /// The same class serves as a section header or footer: ``TableViewHost`` shows a header or
  /// footer model in a header-footer view that holds a cell of the model's type.
  open class ListTableViewCell: UITableViewCell {
    /// The model the cell was last bound to for display (templates being measured leave it
    /// alone); `nil` before the first binding.
    ///
    /// ``TableViewHost`` hands it to the controller when the cell leaves the screen, so that a
    /// model whose row was just deleted still hears that it is no longer displayed.
    public internal(set) var cellModel: (any CellModel)?
    /// Whether the host gave the cell its model's accessibility (`AccessibleCellModel`).
    var showsModelAccessibility = false

    /// Forgets the bound model before the cell is reused.
    open override func prepareForReuse() {
      super.prepareForReuse()
      cellModel = nil
    }
  }

  extension ListTableViewCell: ModelAccessibilityHolding {}
#endif
