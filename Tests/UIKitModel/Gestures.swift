// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Touches and gesture recognizers
  //
  // A gesture recognizer hears the touches of the view it is attached to before the view
  // does, through `touchesBegan/Moved/Ended/Cancelled(_:with:)`, which a subclass overrides
  // (calling super), as in UIKit. The model's pan recognizer follows Apple's documented states:
  // it stays `.possible` until the touch has moved 10 points, then asks its delegate's
  // `gestureRecognizerShouldBegin(_:)` and begins (`.began`, then `.changed` with each move) or
  // fails; lifting the finger ends a begun pan (`.ended`) and fails one that did not begin; a
  // cancelled touch cancels it. The next touch resets it (`reset()`), as UIKit resets a
  // recognizer after it ends. `translation(in:)` is from where the touch went down (moved by
  // `setTranslation(_:in:)`), `velocity(in:)` the last move's, each move taking one frame of a
  // 60 Hz screen. Points are in the coordinates of the view the recognizer is attached to,
  // whatever view is asked (the model has no coordinate conversion): Roster asks that view.
  //
  // Tests drive a touch with `UIView.modelPan(from:through:cancelled:)`.

  @MainActor open class UITouch: NSObject {
    private let point: CGPoint

    /// Model: a touch at `point`, in the coordinates of the view it is made on.
    public init(modelLocation point: CGPoint) {
      self.point = point
      super.init()
    }

    /// A touch at the origin.
    public override init() {
      point = .zero
      super.init()
    }

    open func location(in view: UIView?) -> CGPoint { point }
  }

  @MainActor open class UIEvent: NSObject {}

  // Optional requirements: see the note at the top of UIKitCheck/UIKit.swift.
  @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /* optional */ func gestureRecognizerShouldBegin(
      _ gestureRecognizer: UIGestureRecognizer
    )
      -> Bool
  }

  @MainActor open class UIGestureRecognizer: NSObject {
    /// Model: the designated initializer behind `init()` (`init(target:action:)` takes a
    /// `Selector`, which Linux lacks).
    public init(model: Void) { super.init() }
    public init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(model: ()) }

    open var state: UIGestureRecognizer.State { storedState }
    /// Model: where the recognizer's state machine is.
    var storedState = UIGestureRecognizer.State.possible
    weak open var delegate: (any UIGestureRecognizerDelegate)? {
      get { storedDelegate }
      set { storedDelegate = newValue }
    }
    private weak var storedDelegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled: Bool {
      get { enabled }
      set { enabled = newValue }
    }
    private var enabled = true
    open var view: UIView? { attachedView }
    /// Model: the view `addGestureRecognizer(_:)` attached the recognizer to.
    weak var attachedView: UIView?
    /// Kept without effect: the model delivers touches to recognizers only.
    open var cancelsTouchesInView: Bool {
      get { cancels }
      set { cancels = newValue }
    }
    private var cancels = true

    /// Model: where the touch is now.
    var currentLocation = CGPoint.zero

    open func location(in view: UIView?) -> CGPoint { currentLocation }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = touches.first { currentLocation = touch.location(in: view) }
    }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = touches.first { currentLocation = touch.location(in: view) }
    }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      if let touch = touches.first { currentLocation = touch.location(in: view) }
    }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func reset() {}
  }

  extension UIGestureRecognizer {
    public enum State: Int, @unchecked Sendable {
      case possible = 0
      case began = 1
      case changed = 2
      case ended = 3
      case cancelled = 4
      case failed = 5
    }
  }

  @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Model: how far a touch moves before a pan can begin.
    public static let modelHysteresis: CGFloat = 10
    private var start = CGPoint.zero
    private var lastMove = CGPoint.zero

    open func translation(in view: UIView?) -> CGPoint {
      CGPoint(x: currentLocation.x - start.x, y: currentLocation.y - start.y)
    }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
      start = CGPoint(x: currentLocation.x - translation.x, y: currentLocation.y - translation.y)
    }
    open func velocity(in view: UIView?) -> CGPoint {
      CGPoint(x: lastMove.x * 60, y: lastMove.y * 60)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      if state != .possible {
        storedState = .possible
        reset()
      }
      super.touchesBegan(touches, with: event)
      start = currentLocation
      lastMove = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      let previous = currentLocation
      super.touchesMoved(touches, with: event)
      lastMove = CGPoint(x: currentLocation.x - previous.x, y: currentLocation.y - previous.y)
      switch state {
      case .possible:
        let moved = translation(in: view)
        guard (moved.x * moved.x + moved.y * moved.y).squareRoot() >= Self.modelHysteresis
        else { return }
        let begins = delegate?.gestureRecognizerShouldBegin(self) ?? true
        storedState = begins ? .began : .failed
      case .began, .changed:
        storedState = .changed
      default:
        break
      }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      storedState = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      storedState = state == .began || state == .changed ? .cancelled : .failed
    }
  }

  extension UIView {
    /// Model: a finger goes down at `start` (in this view's coordinates), moves through
    /// `points` and lifts (or its touch is cancelled); the view's enabled gesture recognizers
    /// hear every phase, in the order they were added.
    public func modelPan(from start: CGPoint, through points: [CGPoint], cancelled: Bool = false) {
      let recognizers = (gestureRecognizers ?? []).filter(\.isEnabled)
      let event = UIEvent()
      for recognizer in recognizers {
        recognizer.touchesBegan([UITouch(modelLocation: start)], with: event)
      }
      for point in points {
        for recognizer in recognizers {
          recognizer.touchesMoved([UITouch(modelLocation: point)], with: event)
        }
      }
      let last = UITouch(modelLocation: points.last ?? start)
      for recognizer in recognizers {
        if cancelled {
          recognizer.touchesCancelled([last], with: event)
        } else {
          recognizer.touchesEnded([last], with: event)
        }
      }
    }
  }
#endif
