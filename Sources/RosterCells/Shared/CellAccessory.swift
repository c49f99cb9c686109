/// What a row shows at its trailing edge to say what selecting it does.
public enum CellAccessory: Hashable, Sendable {
  /// Nothing.
  case none
  /// Selecting the row shows more (a chevron on UIKit, `›` on a terminal).
  case disclosure
  /// The row is the chosen one (a checkmark on UIKit, `✓` on a terminal).
  case checkmark
}
