import ArgumentParser
import RosterDemo

/// The seeds' profile screen: profile header, attributes, posts, loaded by two simulated
/// sources that fail and retry independently.
struct ProfileCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "profile",
    abstract: "The profile screen (the default): skeletons, content, empty and error states.",
    discussion: """
      Keys: ↑/↓ or j/k move, PgUp/PgDn, Home/End, Enter opens a post (or retries on an error \
      row), r retries failed sources, s opens the settings form, Esc goes back, q quits.
      """)

  @OptionGroup var run: RunOptions

  @Option(help: "The seed of the content, latencies and failures.")
  var seed: UInt64 = 1

  @Option(help: "The shortest response time, in milliseconds.")
  var latency = 400

  @Option(help: "Up to this many milliseconds are added to each response time.")
  var jitter = 600

  @Option(help: "The chance (0…1) that a profile request fails.")
  var profileFailureRate = 0.0

  @Option(help: "The chance (0…1) that a posts request fails.")
  var postsFailureRate = 0.0

  @Option(help: "This many first profile requests fail (a deterministic error state).")
  var profileFailures = 0

  @Option(help: "This many first posts requests fail.")
  var postsFailures = 0

  @Option(help: "How many posts the profile has (0 shows the empty state).")
  var posts = 24

  var serviceConfiguration: ServiceConfiguration {
    ServiceConfiguration(
      seed: seed, latency: .milliseconds(latency), jitter: .milliseconds(jitter),
      profileFailureRate: profileFailureRate, postsFailureRate: postsFailureRate,
      failingProfileAttempts: profileFailures, failingPostsAttempts: postsFailures,
      postCount: posts)
  }

  func validate() throws {
    let problems = serviceConfiguration.problems
    guard problems.isEmpty else { throw ValidationError(problems.joined(separator: "; ")) }
  }

  func run() async throws {
    let configuration = serviceConfiguration
    let run = self.run
    try await MainActor.run {
      guard run.isScripted else { return }
      let scheduler = VirtualScheduler()
      let app = ProfileApp(
        configuration: configuration, scheduler: scheduler, columns: 80, rows: 24)
      try run.runScripted(
        app, scheduler: scheduler,
        defaultWait: configuration.latency + configuration.jitter + .seconds(1))
    }
    guard !run.isScripted else { return }
    try await run.runInteractive { columns, rows in
      ProfileApp(
        configuration: configuration, scheduler: TaskScheduler(), columns: columns, rows: rows)
    }
  }
}
