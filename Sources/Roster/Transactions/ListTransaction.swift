/// Imperative edits of a list's declarative state, for code that thinks in operations
/// ("insert this post at the top") rather than in states.
///
/// A transaction edits a *copy* of the sections; nothing reaches the list view until the whole
/// transaction has succeeded, and then the result goes through the same diff and planner as
/// any other update — so an imperative edit can never produce an invalid batch update
/// (atomic modifications, without index paths to get wrong):
///
/// <!-- snippet: fragment -->
/// ```swift
/// try controller.modify { list in
///   try list.insert(PostCellModel(post: post), at: 0, inSection: "posts")
///   try list.remove(id: "skeleton-0")
///   try list.move(id: "pinned", to: 0, inSection: "posts")
/// }
/// ```
///
/// Every edit names cells and sections by identifier. An edit that cannot be made (an unknown
/// identifier, an index past the end) throws a ``ListTransactionError``, changes nothing, and
/// the transaction is abandoned as a whole.
///
/// ## Unique identifiers
///
/// Edits keep identifiers unique: one that would add a cell whose identifier is already in the
/// sections (``insert(_:at:inSection:)``, ``append(_:toSection:)``,
/// ``insertSection(_:at:)``, ``updateSection(id:_:)``) throws
/// ``ListTransactionError/duplicateCell(_:section:item:)``, as one that would add a second
/// section with an identifier throws ``ListTransactionError/duplicateSection(_:)``. Duplicates
/// the sections held when the transaction started stay (a declarative update accepts them with
/// a `ListDiagnostic`), and so do any made by assigning ``sections`` directly, which is not
/// checked.
///
/// - Complexity: Checking a cell an edit adds scans the cells, O(*n*), for the first
///   few such checks of a transaction (four); then the transaction indexes its identifiers,
///   O(*n*) once, and every later check is O(1). A transaction over *n* cells with *k* inserts
///   costs O(*n* + *k*) plus the array insertions themselves. Assigning ``sections`` drops the
///   index, which a later check builds again.
public struct ListTransaction: Sendable {
  /// The sections as edited so far.
  public var sections: [Section] {
    get { storage }
    set {
      storage = newValue
      identities = nil
    }
    _modify {
      identities = nil
      yield &storage
    }
  }

  /// The sections. The edits change them here and keep ``identities`` in step; a change through
  /// ``sections`` drops the identities instead.
  var storage: [Section]

  /// How many cells carry each identifier, from the edit that indexed them (see
  /// ``occurrences(of:)``) until ``sections`` is changed from outside the edits.
  var identities: CellIdentities?

  /// How many more checks may scan the cells before the transaction indexes them.
  var scansLeft = ListTransaction.scansBeforeIndexing

  /// Starts a transaction over `sections`.
  public init(sections: [Section]) {
    self.storage = sections
  }
}

extension ListTransaction {
  /// The sections `edit` makes of `sections`, with any error it throws as a
  /// ``ListTransactionError`` (another error becomes ``ListTransactionError/aborted(reason:)``).
  static func applying(
    _ edit: (inout ListTransaction) throws -> Void, to sections: [Section]
  ) throws(ListTransactionError) -> [Section] {
    var transaction = ListTransaction(sections: sections)
    do {
      try edit(&transaction)
    } catch let error as ListTransactionError {
      throw error
    } catch {
      throw .aborted(reason: String(describing: error))
    }
    return transaction.sections
  }
}
