import RosterCells

/// The feed's keys come from its list's key map: the list's own (moving, `/` filtering, `v`
/// edit mode and its selection, Ctrl-R refreshing, the help overlay's) and the feed's, declared
/// to the list as key bindings. Its footer, its help overlay (`?`), `roster-demo help feed` and
/// the message without a terminal all read them there, so they cannot disagree about what a key
/// does.
extension FeedApp {
  /// The feed's own keys beside the list's: space pauses or resumes the updates (outside edit
  /// mode, where space selects), `n` loads newer items above, and `d` deletes the rows selected
  /// in edit mode.
  func keyBindings() -> [TerminalKeyBinding] {
    [
      TerminalKeyBinding(
        .character(" "), "pause", group: "Feed", priority: 2,
        isAvailable: { [weak self] _ in self?.spacePauses(paused: false) ?? false }
      ) { [weak self] _ in self?.isPaused = true },
      TerminalKeyBinding(
        .character(" "), "resume", group: "Feed", priority: 2,
        isAvailable: { [weak self] _ in self?.spacePauses(paused: true) ?? false }
      ) { [weak self] _ in self?.isPaused = false },
      // The list's keys come first on a narrow line: newer items also come with Ctrl-R.
      TerminalKeyBinding(.character("n"), "newer", group: "Feed") { [weak self] _ in
        self?.loadNewer()
      },
      TerminalKeyBinding(
        .character("d"), "delete", group: .select, priority: 2,
        isAvailable: { [weak self] _ in self?.controller.isEditing ?? false }
      ) { [weak self] _ in self?.deleteSelected() },
    ]
  }

  /// Whether space pauses or resumes now, with the feed `paused` or not: never in edit mode,
  /// where it selects.
  private func spacePauses(paused: Bool) -> Bool {
    isPaused == paused && !controller.isEditing
  }

  /// The feed's keys as the help prints them: its list's key map, then `q`.
  package static var keyTables: [KeyTable] {
    let app = FeedApp(
      configuration: FeedConfiguration(itemCount: 10), scheduler: VirtualScheduler(),
      stopwatch: { .zero }, measuresRealTime: false, diffsOffMain: false, columns: 80, rows: 24)
    return ListFooter.keyTables(of: app.listView)
  }
}
