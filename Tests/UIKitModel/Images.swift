// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Colours and images

  /// A named colour; the system colours are one instance each.
  open class UIColor: NSObject, @unchecked Sendable {
    /// Model: which system colour this is.
    public private(set) var modelName = ""

    public override init() { super.init() }

    convenience init(modelName: String) {
      self.init()
      self.modelName = modelName
    }

    private static let labelColor = UIColor(modelName: "label")
    private static let secondaryLabelColor = UIColor(modelName: "secondaryLabel")
    private static let placeholderTextColor = UIColor(modelName: "placeholderText")
    private static let separatorColor = UIColor(modelName: "separator")
    private static let systemRedColor = UIColor(modelName: "systemRed")
    private static let systemGrayColor = UIColor(modelName: "systemGray")
    private static let whiteColor = UIColor(modelName: "white")
    private static let tertiarySystemFillColor = UIColor(modelName: "tertiarySystemFill")
    private static let tintColorColor = UIColor(modelName: "tintColor")
    private static let systemBackgroundColor = UIColor(modelName: "systemBackground")

    open class var label: UIColor { labelColor }
    open class var secondaryLabel: UIColor { secondaryLabelColor }
    open class var placeholderText: UIColor { placeholderTextColor }
    open class var separator: UIColor { separatorColor }
    open class var systemRed: UIColor { systemRedColor }
    open class var systemGray: UIColor { systemGrayColor }
    open class var white: UIColor { whiteColor }
    open class var tertiarySystemFill: UIColor { tertiarySystemFillColor }
    open class var tintColor: UIColor { tintColorColor }
    open class var systemBackground: UIColor { systemBackgroundColor }
  }

  /// Every name has an image (the model has no asset catalog), except the empty name: an
  /// asset image is 100 by 100 points, a symbol 20 by 20.
  open class UIImage: NSObject, @unchecked Sendable {
    /// Model: the name the image was loaded by.
    public let modelName: String
    /// Model: whether it is an SF Symbol.
    public let modelIsSymbol: Bool

    public init?(named name: String) {
      guard !name.isEmpty else { return nil }
      modelName = name
      modelIsSymbol = false
      super.init()
    }
    public init?(systemName name: String) {
      guard !name.isEmpty else { return nil }
      modelName = name
      modelIsSymbol = true
      super.init()
    }

    /// Model: the image's size in points.
    public var modelSize: CGSize {
      modelIsSymbol ? CGSize(width: 20, height: 20) : CGSize(width: 100, height: 100)
    }
  }

  /// As big as its image; without one, no intrinsic size, as in UIKit.
  @MainActor open class UIImageView: UIView {
    private var storedImage: UIImage?

    public init(image: UIImage?) {
      storedImage = image
      super.init(frame: .zero)
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var image: UIImage? {
      get { storedImage }
      set {
        storedImage = newValue
        invalidateIntrinsicContentSize()
      }
    }
    open override var intrinsicContentSize: CGSize {
      storedImage?.modelSize
        ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
  }
#endif
