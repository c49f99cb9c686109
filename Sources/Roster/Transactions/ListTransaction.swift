/// Imperative edits of a list's declarative state, for code that thinks in operations
/// ("insert this post at the top") rather than in states.
///
/// A transaction edits a *copy* of the sections; nothing reaches the list view until the whole
/// transaction has succeeded, and then the result goes through the same diff and planner as
/// any other update — so an imperative edit can never produce an invalid batch update
/// (seed 003's atomic modifications, without index paths to get wrong):
///
/// ```swift
/// try controller.modify { list in
///   try list.insert(PostCellModel(post: post), at: 0, inSection: "posts")
///   try list.remove(id: "skeleton-0")
///   try list.move(id: "pinned", to: 0, inSection: "posts")
/// }
/// ```
///
/// Every edit names cells and sections by identifier. An edit that cannot be made (an unknown
/// identifier, an index past the end) throws a ``ListTransactionError`` and the transaction is
/// abandoned as a whole.
public struct ListTransaction: Sendable {
  /// The sections as edited so far.
  public var sections: [Section]

  /// Starts a transaction over `sections`.
  public init(sections: [Section]) {
    self.sections = sections
  }
}
