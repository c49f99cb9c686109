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
    ///
    /// - Complexity: O(*S*) for *S* sections shown when the stage shows every new section in
    ///   order (the array is made when read); O(1) otherwise.
    public var shownSectionOffsets: [Int] {
      get { listedOffsets ?? Array(0..<shownSectionCount) }
      set {
        listedOffsets = newValue
        shownSectionCount = newValue.count
      }
    }

    /// The number of sections on screen after this batch.
    private(set) var shownSectionCount: Int
    /// The offsets, unless the stage shows every new section in order: a plan for a list of
    /// many sections then holds no array of them (one per update was O(sections)).
    private var listedOffsets: [Int]?

    /// Creates a stage.
    public init(batch: BatchUpdate, shownSectionOffsets: [Int]) {
      self.batch = batch
      listedOffsets = shownSectionOffsets
      shownSectionCount = shownSectionOffsets.count
    }

    /// A stage that shows all `count` new sections in order.
    ///
    /// - Complexity: O(1).
    init(batch: BatchUpdate, showingEverySectionOf count: Int) {
      self.batch = batch
      listedOffsets = nil
      shownSectionCount = count
    }

    /// Whether both perform the same batch and show the same sections.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      guard lhs.batch == rhs.batch, lhs.shownSectionCount == rhs.shownSectionCount else {
        return false
      }
      if lhs.listedOffsets == nil, rhs.listedOffsets == nil { return true }
      return lhs.shownSectionOffsets == rhs.shownSectionOffsets
    }

    /// Hashes the batch and the sections shown.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(batch)
      hasher.combine(shownSectionOffsets)
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
