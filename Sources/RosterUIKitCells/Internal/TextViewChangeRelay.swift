#if canImport(UIKit)
  import UIKit

  /// A text view's delegate that passes on each edit: `UITextView` reports edits only to its
  /// delegate, and the content view that owns the text view keeps its own conformances public
  /// API-free.
  final class TextViewChangeRelay: NSObject, UITextViewDelegate {
    /// Called after each edit.
    var onChange: () -> Void = {}

    func textViewDidChange(_ textView: UITextView) {
      onChange()
    }

    // Optional in UIKit; UIKitCheck declares it as a requirement (see the top of its
    // UIKit.swift). Scrolling is no edit.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  }
#endif
