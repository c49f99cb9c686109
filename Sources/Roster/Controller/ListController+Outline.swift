import Foundation

// Outlines: the controller shows each outline section's tree (``Section/outline``) as rows,
// through the nodes it keeps expanded by identity. Every request is flattened on its way to
// the queue, as a filter is applied, so an expansion is diffed, planned and animated like any
// update: expanding inserts rows under the node, collapsing deletes them, in one batch with
// whatever else changed.
extension ListController {
  /// The identifiers of the expanded outline nodes: always nodes of the requested state's
  /// outline sections that have children.
  public var expandedOutlineItems: Set<String> { features.outlineExpansion.expanded }

  /// Whether the outline node `identifier` is expanded.
  public func isExpanded(_ identifier: String) -> Bool {
    features.outlineExpansion.expanded.contains(identifier)
  }

  /// The accordion: while on, expanding a node collapses its expanded siblings, so each
  /// sibling group has at most one open. Turning it on keeps the first expanded node of each
  /// group (in the tree's order) and collapses the others, animated.
  public var expandsOneOutlineSiblingAtATime: Bool {
    get { features.outlineExpansion.oneSiblingAtATime }
    set {
      let change = features.outlineExpansion.setOneSiblingAtATime(newValue)
      show(change, animated: true, completion: nil)
    }
  }

  /// Expands the outline node `identifier`, showing its children under it (and with
  /// ``expandsOneOutlineSiblingAtATime``, collapsing its siblings). The expansion is kept by
  /// identity through every later update: the node keeps it when its children change or it
  /// moves to another parent, and loses it when it leaves the list.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.update(with: [
  ///   Section("files", outline: [
  ///     OutlineItem(TitleCellModel(identifier: "docs", text: "Docs"), children: [
  ///       OutlineItem(TitleCellModel(identifier: "readme", text: "README.md"))
  ///     ])
  ///   ])
  /// ])
  /// controller.expand("docs")   // "readme" is inserted under "docs"
  /// ```
  ///
  /// While a filter is on (``filterQuery``), the list shows the matches and their ancestors
  /// whatever the expansion: the call changes the expansion the list shows once the filter is
  /// cleared (see ``filterItems(matching:animated:completion:)``).
  ///
  /// - Returns: `false`, reporting ``ListDiagnostic/unknownOutlineItem(itemIdentifier:)``,
  ///   when no outline section of ``requestedSections`` has the node; `true` otherwise, also
  ///   for a node without children, which stays as it is.
  /// - Complexity: O(1) to change the state (O(*k*) for the node's *k* siblings with the
  ///   accordion), plus an update. When the tree is the one the list shows (no update of the
  ///   app's waiting), the update splices the rows under the node into the shown ones, with no
  ///   diff: O(*c*) for the *c* rows it shows or hides, plus a pass over the section's rows
  ///   comparing one stored hash each, and copies of them. Otherwise it flattens the outline
  ///   nodes of the list and diffs the rows.
  @discardableResult
  public func expand(
    _ identifier: String, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    apply(features.outlineExpansion.expand([identifier]), naming: identifier, animated, completion)
  }

  /// Collapses the outline node `identifier`, removing the rows under it; the expansion of
  /// the nodes under it is kept for when it opens again. Returns `false`, with a diagnostic,
  /// for an unknown node (see ``expand(_:animated:completion:)``).
  ///
  /// A selected row the collapse hides leaves the selection once the host shows the batch,
  /// as a row an update removes does, and ``selectionChangeHandler`` hears it deselected; it
  /// is not selected again when the node reopens. A selection the user cannot see would
  /// otherwise be what the app acts on (``removeSelectedItems(animated:completion:)``, a
  /// picker's choice), and the hosts show only selected rows that are displayed. The node
  /// itself keeps its own selection. A load of the node's children still running is
  /// cancelled (see ``outlineChildrenLoader``).
  @discardableResult
  public func collapse(
    _ identifier: String, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    apply(
      features.outlineExpansion.collapse([identifier]), naming: identifier, animated, completion)
  }

  /// Expands the outline node `identifier` when it is collapsed and collapses it otherwise.
  /// Returns `false`, with a diagnostic, for an unknown node.
  @discardableResult
  public func toggle(
    _ identifier: String, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    isExpanded(identifier)
      ? collapse(identifier, animated: animated, completion: completion)
      : expand(identifier, animated: animated, completion: completion)
  }

  /// Expands `identifier` and every node under it, or, for `nil`, every node of every outline
  /// section. With ``expandsOneOutlineSiblingAtATime`` only one node of each sibling group
  /// opens: the one already open, or else the first. Returns `false`, with a diagnostic, for
  /// an unknown node.
  ///
  /// - Complexity: O(*k*) for the *k* nodes of the subtree, plus an update.
  @discardableResult
  public func expandAll(
    under identifier: String? = nil, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    apply(
      features.outlineExpansion.expandAll(under: identifier), naming: identifier, animated,
      completion)
  }

  /// Collapses `identifier` and every node under it, or, for `nil`, every node of every
  /// outline section. Returns `false`, with a diagnostic, for an unknown node.
  ///
  /// - Complexity: O(*k*) for the *k* nodes of the subtree, plus an update.
  @discardableResult
  public func collapseAll(
    under identifier: String? = nil, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) -> Bool {
    apply(
      features.outlineExpansion.collapseAll(under: identifier), naming: identifier, animated,
      completion)
  }

  private func apply(
    _ change: OutlineExpansionChange?, naming identifier: String?, _ animated: Bool,
    _ completion: (@MainActor (Bool) -> Void)?
  ) -> Bool {
    guard let change else {
      diagnosticHandler(.unknownOutlineItem(itemIdentifier: identifier ?? ""))
      completion?(false)
      return false
    }
    show(change, animated: animated, completion: completion)
    return true
  }

  /// Shows the requested state again under the changed expansion, and tells the app.
  private func show(
    _ change: OutlineExpansionChange, animated: Bool,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    // Unchanged, a completion still waits for the updates in flight, as a same filter's does.
    guard !change.isEmpty || completion != nil else { return }
    var request = PendingUpdate(
      sections: requestedSections, owners: requestedOwners, animated: animated,
      completions: completion.map { [$0] } ?? [], showsEmptyModels: true)
    if let known = splice(request.sections, change) {
      request.sections = known.new
      request.knownRowChanges = known
    }
    enqueue(request)
    guard !change.isEmpty else { return }
    tellOwningProviders(change)
    outlineExpansionChangeHandler?(change)
  }

  /// `sections` with the rows `change` shows or hides spliced under the nodes it changed, when
  /// they are the ones the expansion state's tree came from (see
  /// `OutlineExpansion.splice(_:_:identities:)`).
  private func splice(
    _ sections: [Section], _ change: OutlineExpansionChange
  ) -> KnownRowChanges? {
    let displayed = snapshot
    // The displayed identities find the changed rows by their kept hashes.
    let identities = displayed.itemIdentities.flatMap { identities in
      displayed.sections.count == sections.count
        && zip(displayed.sections, sections).allSatisfy { $0.sharesStorage(with: $1) }
        ? identities : nil
    }
    return features.outlineExpansion.splice(sections, change, identities: identities)
  }

  /// Tells each section provider the part of `change` in its sections, in section order.
  private func tellOwningProviders(_ change: OutlineExpansionChange) {
    let observers = eventObservers
    let owners = requestedOwners
    guard !observers.isEmpty, !owners.isEmpty else { return }
    var parts: [Int: (owner: ObjectIdentifier, change: OutlineExpansionChange)] = [:]
    func sort(
      _ identifiers: Set<String>, into keyPath: WritableKeyPath<OutlineExpansionChange, Set<String>>
    ) {
      for identifier in identifiers {
        guard let offset = features.outlineExpansion.sectionOffset(of: identifier),
          offset < owners.count,
          let owner = owners[offset]
        else { continue }
        // Keyed by the provider's first section in the list, so providers hear in list order.
        let first = owners.firstIndex(of: owner) ?? offset
        parts[first, default: (owner, OutlineExpansionChange())].change[keyPath: keyPath]
          .insert(identifier)
      }
    }
    sort(change.expanded, into: \.expanded)
    sort(change.collapsed, into: \.collapsed)
    for first in parts.keys.sorted() {
      guard let part = parts[first] else { continue }
      for observer in observers { observer.outlineExpansionChanged(part.change, owner: part.owner) }
    }
  }

  /// Shows `request`'s outline sections as rows under the expansion state, taking in their
  /// trees; does nothing for a request without outlines after one without.
  ///
  /// - Complexity: O(1) for a section provider's update of a list without outlines, O(*S*)
  ///   for another request without, and O(*n*) for the *n* nodes of a list with outlines.
  func applyOutline(to request: inout PendingUpdate) {
    guard
      features.outlineExpansion.hasOutlineSections
        || (request.mayHaveOutlines
          ?? request.sections.contains(where: { $0.outline != nil }))
    else { return }
    if request.knownRowChanges != nil {
      // Spliced by the controller from the latest tree: no tree to take in.
      features.outlineLoading.reconcile(with: features.outlineExpansion)
      return
    }
    var loading = features.outlineLoading
    let loader = outlineChildrenLoader
    let duplicates = features.outlineExpansion.flatten(&request.sections) {
      item, isExpanded, isShown in
      loading.children(of: item, isExpanded: isExpanded, isShown: isShown, loader: loader)
    }
    loading.reconcile(with: features.outlineExpansion)
    features.outlineLoading = loading
    // A provider's claim of untouched sections holds for their trees, not for their rows.
    request.untouched = nil
    for (section, identifiers) in duplicates {
      diagnosticHandler(
        .duplicateOutlineItems(sectionIdentifier: section, itemIdentifiers: identifiers))
    }
    startDueLoads()
  }

  /// Shows every node of `sections`' outlines as a row, for a filter to search: matches
  /// inside collapsed nodes are found, and the filter keeps their ancestors as context
  /// (`FilterPass`). The expansion state is not touched, so clearing the filter shows the
  /// rows the user had expanded.
  ///
  /// - Complexity: O(*n*) for the *n* nodes of the outline sections.
  func showEveryOutlineRow(in sections: inout [Section]) {
    guard features.outlineExpansion.hasOutlineSections else { return }
    let loading = features.outlineLoading
    var seen = Set<String>()
    for offset in sections.indices {
      guard let outline = sections[offset].outline else { continue }
      var flattening = OutlineFlattening()
      flattening.walk(
        outline, seen: &seen, visitsHiddenNodes: false,
        isExpanded: { _, _, _ in true },
        children: { item, _, _ in loading.searchedChildren(of: item) })
      sections[offset].showRows(of: flattening)
    }
  }
}
