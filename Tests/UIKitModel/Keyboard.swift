// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  // MARK: - Hardware keyboard
  //
  // A responder offers `UIKeyCommand`s through `keyCommands`; UIKit matches a pressed key to a
  // command's input and modifiers and sends its action, a selector, up the responder chain.
  // Linux has no Objective-C runtime to send a selector with: `Selector` keeps its name, and a
  // test presses a key with `UIResponder.modelPress(input:modifierFlags:)`, which finds the
  // matching command the responder offers (as UIKit matches them) and returns it for the test
  // to hand to the code the action method would call.

  public struct Selector: Hashable, Equatable, @unchecked Sendable {
    /// Model: the selector's name.
    public let modelName: String
    public init(_ str: String) { modelName = str }
  }

  public struct UIKeyModifierFlags: OptionSet, @unchecked Sendable {
    private let value: Int
    public init(rawValue: Int) { value = rawValue }
    // Get-only, as UIKit declares it (`UIKitCheck/run.sh` compares the signatures).
    public var rawValue: Int { value }
    public static var shift: UIKeyModifierFlags { .init(rawValue: 1 << 17) }
  }

  @MainActor open class UICommand: UIMenuElement {}

  @MainActor open class UIKeyCommand: UICommand {
    private var storedInput: String?
    private var storedFlags: UIKeyModifierFlags = []
    /// Model: the action the command sends.
    public private(set) var modelAction = Selector("")

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
      self.init()
      storedInput = input
      storedFlags = modifierFlags
      modelAction = action
    }

    open var input: String? { storedInput }
    open var modifierFlags: UIKeyModifierFlags { storedFlags }
    open var discoverabilityTitle: String? {
      get { storedTitle }
      set { storedTitle = newValue }
    }
    private var storedTitle: String?
    /// False by default: the focus system takes the arrow keys first (iOS 15 and later).
    open var wantsPriorityOverSystemBehavior: Bool {
      get { storedPriority }
      set { storedPriority = newValue }
    }
    private var storedPriority = false

    nonisolated public static let inputRightArrow: String = "UIKeyInputRightArrow"
    nonisolated public static let inputLeftArrow: String = "UIKeyInputLeftArrow"
  }

  extension UIResponder {
    /// Model: the user presses `input` with `modifierFlags` while the responder is in the
    /// responder chain: the first of its key commands with that input and those modifiers,
    /// which UIKit would perform, or `nil`.
    public func modelPress(
      input: String, modifierFlags: UIKeyModifierFlags = []
    ) -> UIKeyCommand? {
      keyCommands?.first { $0.input == input && $0.modifierFlags == modifierFlags }
    }
  }
#endif
