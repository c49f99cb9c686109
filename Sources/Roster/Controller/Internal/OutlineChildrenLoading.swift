/// The children a list loads for outline nodes that have some not loaded yet, by node
/// identifier: loading (with the task to cancel), failed, or loaded.
///
/// The controller's walk of each request asks it for a lazy node's children
/// (``children(of:isExpanded:isShown:loader:)``), which is where a load becomes due: a node
/// that is expanded and shown, and has no state yet. After the walk, ``reconcile(with:)``
/// drops what the new tree no longer allows, cancelling its task.
///
/// Rules: a load runs while its node is expanded and in the tree; loaded children stay while
/// the node is in the tree and its data still gives no children but says it has some (the
/// app's own children take precedence, and replace them); a failure stays while the node is
/// expanded. A result is taken only from the load that is current for its node (by token).
struct OutlineChildrenLoading {
  enum State {
    /// `row` is the loading row shown meanwhile; `task` is set once the load started.
    case loading(token: Int, task: Task<Void, Never>?, row: (any CellModel)?)
    case failed(row: any CellModel)
    /// Expanded while the list had no loader: reported once, and loaded after a collapse.
    case noLoader
    case loaded([OutlineItem])
  }

  private(set) var states: [String: State] = [:]
  private var lastToken = 0
  /// The loads the walk found due, to be started once it ends.
  private(set) var due: [(item: OutlineItem, token: Int)] = []
  /// The nodes the walk found due while the list had no loader, to report.
  private(set) var missingLoader: [String] = []

  /// Whether the children of `identifier` are loading.
  func isLoading(_ identifier: String) -> Bool {
    if case .loading = states[identifier] { return true }
    return false
  }

  /// Whether `token` is the current load of `identifier`.
  func isCurrent(_ identifier: String, token: Int) -> Bool {
    if case .loading(let current, _, _) = states[identifier] { return current == token }
    return false
  }

  /// Whether the last load of `identifier` failed and its error row shows.
  func hasFailed(_ identifier: String) -> Bool {
    if case .failed = states[identifier] { return true }
    return false
  }

  /// The children the walk shows under `item`: its data's when it has some; otherwise what
  /// was loaded, or the loading or error row while it is expanded. An expanded, shown node
  /// with no state yet becomes due for a load (or, without `loader`, is reported).
  @MainActor
  mutating func children(
    of item: OutlineItem, isExpanded: Bool, isShown: Bool, loader: OutlineChildrenLoader?
  ) -> [OutlineItem] {
    guard item.hasUnloadedChildren, item.children.isEmpty else { return item.children }
    let identifier = item.identifier
    switch states[identifier] {
    case .loaded(let children):
      return children
    case .loading(_, _, let row):
      return isExpanded ? row.map { [OutlineItem($0)] } ?? [] : []
    case .failed(let row):
      return isExpanded ? [OutlineItem(row)] : []
    case .noLoader:
      return []
    case nil:
      guard isExpanded, isShown else { return [] }
      guard let loader else {
        states[identifier] = .noLoader
        missingLoader.append(identifier)
        return []
      }
      lastToken += 1
      let row = loader.loadingRow?(identifier)
      states[identifier] = .loading(token: lastToken, task: nil, row: row)
      due.append((item, lastToken))
      return row.map { [OutlineItem($0)] } ?? []
    }
  }

  /// The children a filter searches under `item`: its data's, or what was loaded for it;
  /// never a loading or error row.
  func searchedChildren(of item: OutlineItem) -> [OutlineItem] {
    guard item.hasUnloadedChildren, item.children.isEmpty,
      case .loaded(let children) = states[item.identifier]
    else { return item.children }
    return children
  }

  /// Drops the states `expansion`'s new tree no longer allows (see the type's rules),
  /// cancelling their loads.
  ///
  /// - Complexity: O(*k*) for the *k* nodes with a state.
  mutating func reconcile(with expansion: OutlineExpansion) {
    for (identifier, state) in states {
      guard expansion.node(identifier)?.hasUnloadedChildren == true else {
        drop(identifier)
        continue
      }
      if case .loaded = state { continue }
      if !expansion.isExpanded(identifier) { drop(identifier) }
    }
  }

  /// The loads and reports the walk found due, handed over once.
  mutating func takeDue() -> (loads: [(item: OutlineItem, token: Int)], missing: [String]) {
    defer {
      due = []
      missingLoader = []
    }
    return (due, missingLoader)
  }

  /// Records the task running load `token` of `identifier`, while it is current.
  mutating func started(_ task: Task<Void, Never>, for identifier: String, token: Int) {
    guard case .loading(token, _, let row) = states[identifier] else {
      task.cancel()
      return
    }
    states[identifier] = .loading(token: token, task: task, row: row)
  }

  /// Takes loaded `children` (the caller checked the load is current).
  mutating func load(_ identifier: String, finishedWith children: [OutlineItem]) {
    states[identifier] = .loaded(children)
  }

  /// Shows `row` for the failed load of `identifier`.
  mutating func load(_ identifier: String, failedShowing row: any CellModel) {
    states[identifier] = .failed(row: row)
  }

  /// Forgets `identifier`'s state, cancelling its load.
  mutating func drop(_ identifier: String) {
    if case .loading(_, let task, _) = states.removeValue(forKey: identifier) { task?.cancel() }
  }

  /// Forgets the nodes expanded while the list had no loader; returns whether there were any.
  mutating func dropNoLoaderStates() -> Bool {
    let stale = states.compactMap { key, value -> String? in
      if case .noLoader = value { return key }
      return nil
    }
    for identifier in stale { states[identifier] = nil }
    return !stale.isEmpty
  }
}
