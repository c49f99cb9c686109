/// A screen of the demo as the drivers see it: the interactive terminal loop and the script
/// runner start it, feed it keys and sizes, and draw its frames.
@MainActor
public protocol DemoApp: AnyObject {
  /// Shows the first state and starts whatever runs by itself (loading, the feed's updates).
  func start()
  /// Reacts to a key.
  func handle(_ key: DemoKey) -> DemoKeyResult
  /// The screen is now this big.
  func resize(columns: Int, rows: Int)
  /// The whole screen, styled, as big as the last size given.
  func frame() -> ScreenBuffer
}

/// What a key did.
public enum DemoKeyResult: Hashable, Sendable {
  /// The key changed something or was understood.
  case handled
  /// The key means nothing here.
  case ignored
  /// The user asked to quit.
  case quit
}
