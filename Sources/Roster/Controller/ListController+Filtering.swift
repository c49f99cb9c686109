import Foundation

// Filtering: the controller shows the items of the requested state that match a query. The
// app keeps asking for whole states; each is recorded as asked and filtered on its way to the
// queue, so it is diffed, planned and animated like any update.
extension ListController {
  /// The query the list is filtered by (see ``ItemFilter``), or `nil` for none: setting it
  /// shows only the items of ``requestedSections`` that match, animated, and `nil` shows them
  /// all again. See ``filterItems(matching:animated:completion:)``.
  public var filterQuery: String? {
    get { features.filterState.query }
    set { filterItems(matching: newValue) }
  }

  /// How ``filterQuery`` is found in the items: every term anywhere, in the list's order (the
  /// default), or fuzzily, best match first (see ``ItemFilter/Matching``). Changing it while a
  /// query is on filters the list again, animated, as an ordinary update.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.filterMatching = .fuzzy
  /// controller.filterItems(matching: "ncp")   // "New Collection Picker" first
  /// ```
  public var filterMatching: ItemFilter.Matching {
    get { features.filterState.matching }
    set { refilter { $0.setMatching(newValue) } }
  }

  /// The table column ``filterQuery`` is searched in — an offset into the columns of the
  /// list's ``TableRowModel`` rows — or `nil`, the default, for each item's whole search text.
  /// With a column, only table rows with text in that column can match. Changing it while a
  /// query is on filters the list again, animated, as an ordinary update.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.filterColumn = 0               // the first column only
  /// controller.filterItems(matching: "notes")
  /// ```
  public var filterColumn: Int? {
    get { features.filterState.column }
    set { refilter { $0.setColumn(newValue) } }
  }

  /// Applies `change` to the filter, and filters the state the app asked for again when the
  /// filter applied changed.
  private func refilter(_ change: (inout FilterState) -> Bool) {
    // Read before the filter changes: the unfiltered state while one is on.
    let sections = requestedSections
    let owners = requestedOwners
    guard change(&features.filterState) else { return }
    enqueue(
      PendingUpdate(
        sections: sections, owners: owners, animated: true, completions: [],
        showsEmptyModels: true))
  }

  /// How many of the items ``sections`` shows the filter found, or `nil` while no query with
  /// terms is on (or before its first result is shown): the items that match, without the
  /// outline ancestors shown as their context, the controller's own loading footer, or the
  /// sections' empty models. What a host's "3 matches" says.
  public var filterMatchCount: Int? {
    features.filterState.matchCount(ofRequest: snapshot.requestNumber)
  }

  /// Whether a query with terms hides the items that do not match it.
  public var isFiltering: Bool { features.filterState.filter != nil }

  /// Shows only the items that match `query` (see ``ItemFilter``): the items of the state the
  /// app last asked for, and of every state it asks for while the filter is on. `nil`, or a
  /// query with no terms, shows every item again.
  ///
  /// The change is an ordinary update: diffed against what is displayed, animated when
  /// `animated` is, coalesced with updates in flight, and completed like them. Sections stay,
  /// with their headers and footers, when none of their items match, so a section provider's
  /// sections keep their places; events name the displayed, filtered index paths, as the
  /// models and providers see them in the host. ``requestedSections`` stays what the app asked
  /// for, unfiltered, so transactions and providers build on the whole list.
  ///
  /// In an outline section (``Section/init(_:outline:header:footer:constraints:emptyModel:)``)
  /// the filter searches every node, those inside collapsed nodes too, and shows each match
  /// with its ancestors as context, whether they match or not, expanded for the filter only:
  /// a row's ``OutlineRow/isExpanded`` says whether rows show under it. The user's expansion
  /// is not touched, so clearing the filter shows the rows the user had expanded. Expanding
  /// and collapsing while the filter is on change that expansion (the change handler hears
  /// them), which the list shows once the filter is cleared; the filtered rows stay the
  /// matches and their ancestors.
  ///
  /// A filtered list cannot be reordered (``ItemReorderingEvents/canMoveItem(at:)`` is `false`):
  /// the app's order is that of items it does not show. A filter set while the user drags an
  /// item waits for the drop, like any update.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.filterItems(matching: "diffing")   // only the items about diffing
  /// controller.filterItems(matching: nil)         // everything again
  /// ```
  ///
  /// The items are matched with the update's diff, off the main actor when the list is longer
  /// than ``offMainDiffingThreshold``: a query typed while an earlier one is being matched
  /// cancels that work, and only the newest query's result is ever shown.
  ///
  /// - Complexity: O(1) on the main actor, plus an update. The update tests the *N* requested
  ///   items: an item's search text is folded once while the filter is on, and again only
  ///   when it changes; a new query tests each folded text once, and a query that extends the
  ///   previous one (typed further) tests only the items that matched it.
  public func filterItems(
    matching query: String?, animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    // Read before the filter changes: the unfiltered state while one is on.
    let sections = requestedSections
    let owners = requestedOwners
    guard features.filterState.setQuery(query) else {
      // The same terms: what is shown stays, once the updates in flight are done.
      if let completion {
        update(with: sections, owners: owners, animated: animated, completion: completion)
      }
      return
    }
    enqueue(
      PendingUpdate(
        sections: sections, owners: owners, animated: animated,
        completions: completion.map { [$0] } ?? [], showsEmptyModels: true))
  }

  /// Records what `request`, which shows its empty models already, asks for while a filter is
  /// on, and has it filtered with its diff; records nothing otherwise.
  func applyFilter(to request: inout PendingUpdate) {
    guard let filter = features.filterState.filter else {
      features.filterState.requested = nil
      return
    }
    features.filterState.requested = request.sections
    // Outline sections are searched whole, not only through the expanded nodes.
    showEveryOutlineRow(in: &request.sections)
    request.filter = filter
    request.filteredSectionCount = request.sections.count
    // What a provider's update claims untouched holds for the unfiltered states only.
    request.untouched = nil
  }
}
