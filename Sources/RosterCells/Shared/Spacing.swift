/// How much room a spacer leaves, as a step each host turns into its own units.
public enum Spacing: Hashable, Sendable, CaseIterable {
  /// A little: 8 points on UIKit, one row on a terminal.
  case small
  /// The usual gap between groups: 16 points, one row.
  case medium
  /// A clear break: 32 points, two rows.
  case large
}
