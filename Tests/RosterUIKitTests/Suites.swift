#if os(Linux) || canImport(UIKit)
  import Testing

  // Which UIKit these tests run against:
  //
  // - `swift test` on Linux: the behavioural model of `Tests/UIKitModel` (`import UIKitModel`),
  //   with the adapter compiled against it as `RosterUIKitOnModel`.
  // - `xcodebuild test` on an iOS simulator or device: the real UIKit, with the same adapter
  //   sources compiled against it (as `RosterUIKitOnModel` too, so the files need no change).
  // - `UIKitCheck/run.sh` on Linux, with `-D UIKIT_CHECK`: the Apple branch of every file is
  //   type-checked against `UIKitCheck/UIKit.swift`, Apple's signatures.
  //
  // Each file picks its UIKit with `#if os(Linux) && !UIKIT_CHECK`. What only the model can
  // observe (the batches UIKit would reject, the exceptions it would raise, whether a cell was
  // dequeued) is checked on Linux; on a device UIKit raises instead, which fails the run.

  /// The suites that drive RosterUIKit, one at a time: they share the clock (the model's, or
  /// the main run loop) and `UIView.performWithoutAnimation`'s state, which belong to the
  /// process, as UIKit's do.
  @Suite("RosterUIKit on UIKit (on Linux, on the UIKit model)", .serialized)
  @MainActor
  enum OnUIKit {}
#endif
