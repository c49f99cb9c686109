import ArgumentParser
import Foundation
import RosterDemo

/// How to run a screen: interactively, or scripted on a virtual clock.
struct RunOptions: ParsableArguments {
  @Option(name: .customLong("script"), help: "Run the scripted session in FILE without a terminal.")
  var scriptPath: String?

  @Flag(help: "Print every frame (with --script, after every step; alone, of a short session).")
  var frames = false

  @Option(help: "The screen size for scripted runs, COLUMNSxROWS.")
  var size = "80x24"

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

  /// Runs `app` in the terminal, or explains why it cannot.
  @MainActor
  func runInteractive(_ app: @MainActor (_ columns: Int, _ rows: Int) -> any DemoApp) async throws {
    guard InteractiveTerminal.isAvailable else {
      var standardError = StandardError()
      print(InteractiveTerminal.unavailableMessage, to: &standardError)
      throw ExitCode(2)
    }
    try await InteractiveTerminal.run(app)
  }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
