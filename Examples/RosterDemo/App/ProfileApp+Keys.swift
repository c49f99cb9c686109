import RosterCells

/// The profile's keys come from its list's key map: the list's own (moving, `m` reordering an
/// attribute, `a` a post's actions, `/` filtering, Ctrl-R refreshing, the help overlay's) and
/// the profile's, declared to the list as key bindings, each available on the rows and in the
/// mode it acts in. Its footer, its help overlay (`?`), `roster-demo help profile` and the
/// message without a terminal all read them there, so they cannot disagree about what a key
/// does.
extension ProfileApp {
  /// The help's heading of the profile's keys.
  nonisolated static let group: TerminalKeyHint.Group = "Profile"
  /// The help's heading of the keys on a post's detail.
  nonisolated static let detailGroup: TerminalKeyHint.Group = "On a post's detail"

  /// The profile's own keys beside the list's, while the profile or a post's detail shows:
  /// Enter opens a post or retries its source on an error row, `p` pins a post, `d` deletes
  /// it, `r` retries every failed source, `s` opens the settings form, and Esc, Backspace or
  /// `h` go back from a post's detail. A narrow footer keeps Enter, back and `r` before the
  /// list's keys, and drops `p` and `d` (both in the post's actions, `a`) and `s` first.
  func profileKeyBindings() -> [TerminalKeyBinding] {
    let back: @MainActor (TerminalListView) -> Void = { [weak self] _ in
      self?.interactor.send(.back)
    }
    let isDetail: @MainActor (TerminalListView) -> Bool = { [weak self] _ in
      self?.interactor.state.selectedPost != nil
    }
    let select: @MainActor (TerminalListView) -> Void = { $0.activateSelection() }
    return [
      TerminalKeyBinding(
        .enter, "open", group: Self.group, priority: 2,
        isAvailable: { [weak self] _ in self?.selectedPost != nil }, perform: select),
      TerminalKeyBinding(
        .enter, "retry", group: Self.group, priority: 2,
        isAvailable: { [weak self] _ in self?.listRow is ErrorCellModel }, perform: select),
      TerminalKeyBinding(
        .character("p"), "pin", group: Self.group,
        isAvailable: { [weak self] _ in self?.selectedPost?.isPinned == false }
      ) { [weak self] _ in self?.togglePin() },
      TerminalKeyBinding(
        .character("p"), "unpin", group: Self.group,
        isAvailable: { [weak self] _ in self?.selectedPost?.isPinned == true }
      ) { [weak self] _ in self?.togglePin() },
      TerminalKeyBinding(
        .character("d"), "delete", group: Self.group,
        isAvailable: { [weak self] _ in self?.selectedPost != nil }
      ) { [weak self] _ in
        guard let self, let post = selectedPost else { return }
        interactor.send(.deletePost(postID: post.post.id))
      },
      TerminalKeyBinding(
        .character("r"), "retry failed", group: Self.group, priority: 1,
        isAvailable: { [weak self] _ in
          guard let self, interactor.state.selectedPost == nil else { return false }
          return !interactor.state.failedSources.isEmpty
        }
      ) { [weak self] _ in self?.interactor.retryFailedSources() },
      TerminalKeyBinding(
        .character("s"), "settings", group: Self.group,
        isAvailable: { [weak self] _ in self?.interactor.state.selectedPost == nil }
      ) { [weak self] _ in self?.openSettings() },
      TerminalKeyBinding(
        .escape, "back", group: Self.detailGroup, keys: "Esc Backspace h", priority: 2,
        isAvailable: isDetail, perform: back),
      TerminalKeyBinding(
        .backspace, "back", group: Self.detailGroup, keys: "Esc Backspace h", priority: 2,
        isAvailable: isDetail, perform: back),
      TerminalKeyBinding(
        .character("h"), "back", group: Self.detailGroup, keys: "Esc Backspace h", priority: 2,
        isAvailable: isDetail, perform: back),
    ]
  }

  /// The keys while the settings form shows: Esc back to the profile (unless the name field
  /// edits, where Esc stops editing), then the form's own.
  func settingsKeyBindings() -> [TerminalKeyBinding] {
    [
      TerminalKeyBinding(
        .escape, "back", group: SettingsApp.group, priority: 2,
        isAvailable: { !$0.selectedCellTakesTextInput }
      ) { [weak self] _ in self?.closeSettings() }
    ]
      + SettingsApp.keyBindings(controller: controller) { [weak self] in
        self?.settings.hasUnsavedChanges ?? false
      }
  }

  /// The model of the selected row, whatever the list shows.
  package var selectedModel: (any CellModel)? {
    listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }
  }

  /// The model of the selected row of the profile's list (not a post's detail's, nor the
  /// settings form's).
  var listRow: (any CellModel)? {
    guard !isShowingSettings, interactor.state.selectedPost == nil else { return nil }
    return selectedModel
  }

  /// The post the selected row of the profile's list shows, if it shows one.
  private var selectedPost: PostCellModel? { listRow as? PostCellModel }

  private func togglePin() {
    guard let post = selectedPost else { return }
    interactor.send(.togglePin(postID: post.post.id))
  }

  /// The footer's hints: while the settings form shows, the form's (Esc back among them);
  /// otherwise the keys that act on the selected row or in the list's mode ("Moving:",
  /// "Actions:"), from the list's key map, the list's own "Enter select" left out for the
  /// profile's Enter says what it does on the row, and its "↑↓ navigate" on a post's detail,
  /// a single row.
  func footerHints(columns: Int) -> [String] {
    if isShowingSettings { return SettingsApp.footerHints(for: listView, columns: columns) }
    let mode =
      listView.isMovingItem ? "Moving:" : listView.isShowingActionMenu ? "Actions:" : nil
    let hasOneRow = listView.numberOfItems <= 1
    return ListFooter.hints(for: listView, columns: columns, mode: mode) { hint in
      !SettingsApp.isListSelect(hint) && !(hasOneRow && hint.group == .move)
    }
  }

  /// What the status line says when `key` has nothing to do on the row showing `model`;
  /// `nil` when it does something there, or is no row key.
  static func notice(
    for key: Key, on model: (any CellModel)?, in state: ProfileViewState
  ) -> String? {
    switch key {
    case .character("a"): model is PostCellModel ? nil : "a: only a post has actions"
    case .character("p"): model is PostCellModel ? nil : "p: only a post has that action"
    case .character("d"): model is PostCellModel ? nil : "d: only a post has that action"
    case .character("m"):
      (model as? DetailLabelCellModel)?.moveAction != nil
        ? nil : "m: only an attribute can be reordered"
    case .character("r"): state.failedSources.isEmpty ? "r: nothing failed" : nil
    default: nil
    }
  }

  /// The profile's keys as the help prints them: its list's key map (the profile's and a
  /// post's detail's among them), the settings form's, then `q`.
  package static var keyTables: [KeyTable] {
    let app = ProfileApp(
      configuration: ServiceConfiguration(), scheduler: VirtualScheduler(), columns: 80,
      rows: 24)
    var seen = Set<TerminalKeyHint>()
    let settings = app.settingsKeyBindings().map(\.hint).filter { seen.insert($0).inserted }
    var tables = KeyTable.tables(from: app.listView.keyMap + settings)
    for index in tables.indices where tables[index].title == SettingsApp.group.name {
      tables[index].title = "In the settings form (s)"
    }
    return tables + [KeyTable("Quitting", [.quit])]
  }
}
