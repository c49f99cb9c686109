#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A Roster list in a SwiftUI screen: the sections are the view's input, and every change
  /// of them reaches the list as a `ListController` update.
  ///
  /// ```swift
  /// import RosterUIKit
  /// import SwiftUI
  ///
  /// struct Post: Identifiable, Equatable, Sendable {
  ///   let id: String
  ///   let title: String
  /// }
  ///
  /// struct PostsScreen: View {
  ///   let posts: [Post]
  ///
  ///   var body: some View {
  ///     RosterList {
  ///       Roster.Section("posts") {
  ///         for post in posts {
  ///           HostingCellModel("post-\(post.id)", value: post.title) { Text($0) }
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// ## Section, and SwiftUI's
  ///
  /// SwiftUI declares a `Section` too, for `List` and `Form`. In a file that imports both
  /// modules, write Roster's as `Roster.Section` and SwiftUI's as `Section` or
  /// `SwiftUI.Section`: a type named `Section` alone is ambiguous there, and the compiler says
  /// so. A library cannot settle it: a `Section` declared in RosterUIKit is as ambiguous with
  /// SwiftUI's in such a file as Roster's is. The app can — a declaration in its own module
  /// wins over every imported one — so an app that uses only Roster's can declare
  /// `typealias Section = Roster.Section` once, and write `SwiftUI.Section` for SwiftUI's.
  ///
  /// ## Updates
  ///
  /// The view wraps a ``ListViewController``, and each time SwiftUI updates it — whenever the
  /// state the sections are built from changes — it calls
  /// `ListController/update(with:animated:completion:)` with the whole list. Everything else
  /// is the controller's, as in UIKit: the diff against what is displayed, batches UIKit cannot
  /// reject, rebinding changed cells without recreating them, and coalescing — SwiftUI may
  /// update the view many times while a batch animates, and only the newest sections are then
  /// diffed, once. An update that changes nothing is an empty diff, and nothing happens.
  ///
  /// The update is animated unless it comes in a transaction that disables animations
  /// (`Transaction.disablesAnimations`, set with `withTransaction`).
  ///
  /// ## Selection and edit mode
  ///
  /// As `List(selection:content:)`, the list takes a binding of the selected item's
  /// identifier (`Binding<String?>`: at most one item selected, `ListSelectionMode/single`) or
  /// of the selected items' identifiers (`Binding<Set<String>>`: any number,
  /// `ListSelectionMode/multiple`), in and out of edit mode. Items are named by their models'
  /// `CellModel/identifier`s. A tap writes the binding; a value the app writes selects those
  /// items — also items that the same state change brings, once the update shows them — and
  /// an identifier no selectable item has is taken out of the binding once the update is
  /// shown, as is a selected item an update removes. The app's own writes never come back to
  /// it, and the list writes only what changed.
  ///
  /// Edit mode is the environment's `editMode`, as for `List`: an `EditButton` in the same
  /// navigation stack, or `.environment(\.editMode, $editMode)`, puts the list in edit mode
  /// (`ListController/isEditing`), where a tap selects instead of running the model's action.
  ///
  /// ## Refreshing, pages and filtering
  ///
  /// `.refreshable { … }` on the list offers pull-to-refresh, as on a `List`: the list reads
  /// the environment's `refresh` action, shows the refresh control while it runs, and ends it
  /// when the action returns (`ListController/refreshAction`).
  ///
  /// ``onEdgeApproach(perform:)`` says when scrolling comes near the end (or the start) of the
  /// items, once per approach: the place to load the next page. ``loadingMore(_:footer:)``
  /// shows a footer row while the page loads; ending the loading in the same state change
  /// that appends the page takes the footer away in the batch that brings the page.
  ///
  /// ``filterItems(matching:)`` shows only the items that match a query (`ItemFilter`) —
  /// typically the text of `searchable(text:)`.
  ///
  /// ```swift
  /// import RosterUIKit
  /// import RosterUIKitCells
  /// import SwiftUI
  ///
  /// struct Post: Identifiable, Equatable, Sendable {
  ///   let id: String
  ///   let title: String
  /// }
  ///
  /// struct InboxScreen: View {
  ///   let posts: [Post]
  ///   let isLoadingMore: Bool
  ///   let reload: @Sendable () async -> Void
  ///   let loadMore: @MainActor () -> Void
  ///   @State private var selection: Set<String> = []
  ///   @State private var editMode = EditMode.inactive
  ///   @State private var focused: String?
  ///
  ///   var body: some View {
  ///     RosterList(selection: $selection) {
  ///       Roster.Section("posts") {
  ///         for post in posts {
  ///           LabelCellModel(identifier: post.id, text: post.title)
  ///         }
  ///       }
  ///     }
  ///     .cellRegistry { $0.registerCollectionViewCells() }
  ///     .onEdgeApproach { edge in
  ///       if edge == .end { loadMore() }
  ///     }
  ///     .loadingMore(
  ///       isLoadingMore, footer: LabelCellModel(identifier: "loading", text: "Loading…"))
  ///     .focusedItem($focused)
  ///     .scrollTarget(focused)
  ///     .refreshable { await reload() }
  ///     .environment(\.editMode, $editMode)
  ///   }
  /// }
  /// ```
  ///
  /// ## Focus and scrolling
  ///
  /// ``focusedItem(_:)`` binds the identifier of the item the focus comes back to
  /// (`ListController/focusedIdentifier`): the user's focus — a hardware keyboard on iPad, the
  /// remote on tvOS — writes it, and the app's value moves the focus to that item (when the focus
  /// is elsewhere, once it comes back to the list). ``scrollTarget(_:animated:)`` scrolls an item
  /// into view each time the app names another, once the item is displayed; ``scrollAnchoring(_:)``
  /// says what stays still on screen when items change above the visible ones (`ScrollAnchoring`).
  ///
  /// ## Cells
  ///
  /// ``cellRegistry(_:)`` runs once on the list's ``CollectionViewHost/cellRegistry`` when
  /// SwiftUI creates it: RosterUIKitCells' catalogue registers in one call,
  /// `registerCollectionViewCells()`, as the example above does.
  ///
  /// ## Events
  ///
  /// Interaction belongs to the models, as everywhere in Roster: a `SelectableCellModel`'s
  /// action runs on a tap, a `DisplayableCellModel` hears that its cell appears, and so on. The
  /// list-wide events are the view's: ``onScroll(perform:)`` for the visible origin, and
  /// ``onDiagnostic(perform:)`` for the `ListDiagnostic`s the controller reports (Roster's
  /// default otherwise, which prints them in debug builds).
  ///
  /// The scroll direction and the cell registry are read once, when SwiftUI creates the list;
  /// give the view an `id` of the direction to make a new list when it changes.
  public struct RosterList: UIViewControllerRepresentable {
    /// The whole list, as it should look now.
    public var sections: [Roster.Section]
    /// The direction the list scrolls in, read when SwiftUI creates the list.
    public var scrollDirection: ScrollDirection
    var scrollAction: (@MainActor (CGPoint) -> Void)?
    var diagnosticAction: (@MainActor (ListDiagnostic) -> Void)?
    var selection: Selection?
    var focusBinding: Binding<String?>?
    var filterQuery: String?
    var scrollTarget: (identifier: String?, animated: Bool)?
    var anchoring: ScrollAnchoring?
    var edgeApproachAction: (@MainActor (ListEdge) -> Void)?
    var loadingFooter: (isLoading: Bool, model: any CellModel)?
    var cellRegistration: (@MainActor (CellRegistry) -> Void)?

    /// The app's selection binding, of one item or of several.
    enum Selection {
      case single(Binding<String?>)
      case multiple(Binding<Set<String>>)
    }

    /// A list that shows `sections`, scrolling in `scrollDirection`.
    public init(_ sections: [Roster.Section], scrollDirection: ScrollDirection = .vertical) {
      self.sections = sections
      self.scrollDirection = scrollDirection
    }

    /// A list that shows the sections `build` describes, written as
    /// `ListController/update(animated:completion:_:)` takes them.
    public init(
      scrollDirection: ScrollDirection = .vertical, @SectionBuilder _ build: () -> [Roster.Section]
    ) {
      self.init(build(), scrollDirection: scrollDirection)
    }

    /// A list that shows `sections` and keeps at most one item selected: the identifier of the
    /// selected item is `selection`'s, in both directions.
    public init(
      _ sections: [Roster.Section], selection: Binding<String?>,
      scrollDirection: ScrollDirection = .vertical
    ) {
      self.init(sections, scrollDirection: scrollDirection)
      self.selection = .single(selection)
    }

    /// A list that shows `sections` and keeps any number of items selected: the selected items'
    /// identifiers are `selection`'s, in both directions.
    public init(
      _ sections: [Roster.Section], selection: Binding<Set<String>>,
      scrollDirection: ScrollDirection = .vertical
    ) {
      self.init(sections, scrollDirection: scrollDirection)
      self.selection = .multiple(selection)
    }

    /// A list of the sections `build` describes that keeps at most one item selected, as
    /// `List(selection:content:)` does: the selected item's identifier is `selection`'s.
    public init(
      selection: Binding<String?>, scrollDirection: ScrollDirection = .vertical,
      @SectionBuilder _ build: () -> [Roster.Section]
    ) {
      self.init(build(), selection: selection, scrollDirection: scrollDirection)
    }

    /// A list of the sections `build` describes that keeps any number of items selected, as
    /// `List(selection:content:)` does: the selected items' identifiers are `selection`'s.
    public init(
      selection: Binding<Set<String>>, scrollDirection: ScrollDirection = .vertical,
      @SectionBuilder _ build: () -> [Roster.Section]
    ) {
      self.init(build(), selection: selection, scrollDirection: scrollDirection)
    }

    /// The list, with `action` run whenever it scrolls, with its new visible origin; see
    /// `ListController/didScrollAction`. To load pages, ``onEdgeApproach(perform:)`` says when
    /// the end comes near, once per approach.
    public func onScroll(perform action: @escaping @MainActor (CGPoint) -> Void) -> RosterList {
      var list = self
      list.scrollAction = action
      return list
    }

    /// The list, with `action` receiving every `ListDiagnostic` instead of Roster's default
    /// handler; see `ListController/diagnosticHandler`.
    public func onDiagnostic(
      perform action: @escaping @MainActor (ListDiagnostic) -> Void
    ) -> RosterList {
      var list = self
      list.diagnosticAction = action
      return list
    }

    /// The list, with `action` told when scrolling comes near an edge of its items — the place
    /// to load the next page (`ListEdge/end`), or the previous one in a list that grows upwards
    /// (`ListEdge/start`). It is told once per approach; see
    /// `ListController/edgeApproachHandler`.
    public func onEdgeApproach(
      perform action: @escaping @MainActor (ListEdge) -> Void
    ) -> RosterList {
      var list = self
      list.edgeApproachAction = action
      return list
    }

    /// The list, showing `footer` after its last section while `isLoading`: a spinner or
    /// "Loading…" row while the next page loads; see `ListController/isLoadingMore`.
    ///
    /// A footer that ends in the same state change that brings the page goes in the same
    /// animated batch as the page arrives, so the rows in view never move.
    public func loadingMore(_ isLoading: Bool, footer: any CellModel) -> RosterList {
      var list = self
      list.loadingFooter = (isLoading, footer)
      return list
    }

    /// The list, showing only the items that match `query` (see `ItemFilter`), or every item
    /// when it is `nil`; see `ListController/filterItems(matching:animated:completion:)`.
    ///
    /// The query is the app's — typically the text of `searchable(text:)` — and applied each
    /// time it changes; the list never changes it.
    public func filterItems(matching query: String?) -> RosterList {
      var list = self
      list.filterQuery = query
      return list
    }

    /// The list, with the focus coming back to the item whose identifier `identifier` holds,
    /// and `identifier` following the item the user focuses (a hardware keyboard on iPad, the
    /// remote on tvOS); see `ListController/focusedIdentifier`.
    ///
    /// An identifier the app writes moves the focus to that item when the focus is in the
    /// list, and is where it goes when it next comes to the list otherwise.
    public func focusedItem(_ identifier: Binding<String?>) -> RosterList {
      var list = self
      list.focusBinding = identifier
      return list
    }

    /// The list, scrolled to show the item `identifier` each time `identifier` changes (to
    /// another item, once it is displayed); `nil` scrolls nowhere.
    public func scrollTarget(_ identifier: String?, animated: Bool = true) -> RosterList {
      var list = self
      list.scrollTarget = (identifier, animated)
      return list
    }

    /// The list, keeping `anchoring` still on screen when its items change above the visible
    /// ones; see `ScrollAnchoring` and ``CollectionViewHost/scrollAnchoring``.
    public func scrollAnchoring(_ anchoring: ScrollAnchoring) -> RosterList {
      var list = self
      list.anchoring = anchoring
      return list
    }

    /// The list, with `configure` run once on its host's ``CollectionViewHost/cellRegistry``
    /// when SwiftUI creates it, before the first update: the place to register cells, such as
    /// RosterUIKitCells' whole catalogue with `registerCollectionViewCells()`.
    public func cellRegistry(
      _ configure: @escaping @MainActor (CellRegistry) -> Void
    ) -> RosterList {
      var list = self
      list.cellRegistration = configure
      return list
    }

    /// What the list keeps between SwiftUI's updates.
    @MainActor
    public final class Coordinator {
      /// The controller's own diagnostic handler, restored when the view stops giving one.
      var defaultDiagnosticHandler: (@MainActor (ListDiagnostic) -> Void)?
      /// The bridge between the app's bindings and the controller.
      var bindings: ListBindings<CollectionViewHost>?
      /// The refresh action of the view's environment, read at each update.
      var refresh: RefreshAction?

      /// Runs the environment's newest refresh action, and returns when it has ended.
      func runRefresh() async {
        guard let refresh else { return }
        await refresh()
      }
    }

    /// Makes the object that keeps the list's state between updates.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the list's view controller, with its cells registered; the first update fills it.
    public func makeUIViewController(context: Context) -> ListViewController {
      let controller = ListViewController(scrollDirection: scrollDirection)
      let listController = controller.listController
      context.coordinator.defaultDiagnosticHandler = listController.diagnosticHandler
      let bindings = ListBindings(controller: listController)
      bindings.moveFocus = { [weak host = listController.host] in host?.focusRememberedItem() }
      context.coordinator.bindings = bindings
      cellRegistration?(listController.host.cellRegistry)
      return controller
    }

    /// Hands the events and the app's state to the controller and updates the list to
    /// ``sections``.
    public func updateUIViewController(_ controller: ListViewController, context: Context) {
      let coordinator = context.coordinator
      let listController = controller.listController
      listController.didScrollAction = scrollAction
      if let handler = diagnosticAction ?? coordinator.defaultDiagnosticHandler {
        listController.diagnosticHandler = handler
      }
      if let anchoring { listController.host.scrollAnchoring = anchoring }
      // A pull runs the action of the newest update: SwiftUI may give another one each time.
      coordinator.refresh = context.environment.refresh
      var refresh: (@MainActor () async -> Void)?
      if coordinator.refresh != nil {
        refresh = { [weak coordinator] in await coordinator?.runRefresh() }
      }
      let state = bindingState(environment: context.environment, refresh: refresh)
      let animated = !context.transaction.disablesAnimations
      guard let bindings = coordinator.bindings else { return }
      bindings.update(with: sections, state: state, animated: animated)
    }

    /// The state the bridge applies: the view's bindings and values, with edit mode read from
    /// the environment.
    private func bindingState(
      environment: EnvironmentValues, refresh: (@MainActor () async -> Void)?
    ) -> ListBindingState {
      var state = ListBindingState()
      switch selection {
      case .single(let binding):
        state.selection = (
          BoundValue(
            get: { binding.wrappedValue.map { [$0] } ?? [] },
            set: { binding.wrappedValue = $0.first }),
          .single
        )
      case .multiple(let binding):
        state.selection = (
          BoundValue(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 }),
          .multiple
        )
      case nil:
        break
      }
      state.isEditing = environment.editMode?.wrappedValue.isEditing
      if let focusBinding {
        state.focus = BoundValue(
          get: { focusBinding.wrappedValue }, set: { focusBinding.wrappedValue = $0 })
      }
      state.filterQuery = filterQuery
      state.scrollTarget = scrollTarget?.identifier
      state.animatesScroll = scrollTarget?.animated ?? true
      state.edgeApproachAction = edgeApproachAction
      state.isLoadingMore = loadingFooter?.isLoading ?? false
      state.loadingFooterModel = loadingFooter?.model
      state.refreshAction = refresh
      return state
    }
  }
#endif
