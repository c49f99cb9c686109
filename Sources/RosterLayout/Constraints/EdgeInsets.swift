import Foundation

/// Insets around a section's content, in points (cells on a terminal host).
public struct EdgeInsets: Hashable, Sendable {
  /// Space above the content.
  public var top: CGFloat
  /// Space before the content.
  public var left: CGFloat
  /// Space below the content.
  public var bottom: CGFloat
  /// Space after the content.
  public var right: CGFloat

  /// Creates insets; every edge defaults to zero.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
