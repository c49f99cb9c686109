// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Fonts, labels and text input
  //
  // A deterministic stand-in for text metrics: a font's line is 1.2 times its point size high
  // and every character is half its point size wide; text wraps by characters, and each
  // newline starts a line. Preferred fonts have the sizes of the Large content size category
  // times `UIFont.modelContentSizeScale`, which tests raise to stand for a larger category;
  // a label, text field or text view that adjusts its font for the content size category
  // shows a preferred font at the current scale, as UIKit updates it when the category
  // changes.

  open class UIFont: NSObject, @unchecked Sendable {
    /// Model: the text style of a preferred font, `nil` for another font.
    public private(set) var modelTextStyle: UIFont.TextStyle?
    private var size: CGFloat = 17

    /// Model: the 17-point system font.
    public override init() { super.init() }

    convenience init(textStyle: UIFont.TextStyle?, size: CGFloat) {
      self.init()
      modelTextStyle = textStyle
      self.size = size
    }

    /// Model: how much larger than at the Large content size category preferred fonts are.
    /// Tests set it, on the main actor, and put it back.
    nonisolated(unsafe) public static var modelContentSizeScale: CGFloat = 1

    /// Model: the font of text that sets none (UIKit's 17-point system font).
    static let standard = UIFont(textStyle: nil, size: 17)

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      let sizes: [String: CGFloat] = [
        TextStyle.title2.rawValue: 22, TextStyle.headline.rawValue: 17,
        TextStyle.body.rawValue: 17, TextStyle.subheadline.rawValue: 15,
        TextStyle.caption1.rawValue: 12,
      ]
      return UIFont(textStyle: style, size: (sizes[style.rawValue] ?? 17) * modelContentSizeScale)
    }
    open var pointSize: CGFloat { size }
    open var lineHeight: CGFloat { size * 1.2 }

    /// Model: the font `self` stands for now: a preferred font follows the content size
    /// category when `adjusts` is true.
    func adjusted(_ adjusts: Bool) -> UIFont {
      guard adjusts, let modelTextStyle else { return self }
      return UIFont.preferredFont(forTextStyle: modelTextStyle)
    }

    /// Model: how many lines `text` takes at `width`, at most `maximum` (0: no limit); 0 for
    /// empty text.
    func lineCount(of text: String, width: CGFloat, maximum: Int = 0) -> Int {
      guard !text.isEmpty else { return 0 }
      // An unbounded width (a label's intrinsic size) fits any line whole.
      let characters = (width / (size / 2)).rounded(.down)
      let perLine =
        characters.isFinite ? max(Int(min(characters, CGFloat(Int.max / 2))), 1) : .max / 2
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
        $0 + max(($1.count + perLine - 1) / perLine, 1)
      }
      return maximum > 0 ? min(lines, maximum) : lines
    }

    /// Model: how wide `text`'s longest line is on one line each.
    func width(of text: String) -> CGFloat {
      let longest = text.split(separator: "\n").map(\.count).max() ?? 0
      return CGFloat(longest) * size / 2
    }
  }

  extension UIFont {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
      private let value: String
      public init(_ rawValue: String) { value = rawValue }
      public init(rawValue: String) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: String { value }
    }
  }

  extension UIFont.TextStyle {
    public static let title2 = UIFont.TextStyle("UICTFontTextStyleTitle2")
    public static let headline = UIFont.TextStyle("UICTFontTextStyleHeadline")
    public static let body = UIFont.TextStyle("UICTFontTextStyleBody")
    public static let subheadline = UIFont.TextStyle("UICTFontTextStyleSubhead")
    public static let caption1 = UIFont.TextStyle("UICTFontTextStyleCaption1")
  }

  @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
  }

  /// Where a line of text sits across its view, as UIKit's raw values number them.
  public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
  }

  /// Wraps its text at the width it is given (see the note at the top of the file); an
  /// accessibility element with the static-text trait whose label is its text, as in UIKit.
  /// Its alignment is only recorded: the model draws no text.
  @MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var storedAlignment = NSTextAlignment.natural
    private var storedText: String?
    private var assignedFont: UIFont?
    private var storedTextColor: UIColor? = .label
    private var storedNumberOfLines = 1
    private var adjusts = false

    public required init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .staticText
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var text: String? {
      get { storedText }
      set {
        storedText = newValue
        invalidateIntrinsicContentSize()
      }
    }
    open var font: UIFont! {
      get { (assignedFont ?? .standard).adjusted(adjusts) }
      set { assignedFont = newValue }
    }
    open var textColor: UIColor! {
      get { storedTextColor }
      set { storedTextColor = newValue ?? .label }
    }
    open var numberOfLines: Int {
      get { storedNumberOfLines }
      set { storedNumberOfLines = newValue }
    }
    open var textAlignment: NSTextAlignment {
      get { storedAlignment }
      set { storedAlignment = newValue }
    }
    open var adjustsFontForContentSizeCategory: Bool {
      get { adjusts }
      set { adjusts = newValue }
    }
    open override var accessibilityLabel: String? {
      get { super.accessibilityLabel ?? text }
      set { super.accessibilityLabel = newValue }
    }

    open override var intrinsicContentSize: CGSize {
      let text = text ?? ""
      return CGSize(
        width: font.width(of: text),
        height: CGFloat(font.lineCount(of: text, width: .infinity, maximum: numberOfLines))
          * font.lineHeight)
    }

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
      CGFloat(font.lineCount(of: text ?? "", width: width, maximum: numberOfLines))
        * font.lineHeight
    }
  }

  /// One line of text, 14 points taller than its font's line with a rounded border. Editing is
  /// driven by tests (`modelBeginEditing()`, `modelType(_:)`, `modelReturn()`), with UIKit's
  /// control events; setting `text` puts the cursor at its end, as in UIKit.
  @MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    private var storedText = ""
    private var storedPlaceholder: String?
    private var assignedFont: UIFont?
    private var storedBorderStyle = UITextField.BorderStyle.none
    private var adjusts = false
    private var editing = false
    /// Model: the cursor, as an offset in characters from the start of the text.
    public var modelCursorOffset = 0

    open var text: String? {
      get { storedText }
      set {
        storedText = newValue ?? ""
        modelCursorOffset = storedText.count
      }
    }
    open var placeholder: String? {
      get { storedPlaceholder }
      set { storedPlaceholder = newValue }
    }
    open var font: UIFont? {
      get { (assignedFont ?? .standard).adjusted(adjusts) }
      set { assignedFont = newValue }
    }
    open var borderStyle: UITextField.BorderStyle {
      get { storedBorderStyle }
      set { storedBorderStyle = newValue }
    }
    open var isEditing: Bool { editing }
    open var adjustsFontForContentSizeCategory: Bool {
      get { adjusts }
      set { adjusts = newValue }
    }
    open override var accessibilityValue: String? {
      get { super.accessibilityValue ?? text }
      set { super.accessibilityValue = newValue }
    }

    open override var intrinsicContentSize: CGSize {
      let border: CGFloat = borderStyle == .roundedRect ? 14 : 0
      return CGSize(
        width: UIView.noIntrinsicMetric, height: (font ?? .standard).lineHeight + border)
    }

    /// Model: the user taps the field; whether it became editable (a disabled field does not).
    @discardableResult
    public func modelBeginEditing() -> Bool {
      guard isEnabled else { return false }
      editing = true
      return true
    }

    /// Model: the user types `typed` at the cursor while editing; `.editingChanged` follows.
    public func modelType(_ typed: String) {
      guard editing else { return }
      let index = storedText.index(storedText.startIndex, offsetBy: modelCursorOffset)
      storedText.insert(contentsOf: typed, at: index)
      modelCursorOffset += typed.count
      sendActions(for: .editingChanged)
    }

    /// Model: the user taps Return: `.editingDidEndOnExit`, and editing ends.
    public func modelReturn() {
      guard editing else { return }
      sendActions(for: .editingDidEndOnExit)
      editing = false
    }
  }

  extension UITextField {
    public enum BorderStyle: Int, @unchecked Sendable {
      case none = 0
      case line = 1
      case bezel = 2
      case roundedRect = 3
    }
  }

  @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /* optional */ func textViewDidChange(_ textView: UITextView)
  }

  /// Text over as many lines as it needs when it does not scroll, inside UIKit's default
  /// insets (8 points above and below, 5 on each side). Editing is driven by tests, and the
  /// delegate hears of typed text (never of text set in code), as in UIKit.
  @MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    private var storedText = ""
    private var assignedFont: UIFont?
    private var editable = true
    private var adjusts = false
    private weak var storedDelegate: (any UITextViewDelegate)?
    /// Model: the cursor, as an offset in characters from the start of the text.
    public var modelCursorOffset = 0

    open var text: String! {
      get { storedText }
      set {
        storedText = newValue ?? ""
        modelCursorOffset = storedText.count
      }
    }
    open var font: UIFont? {
      get { (assignedFont ?? .standard).adjusted(adjusts) }
      set { assignedFont = newValue }
    }
    open var isEditable: Bool {
      get { editable }
      set { editable = newValue }
    }
    weak open var delegate: (any UITextViewDelegate)? {
      get { storedDelegate }
      set { storedDelegate = newValue }
    }
    open var adjustsFontForContentSizeCategory: Bool {
      get { adjusts }
      set { adjusts = newValue }
    }

    override func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
      guard !isScrollEnabled else { return nil }
      let font = font ?? .standard
      let lines = max(font.lineCount(of: storedText, width: width - 10), 1)
      return CGFloat(lines) * font.lineHeight + 16
    }

    /// Model: the user types `typed` at the cursor of an editable text view; the delegate's
    /// `textViewDidChange(_:)` follows.
    public func modelType(_ typed: String) {
      guard editable else { return }
      let index = storedText.index(storedText.startIndex, offsetBy: modelCursorOffset)
      storedText.insert(contentsOf: typed, at: index)
      modelCursorOffset += typed.count
      delegate?.textViewDidChange(self)
    }
  }
#endif
