import ArgumentParser
import RosterDemo

/// The stress screen: a large live feed with inserts, deletes, moves and edits at a fixed
/// rate, and a status line of update latency and frame time.
struct FeedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "feed",
    abstract: "A live feed of many items, changing at a fixed rate, with latency and frame time.",
    discussion: "Keys: ↑/↓ or j/k, PgUp/PgDn, Home/End scroll, space pauses, q quits.")

  @OptionGroup var run: RunOptions

  @Option(help: "How many items the feed starts with.")
  var items = 100_000

  @Option(help: "Updates per second.")
  var rate = 30

  @Option(help: "Inserts, deletes, moves and edits per update.")
  var edits = 4

  @Option(help: "The seed of every edit.")
  var seed: UInt64 = 1

  @Flag(help: "Apply updates at once instead of highlighting them for 200 ms.")
  var noAnimation = false

  var feedConfiguration: FeedConfiguration {
    FeedConfiguration(itemCount: items, rate: rate, editsPerUpdate: edits, seed: seed)
  }

  func validate() throws {
    let problems = feedConfiguration.problems
    guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "; ")) }
  }

  func run() async throws {
    let configuration = feedConfiguration
    let run = self.run
    let animated = !noAnimation
    try await MainActor.run {
      guard run.isScripted else { return }
      let scheduler = VirtualScheduler()
      let app = FeedApp(
        configuration: configuration, scheduler: scheduler, stopwatch: { scheduler.now },
        diffsOffMain: false, animated: animated, columns: 80, rows: 24)
      try run.runScripted(app, scheduler: scheduler, defaultWait: .seconds(1))
    }
    guard !run.isScripted else { return }
    let clock = ContinuousClock()
    let origin = clock.now
    try await run.runInteractive { columns, rows in
      FeedApp(
        configuration: configuration, scheduler: TaskScheduler(),
        stopwatch: { clock.now - origin }, measuresRealTime: true, diffsOffMain: true,
        animated: animated, columns: columns, rows: rows)
    }
  }
}
