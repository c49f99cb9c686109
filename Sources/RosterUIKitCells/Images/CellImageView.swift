#if canImport(UIKit)
  import RosterCells
  import UIKit

  /// Shows a `CellImage`: as wide as it is given and as high as the image's aspect ratio makes
  /// it, before and after the image loads; a placeholder symbol until then. Its accessibility
  /// label is the alternative text.
  final class CellImageView: UIImageView {
    /// The source shown, or being loaded.
    private var source: CellImage.Source?
    /// Which load the view waits for: a completion of any other is too late.
    private var loadNumber = 0
    private var cancellation: CellImageLoader.Cancellation?
    private var aspect: (ratio: Double, constraint: NSLayoutConstraint)?

    /// The symbol shown until the image loads, and when it cannot.
    static let placeholderName = "photo"

    /// Shows `cellImage`, or nothing (hidden) for `nil`; with `sizing: true` only its size.
    func show(_ cellImage: CellImage?, sizing: Bool) {
      isHidden = cellImage == nil
      isAccessibilityElement = cellImage != nil
      accessibilityLabel = cellImage?.altText
      accessibilityTraits = .image
      setAspectRatio(cellImage.map { $0.aspectRatio ?? 1 })
      guard !sizing, cellImage?.source != source else { return }
      cancelLoad()
      source = cellImage?.source
      showPlaceholder()
      switch source {
      case .named(let name):
        if let image = UIImage(named: name) { showImage(image) }
      case .url(let url):
        guard let loader = CellImageLoader.shared else { return }
        loadNumber += 1
        let number = loadNumber
        cancellation = loader.load(url) { [weak self] image in
          guard let self, self.loadNumber == number else { return }
          self.cancellation = nil
          if let image { self.showImage(image) }
        }
      case nil:
        break
      }
    }

    /// Stops the load in progress and forgets the source: the next `show` starts again.
    func cancelLoad() {
      loadNumber += 1
      cancellation?()
      cancellation = nil
      source = nil
    }

    private func showPlaceholder() {
      image = UIImage(systemName: Self.placeholderName)
      contentMode = .center
      backgroundColor = .tertiarySystemFill
    }

    private func showImage(_ image: UIImage) {
      self.image = image
      contentMode = .scaleAspectFill
      clipsToBounds = true
      backgroundColor = nil
    }

    /// Makes the view `ratio` times as wide as it is high; a ratio that is not a positive
    /// number counts as square. `nil` (no image, the view hidden) drops the constraint: a stack
    /// view collapses a hidden view, which a required aspect ratio would contradict.
    private func setAspectRatio(_ ratio: Double?) {
      let ratio = ratio.map { $0.isFinite && $0 > 0 ? $0 : 1 }
      guard aspect?.ratio != ratio else { return }
      aspect?.constraint.isActive = false
      aspect = nil
      guard let ratio else { return }
      translatesAutoresizingMaskIntoConstraints = false
      let constraint = heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1 / ratio)
      constraint.isActive = true
      aspect = (ratio, constraint)
    }
  }
#endif
