import ArgumentParser
import Foundation
import RosterDemo
import RosterTerminal

/// How to run a screen: interactively, or scripted on a virtual clock.
struct RunOptions: ParsableArguments {
  @Option(
    name: .customLong("script"),
    help: ArgumentHelp("Run the scripted session in FILE without a terminal.", valueName: "file"))
  var scriptPath: String?

  @Flag(help: "Print every frame (with --script, after every step; alone, of a short session).")
  var frames = false

  @Option(help: "The screen size for scripted runs, COLUMNSxROWS.")
  var size = "80x24"

  @Flag(
    help: """
      Write plain lines a screen reader follows (the selected row and its place, one line per \
      change) instead of drawing the screen: no animation, no mouse, the main screen.
      """)
  var screenReader = false

  var isScripted: Bool { scriptPath != nil || frames }

  func validate() throws {
    guard parsedSize != nil else {
      throw ValidationError("--size must be COLUMNSxROWS, each 1…1000, like 80x24 (got '\(size)')")
    }
  }

  var parsedSize: (columns: Int, rows: Int)? {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ (1...1_000).contains($0) }) else { return nil }
    return (parts[0], parts[1])
  }

  /// The script to run: the file's, or a default that waits `defaultWait` and shows a frame.
  func script(defaultWait: Duration) throws -> Script {
    guard let scriptPath else { return Script([.wait(defaultWait)]) }
    let text: String
    do {
      text = try String(contentsOfFile: scriptPath, encoding: .utf8)
    } catch {
      throw ValidationError("cannot read script '\(scriptPath)': \(error.localizedDescription)")
    }
    do {
      return try Script(parsing: text)
    } catch {
      throw ValidationError("script '\(scriptPath)' has errors:\n\(error)")
    }
  }

  /// Runs `app` scripted and prints the frames.
  @MainActor
  func runScripted(_ app: any DemoApp, scheduler: VirtualScheduler, defaultWait: Duration) throws {
    var script = try script(defaultWait: defaultWait)
    let takesSnapshots = script.steps.contains { if case .snapshot = $0 { true } else { false } }
    if !frames && !takesSnapshots {
      // A script without snapshots still shows where it ended.
      script = Script(script.steps + [.snapshot(label: "end")])
    }
    let size = parsedSize ?? (80, 24)
    let runner = ScriptRunner(columns: size.columns, rows: size.rows, printsEveryFrame: frames)
    print(runner.run(script, app: app, scheduler: scheduler).joined(separator: "\n"))
  }

  /// Runs the app `makeApp` makes (for the terminal's size) in the terminal, on
  /// RosterTerminal's `Terminal` session and `TerminalApp` run loop; without a terminal,
  /// explains how to run without one and exits with status 2.
  @MainActor
  func runInteractive(
    _ makeApp: @MainActor (_ columns: Int, _ rows: Int) -> any DemoApp
  )
    async throws
  {
    guard Terminal.isInteractive else {
      var standardError = StandardError()
      print(Self.noTerminalMessage, to: &standardError)
      throw ExitCode(2)
    }
    try await Terminal.withSession(mouse: !screenReader, alternateScreen: !screenReader) {
      terminal in
      let size = terminal.size
      let app = makeApp(size.columns, size.rows)
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

  static let noTerminalMessage = """
    roster-demo: standard input and output must be a terminal for the interactive demo.
    Without one, run a scripted session and print its frames instead:
      roster-demo --frames                      # a short default session, every frame
      roster-demo --script session.txt          # your own keys and waits; prints snapshots
      roster-demo --script session.txt --frames # … and every frame
      roster-demo feed --items 1000 --frames    # the stress feed
      roster-demo settings --frames             # the settings form
    A script has one step per line: key down | key enter | wait 200ms | resize 80x24 | snapshot
    """
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
