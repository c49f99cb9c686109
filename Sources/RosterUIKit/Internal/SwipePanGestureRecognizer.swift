#if canImport(UIKit)
  import UIKit
  // The touch methods a recognizer subclass overrides are declared in this module of UIKit's.
  #if canImport(UIKit.UIGestureRecognizerSubclass)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// A pan that reports itself to a closure at each step of a recognized gesture: target and
  /// action take an Objective-C selector, which would keep the swipe actions from being
  /// type-checked and run where there is no Objective-C runtime (the UIKit model on Linux).
  final class SwipePanGestureRecognizer: UIPanGestureRecognizer {
    /// Called after each touch of a begun pan: began, changed, ended or cancelled.
    var onChange: (@MainActor (SwipePanGestureRecognizer) -> Void)?
    /// Where the touch went down, in the view's coordinates.
    private(set) var startLocation = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      startLocation = location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      report()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      report()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      report()
    }

    private func report() {
      switch state {
      case .began, .changed, .ended, .cancelled: onChange?(self)
      default: break
      }
    }
  }
#endif
