import RosterDemo

/// Runs scripted sessions of the demo's screens headless, as `roster-demo --script` does.
@MainActor
enum DemoSession {
  /// The frames a script prints on the profile screen, as one string.
  static func profile(
    _ script: String, configuration: ServiceConfiguration = quick, columns: Int = 50,
    rows: Int = 14, everyFrame: Bool = false
  ) throws -> String {
    let scheduler = VirtualScheduler()
    let app = ProfileApp(
      configuration: configuration, scheduler: scheduler, columns: columns, rows: rows)
    let runner = ScriptRunner(columns: columns, rows: rows, printsEveryFrame: everyFrame)
    return runner.run(try Script(parsing: script), app: app, scheduler: scheduler)
      .joined(separator: "\n")
  }

  /// A service that answers after exactly 100 ms with four posts and never fails unless told.
  static let quick = ServiceConfiguration(
    seed: 1, latency: .milliseconds(100), jitter: .zero, postCount: 4)

  /// Answers after 400 ms, and the first request to each source fails.
  static let slow = ServiceConfiguration(
    seed: 1, latency: .milliseconds(400), jitter: .zero, failingProfileAttempts: 1,
    failingPostsAttempts: 1, postCount: 4)

  static func quick(
    failingProfile: Int = 0, failingPosts: Int = 0, posts: Int = 4
  ) -> ServiceConfiguration {
    var configuration = quick
    configuration.failingProfileAttempts = failingProfile
    configuration.failingPostsAttempts = failingPosts
    configuration.postCount = posts
    return configuration
  }
}

extension DemoSession {
  /// The frames a script prints on the settings screen, as one string.
  static func discover(
    _ script: String, columns: Int = 80, rows: Int = 24, everyFrame: Bool = false
  ) throws -> String {
    let app = DiscoverApp(columns: columns, rows: rows)
    let runner = ScriptRunner(columns: columns, rows: rows, printsEveryFrame: everyFrame)
    return runner.run(try Script(parsing: script), app: app, scheduler: VirtualScheduler())
      .joined(separator: "\n")
  }

  static func settings(
    _ script: String, state: SettingsState = SettingsState(), columns: Int = 60, rows: Int = 18,
    everyFrame: Bool = false
  ) throws -> String {
    let app = SettingsApp(state: state, columns: columns, rows: rows)
    let runner = ScriptRunner(columns: columns, rows: rows, printsEveryFrame: everyFrame)
    return runner.run(try Script(parsing: script), app: app, scheduler: VirtualScheduler())
      .joined(separator: "\n")
  }
}
