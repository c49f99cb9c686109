/// The axis a section's content flows along.
public enum ScrollDirection: Hashable, Sendable {
  /// Rows stack downwards; cells share a row's width.
  case vertical
  /// Columns stack rightwards; cells share a column's height.
  case horizontal
}
