#if canImport(UIKit)
  import UIKit

  extension UIView {
    /// The size this template (a cell just bound with `sizing: true`) fits in under `size`,
    /// with Auto Layout: `size`'s finite dimensions are required, a free one
    /// (`.greatestFiniteMagnitude`) is as small as the constraints allow. Both hosts measure
    /// through it.
    func fittingSize(constrainedTo size: CGSize) -> CGSize {
      let isWidthFree = size.width == .greatestFiniteMagnitude
      let isHeightFree = size.height == .greatestFiniteMagnitude
      let target = CGSize(
        width: isWidthFree ? UIView.layoutFittingCompressedSize.width : size.width,
        height: isHeightFree ? UIView.layoutFittingCompressedSize.height : size.height)
      // Only the constrained dimension is imposed: a zero-high cell would break the cell's
      // own constraints before the fitting even starts.
      var bounds = bounds
      if !isWidthFree { bounds.size.width = size.width }
      if !isHeightFree { bounds.size.height = size.height }
      self.bounds = bounds
      layoutIfNeeded()
      return systemLayoutSizeFitting(
        target,
        withHorizontalFittingPriority: isWidthFree ? .fittingSizeLevel : .required,
        verticalFittingPriority: isHeightFree ? .fittingSizeLevel : .required)
    }
  }
#endif
