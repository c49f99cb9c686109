import Foundation

/// A cell model that wants to know when its cell appears and disappears (to start and stop
/// playback, log impressions, prefetch).
public protocol DisplayableCellModel: CellModel {
  /// What runs when the cell appears or disappears.
  typealias DisplayAction = @MainActor @Sendable (_ model: Self, _ indexPath: IndexPath) -> Void

  /// Runs just before the cell appears on screen.
  var willDisplayAction: DisplayAction? { get }
  /// Runs once the cell has left the screen.
  var didEndDisplayingAction: DisplayAction? { get }
}

extension DisplayableCellModel {
  /// No action by default.
  public var willDisplayAction: DisplayAction? { nil }
  /// No action by default.
  public var didEndDisplayingAction: DisplayAction? { nil }

  /// Runs ``willDisplayAction``, if any.
  @MainActor
  public func performWillDisplay(at indexPath: IndexPath) {
    willDisplayAction?(self, indexPath)
  }

  /// Runs ``didEndDisplayingAction``, if any.
  @MainActor
  public func performDidEndDisplaying(at indexPath: IndexPath) {
    didEndDisplayingAction?(self, indexPath)
  }
}
