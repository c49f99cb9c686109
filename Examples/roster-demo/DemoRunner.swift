import Foundation
import RosterDemo
import RosterTerminal

/// Runs the screen an invocation asks for: interactively in a terminal, or scripted on a
/// virtual clock.
struct DemoRunner {
  /// A run that cannot start for a reason the user can fix (no terminal, an unreadable
  /// script); the executable prints the message and exits with status 2.
  struct Failure: Error {
    var message: String
  }

  let invocation: DemoInvocation

  /// Runs the screen until it quits or its script ends.
  func run() async throws {
    switch invocation.screen {
    case .profile: try await runProfile()
    case .feed: try await runFeed()
    case .settings: try await runSettings()
    case .discover: try await runDiscover()
    case .files: try await runFiles()
    case .table: try await runTable()
    }
  }

  private func runProfile() async throws {
    let configuration = invocation.service
    if invocation.isScripted {
      try await MainActor.run {
        let scheduler = VirtualScheduler()
        let app = ProfileApp(
          configuration: configuration, scheduler: scheduler, columns: 80, rows: 24)
        try runScripted(
          app, scheduler: scheduler,
          defaultWait: configuration.latency + configuration.jitter + .seconds(1))
      }
      return
    }
    try await runInteractive { columns, rows in
      ProfileApp(
        configuration: configuration, scheduler: TaskScheduler(), columns: columns, rows: rows)
    }
  }

  private func runFeed() async throws {
    let configuration = invocation.feed
    let animated = invocation.animatesFeed
    if invocation.isScripted {
      try await MainActor.run {
        let scheduler = VirtualScheduler()
        let app = FeedApp(
          configuration: configuration, scheduler: scheduler, stopwatch: { scheduler.now },
          diffsOffMain: false, animated: animated, columns: 80, rows: 24)
        try runScripted(app, scheduler: scheduler, defaultWait: .seconds(1))
      }
      return
    }
    let clock = ContinuousClock()
    let origin = clock.now
    try await runInteractive { columns, rows in
      FeedApp(
        configuration: configuration, scheduler: TaskScheduler(),
        stopwatch: { clock.now - origin }, measuresRealTime: true, diffsOffMain: true,
        animated: animated, columns: columns, rows: rows)
    }
  }

  private func runSettings() async throws {
    var state = SettingsState()
    state.notifications = invocation.notificationsOn
    if invocation.isScripted {
      try await MainActor.run { [state] in
        let app = SettingsApp(state: state, columns: 80, rows: 24)
        try runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
      }
      return
    }
    try await runInteractive { columns, rows in
      SettingsApp(state: state, columns: columns, rows: rows)
    }
  }

  private func runDiscover() async throws {
    if invocation.isScripted {
      try await MainActor.run {
        let app = DiscoverApp(columns: 80, rows: 24)
        try runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
      }
      return
    }
    try await runInteractive { columns, rows in
      DiscoverApp(columns: columns, rows: rows)
    }
  }

  private func runFiles() async throws {
    if invocation.isScripted {
      try await MainActor.run {
        let app = FilesApp(columns: 80, rows: 24)
        try runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
      }
      return
    }
    try await runInteractive { columns, rows in
      FilesApp(columns: columns, rows: rows)
    }
  }

  private func runTable() async throws {
    if invocation.isScripted {
      try await MainActor.run {
        let app = TableApp(columns: 80, rows: 24)
        try runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
      }
      return
    }
    try await runInteractive { columns, rows in
      TableApp(columns: columns, rows: rows)
    }
  }

  /// The script to run: the file's, or a default that waits `defaultWait` and shows a frame.
  func script(defaultWait: Duration) throws -> Script {
    guard let scriptPath = invocation.scriptPath else { return Script([.wait(defaultWait)]) }
    let text: String
    do {
      text = try String(contentsOfFile: scriptPath, encoding: .utf8)
    } catch {
      throw Failure(
        message: "roster-demo: cannot read script '\(scriptPath)': \(error.localizedDescription)")
    }
    do {
      return try Script(parsing: text)
    } catch {
      throw Failure(message: "roster-demo: script '\(scriptPath)' has errors:\n\(error)")
    }
  }

  /// Runs `app` scripted and prints the frames.
  @MainActor
  func runScripted(_ app: any DemoApp, scheduler: VirtualScheduler, defaultWait: Duration) throws {
    invocation.configure(app)
    var script = try script(defaultWait: defaultWait)
    let takesSnapshots = script.steps.contains { if case .snapshot = $0 { true } else { false } }
    if !invocation.printsFrames && !takesSnapshots {
      // A script without snapshots still shows where it ended.
      script = Script(script.steps + [.snapshot(label: "end")])
    }
    let runner = ScriptRunner(
      columns: invocation.columns, rows: invocation.rows,
      printsEveryFrame: invocation.printsFrames)
    print(runner.run(script, app: app, scheduler: scheduler).joined(separator: "\n"))
  }

  /// Runs the app `makeApp` makes (for the terminal's size) in the terminal, on
  /// RosterTerminal's `Terminal` session and `TerminalApp` run loop; without a terminal,
  /// fails with the message that explains how to run without one.
  @MainActor
  func runInteractive(
    _ makeApp: @MainActor (_ columns: Int, _ rows: Int) -> any DemoApp
  )
    async throws
  {
    guard Terminal.isInteractive else {
      throw Failure(message: DemoCommandLine.noTerminalMessage(for: invocation.screen))
    }
    let screenReader = invocation.isForScreenReader
    try await Terminal.withSession(mouse: !screenReader, alternateScreen: !screenReader) {
      terminal in
      let size = terminal.size
      let app = makeApp(size.columns, size.rows)
      invocation.configure(app)
      let runLoop = TerminalApp(terminal: terminal, listView: app.listView)
      if screenReader { runLoop.output = .screenReader }
      runLoop.listOrigin = app.listOrigin
      runLoop.keyHandler = { [unowned runLoop] key in
        switch app.handle(key) {
        case .quit:
          runLoop.stop()
          return true
        case .handled: return true
        case .ignored: return false
        }
      }
      runLoop.draw = { buffer in app.draw(into: &buffer) }
      runLoop.resizeHandler = { size in
        app.resize(columns: Int(size.width), rows: Int(size.height))
      }
      app.start()
      try await runLoop.run()
    }
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
