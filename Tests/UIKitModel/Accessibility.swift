// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Assistive technologies
  //
  // VoiceOver reads an element's label, value, hint and traits, and offers its custom actions
  // in the Actions rotor; `UIAccessibilityCustomAction.modelPerform()` is choosing one there.
  // The preferred content size category is `UIFont.modelContentSizeScale` (Text.swift); UIKit
  // posts `UIContentSizeCategory.didChangeNotification` when it changes, which a test does with
  // `UIContentSizeCategory.modelChange(toScale:)`.

  @MainActor open class UIAccessibilityCustomAction: NSObject {
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    private let handler: Handler
    private var storedName: String

    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {
      storedName = name
      handler = actionHandler
      super.init()
    }

    open var name: String {
      get { storedName }
      set { storedName = newValue }
    }

    /// Model: the user chooses the action in the Actions rotor; what its handler answered.
    @discardableResult
    public func modelPerform() -> Bool { handler(self) }
  }

  public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    private let value: String
    public init(_ rawValue: String) { value = rawValue }
    public init(rawValue: String) { value = rawValue }
    public var rawValue: String { value }
  }

  extension UIContentSizeCategory {
    nonisolated public static let didChangeNotification = NSNotification.Name(
      "UIContentSizeCategoryDidChangeNotification")

    /// Model: the user picks another text size: fonts scale by `scale`, and the notification
    /// is posted, on the main thread, as UIKit posts it.
    @MainActor
    public static func modelChange(toScale scale: CGFloat) {
      UIFont.modelContentSizeScale = scale
      NotificationCenter.default.post(name: didChangeNotification, object: nil)
    }
  }
#endif
