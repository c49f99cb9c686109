/// The screens of `roster-demo`, each a subcommand (`profile`, the default, `feed`,
/// `settings`, `discover`, `files`, `table`): what the help says about each and which key
/// tables it prints.
package enum DemoScreen: String, CaseIterable, Hashable, Sendable {
  /// The seeds' profile screen, the default.
  case profile
  /// The stress feed.
  case feed
  /// The settings form.
  case settings
  /// The carousels and the nested list.
  case discover
  /// The directory tree: an outline.
  case files
  /// The process table: columns, sorting.
  case table

  /// One line on what the screen shows.
  package var abstract: String {
    switch self {
    case .profile: "The profile screen (the default): skeletons, content, empty and error states."
    case .feed: "A live feed of many items, changing at a fixed rate, with latency and frame time."
    case .settings: "A settings form built from the RosterCells catalogue."
    case .discover: "Carousels of cards and a nested list, from the RosterCells catalogue."
    case .files: "A directory tree whose folders open and close (an outline), with a filter."
    case .table: "A process table of 3,000 rows in seven columns: sort, filter, scroll across."
    }
  }

  /// What the help adds after the options, if anything.
  package var discussion: String? {
    switch self {
    case .feed:
      """
      Measuring: run a release build, swift run -c release roster-demo feed (a debug build \
      takes about 750 ms per update at 10^6 items). The status line shows the update latency \
      (last, mean, max) and the frame time on the wall clock; scripted runs (--script, \
      --frames) are on a virtual clock, on which drawing takes no time, and say "scripted" \
      instead of showing frame times.
      """
    default: nil
    }
  }

  /// The screen's keys: the tables its footer shows, in the order the help prints them.
  @MainActor package var keyTables: [KeyTable] {
    switch self {
    case .profile: ProfileApp.keyTables
    case .feed: FeedApp.keyTables
    case .settings: SettingsApp.keyTables
    case .discover: DiscoverApp.keyTables
    case .files: FilesApp.keyTables
    case .table: TableApp.keyTables
    }
  }

  /// A scripted run of the screen, for the message printed without a terminal.
  var scriptedExample: (command: String, comment: String) {
    switch self {
    case .profile: ("roster-demo --frames", "a short profile session, every frame")
    case .feed: ("roster-demo feed --items 1000 --frames", "the stress feed")
    case .settings: ("roster-demo settings --frames", "the settings form")
    case .discover: ("roster-demo discover --frames", "the carousels and the nested list")
    case .files: ("roster-demo files --frames", "the directory tree")
    case .table: ("roster-demo table --frames", "the process table")
    }
  }
}
