#if canImport(UIKit)
  import UIKit

  /// A host that rebinds its visible cells when it has shown a state the app asked for
  /// (``HeldInputHost``), while one of them may hold a value.
  @MainActor
  protocol HeldInputTracking: AnyObject {
    /// Whether a control of the list reported a value since the last such rebinding.
    var holdsInput: Bool { get set }
  }
#endif
