import RosterTerminalCells

/// The stress screen: a live feed of many items (100,000 by default) changed by seeded
/// inserts, deletes, moves and edits at a fixed rate, shown by RosterTerminal's
/// `TerminalListView`, with a status line of the update latency (from the first model change
/// not yet shown until the batch that shows it has been applied and its animation has ended)
/// and the frame time (drawing the visible rows). Each row shows its item's details once they
/// have loaded (``FeedDetailLoader``): the list prefetches them a screen ahead, and the status
/// line counts the prefetches that landed before their rows appeared.
///
/// Nearing the end of the feed loads a page of older items below it
/// (`ListController.edgeApproachHandler`), as an infinite feed does, with a "Loading" footer
/// meanwhile (`ListController.isLoadingMore`); Ctrl-R refreshes (`refreshAction`): newer
/// items arrive above, as `n` brings them.
///
/// `v` enters edit mode (the list's `editModeKey`): space or Enter selects rows, kept by
/// identity while the feed keeps changing around them, and `d` deletes the selected rows from
/// the model in one update; `v` or Escape leaves it.
///
/// Keys (``keyTables``): arrows or j/k, Page Up/Down, Home/End move (the list's own keys); `/`
/// filters the feed by the rows' text as the user types (the list's filter line); `space`
/// pauses and resumes (selects, in edit mode); `n` loads newer items; `?` lists them all; `q`
/// quits. All but `q` are the list's, so the footer offers the keys that act now, from its key
/// map (see `keyBindings()`); the figures are in the title bar.
@MainActor
package final class FeedApp: DemoApp {
  /// Reads a clock for the status line's figures.
  package typealias Stopwatch = @MainActor () -> Duration

  /// The feed's truth.
  package private(set) var model: FeedModel
  /// The configuration, normalized.
  package let configuration: FeedConfiguration
  /// The list the screen shows.
  package let listView: TerminalListView
  let controller: ListController<TerminalListView>
  /// What the list worked around (too narrow a screen, say): kept, never printed over the
  /// screen.
  package let diagnostics = DiagnosticLog()
  /// Loads the rows' details, ahead of them where the list prefetches.
  package let detailLoader: FeedDetailLoader
  private let scheduler: any DemoScheduler
  private let stopwatch: Stopwatch
  private let animated: Bool
  private let measuresRealTime: Bool
  private var latency = FeedStatistics()
  private var frameTime = FeedStatistics()
  /// Whether the updates are paused (space).
  var isPaused = false
  /// When the model first changed since the list was last handed a state, if it has.
  private var oldestUnshownChange: Duration?

  /// Creates the feed; `stopwatch` times updates and frames. With `measuresRealTime` it reads
  /// the wall clock and the status line shows frame times; otherwise it reads a virtual clock
  /// (scripted runs, deterministic), on which drawing takes no time at all: the status line
  /// then says the run is scripted and shows no frame times. With `diffsOffMain`, large
  /// updates are diffed off the main actor, as an app would; scripted runs keep them on it so
  /// they stay deterministic. Animated updates highlight briefly (40 ms fade, 160 ms highlight)
  /// so that they keep up with the feed.
  package init(
    configuration: FeedConfiguration, scheduler: any DemoScheduler,
    stopwatch: @escaping Stopwatch, measuresRealTime: Bool = false, diffsOffMain: Bool,
    animated: Bool = true, columns: Int, rows: Int
  ) {
    self.configuration = configuration.normalized
    detailLoader = FeedDetailLoader(scheduler: scheduler, seed: self.configuration.seed)
    model = FeedModel(
      count: self.configuration.itemCount, seed: self.configuration.seed, loader: detailLoader)
    listView = DemoFrame.listView(columns: columns, rows: rows)
    // Thousands of items: where the screen is in them is worth a column, and a filter.
    listView.showsScrollIndicator = true
    listView.filterKey = .character("/")
    listView.deletionFadeDuration = .milliseconds(40)
    listView.highlightDuration = .milliseconds(160)
    listView.editModeKey = .character("v")
    controller = ListController(host: listView)
    diagnostics.collect(from: controller)
    if !diffsOffMain { controller.offMainDiffingThreshold = .max }
    self.scheduler = scheduler
    self.stopwatch = stopwatch
    self.animated = animated
    self.measuresRealTime = measuresRealTime
    detailLoader.onArrival = { [weak self] in self?.showArrivedDetails() }
    listView.cellRegistry.registerTerminalCells()
    controller.loadingFooterModel = LoadingFooterCellModel(
      identifier: "loading-older", text: "Loading older items…")
    controller.edgeApproachHandler = { [weak self] edge in
      // A page of older items below the last one, after a moment's loading under the footer;
      // the reader sees it arrive.
      guard let self, edge == .end, !controller.isLoadingMore, model.hasOlderItems else {
        return
      }
      controller.isLoadingMore = true
      scheduler.schedule(after: Self.pageLoadingTime) { [weak self] in
        guard let self else { return }
        controller.isLoadingMore = false
        change { model in
          model.appendOlder(Self.olderCount)
          return true
        }
      }
    }
    controller.refreshAction = { [weak self] in self?.loadNewer() }
    // The feed's rows have no actions and keep the feed's order: those keys would only crowd
    // the help.
    listView.moveKey = nil
    listView.actionMenuKey = nil
    listView.appKeyBindings = keyBindings()
  }

  /// How many older items a page at the end brings.
  nonisolated package static let olderCount = 50
  /// How long a page of older items takes to load.
  nonisolated package static let pageLoadingTime = Duration.milliseconds(300)

  /// Whether the list shows exactly the model: the same identities in the same order, each
  /// with identical content.
  package var isShowingModel: Bool {
    let shown = controller.sections.flatMap(\.cellModels)
    let expected = model.cellModels
    return controller.sections.count == model.pageModels.count && shown.count == expected.count
      && zip(shown, expected).allSatisfy {
        $0.identifier == $1.identifier && $0.identical(to: $1)
      }
  }

  /// The identifiers of the rows selected in edit mode, in display order.
  package var selectedRowIdentifiers: [String] { controller.selectedIdentifiers }

  /// How many updates of the list have completed (fewer than the model's updates when several
  /// model changes went to the list as one).
  package var completedUpdates: Int { latency.count }

  /// Shows the feed and starts updating it.
  package func start() {
    controller.update(with: FeedScreen.sections(for: model), animated: false)
    scheduleTick()
  }

  /// `q` quits; the rest are the list's keys and the feed's, bound to the list.
  package func handle(_ key: Key) -> DemoKeyResult {
    key == .character("q") ? .quit : .ignored
  }

  /// Newer items arrive above: the rows the reader looks at stay where they are.
  func loadNewer() {
    change { model in
      model.insertNewer(Self.newerCount)
      return true
    }
  }

  /// The rows selected in edit mode leave the model; the list drops them from the selection
  /// as it shows the update.
  func deleteSelected() {
    let selected = Set(controller.selectedIdentifiers)
    change { model in model.removeItems(identifiedBy: selected) > 0 }
  }

  /// How many newer items `n` loads.
  nonisolated package static let newerCount = 5

  /// Gives the list the rows between the title and status bars.
  package func resize(columns: Int, rows: Int) {
    listView.resize(to: DemoFrame.listSize(columns: columns, rows: rows))
  }

  /// The title bar with the figures, the visible rows, and the key hints.
  package func draw(into buffer: inout ScreenBuffer) {
    let start = stopwatch()
    let title = "Roster demo · Feed"
    // The title bar's leading space, the title, at least a space between, the trailing space.
    let room = buffer.width - StyledLine(title).width - 3
    DemoFrame.draw(
      title: title, detail: StatusLine.fit(report: statusReport, hints: [], width: room),
      status: DemoFrame.status(
        hints: ListFooter.hints(for: listView, columns: buffer.width), columns: buffer.width),
      list: listView, into: &buffer)
    frameTime.record(stopwatch() - start)
  }

  /// What the title bar reports, most important first: the mode (paused, editing, scripted),
  /// the update latency (the last, with the mean and maximum when there is room), the frame
  /// time on the wall clock, the number of items, the prefetches that landed early, the rate.
  private var statusReport: [StatusLine.Part] {
    let latency = "update \(FeedStatistics.milliseconds(self.latency.last))"
    var report: [StatusLine.Part] = [
      [
        latency + " (mean \(FeedStatistics.number(self.latency.mean)), "
          + "max \(FeedStatistics.milliseconds(self.latency.maximum)))",
        latency + " (max \(FeedStatistics.number(self.latency.maximum)))",
        latency,
      ]
    ]
    // Virtual time stands still while a frame draws: a frame time would be a made-up zero.
    if measuresRealTime { report.append(["frame \(FeedStatistics.milliseconds(frameTime.last))"]) }
    report.append(["\(model.count) items"])
    report.append(["prefetched \(detailLoader.prefetchedCount)"])
    report.append(["\(configuration.rate)/s"])
    let editing =
      controller.isEditing ? "editing, \(controller.selectedIdentifiers.count) selected · " : ""
    let mode =
      editing + (isPaused ? "paused · " : "") + (measuresRealTime ? "" : "scripted · ")
    report[0] = report[0].map { mode + $0 }
    return report
  }

  private func scheduleTick() {
    scheduler.schedule(after: configuration.interval) { [weak self] in self?.tick() }
  }

  private func tick() {
    defer { scheduleTick() }
    guard !isPaused else { return }
    change { [editsPerUpdate = configuration.editsPerUpdate] model in
      model.applyRandomUpdate(edits: editsPerUpdate)
      return true
    }
  }

  /// Gives the items whose details arrived their details, and shows them like any change.
  private func showArrivedDetails() {
    change { model in model.setDetails(detailLoader.takeArrivedDetails()) > 0 }
  }

  /// Changes the model with `edit`, which says whether it changed anything, and shows the
  /// change once the controller is free. The update's latency counts from the oldest change
  /// not yet shown, read before `edit` runs.
  private func change(_ edit: (inout FeedModel) -> Bool) {
    let changedAt = stopwatch()
    guard edit(&model) else { return }
    if oldestUnshownChange == nil { oldestUnshownChange = changedAt }
    showLatestIfIdle()
  }

  /// Hands the newest model to the controller unless it is still busy with an earlier one;
  /// the newest model then follows when that one completes. The controller would coalesce
  /// the requests itself, but an off-main diff slower than the update interval would then be
  /// superseded again and again, and never shown.
  private func showLatestIfIdle() {
    guard !controller.isUpdating, let changedAt = oldestUnshownChange else { return }
    oldestUnshownChange = nil
    controller.update(with: FeedScreen.sections(for: model), animated: animated) {
      [weak self] _ in
      guard let self else { return }
      latency.record(stopwatch() - changedAt)
      scheduler.schedule(after: .zero) { [weak self] in self?.showLatestIfIdle() }
    }
  }
}
