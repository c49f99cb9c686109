import RosterTerminalCells

/// The seeds' profile screen as a running app: a ``ProfileInteractor`` owns the state,
/// ``ProfileScreen`` turns every new state into sections, and a ``ListController`` diffs
/// them onto RosterTerminal's `TerminalListView`: data changes animated, navigation at once.
///
/// Keys: arrows or j/k move, Page Up/Down, Home/End (the list's own keys); Enter opens a post
/// (or retries a failed source on its error row); `m` picks up an attribute to reorder it
/// (the list's move mode: ↑↓ move it, Enter drops, Esc cancels; the answers that arrive
/// meanwhile wait for the drop); `r` retries every failed source; Esc,
/// Backspace or `h` go back from a post, to the row it was opened from; `s` opens the settings
/// form (``SettingsScreen``, whose state this app keeps while it is closed) and Esc closes it;
/// `/` filters the posts as the user types; Ctrl-R, or the wheel pulled down at the top,
/// loads both sources again (pull-to-refresh); `q` quits. Every key but `q` is in the list's
/// key map, the profile's own declared as key bindings (``profileKeyBindings()``): the footer
/// offers those that act on the selected row, `?` shows them all (``keyTables``).
@MainActor
package final class ProfileApp: DemoApp {
  /// The state's owner.
  package let interactor: ProfileInteractor
  /// The list the screen shows.
  package let listView: TerminalListView
  let controller: ListController<TerminalListView>
  /// What the list worked around (too narrow a screen, say): kept, never printed over the
  /// screen.
  package let diagnostics = DiagnosticLog()
  /// The post row selected when a detail opened, selected again on the way back.
  private var returnIdentifier: String?
  private var isShowingDetail = false
  private var isShowPending = false
  private let scheduler: any DemoScheduler
  /// The settings form's state, kept while the form is closed.
  package private(set) var settings: SettingsState
  /// Whether the settings form is showing instead of the profile.
  package private(set) var isShowingSettings = false
  /// What the status line says about the last key, when it had nothing to do on its row.
  package private(set) var notice: String?
  /// The refreshes waiting for both sources to answer.
  private var refreshWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates the app over a simulated service configured by `configuration`, with time from
  /// `scheduler`, on a screen of `columns` × `rows`.
  package init(
    configuration: ServiceConfiguration, scheduler: any DemoScheduler, columns: Int, rows: Int,
    settings: SettingsState = SettingsState()
  ) {
    self.settings = settings
    interactor = ProfileInteractor(
      service: SimulatedService(configuration: configuration), scheduler: scheduler)
    listView = DemoFrame.listView(columns: columns, rows: rows)
    // Shorter than the defaults: a load should not keep the next state waiting for long.
    listView.deletionFadeDuration = .milliseconds(150)
    listView.highlightDuration = .milliseconds(350)
    listView.cellRegistry.registerTerminalCells()
    controller = ListController(host: listView)
    diagnostics.collect(from: controller)
    self.scheduler = scheduler
    // The screen is small; diffing on the main actor keeps scripted runs deterministic.
    controller.offMainDiffingThreshold = .max
    controller.allowsMove = ProfileScreen.allowsMove(from:to:)
    // 24 posts overflow a terminal: where the screen is in them is worth a column.
    listView.showsScrollIndicator = true
    offerListKeys(true)
    listView.appKeyBindings = profileKeyBindings()
  }

  /// Offers the profile list's own keys — `/` to filter the posts, Ctrl-R (or the wheel
  /// pulled down at the top) to refresh — while it shows, and neither on a post's detail or
  /// the settings form, where they have nothing to act on.
  private func offerListKeys(_ isOffered: Bool) {
    listView.filterKey = isOffered ? .character("/") : nil
    guard isOffered else {
      controller.refreshAction = nil
      return
    }
    controller.refreshAction = { [weak self] in
      guard let self else { return }
      await reload()
    }
  }

  /// Loads both sources again, and returns once neither is loading any more: while a refresh
  /// runs, the list shows it over its top row.
  private func reload() async {
    interactor.send(.load)
    guard isLoading else { return }
    await withCheckedContinuation { refreshWaiters.append($0) }
  }

  /// Whether a request to either source is on its way.
  private var isLoading: Bool {
    ContentSource.allCases.contains { interactor.state.pendingRequest(of: $0) != nil }
  }

  /// Loads both sources.
  package func start() {
    interactor.onChange = { [weak self] state in self?.stateDidChange(state) }
    show(interactor.state)
    interactor.send(.load)
  }

  /// Navigation shows at once; data changes wait for the end of the scheduler's turn, so
  /// answers that arrive together animate as one batch instead of one after the other.
  private func stateDidChange(_ state: ProfileViewState) {
    if !isLoading, !refreshWaiters.isEmpty {
      let waiters = refreshWaiters
      refreshWaiters = []
      for waiter in waiters { waiter.resume() }
    }
    if (state.selectedPost != nil) != isShowingDetail { return show(state) }
    guard !isShowPending else { return }
    isShowPending = true
    scheduler.schedule(after: .zero) { [weak self] in
      guard let self else { return }
      isShowPending = false
      show(interactor.state)
    }
  }

  /// `q` quits (except while the settings form's name field takes the keys); a row key with
  /// nothing to do on the selected row leaves a notice. Every other key is the list's, whose
  /// key map holds the profile's own keys (``profileKeyBindings()``).
  package func handle(_ key: Key) -> DemoKeyResult {
    notice = nil
    if isShowingSettings {
      return key == .character("q") && !listView.selectedCellTakesTextInput ? .quit : .ignored
    }
    // While an attribute is picked up, the list's move mode takes every key but `q`.
    if listView.isMovingItem, key != .character("q") { return .ignored }
    if !listView.isShowingActionMenu, interactor.state.selectedPost == nil {
      // The key still goes on to the list, which has nothing to do with it either.
      notice = Self.notice(for: key, on: listRow, in: interactor.state)
    }
    return key == .character("q") ? .quit : .ignored
  }

  /// Shows the settings form, with its keys instead of the profile's.
  func openSettings() {
    isShowingSettings = true
    offerListKeys(false)
    listView.appKeyBindings = settingsKeyBindings()
    showSettings()
  }

  /// Goes back from the settings form to the profile, its first row selected.
  func closeSettings() {
    isShowingSettings = false
    offerListKeys(true)
    listView.appKeyBindings = profileKeyBindings()
    show(interactor.state, immediately: true)
    listView.select(IndexPath(item: 0, section: 0))
  }

  /// Applies a settings action and shows the form's new state.
  package func sendSettings(_ action: SettingsAction) {
    SettingsReducer.reduce(&settings, action)
    if isShowingSettings { showSettings() }
  }

  private func showSettings() {
    let sections = SettingsScreen.sections(
      for: settings, send: { [weak self] action in self?.sendSettings(action) })
    let isOpening = controller.sections.first?.identifier != "preferences"
    controller.update(with: sections, animated: false)
    listView.finishAnimations()
    if isOpening { listView.select(IndexPath(item: 0, section: 0)) }
  }

  /// Sends a row's action to the interactor. A move the user just dropped is shown at once,
  /// so that the answers that waited during the drag are applied with it, in one batch.
  private func send(_ action: ProfileAction) {
    interactor.send(action)
    if case .moveAttribute = action { show(interactor.state) }
  }

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with both sources' states, the list, and the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    if isShowingSettings {
      return DemoFrame.draw(
        title: "Roster demo · Settings", detail: SettingsApp.summary(settings),
        status: DemoFrame.status(
          hints: footerHints(columns: buffer.width), columns: buffer.width),
        list: listView, into: &buffer)
    }
    let state = interactor.state
    let isDetail = state.selectedPost != nil
    DemoFrame.draw(
      title: isDetail ? "Roster demo · Post" : "Roster demo · Profile",
      detail: "profile \(Self.summary(state.profile)) · posts \(Self.summary(state.posts))",
      status: DemoFrame.status(
        report: notice.map { [[$0]] } ?? [],
        // A notice keeps its room: the keys fit beside it.
        hints: footerHints(
          columns: buffer.width
            - (notice.map { StyledLine($0 + StatusLine.separator).width } ?? 0)),
        columns: buffer.width),
      list: listView, into: &buffer)
  }

  /// Shows `state`: the first state and every navigation (a detail opening or closing) at
  /// once, finishing any animation still running, because the user asked for them; changes
  /// of data animated.
  private func show(_ state: ProfileViewState, immediately: Bool = false) {
    guard !isShowingSettings else { return }
    let showsDetail = state.selectedPost != nil
    let isNavigation = showsDetail != isShowingDetail
    defer { isShowingDetail = showsDetail }
    if showsDetail && !isShowingDetail {
      returnIdentifier =
        listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }?
        .identifier
      // A post's detail is no list of posts to filter or refresh.
      if controller.filterQuery != nil { controller.filterItems(matching: nil, animated: false) }
    }
    if isNavigation { offerListKeys(!showsDetail) }
    let sections = ProfileScreen.sections(
      for: state, send: { [weak self] action in self?.send(action) })
    let isFirst = controller.sections.isEmpty && !controller.isUpdating
    let returnTo = !showsDetail && isNavigation ? returnIdentifier : nil
    controller.update(with: sections, animated: !(isNavigation || isFirst || immediately)) {
      [weak self] _ in
      guard let self, let returnTo, let indexPath = controller.indexPath(forIdentifier: returnTo)
      else { return }
      listView.select(indexPath)
    }
    if isNavigation || immediately { listView.finishAnimations() }
  }

  private static func summary<Value>(_ loadable: Loadable<Value>) -> String {
    switch loadable {
    case .idle: "idle"
    case .loading: "loading"
    case .loaded: "loaded"
    case .failed: "failed"
    }
  }
}
