#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SkeletonCellModel`.
  public typealias SkeletonCollectionViewCell = CatalogueCollectionViewCell<SkeletonContentView>
  /// The table view cell of a `SkeletonCellModel`.
  public typealias SkeletonTableViewCell = CatalogueTableViewCell<SkeletonContentView>

  /// Shows a `SkeletonCellModel`: a grey bar for each line of the content to come. The row is
  /// one accessibility element whose label is the model's (for example "Loading").
  public final class SkeletonContentView: UIView, CatalogueContentView {
    private lazy var bars: UIStackView = pinEdges(
      of: CatalogueStyle.column([], spacing: Self.barSpacing), insets: CatalogueStyle.margins)

    /// A bar's height and the room between bars, in points: about a line of body text.
    static let barHeight: CGFloat = 14
    static let barSpacing: CGFloat = 8

    /// Shows `model`.
    public func bind(_ model: SkeletonCellModel, sizing: Bool) {
      while bars.arrangedSubviews.count > model.lineCount {
        bars.arrangedSubviews.last?.removeFromSuperview()
      }
      while bars.arrangedSubviews.count < model.lineCount {
        let bar = UIView(frame: .zero)
        bar.backgroundColor = .tertiarySystemFill
        _ = bar.pinHeight(Self.barHeight)
        bars.addArrangedSubview(bar)
      }
      isAccessibilityElement = true
      accessibilityLabel = model.accessibilityLabel
      accessibilityTraits = .updatesFrequently
    }
  }
#endif
