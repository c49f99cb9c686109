import RosterCells

/// The profile screen's keys: the one table its footer, its help and the message without a
/// terminal print from, and what each key offers on the selected row.
extension ProfileApp {
  /// The entries of the profile's key tables.
  package enum Keys {
    /// Moving the selection.
    package static let move = KeyHint(
      "↑↓ or j k", "moves the selection; PgUp/PgDn and Home/End jump", footer: "↑↓ move")
    /// Enter on a post.
    package static let open = KeyHint("Enter", "opens the selected post", footer: "Enter open")
    /// Enter on an error row.
    package static let retryRow = KeyHint(
      "Enter", "on an error row, retries its source", footer: "Enter retry")
    /// The post's action menu.
    package static let actions = KeyHint(
      "a", "opens the selected post's actions (↑↓ choose, Enter runs, Esc closes)",
      footer: "a actions")
    /// Pinning a post.
    package static let pin = KeyHint(
      "p", "pins the selected post to the top of the posts, or unpins it", footer: "p pin")
    /// Deleting a post.
    package static let delete = KeyHint("d", "deletes the selected post", footer: "d delete")
    /// Reordering an attribute.
    package static let reorder = KeyHint(
      "m", "picks up the selected attribute to reorder it (↑↓ move, Enter drops, Esc cancels)",
      footer: "m reorder")
    /// Filtering the posts.
    package static let filter = KeyHint(
      "/", "filters the posts as you type (Enter keeps the filter, Esc shows every post again)",
      footer: "/ filter")
    /// Refreshing.
    package static let refresh = KeyHint(
      "Ctrl-R",
      "loads the profile and the posts again; so does the wheel pulled down at the"
        + " top", footer: "Ctrl-R refresh")
    /// Retrying what failed.
    package static let retry = KeyHint("r", "retries every failed source", footer: "r retry")
    /// Opening the settings form.
    package static let settings = KeyHint(
      "s", "opens the settings form (Esc closes it)", footer: "s settings")
    /// Going back from a post.
    package static let back = KeyHint(
      "Esc, Backspace or h", "goes back from a post to the row it was opened from",
      footer: "Esc back")
    /// Moving a picked-up attribute.
    package static let moveItem = KeyHint(
      "↑↓ or j k", "moves the picked-up attribute", footer: "↑↓ move")
    /// Dropping it.
    package static let drop = KeyHint("Enter", "drops it there", footer: "Enter drop")
    /// Putting it back.
    package static let cancelMove = KeyHint("Esc", "puts it back", footer: "Esc cancel")
    /// Choosing in the action menu.
    package static let chooseAction = KeyHint(
      "↑↓ or j k", "chooses an action", footer: "↑↓ choose")
    /// Running the chosen action.
    package static let runAction = KeyHint("Enter", "runs it", footer: "Enter run")
    /// Closing the menu.
    package static let closeMenu = KeyHint("Esc", "closes the menu", footer: "Esc close")
    /// Closing the settings form.
    package static let closeSettings = KeyHint(
      "Esc", "goes back to the profile (unless the name field is being edited)",
      footer: "Esc back")
  }

  /// The profile's list.
  nonisolated package static let listKeys = KeyTable(
    "Keys",
    [
      Keys.move, Keys.open, Keys.retryRow, Keys.actions, Keys.reorder, Keys.retry,
      FilterKeys.clear, Keys.filter, Keys.refresh, Keys.pin, Keys.delete, Keys.settings, .quit,
    ])
  /// A post's detail.
  nonisolated package static let detailKeys = KeyTable("On a post's detail", [Keys.back, .quit])
  /// Move mode, after `m`.
  nonisolated package static let movingKeys = KeyTable(
    "While an attribute is picked up (m)", [Keys.moveItem, Keys.drop, Keys.cancelMove, .quit])
  /// The open action menu, after `a`.
  nonisolated package static let actionMenuKeys = KeyTable(
    "In a post's actions (a)", [Keys.chooseAction, Keys.runAction, Keys.closeMenu, .quit])
  /// The settings form opened with `s`: its own keys, and Esc to come back.
  nonisolated package static let settingsKeys = KeyTable(
    "In the settings form (s)", [Keys.closeSettings] + SettingsApp.keys.hints)

  /// Every table, in the order the help prints them.
  nonisolated package static let keyTables = [
    listKeys, FilterKeys.typing, detailKeys, movingKeys, actionMenuKeys, settingsKeys,
  ]

  /// Whether `hint` of ``listKeys`` does something on the row showing `model` (`nil`: no row
  /// is selected), with `state`'s failed sources, and a filter kept when `hasFilter`: the
  /// footer offers only those.
  static func offers(
    _ hint: KeyHint, on model: (any CellModel)?, in state: ProfileViewState,
    hasFilter: Bool = false
  ) -> Bool {
    switch hint {
    case FilterKeys.clear: hasFilter
    case Keys.open, Keys.actions, Keys.pin, Keys.delete: model is PostCellModel
    case Keys.retryRow: model is ErrorCellModel
    case Keys.reorder: (model as? DetailLabelCellModel)?.moveAction != nil
    case Keys.retry: !state.failedSources.isEmpty
    default: true
    }
  }

  /// What the status line says when `key` has nothing to do on the row showing `model`;
  /// `nil` when it does something there, or is no row key.
  static func notice(
    for key: Key, on model: (any CellModel)?, in state: ProfileViewState
  ) -> String? {
    let hint: KeyHint
    switch key {
    case .character("a"): hint = Keys.actions
    case .character("p"): hint = Keys.pin
    case .character("d"): hint = Keys.delete
    case .character("m"): hint = Keys.reorder
    case .character("r"): return state.failedSources.isEmpty ? "r: nothing failed" : nil
    default: return nil
    }
    guard !offers(hint, on: model, in: state) else { return nil }
    return hint == Keys.reorder
      ? "m: only an attribute can be reordered"
      : "\(hint.keys): only a post has \(hint == Keys.actions ? "actions" : "that action")"
  }
}
