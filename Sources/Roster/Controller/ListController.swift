import Foundation

/// Owns what a list shows and drives a ``ListHost`` from one declarative state to the next.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let controller = ListController(host: collectionViewHost)
/// controller.update {
///   Section("profile") { ProfileHeaderCellModel(user: user) }
///   Section("posts") { for post in posts { PostCellModel(post: post) } }
/// }
/// ```
///
/// The app describes the whole list, every time; the controller works out what changed and
/// how to show it. No index-path arithmetic in app code, no registration, no data source.
///
/// ## Updating
///
/// ``update(with:animated:completion:)`` diffs the requested sections against the *displayed*
/// ones (``sections``) with `SectionedChanges`: sections and items are paired by
/// ``Section/identifier`` and ``CellModel/identifier``; a section's own content is compared
/// with ``Section/hasIdenticalContent(to:)``; an item's with ``CellModel/identical(to:)``, a
/// change of ``CellModel/cellType`` counting as a different cell (deleted and inserted, or
/// reloaded in place). ``UpdatePlanner`` turns the diff into an ``UpdatePlan`` under
/// ``policy``, told by the host whether the list is on screen. Each stage's batch is handed to
/// the host with that stage's sections swapped into the data source *inside* the batch (rule
/// R4), and the next stage starts only from the previous one's completion (R17). Content
/// changes reach live cells as the batch's rebinds, which the host applies after its updates
/// block (see ``ListHost``).
///
/// ## Coalescing
///
/// While an update is being diffed or animated, newer requests wait; a newer one replaces an
/// older one that has not started. When the update in flight completes, only the newest
/// requested state is diffed, against what is actually displayed, so a burst of a hundred
/// updates during one animation costs one more batch (two when moved sections force a split),
/// never a queue of stale animations. Every caller's completion still runs, in call order:
/// a request that was coalesced away completes with the update that superseded it, with that
/// update's `finished` flag. Completions run before the next update starts, so an update
/// requested from a completion is queued behind the remaining completions.
///
/// ## Off-main diffing
///
/// When the displayed and requested states hold more than ``offMainDiffingThreshold`` items
/// together, the diff and the plan run in a detached task (``Section`` and ``CellModel`` are
/// `Sendable` values, and the computation touches nothing else). Each request and each
/// reordering bumps a generation counter; a result computed for an older generation is
/// dropped and the newest state is diffed again against the displayed one — except that after
/// ``maximumDroppedDiffs`` drops in a row a result superseded only by newer requests is shown,
/// so that requests arriving faster than a diff takes cannot freeze the screen.
///
/// ## Bad input
///
/// Duplicate identifiers never crash: the k-th occurrence of an identifier pairs with the k-th
/// one on screen, the update is applied, and a ``ListDiagnostic`` naming the identifiers and
/// their sections goes to ``diagnosticHandler``. Invalid sizes are treated as zero, with a
/// diagnostic.
///
/// ## Events
///
/// Hosts forward selection, highlighting, display and reordering to the data source the
/// controller installed on them (``ListHost/dataSource``, a separate object, so that the
/// controller's own API is what an app calls) with the index paths they use; the controller
/// finds the model there and runs its action (``SelectableCellModel``,
/// ``HighlightableCellModel``, ``DisplayableCellModel``, ``ReorderableCellModel``), as it runs
/// prefetching and the working range (``PrefetchingCellModel``, ``WorkingRangeCellModel``) for
/// the items the host reports soon needed and the visible rect it reports. Sections
/// never move interactively (rule R18). A test drives them through `SimulatedListHost`
/// (`selectItem(withIdentifier:)`) or the host's `dataSource`.
///
/// ## Updates during a drag
///
/// While the user drags an item (from the host's
/// ``ItemReorderingEvents/beginInteractiveMovement(at:)`` to its end or cancellation), no batch
/// reaches the host: updates requested meanwhile wait, coalesced like any others, and
/// ``requestedSections`` stays the state from before the drag. On the drop the displayed state
/// shows the dropped order, the model's ``ReorderableCellModel/moveAction`` and its section
/// provider hear the move once, and then the newest requested state — including what the app
/// requested from its move action — is diffed from the dropped order and applied. The list
/// then shows exactly what the app last asked for: an app that records the move shows it; a
/// state built before the drop, never updated, moves the item back. On cancellation the item
/// goes back and the waiting state is applied as usual. No move and no update is ever lost,
/// and every completion runs — after the drop: an update awaited during a drag returns then.
///
/// ## Sizes
///
/// ``itemSize(at:)`` answers ``CellSize/explicit(_:)`` sizes as given, asks ``sizeDelegate`` for
/// ``CellSize/relative`` ones, and measures ``CellSize/autolayout`` ones through the host once,
/// caching them by identifier, constrained size and section `Constraints`. A cached size is
/// measured again when the model at that identity is no longer ``CellModel/identical(to:)``
/// the one it was measured for, when the container size changes, and always for a
/// ``ResizableCellModel``.
///
/// ``elementSize(of:at:)`` answers the same for `ListLayout`, and sizes headers and footers across
/// the whole container, where the layout puts them. The width a cell is measured for is
/// computed by the same code that gives the cell its width in the layout, so a measured cell
/// always fits its column exactly.
///
/// ## Threading
///
/// The controller is `@MainActor`, like the views it drives: calling it from another isolation
/// domain is a compile-time error in Swift 6, and background work reaches it with
/// `await MainActor.run { … }` or by awaiting ``updateAndWait(with:animated:)``.
@MainActor
public final class ListController<Host: ListHost> {
  /// The list view the controller drives.
  public let host: Host

  /// When to animate, when to reload, and how moved sections are handled.
  public var policy: UpdatePolicy

  /// Shown when the list has no items at all ("Nothing here yet"), as the only item of a
  /// section of its own at the end (``emptyListSectionIdentifier``): inserted when the last
  /// item goes and deleted when the first one comes, animated like any change. Read at each
  /// update. The section is the controller's: ``requestedSections`` and transactions never
  /// hold it. Per-section placeholders are `Section/emptyModel`.
  public var emptyListModel: (any CellModel)?

  /// Above this many items (displayed plus requested), updates are diffed and planned off the
  /// main actor.
  public var offMainDiffingThreshold: Int

  /// How many items a first load needs for their identities to be made, and repeated ones
  /// reported, after it is shown rather than before. Tests lower it to drive that path with
  /// short lists.
  var deferredIdentityCheckCount = UpdateComputation.deferredIdentityCheckCount

  /// How many off-main diffs in a row may be dropped because newer requests arrived while they
  /// ran, before one is shown anyway (default 2).
  ///
  /// A superseded result describes a state nobody wants any more, so it is normally dropped and
  /// the newest state is diffed instead. When requests keep arriving faster than a diff takes,
  /// that would drop every result and freeze the screen; after this many drops in a row the
  /// next result is applied (it is a correct step from what is displayed) and the newest state
  /// follows immediately. `Int.max` never shows a superseded result.
  public var maximumDroppedDiffs = 2

  /// Receives every ``ListDiagnostic``; by default prints it in debug builds and does nothing
  /// in release builds.
  public var diagnosticHandler: @MainActor (ListDiagnostic) -> Void

  /// Sizes the cells whose models ask for ``CellSize/relative``.
  public weak var sizeDelegate: (any ListSizeDelegate)?

  /// Runs whenever the host reports that the list scrolled
  /// (``ItemDisplayEvents/didScroll(to:)``), with the new visible origin: the place for "load
  /// more" triggers.
  public var didScrollAction: (@MainActor (CGPoint) -> Void)?

  /// Whether a dragged item may be shown at a position Roster allows, asked with the index
  /// path the item is shown at and the one proposed (list index paths of the state after
  /// taking the item out): the app's part of UIKit's
  /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`. `nil` (the
  /// default) allows every position in the sections of the item's own section provider.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// // Items stay below the first row (a header row) of their own section.
  /// controller.allowsMove = { source, destination in
  ///   destination.section == source.section && destination.item > 0
  /// }
  /// ```
  public var allowsMove: (@MainActor (_ source: IndexPath, _ destination: IndexPath) -> Bool)?

  /// How far the working range reaches beyond the visible rect, before and after it along the
  /// scroll axis, in screens (visible extents); 1 by default, 0 for the visible rect alone
  /// (negative and NaN count as 0). See ``WorkingRangeCellModel``; a change takes effect at the
  /// host's next report of its visible rect.
  public var workingRangeSize: CGFloat = 1

  /// How near, in items, the visible items must come to the first or last item of the list
  /// for ``edgeApproachHandler`` to hear of it: 0 when that item itself shows; 5 by default
  /// (negative counts as 0). A change takes effect at the host's next report of its visible
  /// rect.
  public var edgeApproachDistance = 5

  /// Told each time the visible items come within ``edgeApproachDistance`` items of an edge of
  /// the list (``ListEdge``): the place to load the next page, or the previous one in a list
  /// that grows upwards. Told once per approach: again only after the visible items moved
  /// farther away, or once another item is at that edge, as when a page arrived and still
  /// leaves the screen near the end.
  ///
  /// It runs while the controller delivers events, so an update it requests starts right
  /// after it returns. A row the app adds at that edge while loading (a spinner) is another
  /// item at the edge, so it is told again: show the spinner as the section's footer, or keep
  /// a loading flag.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// var posts = (0..<20).map { PostCellModel(id: "p\($0)") }
  /// controller.edgeApproachHandler = { edge in
  ///   guard edge == .end, posts.count < 200 else { return }
  ///   posts += (posts.count..<posts.count + 20).map { PostCellModel(id: "p\($0)") }
  ///   controller.update(with: [Section(cellModels: posts, identifier: "feed")])
  /// }
  /// ```
  public var edgeApproachHandler: (@MainActor (ListEdge) -> Void)?

  /// Told of each change of the selection (``ListSelectionChange``): items the user or the app
  /// selected or deselected, and selected items an update removed. It runs after the models
  /// and section providers heard the change and the host shows it.
  public var selectionChangeHandler: (@MainActor (ListSelectionChange) -> Void)?

  /// Told of each change an outline call made (``OutlineExpansionChange``): nodes expanded and
  /// collapsed, by ``expand(_:animated:completion:)`` and its kin, the accordion's included.
  /// Not told of expansion an update drops with its node.
  public var outlineExpansionChangeHandler: (@MainActor (OutlineExpansionChange) -> Void)?

  /// Told of each move the user made of an outline row among its siblings, in the tree's terms
  /// (``OutlineMove``), after the row's ``ReorderableCellModel/moveAction``.
  public var outlineMoveHandler: (@MainActor (OutlineMove) -> Void)?

  /// Loads the children of outline nodes that have some not loaded yet
  /// (``OutlineItem/hasUnloadedChildren``) when they expand, and makes the rows shown while
  /// they load and when loading fails; `nil` (the default) loads nothing, and expanding such a
  /// node shows nothing under it and reports
  /// ``ListDiagnostic/missingOutlineChildrenLoader(itemIdentifier:)``. Setting a loader loads
  /// the children of the nodes expanded without one. See ``OutlineChildrenLoader``.
  public var outlineChildrenLoader: OutlineChildrenLoader? {
    didSet { outlineChildrenLoaderDidChange() }
  }

  /// What refreshing the list does (``refresh()``): typically load the newest data and await
  /// the update that shows it. While it is set, hosts offer pull-to-refresh — UIKit a
  /// `UIRefreshControl`, the terminal a key — and show a refresh in progress until the action
  /// returns or the app ends it (``endRefreshing()``). `nil` (the default) offers none: setting
  /// it to `nil` ends a running refresh, as ``endRefreshing()`` does. Another action set while
  /// a refresh runs leaves that refresh running.
  public var refreshAction: (@MainActor () async -> Void)? {
    didSet {
      guard (refreshAction == nil) != (oldValue == nil) else { return }
      // Ending it tells the host already.
      if refreshAction == nil, features.runningRefresh != nil {
        endRefreshing()
      } else {
        host.refreshStateDidChange()
      }
    }
  }

  /// Whether a refresh runs: from its start until its action returns or the app ends it.
  public internal(set) var isRefreshing = false

  /// Shown while ``isLoadingMore`` as the footer of a section of its own after the last one
  /// (``loadingSectionIdentifier``): a spinner or "Loading…" row while the next page loads. It
  /// appears and goes as a section insertion and deletion below the app's items, animated,
  /// never moving the rows in view. Read at each update. The section is the controller's:
  /// ``requestedSections`` and transactions never hold it, even while it is on its way out.
  public var loadingFooterModel: (any CellModel)?

  /// Whether the next page is loading: while it is, ``loadingFooterModel`` shows at the end of
  /// the list. Setting it to `true` shows the footer at once; setting it to `false` takes the
  /// footer away with the next update asked for in the same turn of the main actor — the page
  /// that ended the loading, in one batch — or at the end of the turn.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// controller.loadingFooterModel = TitleCellModel(identifier: "loading", text: "Loading…")
  /// controller.edgeApproachHandler = { edge in
  ///   guard edge == .end, !controller.isLoadingMore else { return }
  ///   controller.isLoadingMore = true
  ///   Task {
  ///     let page = (0..<20).map { PostCellModel(id: "older-\($0)") }  // from the server
  ///     controller.isLoadingMore = false
  ///     let older = Section(cellModels: page, identifier: "older")
  ///     controller.update(with: controller.requestedSections + [older])
  ///   }
  /// }
  /// ```
  public var isLoadingMore = false {
    didSet {
      guard isLoadingMore != oldValue else { return }
      loadingStateDidChange()
    }
  }

  /// The item that had the focus last (on hosts with a focus engine: UIKit on tvOS, iPad with
  /// a hardware keyboard), by identifier: the focus comes back to it, wherever updates moved
  /// it. `nil` until an item is focused.
  public internal(set) var focusedIdentifier: String?

  /// Told each time the focus moves to another item, with its identifier: the user moved it
  /// (the focus engine of UIKit on tvOS, or of iPad with a hardware keyboard). The focus
  /// leaving the list tells nothing; ``focusedIdentifier`` keeps the item for its return.
  public var focusChangeHandler: (@MainActor (String) -> Void)?

  /// What the host shows: the sections of the last applied update (or of the stage of it in
  /// flight), with their lookups. The one home of the displayed state: hosts, the layout and
  /// event routing read it through ``ListDataSource/snapshot``.
  public private(set) var snapshot = ListSnapshot()

  /// The displayed sections: ``snapshot``'s.
  public var sections: [Section] { snapshot.sections }

  /// What the host reads and reports events to; see ``ListHost/dataSource``.
  private lazy var hostDataSource = ControllerDataSource(controller: self)
  /// The update state machine: what waits, what is in flight.
  private var queue = UpdateQueue()
  /// Registers the displayed models' cell types with the host.
  private var cellTypes = CellTypeRegistrar()
  /// Offers each item's actions by unique identifiers.
  private var actionFilter = ItemActionFilter()
  private var sizeCache = SizeCache()
  /// The section containers composing this list, weakly; see `addEventObserver(_:)`.
  private var observerSlots: [WeakEventObserver] = []
  /// When the waiting update starts.
  private var trigger = UpdateTrigger()
  /// The items displayed, prefetched and in the working range, followed across updates.
  private var trackedItems = TrackedItems()
  /// The item the user is dragging, while updates wait for the drop.
  private var interactiveMovement: InteractiveMovement?
  /// The state of the features the `ListController+…` files build (selection, filtering,
  /// refresh, outlines, edge approach, available sizes): the one stored property they reach.
  var features = ControllerFeatureState()

  /// Creates a controller that drives `host`, which starts out showing no sections.
  public init(
    host: Host, policy: UpdatePolicy = UpdatePolicy(), offMainDiffingThreshold: Int = 2_000
  ) {
    self.host = host
    self.policy = policy
    self.offMainDiffingThreshold = offMainDiffingThreshold
    self.diagnosticHandler = Self.printInDebugBuilds
    host.dataSource = hostDataSource
  }

  /// Whether an update is being diffed or applied; newer updates wait for it.
  public var isUpdating: Bool { queue.phase != .idle }

  private static func printInDebugBuilds(_ diagnostic: ListDiagnostic) {
    #if DEBUG
      print("Roster: \(diagnostic)")
    #endif
  }
}

// The update pipeline: a request is queued, diffed and planned (`UpdateComputation`, on or off
// the main actor), then applied stage by stage; each stage swaps the displayed snapshot inside
// the host's batch. Every assignment of `snapshot` is in this file.
extension ListController {
  /// Replaces the sections in `range` of the newest requested state with `slice`, leaving the
  /// others as they are, so that only the slice needs a diff: a section provider's update.
  func update(
    replacingSectionsIn range: Range<Int>, with slice: [Section], owner: ObjectIdentifier,
    animated: Bool, completion: (@MainActor (Bool) -> Void)?
  ) {
    let completions = completion.map { [$0] } ?? []
    let slice = Self.showingEmptyModels(slice)
    // While an update is in flight, requests coalesce into the waiting one: patched in place
    // (unless an empty list model may have to come or go, which the whole list decides).
    // The rest of the list comes from the newest request, which had outlines only if the
    // expansion state says so: no need to look at the whole list for them.
    let mayHaveOutlines =
      features.outlineExpansion.hasOutlineSections || slice.contains(where: { $0.outline != nil })
    // An outline's rows depend on the whole list's expansion, taken in by `enqueue` alone.
    if emptyListModel == nil, features.filterState.filter == nil, !mayHaveOutlines,
      queue.replaceWaitingSections(
        in: range, with: slice, owner: owner, animated: animated, completions: completions)
    {
      startNextUpdate()
      return
    }
    var sections: [Section]
    var owners: [ObjectIdentifier?]
    // With nothing in flight the request starts from the displayed state: built in the spare
    // sections, in place, rather than in a copy of the list.
    // (Not while the user drags: the displayed state shows a move the app has not heard of.)
    if queue.phase == .idle, queue.waiting == nil, interactiveMovement == nil,
      features.filterState.filter == nil, let caughtUp = snapshot.takeSpare()
    {
      (sections, owners) = caughtUp
    } else {
      sections = requestedSections
      owners = requestedOwners
    }
    if owners.count != sections.count { owners = Array(repeating: nil, count: sections.count) }
    guard range.lowerBound >= 0, range.upperBound <= sections.count else {
      assertionFailure("section range \(range) outside the \(sections.count) requested sections")
      for completion in completions { completion(false) }
      return
    }
    sections.replaceSubrange(range, with: slice)
    owners.replaceSubrange(range, with: repeatElement(ObjectIdentifier?(owner), count: slice.count))
    let untouched = UntouchedSections(
      prefix: range.lowerBound, suffix: sections.count - slice.count - range.lowerBound)
    enqueue(
      PendingUpdate(
        sections: sections, owners: owners, animated: animated, completions: completions,
        untouched: untouched, showsEmptyModels: true, mayHaveOutlines: mayHaveOutlines))
  }

  /// Queues `request`, with its empty-list models, and starts it when nothing is in flight.
  func enqueue(_ request: PendingUpdate) {
    var request = request
    removeLoadingSection(from: &request)
    applyOutline(to: &request)
    showEmptyModels(in: &request)
    applyFilter(to: &request)
    appendLoadingSection(to: &request)
    queue.enqueue(request)
    startNextUpdate()
  }

  /// Takes the waiting request out of the queue, when it may start, filters it when a filter
  /// is on, and diffs it against the displayed snapshot, on or off the main actor; see
  /// ``startNextUpdate()``.
  private func startWaitingUpdate() {
    guard let start = queue.start() else { return }
    let displayed = snapshot
    let new = start.request.sections
    let pass = start.request.filter.map {
      features.filterState.startPass($0, sectionCount: start.request.filteredSectionCount)
    }
    var step = UpdateStep(
      displayed: displayed, requested: new, claimed: start.untouched, filter: pass,
      known: start.request.knownRowChanges, policy: policy, isOnScreen: host.isOnScreen,
      cellTypes: host.cellRegistry.resolution)
    step.deferredIdentityCheckCount = deferredIdentityCheckCount
    guard step.itemCount > offMainDiffingThreshold else {
      show(step.run(), of: start)
      return
    }
    let registry = host.cellRegistry
    step.handoff = UpdateStep.Handoff(
      tracked: trackedItems.identifiers(around: displayed),
      registry: ObjectIdentifier(registry), registryGeneration: registry.generation)
    let task = Task.detached(priority: .userInitiated) { step.run { Task.isCancelled } }
    if pass != nil { features.filterState.passRuns(cancel: task.cancel) }
    Task { [weak self] in
      let outcome = await task.value
      guard let self else {
        for completion in start.request.completions { completion(false) }
        return
      }
      self.show(outcome, of: start)
    }
  }

  /// Shows what a step computed for `start`, unless a newer request superseded it. The
  /// filter's memo goes back to the filter state either way, and a result filtered by a query
  /// that is no longer the one on (or shown whole, when a filter is on now) is never shown,
  /// however many were dropped in a row: the newest query follows.
  private func show(_ outcome: UpdateStep.Outcome, of start: UpdateQueue.Start) {
    if let pass = outcome.filter { features.filterState.finish(pass) }
    guard let computation = outcome.computation,
      features.filterState.isCurrent(start.request.filter)
    else {
      guard queue.computed(start, maximumDroppedDiffs: .max) == .apply else {
        startNextUpdate()
        return
      }
      // Only a new query cancels or outdates a pass, and it comes with a newer request.
      assertionFailure("a filter pass ended without a newer request")
      finish(start.request, finished: false)
      return
    }
    apply(
      computation, of: start, sections: outcome.sections,
      matchCount: outcome.filter?.result?.matchCount)
  }

  /// Shows `computation`, the diff of `start`'s request to `sections` (its sections, filtered
  /// when a filter is on), unless a newer request superseded it.
  private func apply(
    _ computation: UpdateComputation, of start: UpdateQueue.Start, sections: [Section],
    matchCount: Int?
  ) {
    guard queue.computed(start, maximumDroppedDiffs: maximumDroppedDiffs) == .apply
    else {
      startNextUpdate()
      return
    }
    features.filterState.recordMatchCount(matchCount, ofRequest: start.request.number)
    var request = start.request
    request.sections = sections
    if computation.sparedDiff { features.knownRowChangesShown += 1 }
    report(computation)
    if computation.identityCheckDeferred { checkIdentities(afterShowing: sections) }
    if computation.duplicateCheckDeferred, let identities = computation.newIdentities {
      checkDuplicates(afterShowing: sections, identities: identities)
    }
    // Sections outside the diffed range are the displayed ones, whose types are registered.
    registerCellTypes(in: request.sections, of: computation)
    switch computation.plan {
    case .unchanged:
      // Nothing visible changed, but the new models carry the newest actions.
      let previous = snapshot
      snapshot = ListSnapshot(
        sections: request.sections, owners: request.owners, requestNumber: request.number,
        itemIdentities: computation.newIdentities,
        identitiesAreUnique: computation.newIdentitiesAreUnique)
      trackedItems.find(in: snapshot, from: previous, known: computation.trackedPlaces)
      retire(consume previous)
      (host as? any HeldInputHost)?.didShowRequestedState()
      finish(request, finished: true)
    case .reload:
      host.reloadData {
        let previous = self.snapshot
        self.snapshot = ListSnapshot(
          sections: request.sections, owners: request.owners, requestNumber: request.number,
          itemIdentities: computation.newIdentities,
          identitiesAreUnique: computation.newIdentitiesAreUnique)
        self.queue.newestRequestShown()
        self.trackedItems.find(
          in: self.snapshot, from: previous, known: computation.trackedPlaces)
        self.retire(consume previous)
      }
      finish(request, finished: true)
    case .batches(let stages):
      // Only a plan of one stage goes straight from the state the claim counts from.
      perform(
        stages[...], of: request, computation: computation, finished: true,
        claimed: stages.count == 1 ? start.untouched : nil)
    }
  }

  /// Lets `previous`, a snapshot no longer shown, be freed on a background thread when it kept
  /// the identities of more items than the off-main threshold: freeing a long list's tables,
  /// and the last references to the models a filter or an update left out, would cost the
  /// main actor time in proportion to the list, between a key and its frame.
  ///
  /// The caller hands its reference over (`consume`): the task must hold the last one, or the
  /// main actor, releasing its own after the task ran, would free the list after all.
  private func retire(_ previous: consuming ListSnapshot) {
    guard (previous.itemIdentities?.count ?? previous.numberOfItems) > offMainDiffingThreshold
    else { return }
    let retired = RetiredSnapshot(consume previous)
    Task.detached(priority: .background) { retired.free() }
  }

  /// Makes the identities of `sections`, a first load just shown, off the main actor; reports
  /// the identifiers repeated in them, and hands the identities to the displayed snapshot when
  /// it still shows `sections` and no update is under way, so that the next update's diff does
  /// not make them again.
  ///
  /// A long first load is shown before its identities are made: nothing on the way to its first
  /// frame needs them, and making them reads every model's identifier, which costs about what
  /// building the list did. Reporting repeats is all they are wanted for before the next update.
  private func checkIdentities(afterShowing sections: [Section]) {
    let check = Task.detached(priority: .utility) {
      UpdateComputation.identityCheck(of: sections)
    }
    Task { [weak self] in
      let result = await check.value
      guard let self else { return }
      if !result.duplicates.isEmpty {
        self.diagnosticHandler(.duplicateItemIdentifiers(result.duplicates))
      }
      guard !self.isUpdating, self.snapshot.itemIdentities == nil, self.snapshot.shows(sections)
      else { return }
      self.snapshot = self.snapshot.withItemIdentities(
        result.identities, areUnique: result.areUnique)
    }
  }

  /// Looks for identifiers repeated in `sections`, a long reordering just reloaded whose
  /// identities are `identities`, off the main actor; reports them, and marks the displayed
  /// snapshot's identities unique when none repeats and it still shows `sections`, so that the
  /// next update may skip its diff as after any other.
  private func checkDuplicates(afterShowing sections: [Section], identities: [ItemIdentity]) {
    let check = Task.detached(priority: .utility) {
      UpdateComputation.duplicateCheck(of: sections, identities: identities)
    }
    Task { [weak self] in
      let result = await check.value
      guard let self else { return }
      if !result.duplicates.isEmpty {
        self.diagnosticHandler(.duplicateItemIdentifiers(result.duplicates))
      }
      guard result.areUnique, !self.isUpdating, self.snapshot.shows(sections),
        !self.snapshot.itemIdentitiesAreUnique, let shown = self.snapshot.itemIdentities,
        shown.count == identities.count
      else { return }
      self.snapshot = self.snapshot.withItemIdentities(shown, areUnique: true)
    }
  }

  private func perform(
    _ stages: ArraySlice<UpdatePlan.Stage>, of request: PendingUpdate,
    computation: UpdateComputation, finished: Bool, claimed: UntouchedSections? = nil
  ) {
    guard let stage = stages.first else {
      (host as? any HeldInputHost)?.didShowRequestedState()
      finish(request, finished: finished)
      return
    }
    // The last stage shows every new section in order: the request's own arrays, shared
    // rather than copied section by section.
    let isWhole = stages.count == 1 && stage.shownSectionCount == request.sections.count
    let shown = isWhole ? request.sections : stage.shownSectionOffsets.map { request.sections[$0] }
    let owners =
      request.owners.isEmpty || isWhole
      ? request.owners : stage.shownSectionOffsets.map { request.owners[$0] }
    InternalChecks.checkStage(stage.batch, from: sections, to: shown)
    host.performBatch(
      stage.batch, animated: request.animated,
      updateData: {
        let previous = self.snapshot
        self.snapshot = ListSnapshot(
          sections: shown, owners: owners, requestNumber: request.number,
          itemIdentities: isWhole ? computation.newIdentities : nil,
          identitiesAreUnique: computation.newIdentitiesAreUnique)
        if isWhole { self.queue.newestRequestShown() }
        self.trackedItems.follow(
          stage.batch, from: previous, to: self.snapshot, isLastStage: stages.count == 1)
        // A provider's update changed only what it claimed: keep the previous list to build
        // the next request in.
        if isWhole, let claimed,
          let staleRange = claimed.changedRange(in: previous.numberOfSections),
          let displayedRange = claimed.changedRange(in: shown.count),
          previous.owners.count == previous.numberOfSections
        {
          self.snapshot.keep(
            spare: SpareSections(
              sections: previous.sections, owners: previous.owners, staleRange: staleRange,
              displayedRange: displayedRange))
        }
        self.retire(consume previous)
      },
      completion: { [weak self] stageFinished in
        guard let self else {
          for completion in request.completions { completion(false) }
          return
        }
        self.perform(
          stages.dropFirst(), of: request, computation: computation,
          finished: finished && stageFinished)
      })
    // The last stage shows the requested state: the selected items it removed leave the
    // selection now that the host has shown the batch, not after its animation.
    if stages.count == 1 { deselectRemovedItems() }
    finishUndrivenAnimationsIfAwaited()
  }

  private func finish(_ request: PendingUpdate, finished: Bool) {
    sizeCache.prune(keeping: sections)
    deselectRemovedItems()
    // Still applying: an update requested from a completion waits for the others to run.
    for completion in request.completions { completion(finished) }
    queue.finish()
    startNextUpdate()
  }

  private func report(_ computation: UpdateComputation) {
    if !computation.duplicateSections.isEmpty {
      diagnosticHandler(.duplicateSectionIdentifiers(computation.duplicateSections))
    }
    if !computation.duplicateItems.isEmpty {
      diagnosticHandler(.duplicateItemIdentifiers(computation.duplicateItems))
    }
  }
}

// Interactive moves: the view shows a drag itself, so the displayed state follows it without a
// batch, and updates requested meanwhile wait for the drop. Which moves are allowed, and how a
// move is reported, is in ListController+Moves.swift.
extension ListController {
  /// Whether a move may start now: no batch being applied and no item being dragged.
  var isMoveStartable: Bool { interactiveMovement == nil && queue.phase != .applying }

  /// Where the dragged item is shown now; `nil` when no drag is in progress.
  var draggedItemPosition: IndexPath? { interactiveMovement?.current }

  /// Starts an interactive movement of the item at `indexPath`, when it may move (see
  /// ``canMoveItem(at:)``); returns whether it started. Until it ends, updates wait.
  func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
    guard canMoveItem(at: indexPath) else { return false }
    interactiveMovement = InteractiveMovement(
      origin: indexPath, current: indexPath, sectionsAtStart: sections,
      ownersAtStart: snapshot.owners)
    queue.pause()
    return true
  }

  /// Shows the dragged item at `proposed`, or where it is when it may not go there (it may always
  /// go back where the drag began); returns where it is shown now, or `nil` when no movement is in
  /// progress. The displayed state changes without a batch: the host shows it as it shows the drag.
  @discardableResult
  func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath? {
    guard var movement = interactiveMovement else { return nil }
    // Where the drag began is always allowed: the item may go back.
    let target =
      proposed == movement.origin
      ? proposed : targetIndexPathForMove(from: movement.current, toProposed: proposed)
    if target != movement.current {
      showMove(from: movement.current, to: target)
      movement.current = target
      interactiveMovement = movement
    }
    return movement.current
  }

  /// Drops the dragged item where it is shown: the model's move action runs and its provider
  /// hears the move (once, from where the drag began to where it ended) when it moved, then
  /// the updates that waited are applied, diffed from the dropped order.
  func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    // Reported while updates are still held, so that what the app requests from its move
    // action coalesces with what waited into one batch.
    if movement.current != movement.origin, let model = cellModel(at: movement.current) {
      reportMove(of: model, from: movement.origin, to: movement.current)
    }
    interactiveMovement = nil
    queue.resume()
    startNextUpdate()
  }

  /// Puts the dragged item back where the drag began, reporting nothing, then applies the
  /// updates that waited. The host shows the displayed state again.
  func cancelInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    if movement.current != movement.origin {
      showMove(from: movement.current, to: movement.origin)
    }
    interactiveMovement = nil
    queue.resume()
    startNextUpdate()
  }

  /// Moves the item in the displayed state, without a batch.
  func showMove(from source: IndexPath, to destination: IndexPath) {
    var moved = sections
    let model = moved[source.section].cellModels.remove(at: source.item)
    moved[destination.section].cellModels.insert(model, at: destination.item)
    let previous = snapshot
    snapshot = ListSnapshot(
      sections: moved, owners: snapshot.owners, requestNumber: snapshot.requestNumber)
    trackedItems.follow(
      BatchUpdate(itemMoves: [IndexPathPair(from: source, to: destination)]), from: previous,
      to: snapshot)
    // A diff in flight started from the state before the move.
    queue.displayedStateMoved()
  }
}

// What the app asked for: the newest request, which transactions and providers build on.
extension ListController {
  /// The newest state asked for: what the list shows once every update in flight or waiting
  /// has been applied. Transactions start from it, so no edit is lost to coalescing.
  ///
  /// It holds the app's sections only, never the controller's own: not the loading footer's
  /// section (``loadingSectionIdentifier``), nor the empty list's
  /// (``emptyListSectionIdentifier``), whether or not they are shown, in flight or on their
  /// way out — as right after ``isLoadingMore`` is set back to `false`.
  ///
  /// While the user drags an item, it is the state from before the drag (or the newest
  /// request, waiting for the drop): the app has not been told of the move yet, and hears it
  /// in the model's ``ReorderableCellModel/moveAction``. While a filter is on
  /// (``filterQuery``), it is what the app asked for, unfiltered.
  ///
  /// - Complexity: O(1) when the list shows none of the controller's own sections; O(*s*) for
  ///   *s* sections otherwise.
  public var requestedSections: [Section] {
    Self.appSections(
      of: features.filterState.requested
        ?? queue.requestedSections(displayed: interactiveMovement?.sectionsAtStart ?? sections))
  }

  /// The section providers owning ``requestedSections``, one per section, or none.
  var requestedOwners: [ObjectIdentifier?] {
    let sections = queue.requestedSections(
      displayed: interactiveMovement?.sectionsAtStart ?? sections)
    let owners = queue.requestedOwners(
      displayed: interactiveMovement?.ownersAtStart ?? snapshot.owners)
    guard owners.count == sections.count else { return owners }
    let count = Self.appSectionCount(in: sections)
    return count == owners.count ? owners : Array(owners.prefix(count))
  }

  /// `sections` without the controller's own sections after the app's.
  static func appSections(of sections: [Section]) -> [Section] {
    let count = appSectionCount(in: sections)
    return count == sections.count ? sections : Array(sections.prefix(count))
  }

  /// How many of `sections` are the app's: all but the empty list's and the loading footer's
  /// sections, which requests get only after the app's, in this order.
  static func appSectionCount(in sections: [Section]) -> Int {
    var count = sections.count
    if count > 0, sections[count - 1].identifier == loadingSectionIdentifier { count -= 1 }
    if count > 0, sections[count - 1].identifier == emptyListSectionIdentifier { count -= 1 }
    return count
  }

  /// How many updates were requested so far.
  var requestedUpdateCount: Int { queue.requestCount }

  /// Whether a request waits or is being diffed or applied.
  var hasRequestInFlightOrWaiting: Bool { queue.waiting != nil || queue.phase != .idle }

  /// Whether the displayed item `identifier` is absent from the newest requested state: the
  /// app asked for a state without it, and that state waits, is being diffed or is being
  /// applied.
  ///
  /// - Complexity: O(1) while nothing is in flight, and once the host shows the newest request
  ///   whole; otherwise O(*N*) the first time it is asked for each new requested state, O(1)
  ///   expected after.
  func isLeaving(_ identifier: String) -> Bool {
    queue.isAbsentFromNewestRequest(identifier)
  }
}

// Sizes measured by the host are cached by identity and content; see `SizeCache`.
extension ListController {
  /// The size cached for `model` under `key`, measured with `measure` when there is none.
  func cachedSize(
    for model: any CellModel, key: SizeCache.Key, containerSize: CGSize,
    measure: () -> CGSize
  ) -> CGSize {
    sizeCache.size(for: model, key: key, containerSize: containerSize, measure: measure)
  }

  /// The size measured for `model`'s content under `key`, or `nil` when it has not been.
  func measuredSize(
    for model: any CellModel, key: SizeCache.Key, containerSize: CGSize
  ) -> CGSize? {
    sizeCache.cachedSize(for: model, key: key, containerSize: containerSize)
  }

  /// The identities (their `IdentifierHash`) of the sizes measured in `containerSize`, as a
  /// filter: where it says no, no size is cached.
  func measuredIdentities(in containerSize: CGSize) -> IdentityFilter {
    sizeCache.identities(in: containerSize)
  }

  /// The mean size measured for models of `modelType`, or `nil` before the first.
  func meanMeasuredSize(of modelType: ObjectIdentifier) -> CGSize? {
    sizeCache.meanMeasuredSize(of: modelType)
  }

  /// How many measured sizes were answered from the cache and how many were measured.
  public var sizeCacheStatistics: (hits: Int, misses: Int) {
    (sizeCache.hits, sizeCache.misses)
  }

  /// Forgets every measured size, for example after the app's text size changed.
  public func invalidateSizes() {
    sizeCache.removeAll()
  }
}

// The items followed by identity between the host's events (see `TrackedItems`): displayed,
// prefetched and in the working range. The event files decide what to tell; these record it.
extension ListController {
  /// Records that a cell shows `identifier` at `indexPath`, ending its prefetch (consumed);
  /// returns whether the item was not displayed before, so its display begins.
  func trackCellAppeared(showing identifier: String, at indexPath: IndexPath) -> Bool {
    trackedItems.prefetched[identifier] = nil
    return trackedItems.cellAppeared(showing: identifier, at: indexPath, in: snapshot)
  }

  /// Records that a cell showing `identifier` left; returns where the item is (or was deleted
  /// from) when that was its last cell, so its display ends.
  func trackCellDisappeared(showing identifier: String) -> ItemPlace? {
    trackedItems.cellDisappeared(showing: identifier, in: snapshot)
  }

  /// Records the prefetch of `identifier` at `indexPath`; returns `false`, recording nothing,
  /// when it is prefetched already or a cell shows it.
  func trackPrefetch(of identifier: String, at indexPath: IndexPath) -> Bool {
    guard trackedItems.prefetched[identifier] == nil, !trackedItems.isDisplayed(identifier)
    else { return false }
    trackedItems.prefetched[identifier] = indexPath
    return true
  }

  /// Ends the prefetch of `identifier`; returns whether it was prefetched.
  func trackCancelledPrefetch(of identifier: String) -> Bool {
    trackedItems.prefetched.removeValue(forKey: identifier) != nil
  }

  /// Records the items now in the working range; returns those that were.
  func trackWorkingRange(_ inRange: [String: IndexPath]) -> [String: IndexPath] {
    defer { trackedItems.inWorkingRange = inRange }
    return trackedItems.inWorkingRange
  }

  /// Where the prefetched items are now, in order.
  ///
  /// - Complexity: O(*k* log *k*) for *k* prefetched items.
  var indexPathsForPrefetchedItems: [IndexPath] {
    trackedItems.prefetched.values.sorted()
  }
}

// The update trigger, cell-type registrar and action filter, wired to the host.
extension ListController {
  /// Starts the waiting request, if nothing is in flight, and then each request that becomes
  /// startable while doing so — iteratively, so the stack stays one update deep (see
  /// `UpdateTrigger`). While events are being delivered nothing starts: the delivery starts the
  /// waiting update once it ends.
  func startNextUpdate() {
    guard trigger.beginStarting() else { return }
    defer { trigger.endStarting() }
    repeat {
      startWaitingUpdate()
    } while trigger.takeMoreToStart()
  }

  /// Starts an update with `request`, handing it a completion, and returns once that
  /// completion ran; hosts that animate only when told finish their animations meanwhile.
  func waitForUpdate(
    _ request: (@escaping @MainActor (Bool) -> Void) -> Void
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      trigger.awaitedUpdates += 1
      request { finished in
        self.trigger.awaitedUpdates -= 1
        continuation.resume(returning: finished)
      }
      finishUndrivenAnimationsIfAwaited()
    }
  }

  /// Asks the host to end its animations when someone awaits an update and nothing else would
  /// end them.
  func finishUndrivenAnimationsIfAwaited() {
    guard trigger.awaitedUpdates > 0, queue.phase == .applying else { return }
    host.finishAnimationsIfUndriven()
  }

  /// Runs `deliver`, which hands events to models and observers, holding back the updates
  /// their callbacks request until it returns (the outermost delivery then starts them): an
  /// update started midway would leave the rest of the events naming places that no longer
  /// hold their items, and an observer would hear an event at the place of another item.
  ///
  /// Requests made meanwhile wait and coalesce as they do behind a batch in flight, so what
  /// the app reads of the requested state (`SectionProviderContext.sections`, transactions)
  /// is up to date; the displayed state changes once the delivery ends.
  func deliveringEvents<Result>(_ deliver: () -> Result) -> Result {
    trigger.beginDelivery()
    defer { if trigger.endDelivery() { startNextUpdate() } }
    return deliver()
  }

  /// Registers with the host the cell types of the models `computation` brings into
  /// `sections`; see `CellTypeRegistrar`.
  func registerCellTypes(in sections: [Section], of computation: UpdateComputation) {
    cellTypes.register(
      sections, of: computation, in: host.cellRegistry,
      sink: CellTypeRegistrar.Sink(host: host, report: diagnosticHandler))
  }

  /// The actions of the ``ActionableCellModel`` at `indexPath`, each identifier once (see
  /// `ItemActionFilter`).
  func actions(forItemAt indexPath: IndexPath) -> [ItemAction] {
    guard let model = cellModel(at: indexPath) as? any ActionableCellModel else { return [] }
    return actionFilter.uniqueActions(of: model, report: diagnosticHandler)
  }
}

// Containers observe the controller's events. Several may: each hears every event and handles
// the ones of sections its providers own, so a second container never silently takes the
// events of the first.
extension ListController {
  /// The observers still alive, in the order they were added.
  var eventObservers: [any ListEventObserver] {
    observerSlots.compactMap(\.observer)
  }

  /// Adds `observer`, held weakly, after the others; dropping those that no longer exist.
  func addEventObserver(_ observer: any ListEventObserver) {
    observerSlots.removeAll { $0.observer == nil }
    observerSlots.append(WeakEventObserver(observer: observer))
  }

  /// Hands `event` about the item at `place` to every observer.
  func notifyObservers(_ event: ItemEvent, at place: ItemPlace, model: any CellModel) {
    for observer in eventObservers { observer.itemEvent(event, at: place, model: model) }
  }

  /// The index path the model's own action receives for the item at `place`: among its
  /// provider's sections when an observer holds that provider, the list's own otherwise.
  func localIndexPath(of place: ItemPlace) -> IndexPath {
    guard let owner = place.owner,
      observerSlots.contains(where: { $0.observer?.holds(owner) == true })
    else { return place.indexPath }
    return place.localIndexPath
  }

  /// The index path the model's own action receives for the displayed item at `indexPath`.
  func localIndexPath(for indexPath: IndexPath) -> IndexPath {
    localIndexPath(of: ItemPlace(indexPath, in: snapshot))
  }
}

/// The only owner of a snapshot no longer shown, until a background task frees it: the main
/// actor keeps a reference to this box, never to the snapshot, so freeing a long list never
/// falls to it, whichever of the two lets go last.
private final class RetiredSnapshot: @unchecked Sendable {
  // Set once on the main actor before the task starts, cleared once by the task.
  private var snapshot: ListSnapshot?

  init(_ snapshot: consuming ListSnapshot) { self.snapshot = snapshot }

  func free() { snapshot = nil }
}
