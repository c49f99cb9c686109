// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // The declarations of UIKitCheck/UIKit.swift with Apple's signatures, given the behaviour
  // Apple documents; what is not in UIKit.swift but tests need is marked `Model:`.

  @_exported import Foundation

  // MARK: - Responders, views and view controllers

  @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    /// None by default; a responder offers its own by overriding it (Keyboard.swift).
    open var keyCommands: [UIKeyCommand]? { nil }
  }

  public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    private let value: Float
    public init(_ rawValue: Float) { value = rawValue }
    public init(rawValue: Float) { value = rawValue }
    // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
    public var rawValue: Float { value }
    public static let required = UILayoutPriority(1000)
    public static let fittingSizeLevel = UILayoutPriority(50)
  }

  public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
    case leftToRight = 0
    case rightToLeft = 1
  }

  public enum UISemanticContentAttribute: Int, @unchecked Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
  }

  @MainActor open class UIView: UIResponder {
    private var storedBounds: CGRect
    private var storedSemanticContentAttribute = UISemanticContentAttribute.unspecified

    /// Model: the app's layout direction, which a view whose content is unspecified and that
    /// has no superview reads (UIKit's comes from the app's localization).
    public static var modelAppLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// Model: a list view moves the focus, when it holds it, to its preferred item at the next
    /// `updateFocusIfNeeded()` (see Focus.swift); no other view holds the focus.
    open func setNeedsFocusUpdate() { (self as? any ModelListView)?.requestFocusUpdate() }
    open func updateFocusIfNeeded() { (self as? any ModelListView)?.performFocusUpdate() }

    open var semanticContentAttribute: UISemanticContentAttribute {
      get { storedSemanticContentAttribute }
      set {
        guard newValue != storedSemanticContentAttribute else { return }
        storedSemanticContentAttribute = newValue
        setNeedsLayout()
      }
    }

    /// Model: as Apple documents `userInterfaceLayoutDirection(for:)`, forced content reads as
    /// forced and playback and spatial content left to right; an unspecified view reads as its
    /// superview does, and a root view as the app (``modelAppLayoutDirection``).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
      switch semanticContentAttribute {
      case .forceRightToLeft: .rightToLeft
      case .forceLeftToRight, .playback, .spatial: .leftToRight
      case .unspecified:
        superview?.effectiveUserInterfaceLayoutDirection ?? Self.modelAppLayoutDirection
      }
    }
    /// Model: the view's origin in its superview.
    public var center: CGPoint = .zero
    /// The view's superview, set by `addSubview(_:)`.
    open var superview: UIView? { parent }
    private weak var parent: UIView?
    /// The view's subviews, in order.
    open var subviews: [UIView] { children }
    private var children: [UIView] = []
    /// Model: whether `layoutIfNeeded()` has layout to do.
    public private(set) var needsLayout = true

    public required init(frame: CGRect) {
      storedBounds = CGRect(origin: .zero, size: frame.size)
      super.init()
      center = CGPoint(x: frame.midX, y: frame.midY)
      addHeldContentView()
    }
    public required init?(coder: NSCoder) {
      storedBounds = .zero
      super.init()
      addHeldContentView()
    }

    open var bounds: CGRect {
      get { storedBounds }
      set {
        guard newValue != storedBounds else { return }
        storedBounds = newValue
        setNeedsLayout()
      }
    }

    /// Model: the frame in the superview, from `center` and `bounds.size`.
    open var frame: CGRect {
      get {
        CGRect(
          x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
          height: bounds.height)
      }
      set {
        center = CGPoint(x: newValue.midX, y: newValue.midY)
        bounds = CGRect(origin: bounds.origin, size: newValue.size)
      }
    }

    /// The window the view is in: the root of its superview chain, if that is a window.
    open var window: UIWindow? {
      var root: UIView = self
      while let parent = root.superview { root = parent }
      return root as? UIWindow
    }

    /// Whether the view is hidden. Kept, without effect: nothing here depends on it.
    open var isHidden: Bool {
      get { hidden }
      set { hidden = newValue }
    }
    private var hidden = false

    /// Adds `view` last, taking it from its former superview.
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      children.append(view)
      view.parent = self
      view.setNeedsLayout()
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
      guard let superview else { return }
      superview.willRemoveSubview(self)
      superview.children.removeAll { $0 === self }
      parent = nil
    }

    /// Model: marks the view for the next `layoutIfNeeded()`.
    public func setNeedsLayout() { needsLayout = true }

    /// Model: lays out the view's subviews; overridden by views that have any to lay out.
    open func layoutSubviews() {}

    /// Lays out the view if it needs it, then its subviews, as UIKit does for a subtree.
    open func layoutIfNeeded() {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      for view in subviews { view.layoutIfNeeded() }
    }

    /// A deterministic stand-in for Auto Layout: a dimension fitted at a required priority is
    /// the target's; one fitted at a lower priority is as small as the content allows: for a
    /// height, what the constraints of subviews placed by constraints give (AutoLayout.swift),
    /// otherwise the extent of the view's subviews (as if each were pinned to the top and
    /// leading edges and hugged by the view).
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let content = contentExtent
      let width = horizontalFittingPriority == .required ? targetSize.width : content.width
      guard verticalFittingPriority != .required else {
        return CGSize(width: width, height: targetSize.height)
      }
      // A view whose subviews are placed by constraints is as tall as they make it
      // (AutoLayout.swift), rounded up to whole points as UIKit rounds to the screen's pixels
      // (the model's screen has one pixel a point); one whose subviews have frames, as tall as
      // they reach.
      let root = fittingRoot
      let height =
        root.hasConstrainedSubviews
        ? root.fittedHeight(forWidth: width).rounded(.up) : content.height
      return CGSize(width: width, height: height)
    }

    /// Model: how far the subviews reach from the view's origin.
    var contentExtent: CGSize {
      subviews.reduce(CGSize.zero) { extent, view in
        CGSize(
          width: max(extent.width, view.frame.maxX), height: max(extent.height, view.frame.maxY))
      }
    }

    /// Model: whether animations run; false inside `performWithoutAnimation(_:)`.
    public private(set) static var areAnimationsEnabled = true

    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      let wereEnabled = areAnimationsEnabled
      areAnimationsEnabled = false
      defer { areAnimationsEnabled = wereEnabled }
      actionsWithoutAnimation()
    }
    public static let layoutFittingCompressedSize = CGSize.zero

    /// Sets the animations' final values at once (the model draws nothing in between) and
    /// completes when the clock has run `duration`, as UIKit's animations end; inside
    /// `performWithoutAnimation(_:)` too, without the wait.
    open class func animate(
      withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
      completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      animations()
      guard let completion else { return }
      ModelClock.schedule(after: areAnimationsEnabled ? max(0, duration) : 0) { completion(true) }
    }

    /// Inserts `view` just below `siblingSubview` (last, if that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
      view.removeFromSuperview()
      let index = children.firstIndex { $0 === siblingSubview } ?? children.count
      children.insert(view, at: index)
      view.parent = self
      view.setNeedsLayout()
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
      recognizers.append(gestureRecognizer)
      gestureRecognizer.attachedView = self
    }
    /// Detaches `gestureRecognizer`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
      guard recognizers.contains(where: { $0 === gestureRecognizer }) else { return }
      recognizers.removeAll { $0 === gestureRecognizer }
      gestureRecognizer.attachedView = nil
    }
    open var gestureRecognizers: [UIGestureRecognizer]? {
      get { recognizers.isEmpty ? nil : recognizers }
      set {
        for recognizer in recognizers { removeGestureRecognizer(recognizer) }
        for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
      }
    }
    private var recognizers: [UIGestureRecognizer] = []

    // MARK: Auto Layout, appearance and accessibility (AutoLayout.swift solves the constraints)

    /// Kept; the model places by constraints only the subviews that have constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
      get { storedTranslatesAutoresizingMaskIntoConstraints }
      set { storedTranslatesAutoresizingMaskIntoConstraints = newValue }
    }
    private var storedTranslatesAutoresizingMaskIntoConstraints: Bool = true
    open var backgroundColor: UIColor? {
      get { storedBackgroundColor }
      set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor? = nil
    open var tintColor: UIColor! {
      get { storedTintColor }
      set { storedTintColor = newValue }
    }
    private var storedTintColor: UIColor! = nil
    open var contentMode: UIView.ContentMode {
      get { storedContentMode }
      set { storedContentMode = newValue }
    }
    private var storedContentMode: UIView.ContentMode = .scaleToFill
    open var clipsToBounds: Bool {
      get { storedClipsToBounds }
      set { storedClipsToBounds = newValue }
    }
    private var storedClipsToBounds: Bool = false
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor {
      NSLayoutYAxisAnchor(view: self, attribute: .bottom)
    }
    open var leadingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(view: self, attribute: .leading)
    }
    open var trailingAnchor: NSLayoutXAxisAnchor {
      NSLayoutXAxisAnchor(view: self, attribute: .trailing)
    }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }
    /// Model: the active constraints whose first item is this view.
    var activeConstraints: [NSLayoutConstraint] = []

    /// None by default, as in UIKit; views with content override it.
    open var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// Marks the superview for layout: the model measures on demand.
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }
    /// Kept without effect: the model's stand-in for Auto Layout has no priorities
    /// (AutoLayout.swift says how it shares a row's width).
    open func setContentHuggingPriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
    /// Kept without effect, as `setContentHuggingPriority(_:for:)`.
    open func setContentCompressionResistancePriority(
      _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
    public static let noIntrinsicMetric: CGFloat = -1

    /// Model: the view's height at `width` from its content alone, or `nil` when its content
    /// says nothing (`intrinsicContentSize`'s height otherwise): a label overrides it, as Auto
    /// Layout wraps a label at the width it is given.
    func intrinsicHeight(forWidth width: CGFloat) -> CGFloat? {
      let height = intrinsicContentSize.height
      return height == UIView.noIntrinsicMetric ? nil : height
    }

    /// Model: the height Auto Layout gives the view at `width`, from its constraints and its
    /// content (AutoLayout.swift); a stack view overrides it.
    func fittedHeight(forWidth width: CGFloat) -> CGFloat { solvedHeight(forWidth: width) }

    /// Model: the view whose subviews `systemLayoutSizeFitting` measures: a cell's content view.
    var fittingRoot: UIView { self }

    /// Model: the content view of a cell, header or footer, which UIKit makes with the view:
    /// its first subview, at its origin and as large as the view; `nil` for other views.
    var heldContentView: UIView? { nil }

    private func addHeldContentView() {
      guard let content = heldContentView else { return }
      content.frame = CGRect(origin: .zero, size: bounds.size)
      addSubview(content)
    }

    /// Model: called by `removeFromSuperview()` before `subview` leaves, as in UIKit.
    open func willRemoveSubview(_ subview: UIView) {}

    open var isAccessibilityElement: Bool {
      get { storedIsAccessibilityElement }
      set { storedIsAccessibilityElement = newValue }
    }
    private var storedIsAccessibilityElement: Bool = false
    /// The label set, or the view's own (a label's text, a button's title).
    open var accessibilityLabel: String? {
      get { assignedAccessibilityLabel }
      set { assignedAccessibilityLabel = newValue }
    }
    /// Model: the label set with `accessibilityLabel`, if any (a subclass may have its own).
    var assignedAccessibilityLabel: String?
    open var accessibilityValue: String? {
      get { storedAccessibilityValue }
      set { storedAccessibilityValue = newValue }
    }
    private var storedAccessibilityValue: String? = nil
    /// The traits set (a control adds its own, see Controls.swift).
    open var accessibilityTraits: UIAccessibilityTraits {
      get { storedAccessibilityTraits }
      set { storedAccessibilityTraits = newValue }
    }
    private var storedAccessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityHint: String? {
      get { storedAccessibilityHint }
      set { storedAccessibilityHint = newValue }
    }
    private var storedAccessibilityHint: String?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { storedAccessibilityCustomActions }
      set { storedAccessibilityCustomActions = newValue }
    }
    private var storedAccessibilityCustomActions: [UIAccessibilityCustomAction]?
  }

  /// Model: a window is the root of a view hierarchy on screen; views in it have a `window`.
  @MainActor open class UIWindow: UIView {
    public required init(frame: CGRect) {
      super.init(frame: frame)
      ModelClock.windows.append(WeakWindow(window: self))
    }
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      ModelClock.windows.append(WeakWindow(window: self))
    }

    open override var window: UIWindow? { self }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
      didSet {
        oldValue?.view.removeFromSuperview()
        guard let view = rootViewController?.view else { return }
        view.frame = bounds
        addSubview(view)
      }
    }
  }

  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Loads the view with `loadView()` the first time it is asked for, then calls
    /// `viewDidLoad()`, as UIKit does.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }
    open func loadView() { loadedView = UIView(frame: .zero) }
    /// Called once the view is loaded; subclasses set it up here.
    open func viewDidLoad() {}
  }

  // MARK: - Scroll views and reusable views

  @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    /* optional */ func scrollViewDidScroll(_ scrollView: UIScrollView)
    /* optional */ func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  }

  // Optional in UIKit; as when a delegate does not implement it, nothing happens.
  extension UIScrollViewDelegate {
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  }

  /// Insets of a rectangle's edges, as UIKit's C struct.
  public struct UIEdgeInsets: Equatable, Sendable {
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public static var zero: UIEdgeInsets { UIEdgeInsets() }
  }

  @MainActor open class UIScrollView: UIView {
    /// The content offset is the bounds' origin, as in UIKit; setting it tells the delegate.
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set {
        guard newValue != bounds.origin else { return }
        bounds.origin = newValue
        didScroll()
      }
    }
    /// The space around the content the app asks for.
    open var contentInset: UIEdgeInsets {
      get { storedContentInset }
      set { storedContentInset = newValue }
    }
    private var storedContentInset = UIEdgeInsets.zero
    /// Model: the app's insets alone; UIKit adds the safe area's (a navigation bar's, the
    /// notch's) as the view's `contentInsetAdjustmentBehavior` says, which the model leaves
    /// out — a test sets `contentInset` to stand for them.
    open var adjustedContentInset: UIEdgeInsets { storedContentInset }
    /// The size of the scrollable content.
    open var contentSize: CGSize {
      get { scrollableSize }
      set { scrollableSize = newValue }
    }
    private var scrollableSize = CGSize.zero
    /// Kept: a text view that does not scroll is as tall as its text (Text.swift).
    open var isScrollEnabled: Bool {
      get { scrolls }
      set { scrolls = newValue }
    }
    private var scrolls = true
    /// The pull-to-refresh control; the model keeps it without placing it among the subviews.
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl? {
      get { storedRefreshControl }
      set { storedRefreshControl = newValue }
    }
    private var storedRefreshControl: UIRefreshControl?

    /// Model: tells the delegate about a scroll (overridden by the collection view, whose
    /// delegate property is its own).
    func didScroll() {}
    /// Model: tells the delegate the user starts to drag the content (overridden as
    /// `didScroll()` is).
    func willBeginDragging() {}

    /// Model: the user drags the content by `delta`: the delegate hears that dragging begins,
    /// then the content offset moves.
    public func modelDrag(by delta: CGPoint) {
      willBeginDragging()
      contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }
  }

  @MainActor open class UICollectionReusableView: UIView {
    /// Model: the identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Model: how many times the view was prepared for reuse.
    public private(set) var reuseCount = 0

    /// Called before the view is handed out again by a dequeue; subclasses call super.
    open func prepareForReuse() { reuseCount += 1 }
  }

  @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; sized with the cell.
    open var contentView: UIView { content }
    private let content = UIView(frame: .zero)
    /// Model: the cell's selection state, which the collection view sets.
    public internal(set) var isSelected = false
    /// Model: the cell's highlight state, which the collection view sets.
    public internal(set) var isHighlighted = false
    /// Model: where `contentConfiguration` (ContentConfiguration.swift) keeps its value.
    var storedContentConfiguration: (any UIContentConfiguration)?

    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    override var heldContentView: UIView? { content }

    // Resized with the cell, as its autoresizing mask does; a new origin alone leaves it.
    open override var bounds: CGRect {
      didSet {
        guard bounds.size != oldValue.size else { return }
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
      }
    }

    /// The cell fits its content view's content.
    override var contentExtent: CGSize { contentView.contentExtent }
    override var fittingRoot: UIView { contentView }

    open override func prepareForReuse() {
      super.prepareForReuse()
      isSelected = false
      isHighlighted = false
    }
  }

  /// Model: a window the clock lays out on each turn, without keeping it alive.
  struct WeakWindow {
    weak var window: UIWindow?
  }
#endif

#if os(Linux)
  extension UILayoutPriority {
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
  }

  extension UIView {
    public enum ContentMode: Int, @unchecked Sendable {
      case scaleToFill = 0
      case scaleAspectFit = 1
      case scaleAspectFill = 2
      case redraw = 3
      case center = 4
      case top = 5
      case bottom = 6
      case left = 7
      case right = 8
      case topLeft = 9
      case topRight = 10
      case bottomLeft = 11
      case bottomRight = 12
    }
  }

  public struct UIAccessibilityTraits: OptionSet, @unchecked Sendable {
    private let value: UInt64
    public init(rawValue: UInt64) { value = rawValue }
    // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
    public var rawValue: UInt64 { value }
    public static var none: UIAccessibilityTraits { .init(rawValue: 0) }
    public static var button: UIAccessibilityTraits { .init(rawValue: 1 << 0) }
    public static var image: UIAccessibilityTraits { .init(rawValue: 1 << 2) }
    public static var selected: UIAccessibilityTraits { .init(rawValue: 1 << 3) }
    public static var staticText: UIAccessibilityTraits { .init(rawValue: 1 << 6) }
    public static var header: UIAccessibilityTraits { .init(rawValue: 1 << 16) }
    public static var notEnabled: UIAccessibilityTraits { .init(rawValue: 1 << 8) }
    public static var updatesFrequently: UIAccessibilityTraits { .init(rawValue: 1 << 10) }
  }
#endif
