// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// UIKit API the docs' examples use beyond what the adapter does (UIKitCheck/UIKit.swift declares
// exactly the adapter's), with Apple's signatures. Docs/snippets.py compiles it into the same
// `UIKit` declarations module, so an example sees it only if it imports UIKit, as on a device.

@MainActor open class UILabel: UIView {
  public convenience init() { self.init(frame: .zero) }
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

@MainActor open class UIImageView: UIView {
  public convenience init() { self.init(frame: .zero) }
}
