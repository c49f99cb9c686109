#if os(Linux)
  import Testing

  /// The suites that run on the UIKit model, one at a time: they share the model's clock and
  /// `UIView.performWithoutAnimation`'s state, which belong to the process, as UIKit's do.
  @Suite("On the UIKit model", .serialized)
  @MainActor
  enum OnUIKitModel {}
#endif
