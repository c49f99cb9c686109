#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// The collection view cell of a `SeparatorCellModel`.
  public typealias SeparatorCollectionViewCell = CatalogueCollectionViewCell<SeparatorContentView>
  /// The table view cell of a `SeparatorCellModel`.
  public typealias SeparatorTableViewCell = CatalogueTableViewCell<SeparatorContentView>

  /// Shows a `SeparatorCellModel`: a one-point line in the separator colour, edge to edge or
  /// inset by the rows' leading margin. Not an accessibility element.
  public final class SeparatorContentView: UIView, CatalogueContentView {
    private lazy var parts = Parts(in: self)

    /// Shows `model`.
    public func bind(_ model: SeparatorCellModel, sizing: Bool) {
      parts.leading.constant = model.isInset ? CatalogueStyle.margins.leading : 0
      isAccessibilityElement = false
    }

    @MainActor
    private struct Parts {
      /// The line's thickness, in points.
      static let thickness: CGFloat = 1

      let line = UIView(frame: .zero)
      /// The line's leading edge: its constant is the inset.
      let leading: NSLayoutConstraint

      init(in view: UIView) {
        line.backgroundColor = .separator
        line.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(line)
        leading = line.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        NSLayoutConstraint.activate([
          line.topAnchor.constraint(equalTo: view.topAnchor),
          leading,
          line.bottomAnchor.constraint(equalTo: view.bottomAnchor),
          line.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          line.heightAnchor.constraint(equalToConstant: Self.thickness),
        ])
      }
    }
  }
#endif
