/// What a list view must do to go from the state on screen to a new one.
public enum UpdatePlan: Hashable, Sendable {
  /// Why the planner chose to reload instead of animating.
  public enum ReloadReason: Hashable, Sendable {
    /// The update has more animated operations than the policy allows.
    case tooManyOperations(count: Int, limit: Int)
    /// The list is not on screen.
    case notOnScreen
  }

  /// One batch of a plan, and what the list shows once it has run.
  public struct Stage: Hashable, Sendable {
    /// The batch to perform.
    public var batch: BatchUpdate
    /// The sections on screen after this batch, as offsets into the *new* sections, in the
    /// order they appear. Each shows the new section's items and content; only the order and
    /// the set of sections differ between stages. The last stage shows every new section in
    /// order.
    public var shownSectionOffsets: [Int]

    /// Creates a stage.
    public init(batch: BatchUpdate, shownSectionOffsets: [Int]) {
      self.batch = batch
      self.shownSectionOffsets = shownSectionOffsets
    }
  }

  /// Nothing changed; nothing to do.
  case unchanged
  /// Reload the whole list with the new state, without animation.
  case reload(ReloadReason)
  /// Perform these batches in order, each after the previous one has completed (rule R17).
  /// One stage whenever the rules allow it.
  case batches([Stage])

  /// The batches of the plan; empty for ``unchanged`` and ``reload(_:)``.
  public var stages: [Stage] {
    if case .batches(let stages) = self { return stages }
    return []
  }
}
