extension ListController {
  /// Applies imperative edits as one update, atomically.
  ///
  /// `edit` changes a copy of ``requestedSections``; if it throws, nothing changes. Otherwise
  /// the result is handed to ``update(with:animated:completion:)``, so it is diffed, planned and
  /// coalesced like any other state and cannot produce an invalid batch:
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// do {
  ///   try controller.modify { list in
  ///     try list.insert(PostCellModel(post: post), at: 0, inSection: "posts")
  ///     try list.remove(id: "skeleton-0")
  ///   }
  /// } catch .unknownSection(let id) {      // the error is a ListTransactionError
  ///   print("no section \(id)")
  /// } catch {
  ///   print(error.description)
  /// }
  /// ```
  ///
  /// The error is typed, ``ListTransactionError``, with no annotation on the closure: the
  /// closure may throw anything (Swift infers `any Error` for it), and `modify` rethrows a
  /// ``ListTransactionError`` as it is and any other error as
  /// ``ListTransactionError/aborted(reason:)`` with its description.
  ///
  /// - Complexity: The edits' own cost, plus an update; see ``ListTransaction``.
  public func modify(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
    _ edit: (inout ListTransaction) throws -> Void
  ) throws(ListTransactionError) {
    let sections = try ListTransaction.applying(edit, to: requestedSections)
    update(with: sections, animated: animated, completion: completion)
  }
}
