import Foundation

/// How a cell's size is decided.
public enum CellSize: Hashable, Sendable {
  /// The host binds the model to a template cell (`sizing: true`) and measures it; the result
  /// is cached by identity, content and the size it was measured in.
  case autolayout
  /// Exactly this size. How each `Distribution` treats the width is described there.
  case explicit(CGSize)
  /// The list's size delegate decides, seeing the item, its siblings and the container.
  case relative
}
