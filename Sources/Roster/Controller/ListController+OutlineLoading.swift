import Foundation

// Lazy children: a node whose data says it has children not loaded yet loads them through the
// app's ``OutlineChildrenLoader`` when it is expanded and shown. Each load is a task on the
// main actor; its result is shown by requesting the app's newest state again, so it lands in
// one batch with whatever else waits, and a result the list no longer wants (the node
// collapsed, left the list, or its data gave it children of its own) is dropped.
extension ListController {
  /// Whether the children of the outline node `identifier` are loading: the node is expanded,
  /// its ``OutlineItem/hasUnloadedChildren`` is on, and ``outlineChildrenLoader`` has not
  /// returned yet.
  public func isLoadingChildren(of identifier: String) -> Bool {
    features.outlineLoading.isLoading(identifier)
  }

  /// Loads the children of `identifier` again after its last load failed: its error row
  /// (``OutlineChildrenLoader/errorRow``) gives way to the loading row, and the load runs
  /// again. An error row's model can call it from its selection action.
  ///
  /// - Returns: `true` when a new load started (it starts once the node is shown, if an
  ///   ancestor is collapsed); `false` when the node's last load did not fail, or, reporting
  ///   ``ListDiagnostic/unknownOutlineItem(itemIdentifier:)``, when no outline section has
  ///   the node.
  @discardableResult
  public func retryLoadingChildren(of identifier: String) -> Bool {
    guard features.outlineExpansion.contains(identifier) else {
      diagnosticHandler(.unknownOutlineItem(itemIdentifier: identifier))
      return false
    }
    guard features.outlineLoading.hasFailed(identifier) else { return false }
    features.outlineLoading.drop(identifier)
    showOutlineAgain()
    return true
  }

  /// Nodes expanded while the list had no loader load once one is set.
  func outlineChildrenLoaderDidChange() {
    guard outlineChildrenLoader != nil, features.outlineLoading.dropNoLoaderStates() else { return }
    showOutlineAgain()
  }

  /// Starts the loads the latest walk found due, and reports the nodes it found without a
  /// loader.
  func startDueLoads() {
    let (loads, missing) = features.outlineLoading.takeDue()
    for identifier in missing {
      diagnosticHandler(.missingOutlineChildrenLoader(itemIdentifier: identifier))
    }
    guard let load = outlineChildrenLoader?.load else { return }
    for (item, token) in loads {
      let identifier = item.identifier
      let task = Task { [weak self] in
        let outcome: Result<[OutlineItem], any Error>
        do {
          outcome = .success(try await load(item))
        } catch {
          outcome = .failure(error)
        }
        self?.finishLoadingChildren(of: identifier, token: token, with: outcome)
      }
      features.outlineLoading.started(task, for: identifier, token: token)
    }
  }

  /// Shows what load `token` of `identifier` brought, when it is still the node's current
  /// load; drops it otherwise.
  private func finishLoadingChildren(
    of identifier: String, token: Int, with outcome: Result<[OutlineItem], any Error>
  ) {
    guard features.outlineLoading.isCurrent(identifier, token: token) else { return }
    switch outcome {
    case .success(let children):
      features.outlineLoading.load(identifier, finishedWith: children)
      showOutlineAgain()
    case .failure(let error):
      if let errorRow = outlineChildrenLoader?.errorRow {
        features.outlineLoading.load(identifier, failedShowing: errorRow(identifier, error))
        showOutlineAgain()
      } else {
        // Collapsed, the node loads again when the user expands it.
        features.outlineLoading.drop(identifier)
        collapse(identifier)
      }
    }
  }

  /// Requests the app's newest state again, so its outlines show the loads' changes.
  private func showOutlineAgain() {
    enqueue(
      PendingUpdate(
        sections: requestedSections, owners: requestedOwners, animated: true, completions: [],
        showsEmptyModels: true))
  }
}
