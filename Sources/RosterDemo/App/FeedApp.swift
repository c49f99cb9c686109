/// The stress screen: a live feed of many items (100,000 by default) changed by seeded
/// inserts, deletes, moves and edits at a fixed rate, with a status line of the update
/// latency (from the first model change not yet shown to the batch that shows it applied) and
/// the frame time (drawing the visible rows).
///
/// Keys: arrows or j/k, Page Up/Down, Home/End move; `space` pauses and resumes; `q` quits.
@MainActor
public final class FeedApp: DemoApp {
  /// Reads a clock for the status line's figures.
  public typealias Stopwatch = @MainActor () -> Duration

  /// The feed's truth.
  public private(set) var model: FeedModel
  /// The configuration, normalized.
  public let configuration: FeedConfiguration
  let controller: ListController<_TextListView>
  let view: _TextListView
  private let scheduler: any DemoScheduler
  private let stopwatch: Stopwatch
  private var latency = FeedStatistics()
  private var frameTime = FeedStatistics()
  private var isPaused = false
  /// When the model first changed since the list was last handed a state, if it has.
  private var oldestUnshownChange: Duration?
  private var columns: Int
  private var rows: Int

  /// Creates the feed; `stopwatch` times updates and frames (a virtual clock makes them zero,
  /// and the frames deterministic). With `diffsOffMain`, large updates are diffed off the
  /// main actor, as an app would; scripted runs keep them on it so they stay deterministic.
  public init(
    configuration: FeedConfiguration, scheduler: any DemoScheduler, stopwatch: @escaping Stopwatch,
    diffsOffMain: Bool, columns: Int, rows: Int
  ) {
    self.configuration = configuration.normalized
    model = FeedModel(count: self.configuration.itemCount, seed: self.configuration.seed)
    view = _TextListView(columns: columns, rows: DemoFrame.listRows(forScreenRows: rows))
    controller = ListController(host: view)
    if !diffsOffMain { controller.offMainDiffingThreshold = .max }
    self.scheduler = scheduler
    self.stopwatch = stopwatch
    self.columns = columns
    self.rows = rows
  }

  /// Whether the list shows exactly the model: the same identities in the same order, each
  /// with identical content.
  public var isShowingModel: Bool {
    let shown = controller.sections.first?.cellModels ?? []
    return controller.sections.count == 1 && shown.count == model.cellModels.count
      && zip(shown, model.cellModels).allSatisfy {
        $0.identifier == $1.identifier && $0.identical(to: $1)
      }
  }

  /// How many updates of the list have completed (fewer than the model's updates when a slow
  /// diff made several model changes go to the list as one).
  public var completedUpdates: Int { latency.count }

  /// Shows the feed and starts updating it.
  public func start() {
    controller.update(with: FeedScreen.sections(for: model), animated: false)
    scheduleTick()
  }

  /// See the keys in the type's description.
  public func handle(_ key: DemoKey) -> DemoKeyResult {
    switch key {
    case .character("q"): return .quit
    case .character(" "):
      isPaused.toggle()
      return .handled
    default: return view.handle(key) ? .handled : .ignored
    }
  }

  /// Resizes the list to the rows under the title and above the status line.
  public func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    view.resize(columns: columns, rows: DemoFrame.listRows(forScreenRows: rows))
  }

  /// The title, the visible rows and the figures.
  public func frame() -> ScreenBuffer {
    let status =
      (isPaused ? "paused · " : "")
      + "update \(FeedStatistics.milliseconds(latency.last)) "
      + "(mean \(FeedStatistics.milliseconds(latency.mean)), "
      + "max \(FeedStatistics.milliseconds(latency.maximum))) · "
      + "frame \(FeedStatistics.milliseconds(frameTime.last)) · "
      + "space pauses · q quit"
    return DemoFrame.compose(
      title: "Roster demo · Feed",
      detail: "\(model.items.count) items · \(configuration.rate)/s · update \(model.updateCount)",
      status: status, columns: columns, rows: rows
    ) { buffer, originRow in
      let start = stopwatch()
      view.render(into: &buffer, originRow: originRow)
      frameTime.record(stopwatch() - start)
    }
  }

  private func scheduleTick() {
    scheduler.schedule(after: configuration.interval) { [weak self] in self?.tick() }
  }

  private func tick() {
    defer { scheduleTick() }
    guard !isPaused else { return }
    let changedAt = stopwatch()
    model.applyRandomUpdate(edits: configuration.editsPerUpdate)
    if oldestUnshownChange == nil { oldestUnshownChange = changedAt }
    showLatestIfIdle()
  }

  /// Hands the newest model to the controller unless it is still busy with an earlier one;
  /// then the newest model follows when that one completes. The controller would coalesce
  /// the requests itself, but a diff slower than the update interval would then be superseded
  /// again and again and never shown.
  private func showLatestIfIdle() {
    guard !controller.isUpdating, let changedAt = oldestUnshownChange else { return }
    oldestUnshownChange = nil
    controller.update(with: FeedScreen.sections(for: model), animated: true) { [weak self] _ in
      guard let self else { return }
      latency.record(stopwatch() - changedAt)
      scheduler.schedule(after: .zero) { [weak self] in self?.showLatestIfIdle() }
    }
  }
}
