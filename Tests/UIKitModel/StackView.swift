// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Stack views

  /// Stacks its arranged subviews, as Apple documents: hidden ones take no room, and a view
  /// removed from the stack view's subviews leaves its arranged subviews too. Heights are
  /// solved as AutoLayout.swift says; across a horizontal stack, views with a width of their
  /// own (a width constraint, or a control's intrinsic width) get it and the others (labels,
  /// stacks, text fields) share what is left equally, a stand-in for hugging and compression
  /// priorities, which the model does not have.
  @MainActor open class UIStackView: UIView {
    private var arranged: [UIView] = []
    private var storedAxis = NSLayoutConstraint.Axis.horizontal
    private var storedAlignment = UIStackView.Alignment.fill
    private var storedSpacing: CGFloat = 0

    public init(arrangedSubviews views: [UIView]) {
      super.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var arrangedSubviews: [UIView] { arranged }
    open func addArrangedSubview(_ view: UIView) {
      addSubview(view)
      arranged.append(view)
    }
    open var axis: NSLayoutConstraint.Axis {
      get { storedAxis }
      set { storedAxis = newValue }
    }
    open var alignment: UIStackView.Alignment {
      get { storedAlignment }
      set { storedAlignment = newValue }
    }
    open var spacing: CGFloat {
      get { storedSpacing }
      set { storedSpacing = newValue }
    }

    open override func willRemoveSubview(_ subview: UIView) {
      arranged.removeAll { $0 === subview }
    }

    override func fittedHeight(forWidth width: CGFloat) -> CGFloat {
      if activeConstraints.contains(where: { $0.firstAttribute == .height }) {
        return solvedHeight(forWidth: width)
      }
      let shown = arranged.filter { !$0.isHidden }
      guard !shown.isEmpty else { return 0 }
      let gaps = spacing * CGFloat(shown.count - 1)
      switch axis {
      case .vertical:
        return shown.reduce(gaps) { height, view in
          height + view.fittedHeight(forWidth: width)
        }
      case .horizontal:
        let fixed = shown.map(\.modelFixedWidth)
        let flexibleCount = fixed.filter { $0 == nil }.count
        let left = width - gaps - fixed.reduce(0) { $0 + ($1 ?? 0) }
        let shared = flexibleCount == 0 ? 0 : max(left / CGFloat(flexibleCount), 0)
        return zip(shown, fixed).reduce(0) { height, pair in
          max(height, pair.0.fittedHeight(forWidth: pair.1 ?? shared))
        }
      }
    }
  }

  extension UIStackView {
    public enum Alignment: Int, @unchecked Sendable {
      case fill = 0
      case leading = 1
      case firstBaseline = 2
      case center = 3
      case trailing = 4
      case lastBaseline = 5
    }
  }

  extension UIView {
    /// Model: the width the view has of its own across a horizontal stack: a width constraint,
    /// or a control's or image's intrinsic width; `nil` for views that take a share of the row.
    var modelFixedWidth: CGFloat? {
      if let width = constrainedWidth { return width }
      guard self is UIControl || self is UIImageView, !(self is UITextField) else { return nil }
      let width = intrinsicContentSize.width
      return width == UIView.noIntrinsicMetric ? nil : width
    }
  }
#endif
