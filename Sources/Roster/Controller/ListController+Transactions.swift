extension ListController {
  /// The newest state asked for: what the list shows once every update in flight or waiting
  /// has been applied. Transactions start from it, so no edit is lost to coalescing.
  public var requestedSections: [Section] {
    queue.requestedSections(displayed: sections)
  }

  /// Applies imperative edits as one update (seed 003's atomic modifications).
  ///
  /// `edit` changes a copy of ``requestedSections``; if it throws, nothing changes. Otherwise
  /// the result is handed to ``update(with:animated:completion:)``, so it is diffed, planned and
  /// coalesced like any other state and cannot produce an invalid batch:
  ///
  /// ```swift
  /// try controller.modify { list in
  ///   try list.insert(PostCellModel(post: post), at: 0, inSection: "posts")
  ///   try list.remove(id: "skeleton-0")
  /// }
  /// ```
  ///
  /// - Complexity: The edits' own cost, plus an update; see ``ListTransaction``.
  public func modify<Failure: Error>(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
    _ edit: (inout ListTransaction) throws(Failure) -> Void
  ) throws(Failure) {
    var transaction = ListTransaction(sections: requestedSections)
    try edit(&transaction)
    update(with: transaction.sections, animated: animated, completion: completion)
  }
}
