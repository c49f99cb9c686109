#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// A view that shows one model of RosterCells: the content of that model's collection view
  /// cell and of its table view cell alike.
  ///
  /// Each catalogue model has one (``LabelContentView`` for `LabelCellModel`, …), laid out with
  /// Auto Layout so that its cells size themselves, with Dynamic Type fonts and the model's
  /// accessibility. ``CatalogueCollectionViewCell`` and ``CatalogueTableViewCell`` hold one; an
  /// app can put one in a cell of its own too, pinned to the cell's content view's edges:
  ///
  /// ```swift
  /// let content = ToggleContentView(frame: .zero)
  /// content.bind(
  ///   ToggleCellModel(identifier: "wifi", title: "Wi-Fi", isOn: true) { _, _ in },
  ///   sizing: false)
  /// ```
  ///
  /// A content view makes its subviews the first time it is bound.
  @MainActor
  public protocol CatalogueContentView: UIView {
    /// The model the view shows.
    associatedtype Model: CellModel

    /// Shows `model`. With `sizing: true` the view is being measured: it lays out `model` as
    /// it would show it but starts no image load.
    func bind(_ model: Model, sizing: Bool)

    /// Stops what the view started for its model (an image load) before its cell is reused
    /// for another.
    func prepareForReuse()
  }

  extension CatalogueContentView {
    /// Nothing to stop.
    public func prepareForReuse() {}
  }
#endif
