// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // The content configurations of UIKitCheck/UIKit.swift, with Apple's signatures. The model
  // keeps the configuration it is given; it builds no content view from it (no configuration
  // the adapter compiles against the model makes one: the SwiftUI cell is compiled only where
  // SwiftUI exists).

  public protocol UIContentConfiguration {}

  extension UICollectionViewCell {
    public var contentConfiguration: (any UIContentConfiguration)? {
      get { storedContentConfiguration }
      set { storedContentConfiguration = newValue }
    }
  }
#endif
