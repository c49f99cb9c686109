/// What one run of `roster-demo` asks for: a screen, how to run it, and its configuration,
/// as ``DemoCommandLine`` parsed them.
package struct DemoInvocation: Hashable, Sendable {
  /// The screen to show.
  package var screen: DemoScreen
  /// The scripted session to run without a terminal (`--script FILE`).
  package var scriptPath: String?
  /// Whether every frame is printed (`--frames`).
  package var printsFrames = false
  /// The screen size of scripted runs (`--size COLUMNSxROWS`).
  package var columns = 80
  /// The screen size of scripted runs (`--size COLUMNSxROWS`).
  package var rows = 24
  /// Whether to write plain lines for a screen reader (`--screen-reader`).
  package var isForScreenReader = false
  /// Which way the screen's list reads across (`--rtl` for right to left).
  package var layoutDirection = ListLayout.LayoutDirection.leftToRight
  /// The profile's simulated service.
  package var service = ServiceConfiguration()
  /// The feed's size, rate and seed.
  package var feed = FeedConfiguration()
  /// Whether the feed highlights its updates (not `--no-animation`).
  package var animatesFeed = true
  /// Whether the settings form starts with notifications on (not `--notifications-off`).
  package var notificationsOn = true

  /// The defaults for `screen`.
  package init(screen: DemoScreen = .profile) {
    self.screen = screen
  }

  /// Gives `app`'s list what the invocation asks of it: its ``layoutDirection``, and right to
  /// left a selection marker that points at the rows from the right edge.
  @MainActor
  package func configure(_ app: any DemoApp) {
    app.listView.layoutDirection = layoutDirection
    if layoutDirection == .rightToLeft {
      app.listView.selectionMarker = DemoFrame.rightToLeftSelectionMarker
    }
  }

  /// Whether the run is scripted, on a virtual clock and without a terminal.
  package var isScripted: Bool { scriptPath != nil || printsFrames }

  /// What is wrong with the screen's configuration, one description per value; empty when
  /// it can run. The same checks as the configurations' own `problems`.
  package var problems: [String] {
    switch screen {
    case .profile: service.problems
    case .feed: feed.problems
    case .settings, .discover, .files, .table: []
    }
  }
}
