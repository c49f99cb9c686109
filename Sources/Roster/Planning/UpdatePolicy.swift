/// When an update is animated as a batch, when the list is simply reloaded, and how a section
/// that moves while its items change is handled.
///
/// The defaults suit a screen a person is looking at: at most 1,000 animated operations (more
/// would animate for longer than anyone watches and cost more than a reload), a reload whenever
/// the list is not on screen (UIKit validates counts early for views outside a window, rule R4,
/// and nobody sees the animation anyway), and a second batch for moved sections whose items
/// change.
public struct UpdatePolicy: Hashable, Sendable {
  /// How the planner satisfies rule R13: a section that moves must not have items inserted,
  /// deleted, moved or reloaded in the same batch.
  public enum MovedSectionStrategy: Hashable, Sendable {
    /// Apply the item changes in a first batch, with sections in their old order, and the
    /// section moves and insertions in a second. Every cell survives, keeps its state and
    /// animates; the cost is a second, short batch in the rare update that both reorders
    /// sections and changes their items.
    case separateBatches
    /// Delete and insert each such section in the one batch. Always a single batch, but the
    /// section's cells are recreated: its item animations are lost and cell state is reset.
    case deleteAndInsert
  }

  /// Above this many animated operations (see ``BatchUpdate/operationCount``) the planner
  /// asks for a reload instead of a batch. Must be zero or more.
  public var maximumAnimatedOperations: Int
  /// Whether a list that is not on screen is reloaded instead of updated in batches.
  public var reloadsWhenNotOnScreen: Bool
  /// How a section that moves while its items change is handled.
  public var movedSectionStrategy: MovedSectionStrategy

  /// Creates a policy; the defaults are described on ``UpdatePolicy``.
  public init(
    maximumAnimatedOperations: Int = 1_000, reloadsWhenNotOnScreen: Bool = true,
    movedSectionStrategy: MovedSectionStrategy = .separateBatches
  ) {
    self.maximumAnimatedOperations = max(0, maximumAnimatedOperations)
    self.reloadsWhenNotOnScreen = reloadsWhenNotOnScreen
    self.movedSectionStrategy = movedSectionStrategy
  }

  /// Animate everything the rules allow, on screen or not; for tests and simulations.
  public static let alwaysAnimate = UpdatePolicy(
    maximumAnimatedOperations: .max, reloadsWhenNotOnScreen: false)
}
