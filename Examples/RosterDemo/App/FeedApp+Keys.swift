import RosterCells

/// The feed's keys: the one table its footer, its help and the message without a terminal
/// print from.
extension FeedApp {
  /// The entries of the feed's key tables.
  package enum Keys {
    /// Scrolling.
    package static let scroll = KeyHint(
      "↑↓ or j k, PgUp PgDn, Home", "scroll the feed", footer: nil)
    /// The end, and the older items it loads.
    package static let end = KeyHint(
      "End", "goes to the last item; nearing it loads \(FeedApp.olderCount) older items below",
      footer: nil)
    /// Pausing.
    package static let pause = KeyHint("space", "pauses the updates", footer: "space pause")
    /// Resuming, while paused.
    package static let resume = KeyHint(
      "space", "while paused, resumes the updates", footer: "space resume")
    /// Filtering.
    package static let filter = KeyHint(
      "/", "filters the feed as you type (Enter keeps the filter, Esc shows every item again)",
      footer: "/ filter")
    /// Edit mode.
    package static let edit = KeyHint(
      "v", "edit mode: select rows and delete them (v or Esc ends it)", footer: "v edit")
    /// Refreshing.
    package static let refresh = KeyHint(
      "Ctrl-R",
      "refreshes: newer items arrive above, as with n; so does the wheel pulled"
        + " down at the top", footer: "Ctrl-R refresh")
    /// Newer items.
    package static let newer = KeyHint(
      "n", "loads \(FeedApp.newerCount) newer items above; the rows in view stay in place",
      footer: "n newer")
    /// The mouse.
    package static let mouse = KeyHint(
      "wheel, click",
      "the wheel scrolls, a click moves the cursor; the scroll indicator"
        + " column scrolls by a click or a drag", footer: nil)
    /// Selecting in edit mode.
    package static let select = KeyHint(
      "space or Enter", "selects or deselects the row, and space moves to the next",
      footer: "space select")
    /// Deleting the selected rows.
    package static let delete = KeyHint(
      "d", "deletes the selected rows", footer: "d delete")
    /// Leaving edit mode.
    package static let done = KeyHint("v or Esc", "leaves edit mode", footer: "v/Esc done")
  }

  /// The feed's keys, in the order the footer offers them and gives them up when narrow.
  nonisolated package static let keys = KeyTable(
    "Keys",
    [
      Keys.scroll, Keys.end, Keys.pause, Keys.resume, FilterKeys.clear, Keys.filter, Keys.edit,
      Keys.refresh, Keys.newer, Keys.mouse, .quit,
    ])
  /// In edit mode, after `v`.
  nonisolated package static let editKeys = KeyTable(
    "In edit mode (v)", [Keys.select, Keys.delete, Keys.done, .quit])

  /// Every table, in the order the help prints them.
  nonisolated package static let keyTables = [keys, FilterKeys.typing, editKeys]

  /// The footer's hints in `state`: the filter line's keys while it is typed in (q is typed
  /// then, so no quit), edit mode's in edit mode, else the feed's, with space saying what it
  /// does now and Esc offered while a filter is kept.
  package static func footerHints(
    isPaused: Bool, isEditing: Bool, isEditingFilter: Bool, hasFilter: Bool
  ) -> [String] {
    if isEditingFilter { return FilterKeys.typingHints }
    if isEditing { return editKeys.footerHints(headed: "Editing:") }
    return keys.footerHints { hint in
      switch hint {
      case Keys.pause: !isPaused
      case Keys.resume: isPaused
      case FilterKeys.clear: hasFilter
      default: true
      }
    }
  }
}
