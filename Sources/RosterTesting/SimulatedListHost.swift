import Foundation
import RosterHostSupport

/// A `ListHost` without a screen: drives a ``SimulatedCollectionView`` so that every batch a
/// `ListController` performs is checked against UIKit's rules, and records what the
/// controller asked of it.
///
/// ```swift
/// import RosterTesting
/// import Testing
///
/// struct NoteCellModel: TypedCellModel, Equatable {
///   typealias CellType = NoteCell
///   let identifier: String
/// }
///
/// final class NoteCell: TypedListCell {
///   func bind(model: NoteCellModel, sizing: Bool) {}
/// }
///
/// @MainActor @Test func notesAppear() async {
///   let host = SimulatedListHost()
///   let controller = ListController(host: host)
///   controller.update(with: [Section("notes") { NoteCellModel(identifier: "n1") }])
///   host.settle()                                     // ends the animation
///   await controller.updateAndWait {                  // or await the update
///     Section("notes") { NoteCellModel(identifier: "n2"); NoteCellModel(identifier: "n1") }
///   }
///   #expect(host.errors.isEmpty)
///   #expect(host.displayedIdentifiers == [["n2", "n1"]])
/// }
/// ```
///
/// ``settle(finished:)`` ends every animation in flight (an animated batch otherwise waits for
/// ``finishAnimations(finished:)``), and awaiting
/// `ListController.updateAndWait(with:animated:)` returns once the update is shown: a
/// simulated host finishes its animations for it. ``displayedIdentifiers`` is what the view
/// shows, ``selectItem(withIdentifier:)`` taps a row.
///
/// ## How content is checked
///
/// The simulated view holds identities and `String` content. Each item is the model's
/// identifier with a content version: a cell the batch keeps or moves keeps the version of the
/// cell it comes from when its new model is `CellModel.identical(to:)` (with the same cell type)
/// the model that cell showed, and gets a new one otherwise; an inserted or reloaded cell gets
/// a new one (sections likewise, with `Section.hasIdenticalContent(to:)`). The simulator's
/// content check therefore fails exactly when a cell stays bound to a model that is not
/// identical to the data source's, i.e. a missing rebind, reload or insertion.
///
/// ## Animations
///
/// An animated batch stays in flight until ``finishAnimations(finished:)``, which runs its
/// completion, so a test decides when animations end and what arrives meanwhile. A batch that
/// is not animated completes before ``performBatch(_:animated:updateData:completion:)``
/// returns.
///
/// ## Bands and nested lists
///
/// The host shows what the terminal and UIKit hosts show. A band — a section flowing across
/// the list (``scrollDirection``), a carousel — scrolls on its own with
/// ``scrollBand(ofSection:to:)``; its offset (``bandOffset(ofSection:)``) is the one the other
/// hosts keep (the card at its leading edge stays in place through updates, clamped to its
/// cards), and its visible cards, displays and prefetches follow it. A `NestedListCellModel`
/// is shown by a nested simulated host of its own (``nestedHost(at:)``), which each outer batch
/// updates as it is applied, animated as the batch is. Neither costs anything to a list that
/// has none.
///
/// ## Scrolling
///
/// The list is shown from its start until a test scrolls it with ``scroll(toOffset:)``; from
/// then on, every batch and reload keeps its place as ``scrollAnchoring`` says, as the other
/// hosts do (the first visible item where it was on screen; with `ScrollAnchoring.end`, a list
/// at its end at its end), and ``contentOffset`` says where it is. Until then the list has no
/// offset and keeps none, so that a test that never scrolls never pays for a layout: to check
/// what a list at rest at its top does, as other hosts keep its first item in place when
/// items arrive above it, scroll it to 0 first (`host.scroll(toOffset: 0)`).
///
/// <!-- snippet: fragment -->
/// ```swift
/// import RosterTesting
/// import Testing
///
/// @MainActor @Test func newerPostsKeepTheReadersPlace() async {
///   let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 440))
///   let controller = ListController(host: host)
///   let posts = (0..<50).map { PostCellModel(id: "p\($0)") }
///   await controller.updateAndWait(with: [Section(cellModels: posts, identifier: "feed")])
///   host.scroll(toOffset: 440)  // "p10" at the top: rows are 44 points high
///   let newer = [PostCellModel(id: "new")]
///   await controller.updateAndWait(with: [Section(cellModels: newer + posts, identifier: "feed")])
///   #expect(host.contentOffset == 484)  // "p10" still at the top
/// }
/// ```
///
/// ## Cost
///
/// A batch costs the sections it touches or that the data source gives as new values, and
/// their items; sections given again as the very same values (the same model arrays, as a
/// section provider's update leaves the others) are neither versioned nor checked again. When
/// the batch names only sections between such ones, at the start and the end of the list, it is
/// checked and applied on those alone, and the others cost a comparison of their bits, a block
/// at a time, and a move in memory: O(*S*) for the *S* sections displayed, with a constant
/// small next to the controller's own. Each item the simulator
/// versions is compared once, with the model its cell showed, however many items share its
/// identifier and whatever its model type; in a section the batch keeps, the cells between its
/// operations whose models are the very ones they showed, bit for bit, cost a comparison of
/// their bits a block at a time and a copy of the cell, so that a batch costs its operations
/// and the items it changes plus cheap passes over the touched sections. A section a batch
/// inserts or reloads costs O(1): as a collection view reads only its count, the simulated view
/// makes its cells when something reads them (``view``, a later batch that touches the
/// section). A reload costs O(*S*) likewise: it binds every cell anew, as a reloaded collection
/// view configures each cell it shows again. This comes on top of the controller's own work: it
/// is a test tool, not a benchmark host.
/// The logs keep the newest ``logLimit`` entries, so memory stays bounded over long tests.
///
/// ## Failures
///
/// A batch the simulator rejects is recorded in ``errors`` and reported to ``errorHandler``
/// (which prints it by default; tests should also expect ``errors`` to be empty); the view is
/// then reset to the data source's state, as if reloaded, so later batches are checked against
/// what the controller believes is displayed.
@MainActor
public final class SimulatedListHost: ListHost {
  /// The simulated view: identifiers and content versions.
  public typealias View = SimulatedCollectionView<String, String>

  /// A request to scroll to an item.
  public struct ScrollRequest: Hashable, Sendable {
    /// The item to scroll to.
    public var indexPath: IndexPath
    /// Whether scrolling animates.
    public var animated: Bool
  }

  /// A live cell bound to a new model after a batch (a rebind).
  public struct Rebind: Hashable, Sendable {
    /// The cell's index path after the batch.
    public var indexPath: IndexPath
    /// The identifier of the model it was bound to.
    public var identifier: String
  }

  /// Where the host reads its data.
  public weak var dataSource: (any ListDataSource)?

  /// What the simulated view shows.
  public internal(set) var view: View

  /// Whether the list counts as on screen; set to `false` to exercise off-screen reloads. The
  /// nested lists (``nestedHost(at:)``) are on screen with it.
  public var isOnScreen: Bool {
    get { container.isOnScreen }
    set {
      container.isOnScreen = newValue
      for nested in nesting.lists.values { nested.host.isOnScreen = newValue }
    }
  }

  /// The size cells are laid out in. Changing it keeps the card at each band's leading edge in
  /// place, clamped, as a view resized does, and gives the nested lists its width.
  public var containerSize: CGSize {
    get { container.size }
    set {
      let anchors = bandAnchors()
      container.size = newValue
      restoreBands(anchors)
      for nested in nesting.lists.values { nested.host.containerSize.width = newValue.width }
    }
  }

  /// The direction the list scrolls in: a section whose `Constraints.scrollDirection` is the
  /// other one is a band (``scrollBand(ofSection:to:)``).
  public var scrollDirection: ScrollDirection {
    get { container.scrollDirection }
    set { container.scrollDirection = newValue }
  }
  /// Which way the list reads across: the layouts the host makes (``scroll(toOffset:)``,
  /// ``showVisibleRect(_:scrollDirection:)``) are right to left with `.rightToLeft`, mirrored as
  /// `ListLayout` documents, as a UIKit host's are in a right-to-left view.
  public var layoutDirection: ListLayout.LayoutDirection {
    get { container.layoutDirection }
    set { container.layoutDirection = newValue }
  }
  /// Where and how the list is shown.
  var container: SimulatedContainer

  /// The index paths reported as visible; every displayed item when `nil`.
  public var visibleItems: [IndexPath]? {
    get { displays.visibleItems }
    set { displays.visibleItems = newValue }
  }

  /// What keeps still on screen through a batch or a reload, once a test has scrolled the list
  /// (``scroll(toOffset:)``): the first visible item by default, as on the other hosts.
  public var scrollAnchoring: ScrollAnchoring {
    get { scrolling.anchorKeeper.mode }
    set { scrolling.anchorKeeper.mode = newValue }
  }

  /// How far the list is scrolled along ``scrollDirection``, in points: `nil` until a test
  /// scrolls it with ``scroll(toOffset:)``, and then moved by ``scrollAnchoring`` through each
  /// batch and reload.
  public internal(set) var contentOffset: CGFloat? {
    get { scrolling.contentOffset }
    set { scrolling.contentOffset = newValue }
  }

  /// What ``measure(_:constrainedTo:)`` answers; by default the constrained width (or height,
  /// when the height is constrained) and 44 points along the free axis.
  public var measurement: @MainActor (any CellModel, CGSize) -> CGSize

  /// Receives every rejected batch; prints it by default.
  public var errorHandler: @MainActor (BatchUpdateError) -> Void {
    get { rejections.handler }
    set { rejections.handler = newValue }
  }

  /// Every batch the simulator rejected.
  public var errors: [BatchUpdateError] { rejections.errors }
  /// The batches rejected, and who hears of them.
  var rejections = BatchRejections()

  /// How many entries each log (``batches``, ``rebinds``, ``measuredIdentifiers``,
  /// ``scrollRequests``) keeps: at least the newest `logLimit`, and never more than twice
  /// that, so a long test's memory stays bounded (the oldest are dropped in chunks, which
  /// keeps appending O(1) amortized). `Int.max` keeps everything. ``batchCount`` counts every
  /// batch whatever the limit.
  public var logLimit: Int {
    get { log.limit }
    set { log.limit = newValue }
  }
  /// The identifiers of the items the simulated view shows selected: what the data source
  /// answered at the last ``selectionDidChange()``, batch or reload, as a view that keeps the
  /// selection of the items it shows.
  public var selectedItemIdentifiers: Set<String> { selection.selectedItemIdentifiers }
  /// How many times the controller told the host that the selection or edit mode changed.
  public var selectionChangeCount: Int { selection.changeCount }
  /// Whether the host shows a refresh control (the controller has a refresh action), and
  /// whether it shows it refreshing, as of the controller's last report.
  public internal(set) var shownRefreshState = (isAvailable: false, isRefreshing: false)
  /// How many batches were performed.
  public var batchCount: Int { log.batchCount }
  /// The batches performed, in order (the newest, see ``logLimit``).
  public var batches: [BatchUpdate] { log.batches }
  /// How many times the data was reloaded.
  public var reloadCount: Int { log.reloadCount }
  /// Which cell type shows each type of model; see `CellRegistry`. The simulated host shows no
  /// cells, but checks that the resolved cell type can show each model whose cell it would dequeue,
  /// as a view fails at dequeue: the cells a batch or reload brings on screen and onto the next one
  /// (from the list's start until a test scrolls it), and those displayed (``displayItems(at:)``),
  /// prefetched (``prefetchItems(at:)``) or measured. A new host's registry has an entry for
  /// `NestedListCellModel`, which the host shows as a list of its own (see ``nestedHost(at:)``).
  public var cellRegistry: CellRegistry { cellChecks.registry }
  /// Every registered cell type, in registration order.
  public var registeredCellTypes: [any ListCell.Type] { cellChecks.registeredCellTypes }
  /// The scroll requests, in order (the newest, see ``logLimit``).
  public var scrollRequests: [ScrollRequest] { log.scrollRequests }
  /// The rebinds of live cells, in order (the newest, see ``logLimit``).
  public var rebinds: [Rebind] { log.rebinds }
  /// The identifiers of the models measured, in order (the newest, see ``logLimit``).
  public var measuredIdentifiers: [String] { log.measuredIdentifiers }
  /// What the host recorded of the controller's requests.
  var log = SimulatedHostLog()
  /// The models the displayed cells are bound to, by section and item.
  public var boundModels: [[any CellModel]] { bound.models }
  /// What the displayed cells are bound to, and how a batch is checked against it.
  var bound = BoundContent()

  /// Every model a real host could not bind because its cell type cannot show it (a
  /// `TypedListCell` whose `Model` is another type), once per model and cell type; each is
  /// also reported to the controller's diagnostic handler. Tests should expect it empty.
  public var cellTypeFailures: [ListDiagnostic] { cellChecks.failures }
  /// The cell types registered, and which models' cell types were checked.
  var cellChecks: CellTypeChecks

  var pendingCompletion: (@MainActor (Bool) -> Void)?
  /// Keeps the ``scrollAnchoring`` through each batch and reload.
  package var scrollAnchorKeeper: ScrollAnchorKeeper { scrolling.anchorKeeper }
  /// The selection the simulated view shows.
  lazy var selection = SimulatedSelection(host: self)
  /// The cells a test displayed, and the items it says are visible.
  lazy var displays = SimulatedDisplays(host: self)
  /// How far each band is scrolled.
  lazy var bands = SimulatedBands(host: self)
  /// Where the list is scrolled, its kept layout, and what keeps its place.
  lazy var scrolling = SimulatedScrolling(host: self)
  /// The host's features, in the order they run at each batch and reload: the selection and
  /// the displays follow the data first, then the bands and the list keep their places.
  var features: HostFeatures { HostFeatures([selection, displays, bands, scrolling]) }
  /// The lists shown for the data's `NestedListCellModel`s.
  var nesting = SimulatedNestedLists()
  /// How far each table is scrolled across.
  var tables = SimulatedTables()
  /// How wide a table's text is, in points, for its fit columns
  /// (``tableLayout(ofSection:)``): one point a character by default, as
  /// ``tableText(ofSection:)`` draws it.
  public var tableTextWidth: @MainActor (String) -> CGFloat = { CGFloat($0.count) }
  /// Whether a batch that names only sections between ones found unchanged is checked and
  /// applied on those sections alone (see `BatchWindow`); when off, every batch is checked on
  /// the whole list, the reference a test compares with.
  @_spi(Testing) public var checksChangedSectionsAlone: Bool {
    get { bound.checksChangedSectionsAlone }
    set { bound.checksChangedSectionsAlone = newValue }
  }
  /// How many batches were checked and applied on fewer sections than the list's.
  @_spi(Testing) public var batchesCheckedInWindow: Int { bound.batchesCheckedInWindow }
  /// Whether the cells of a section a batch keeps are checked and versioned run by run, a run
  /// of models that are the very ones shown at once (see `ContentVersions.versionRuns`); when
  /// off, each cell is checked on its own, the reference a test compares with.
  @_spi(Testing) public var checksRunsOfKeptCells: Bool {
    get { bound.checksRunsOfKeptCells }
    set { bound.checksRunsOfKeptCells = newValue }
  }

  /// Creates a host showing nothing, on screen, in a 320 × 640 container.
  public convenience init(
    containerSize: CGSize = CGSize(width: 320, height: 640), isOnScreen: Bool = true
  ) {
    self.init(containerSize: containerSize, isOnScreen: isOnScreen, cellRegistry: CellRegistry())
    cellRegistry.register(NestedSimulatedListCell.self)
    cellRegistry.register(TableHeaderSimulatedCell.self)
  }

  /// Creates a host showing nothing, whose models resolve to `cellRegistry`'s cells: a nested
  /// list's host shares its outer host's.
  init(containerSize: CGSize, isOnScreen: Bool, cellRegistry: CellRegistry) {
    self.cellChecks = CellTypeChecks(registry: cellRegistry)
    self.view = View()
    self.container = SimulatedContainer(size: containerSize, isOnScreen: isOnScreen)
    self.measurement = { _, size in
      size.height == .greatestFiniteMagnitude
        ? CGSize(width: size.width, height: 44) : CGSize(width: 44, height: size.height)
    }
  }

  /// Whether an animated batch is in flight.
  public var isAnimating: Bool { view.isAnimating }

  /// Ends the batch in flight, running its completion; does nothing when none is. The nested
  /// lists (``nestedHost(at:)``) end all of theirs, as their animations run on the outer
  /// list's clock.
  ///
  /// Only that one batch ends: a batch the completion starts (a second stage, or an update
  /// that arrived meanwhile) is in flight afterwards. ``settle(finished:)`` ends them all.
  public func finishAnimations(finished: Bool = true) {
    settleNestedLists(finished: finished)
    view.finishAnimations()
    guard let completion = pendingCompletion else { return }
    pendingCompletion = nil
    completion(finished)
  }

  /// Ends every animation until none is in flight: the batch running now, and each batch its
  /// completion starts — later stages of the same update and the updates that were coalesced
  /// while it ran — and those of the nested lists. Afterwards ``view`` shows the newest
  /// requested state, unless an update above the controller's `offMainDiffingThreshold` is
  /// still being diffed off the main actor (await
  /// `ListController.updateAndWait(with:animated:)` for those).
  ///
  /// The one call a test needs after updating an animated list:
  ///
  /// ```swift
  /// let host = SimulatedListHost()
  /// let controller = ListController(host: host)
  /// controller.update(with: [Section(cellModels: [], identifier: "posts")])
  /// controller.update(with: [Section(cellModels: [], identifier: "more")])  // coalesced
  /// host.settle()
  /// assert(host.view.sections.map(\.id) == ["more"])
  /// ```
  ///
  /// - Returns: How many batches of this list it ended; the nested lists' are not counted.
  @discardableResult
  public func settle(finished: Bool = true) -> Int {
    var ended = 0
    while isAnimating || pendingCompletion != nil {
      finishAnimations(finished: finished)
      ended += 1
    }
    settleNestedLists(finished: finished)
    return ended
  }

  /// Ends the batch in flight: nothing else advances a simulated host's animations. Called
  /// while an update is awaited, so awaiting never hangs.
  public func finishAnimationsIfUndriven() {
    finishAnimations()
  }

  /// The model the displayed cell at `indexPath` is bound to.
  public func boundModel(at indexPath: IndexPath) -> (any CellModel)? {
    guard indexPath.count == 2, bound.models.indices.contains(indexPath.section),
      bound.models[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return bound.models[indexPath.section][indexPath.item]
  }
}
