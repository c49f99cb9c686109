import RosterCells

/// The feed's keys: the one table its footer, its help and the message without a terminal
/// print from.
extension FeedApp {
  /// The entries of the feed's key table.
  package enum Keys {
    /// Scrolling.
    package static let scroll = KeyHint(
      "↑↓ or j k, PgUp PgDn, Home End", "scroll the feed", footer: nil)
    /// Newer items.
    package static let newer = KeyHint(
      "n", "loads \(FeedApp.newerCount) newer items above; the rows in view stay in place",
      footer: "n newer")
    /// Pausing.
    package static let pause = KeyHint(
      "space", "pauses the updates, and resumes them", footer: "space pauses")
    /// Refreshing.
    package static let refresh = KeyHint(
      "ctrl-r", "refreshes: newer items arrive above, as with n", footer: nil)
    /// Edit mode.
    package static let edit = KeyHint(
      "v", "edit mode: space or Enter selects rows, d deletes them, v or Esc ends it",
      footer: nil)
    /// Filtering; the help lists it, the footer has no room left beside the figures.
    package static let filter = KeyHint(
      "/",
      "filters the feed as you type (Backspace edits, Enter keeps the filter, Esc shows"
        + " every item again)",
      footer: nil)
  }

  /// The feed's keys.
  nonisolated package static let keys = KeyTable(
    "Keys", [Keys.scroll, Keys.newer, Keys.refresh, Keys.pause, Keys.filter, Keys.edit, .quit])
}
