// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Auto Layout
  //
  // A deterministic stand-in for the constraint solver, enough for views built of pinned edges,
  // fixed sizes, aspect ratios and stack views (what Sources/RosterUIKitCells builds): it
  // solves heights, which is what `systemLayoutSizeFitting` reports and self-sizing needs, not
  // subview frames.
  //
  // - A view's height at a width is, in order: its height constraint (`equalToConstant:`), its
  //   aspect constraint (height `equalTo` its own width `multiplier:`), its content's height
  //   (`intrinsicHeight(forWidth:)`: a label wraps at the width), or else the tallest of its
  //   subviews pinned to its top and bottom edges plus those edges' constants, each subview
  //   measured at the width its leading and trailing pins leave it; 0 when nothing says.
  // - A stack view (StackView.swift) stacks its visible arranged subviews.
  // - Any other constraint shape between a view and its superview traps: the model would
  //   otherwise report a height UIKit would not.

  /// Model: which edge or dimension an anchor stands for.
  enum LayoutAttribute: Sendable {
    case top, bottom, leading, trailing, width, height
  }

  /// Model: how a constraint relates its anchors.
  enum LayoutRelation: Sendable {
    case equal, lessThanOrEqual
  }

  @MainActor open class NSLayoutConstraint: NSObject {
    /// Model: the first anchor's view and attribute (`nil` for a constraint made with
    /// `init()`, which constrains nothing). Weak, as UIKit's `firstItem` and `secondItem`: a
    /// view keeps its active constraints, so a strong item would never let the view go.
    private(set) weak var firstView: UIView?
    private(set) var firstAttribute = LayoutAttribute.top
    /// Model: the second anchor's view and attribute; `nil` for a constant size (the attribute
    /// says so: the view may be gone).
    private(set) weak var secondView: UIView?
    private(set) var secondAttribute: LayoutAttribute?
    private(set) var relation = LayoutRelation.equal
    private(set) var multiplier: CGFloat = 1

    public override init() { super.init() }

    convenience init(
      first: (UIView, LayoutAttribute), second: (UIView, LayoutAttribute)?,
      relation: LayoutRelation = .equal, multiplier: CGFloat = 1, constant: CGFloat
    ) {
      self.init()
      firstView = first.0
      firstAttribute = first.1
      secondView = second?.0
      secondAttribute = second?.1
      self.relation = relation
      self.multiplier = multiplier
      storedConstant = constant
    }

    /// Adds the constraint to (or takes it from) its first view's active constraints.
    open var isActive: Bool {
      get { firstView?.activeConstraints.contains { $0 === self } ?? false }
      set {
        guard let firstView, newValue != isActive else { return }
        if newValue {
          firstView.activeConstraints.append(self)
        } else {
          firstView.activeConstraints.removeAll { $0 === self }
        }
        firstView.superview?.setNeedsLayout()
      }
    }
    open var constant: CGFloat {
      get { storedConstant }
      set { storedConstant = newValue }
    }
    private var storedConstant: CGFloat = 0
    /// Kept without effect: see the note at the top of the file.
    open var priority: UILayoutPriority {
      get { storedPriority }
      set { storedPriority = newValue }
    }
    private var storedPriority = UILayoutPriority.required

    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }
  }

  extension NSLayoutConstraint {
    public enum Axis: Int, @unchecked Sendable {
      case horizontal = 0
      case vertical = 1
    }
  }

  @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// Model: the anchor's view, and which of its edges or dimensions it is (a view's anchor
    /// properties make them; one made with `init()` anchors nothing).
    private(set) var view: UIView?
    private(set) var attribute = LayoutAttribute.top

    public override init() { super.init() }

    convenience init(view: UIView, attribute: LayoutAttribute) {
      self.init()
      self.view = view
      self.attribute = attribute
    }

    /// Model: a constraint from this anchor; one from an anchor of no view constrains nothing.
    func constraint(
      to second: NSLayoutAnchor<AnchorType>?, relation: LayoutRelation = .equal,
      multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
      guard let view else { return NSLayoutConstraint() }
      let other = second.flatMap { anchor in anchor.view.map { ($0, anchor.attribute) } }
      return NSLayoutConstraint(
        first: (view, attribute), second: other, relation: relation, multiplier: multiplier,
        constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      constraint(equalTo: anchor, constant: 0)
    }
    open func constraint(
      equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      constraint(to: anchor, constant: c)
    }
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      constraint(to: anchor, relation: .lessThanOrEqual, constant: c)
    }
  }

  @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

  @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      constraint(to: nil, constant: c)
    }
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
      constraint(to: anchor, multiplier: m, constant: 0)
    }
  }

  extension UIView {
    /// Model: whether some subview is placed by constraints to this view.
    var hasConstrainedSubviews: Bool {
      subviews.contains { subview in
        subview.activeConstraints.contains { $0.secondView === self }
      }
    }

    /// Model: the fixed width a constraint gives the view, if any.
    var constrainedWidth: CGFloat? {
      activeConstraints.first { $0.firstAttribute == .width && $0.secondAttribute == nil }?
        .constant
    }

    /// Model: the height the view's constraints and content give it at `width` (see the note
    /// at the top of the file).
    func solvedHeight(forWidth width: CGFloat) -> CGFloat {
      for constraint in activeConstraints where constraint.firstAttribute == .height {
        if constraint.secondAttribute == nil { return constraint.constant }
        if constraint.secondView === self, constraint.secondAttribute == .width {
          return width * constraint.multiplier + constraint.constant
        }
      }
      if let height = intrinsicHeight(forWidth: width) { return height }
      var height: CGFloat = 0
      for subview in subviews {
        let pins = subview.activeConstraints.filter { $0.secondView === self }
        guard !pins.isEmpty else { continue }
        var edges: [LayoutAttribute: CGFloat] = [:]
        for pin in pins {
          guard pin.firstAttribute == pin.secondAttribute, pin.multiplier == 1,
            pin.firstAttribute != .width, pin.firstAttribute != .height
          else {
            preconditionFailure("UIKitModel: no stand-in for this constraint: \(pin)")
          }
          edges[pin.firstAttribute] = pin.constant
        }
        guard let top = edges[.top], let bottom = edges[.bottom] else { continue }
        let subviewWidth = width - (edges[.leading] ?? 0) + (edges[.trailing] ?? 0)
        height = max(height, top + subview.fittedHeight(forWidth: subviewWidth) - bottom)
      }
      return height
    }
  }
#endif
