#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SpacerCellModel`.
  public typealias SpacerCollectionViewCell = CatalogueCollectionViewCell<SpacerContentView>
  /// The table view cell of a `SpacerCellModel`.
  public typealias SpacerTableViewCell = CatalogueTableViewCell<SpacerContentView>

  /// Shows a `SpacerCellModel`: empty room, 8, 16 or 32 points high for small, medium and
  /// large spacing. Not an accessibility element.
  public final class SpacerContentView: UIView, CatalogueContentView {
    private lazy var height: NSLayoutConstraint = pinHeight(0)

    /// Shows `model`.
    public func bind(_ model: SpacerCellModel, sizing: Bool) {
      height.constant = Self.height(of: model.spacing)
      isAccessibilityElement = false
    }

    /// How high `spacing` is, in points.
    static func height(of spacing: Spacing) -> CGFloat {
      switch spacing {
      case .small: 8
      case .medium: 16
      case .large: 32
      }
    }
  }
#endif
