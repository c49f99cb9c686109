// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Actions and controls
  //
  // A control runs the actions added for an event whenever `sendActions(for:)` sends it, as in
  // UIKit, even when disabled: what a disabled control does not do is take the user's touches,
  // so the model's user gestures (`modelTap()`, `modelFlip()`, `modelTapSegment(_:)`, and text
  // editing in Text.swift) do nothing on a disabled control. A disabled control has the
  // not-enabled accessibility trait, and setting a value in code sends no event.

  public typealias UIActionHandler = (UIAction) -> Void

  @MainActor open class UIMenuElement: NSObject {}

  extension UIMenuElement {
    public struct Attributes: OptionSet, @unchecked Sendable {
      private let value: UInt
      public init(rawValue: UInt) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: UInt { value }
    }

    public enum State: Int, @unchecked Sendable {
      case off = 0
      case on = 1
      case mixed = 2
    }
  }

  @MainActor open class UIAction: UIMenuElement {
    /// Model: what the action runs.
    var handler: UIActionHandler = { _ in }
    private var storedTitle = ""
    private var storedAttributes: UIMenuElement.Attributes = []

    public convenience init(
      title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
      self.init()
      self.handler = handler
      storedTitle = title
      storedAttributes = attributes
    }

    open var title: String {
      get { storedTitle }
      set { storedTitle = newValue }
    }
    open var attributes: UIMenuElement.Attributes {
      get { storedAttributes }
      set { storedAttributes = newValue }
    }

    /// Model: runs the action as choosing it in a menu does.
    public func modelPerform() { handler(self) }
  }

  extension UIAction {
    public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
      private let value: String
      public init(_ rawValue: String) { value = rawValue }
      public init(rawValue: String) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: String { value }
    }
  }

  @MainActor open class UIControl: UIView {
    private var enabled = true
    private var actions: [(events: UIControl.Event, action: UIAction)] = []

    open var isEnabled: Bool {
      get { enabled }
      set { enabled = newValue }
    }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      actions.append((controlEvents, action))
    }
    open func sendActions(for controlEvents: UIControl.Event) {
      for (events, action) in actions where !events.isDisjoint(with: controlEvents) {
        action.handler(action)
      }
    }
    open override var accessibilityTraits: UIAccessibilityTraits {
      get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
      set { super.accessibilityTraits = newValue }
    }
  }

  extension UIControl {
    public struct Event: OptionSet, @unchecked Sendable {
      private let value: UInt
      public init(rawValue: UInt) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: UInt { value }
      public static var touchUpInside: UIControl.Event { .init(rawValue: 1 << 6) }
      public static var valueChanged: UIControl.Event { .init(rawValue: 1 << 12) }
      public static var primaryActionTriggered: UIControl.Event { .init(rawValue: 1 << 13) }
      public static var editingChanged: UIControl.Event { .init(rawValue: 1 << 17) }
      public static var editingDidEndOnExit: UIControl.Event { .init(rawValue: 1 << 19) }
    }

    public struct State: OptionSet, @unchecked Sendable {
      private let value: UInt
      public init(rawValue: UInt) { value = rawValue }
      // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
      public var rawValue: UInt { value }
      public static var normal: UIControl.State { .init(rawValue: 0) }
      public static var disabled: UIControl.State { .init(rawValue: 1 << 1) }
    }
  }

  /// A title in a label 14 points taller than its font's line and 16 points wider than the
  /// title; an accessibility element with the button trait whose label is its title.
  @MainActor open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel(frame: .zero)

    public required init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .button
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setTitle(_ title: String?, for state: UIControl.State) {
      titles[state.rawValue] = title
      label.text = self.title(for: .normal)
    }
    open func title(for state: UIControl.State) -> String? {
      titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
      titleColors[state.rawValue] = color
      label.textColor = titleColors[UIControl.State.normal.rawValue]
    }
    open var titleLabel: UILabel? { label }
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
      images[state.rawValue] = image
    }
    /// Model: the image set for `state`, or for `.normal`.
    public func modelImage(for state: UIControl.State) -> UIImage? {
      images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
    private var images: [UInt: UIImage] = [:]
    open override var accessibilityLabel: String? {
      get { super.accessibilityLabel ?? title(for: .normal) }
      set { super.accessibilityLabel = newValue }
    }
    open override var intrinsicContentSize: CGSize {
      let title = title(for: .normal) ?? ""
      return CGSize(
        width: max(label.font.width(of: title) + 16, 30), height: label.font.lineHeight + 14)
    }

    /// Model: the user taps the button: `.touchUpInside` and `.primaryActionTriggered`,
    /// unless it is disabled; whether it took the tap.
    @discardableResult
    public func modelTap() -> Bool {
      guard isEnabled else { return false }
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
      return true
    }
  }

  /// A scroll view's pull-to-refresh control: refreshing from a pull (``modelPull()``) or
  /// `beginRefreshing()` until `endRefreshing()`.
  @available(tvOS, unavailable)
  @MainActor open class UIRefreshControl: UIControl {
    private var refreshing = false

    public init() { super.init(frame: .zero) }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isRefreshing: Bool { refreshing }
    open func beginRefreshing() { refreshing = true }
    open func endRefreshing() { refreshing = false }

    /// Model: the user pulls the list down past the control: it starts refreshing and sends
    /// `.valueChanged`, as UIKit does, unless it is disabled or refreshing already; whether it
    /// started.
    @discardableResult
    public func modelPull() -> Bool {
      guard isEnabled, !refreshing else { return false }
      refreshing = true
      sendActions(for: .valueChanged)
      return true
    }
  }

  /// 51 by 31 points; its accessibility value is "1" or "0", as in UIKit.
  @MainActor open class UISwitch: UIControl {
    private var on = false

    public required init(frame: CGRect) {
      super.init(frame: frame)
      isAccessibilityElement = true
      accessibilityTraits = .button
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var isOn: Bool {
      get { on }
      set { on = newValue }
    }
    open func setOn(_ on: Bool, animated: Bool) { self.on = on }
    open override var accessibilityValue: String? {
      get { super.accessibilityValue ?? (on ? "1" : "0") }
      set { super.accessibilityValue = newValue }
    }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    /// Model: the user flips the switch: its value changes and `.valueChanged` is sent,
    /// unless it is disabled; whether it took the flip.
    @discardableResult
    public func modelFlip() -> Bool {
      guard isEnabled else { return false }
      on.toggle()
      sendActions(for: .valueChanged)
      return true
    }
  }

  /// 32 points high, each segment 16 points wider than its title (at least 40).
  @MainActor open class UISegmentedControl: UIControl {
    private var titles: [String?] = []
    private var selected = UISegmentedControl.noSegment

    public init(items: [Any]?) {
      super.init(frame: .zero)
      titles = (items ?? []).map { $0 as? String }
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { titles.count }
    open var selectedSegmentIndex: Int {
      get { selected }
      set { selected = newValue }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
      titles.insert(title, at: min(max(segment, 0), titles.count))
    }
    open func removeAllSegments() {
      titles.removeAll()
      selected = UISegmentedControl.noSegment
    }
    open func titleForSegment(at segment: Int) -> String? {
      titles.indices.contains(segment) ? titles[segment] : nil
    }
    public static let noSegment: Int = -1

    open override var intrinsicContentSize: CGSize {
      let font = UIFont.preferredFont(forTextStyle: .subheadline)
      let width = titles.reduce(0) { $0 + max(font.width(of: $1 ?? "") + 16, 40) }
      return CGSize(width: width, height: 32)
    }

    /// Model: the user taps segment `index`: it is selected and `.valueChanged` is sent,
    /// unless the control is disabled, there is no such segment or it is already selected;
    /// whether the selection changed.
    @discardableResult
    public func modelTapSegment(_ index: Int) -> Bool {
      guard isEnabled, titles.indices.contains(index), index != selected else { return false }
      selected = index
      sendActions(for: .valueChanged)
      return true
    }
  }
#endif
