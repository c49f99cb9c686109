import Foundation

/// Owns what a list shows and drives a ``ListHost`` from one declarative state to the next.
///
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
  /// update. Per-section placeholders are `Section/emptyModel`.
  public var emptyListModel: (any CellModel)?

  /// Above this many items (displayed plus requested), updates are diffed and planned off the
  /// main actor.
  public var offMainDiffingThreshold: Int

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

  /// What the host shows: the sections of the last applied update (or of the stage of it in
  /// flight), with their lookups. The one home of the displayed state: hosts, the layout and
  /// event routing read it through ``ListDataSource/snapshot``.
  public internal(set) var snapshot = ListSnapshot()

  /// The displayed sections: ``snapshot``'s.
  public var sections: [Section] { snapshot.sections }

  /// What the host reads and reports events to; see ``ListHost/dataSource``.
  private(set) lazy var hostDataSource = ControllerDataSource(controller: self)
  /// The update state machine: what waits, what is in flight.
  var queue = UpdateQueue()
  /// Registers the displayed models' cell types with the host.
  private var cellTypes = CellTypeRegistrar()
  /// Offers each item's actions by unique identifiers.
  private var actionFilter = ItemActionFilter()
  var sizeCache = SizeCache()
  /// The section containers composing this list, weakly; see `addEventObserver(_:)`.
  private var observerSlots: [WeakEventObserver] = []
  /// When the waiting update starts.
  private var trigger = UpdateTrigger()
  /// The items displayed, prefetched and in the working range, followed across updates.
  var trackedItems = TrackedItems()
  /// The item the user is dragging, while updates wait for the drop.
  var interactiveMovement: InteractiveMovement?

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

// The components' wiring: the only code that reaches the private components above.
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
