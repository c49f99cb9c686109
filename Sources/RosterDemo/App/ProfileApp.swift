/// The seeds' profile screen as a running app: a ``ProfileInteractor`` owns the state,
/// ``ProfileScreen`` turns every new state into sections, and a ``ListController`` diffs
/// them onto a text list view.
///
/// Keys: arrows or j/k move, Page Up/Down, Home/End; Enter opens a post (or retries a failed
/// source on its error row); `r` retries every failed source; Esc, Backspace, ← or h go back
/// from a post; `q` quits.
@MainActor
public final class ProfileApp: DemoApp {
  /// The state's owner.
  public let interactor: ProfileInteractor
  let controller: ListController<_TextListView>
  let view: _TextListView
  private var columns: Int
  private var rows: Int
  /// The post row that was selected when a detail opened, to select it again on the way back.
  private var returnIdentifier: String?

  /// Creates the app over a simulated service configured by `configuration`, with time from
  /// `scheduler`, on a screen of `columns` × `rows`.
  public init(
    configuration: ServiceConfiguration, scheduler: any DemoScheduler, columns: Int, rows: Int
  ) {
    interactor = ProfileInteractor(
      service: SimulatedService(configuration: configuration), scheduler: scheduler)
    view = _TextListView(columns: columns, rows: DemoFrame.listRows(forScreenRows: rows))
    controller = ListController(host: view)
    controller.offMainDiffingThreshold = .max
    self.columns = columns
    self.rows = rows
  }

  /// Loads both sources.
  public func start() {
    interactor.onChange = { [weak self] state in self?.show(state) }
    show(interactor.state)
    interactor.send(.load)
  }

  /// See the keys in the type's description.
  public func handle(_ key: DemoKey) -> DemoKeyResult {
    switch key {
    case .character("q"): return .quit
    case .character("r"):
      guard !interactor.state.failedSources.isEmpty else { return .ignored }
      interactor.retryFailedSources()
    case .escape, .backspace, .left, .character("h"):
      guard interactor.state.selectedPost != nil else { return .ignored }
      interactor.send(.back)
    case .enter:
      if interactor.state.selectedPost == nil, let selection = view.selection {
        returnIdentifier = controller.cellModel(at: selection)?.identifier
      }
      return view.handle(key) ? .handled : .ignored
    default:
      return view.handle(key) ? .handled : .ignored
    }
    return .handled
  }

  /// Resizes the list to the rows under the title and above the status line.
  public func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    view.resize(columns: columns, rows: DemoFrame.listRows(forScreenRows: rows))
    controller.invalidateSizes()
  }

  /// The title, the list and the key hints.
  public func frame() -> ScreenBuffer {
    let state = interactor.state
    let isDetail = state.selectedPost != nil
    return DemoFrame.compose(
      title: isDetail ? "Roster demo · Post" : "Roster demo · Profile",
      detail: "profile \(Self.summary(state.profile)) · posts \(Self.summary(state.posts))",
      status: isDetail ? "Esc back · q quit" : "↑↓/jk move · Enter open · r retry · q quit",
      columns: columns, rows: rows, drawList: view.render(into:originRow:))
  }

  private func show(_ state: ProfileViewState) {
    let wasDetail = view.selection.flatMap { controller.cellModel(at: $0) } is PostDetailCellModel
    controller.update(
      with: ProfileScreen.sections(
        for: state, send: { [weak self] action in self?.interactor.send(action) }),
      animated: true)
    if wasDetail, state.selectedPost == nil, let returnIdentifier,
      let indexPath = controller.indexPath(forIdentifier: returnIdentifier)
    {
      view.select(indexPath)
    }
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
