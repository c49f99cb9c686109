// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// UIKit API the docs' examples use beyond what the adapter does (UIKitCheck/UIKit.swift declares
// exactly the adapter's), with Apple's signatures. Docs/snippets.py compiles it into the same
// `UIKit` declarations module, so an example sees it only if it imports UIKit, as on a device.

// UIKit's `init()`, inherited from NSObject; UIKit.swift gives views `init(frame:)` alone.
extension UILabel {
  public convenience init() { self.init(frame: .zero) }
}

extension UIImageView {
  public convenience init() { self.init(frame: .zero) }
}

extension UIImage {
  public convenience init?(data: Data) { fatalError() }
}
