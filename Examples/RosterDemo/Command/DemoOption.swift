/// One option or flag of `roster-demo`: its name, what the help says about it, and how it
/// changes a ``DemoInvocation``. The parser and the help read the same list, so an option
/// cannot be accepted without being documented.
package struct DemoOption: Sendable {
  /// The name after `--`: "seed", "no-animation".
  package var name: String
  /// What the value is called in the help ("n", "file"); `nil` for a flag, which takes none.
  package var valueName: String?
  /// What it does.
  package var help: String
  /// The value it has when it is not given, as the help shows it.
  package var defaultValue: String?
  /// Applies the option's value (`""` for a flag); returns what is wrong with the value, or
  /// `nil` when it was applied.
  let apply: @Sendable (inout DemoInvocation, String) -> String?

  /// `--name`, as it is typed.
  package var spelling: String { "--" + name }

  /// A flag: present or not.
  static func flag(
    _ name: String, _ help: String, set: @escaping @Sendable (inout DemoInvocation) -> Void
  ) -> DemoOption {
    DemoOption(name: name, valueName: nil, help: help, defaultValue: nil) { invocation, _ in
      set(&invocation)
      return nil
    }
  }

  /// An option whose value is a whole number.
  static func integer(
    _ name: String, _ help: String, default defaultValue: some BinaryInteger,
    set: @escaping @Sendable (inout DemoInvocation, Int) -> Void
  ) -> DemoOption {
    DemoOption(name: name, valueName: "n", help: help, defaultValue: "\(defaultValue)") {
      invocation, text in
      guard let value = Int(text) else { return "'\(text)' is not a whole number" }
      set(&invocation, value)
      return nil
    }
  }

  /// An option whose value is a seed, a whole number from 0 to 2^64 − 1.
  static func seed(
    _ help: String, set: @escaping @Sendable (inout DemoInvocation, UInt64) -> Void
  ) -> DemoOption {
    DemoOption(name: "seed", valueName: "n", help: help, defaultValue: "1") { invocation, text in
      guard let value = UInt64(text) else {
        return "'\(text)' is not a whole number from 0 to \(UInt64.max)"
      }
      set(&invocation, value)
      return nil
    }
  }

  /// An option whose value is a number, such as a rate.
  static func number(
    _ name: String, _ help: String, default defaultValue: Double,
    set: @escaping @Sendable (inout DemoInvocation, Double) -> Void
  ) -> DemoOption {
    DemoOption(name: name, valueName: "x", help: help, defaultValue: "\(defaultValue)") {
      invocation, text in
      guard let value = Double(text), value.isFinite else { return "'\(text)' is not a number" }
      set(&invocation, value)
      return nil
    }
  }
}

extension DemoOption {
  /// The options every screen takes: how to run it.
  package static let running: [DemoOption] = [
    DemoOption(
      name: "script", valueName: "file",
      help: "Run the scripted session in FILE without a terminal.", defaultValue: nil
    ) { invocation, path in
      invocation.scriptPath = path
      return nil
    },
    .flag(
      "frames", "Print every frame (with --script, after every step; alone, of a short session)."
    ) { $0.printsFrames = true },
    DemoOption(
      name: "size", valueName: "COLUMNSxROWS", help: "The screen size for scripted runs.",
      defaultValue: "80x24"
    ) { invocation, text in
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        .map { Int($0) }
      guard parts.count == 2, let columns = parts[0], let rows = parts[1],
        (1...1_000).contains(columns), (1...1_000).contains(rows)
      else { return "must be COLUMNSxROWS, each 1…1000, like 80x24 (got '\(text)')" }
      (invocation.columns, invocation.rows) = (columns, rows)
      return nil
    },
    .flag(
      "screen-reader",
      """
      Write plain lines a screen reader follows (the selected row and its place, one line per \
      change) instead of drawing the screen: no animation, no mouse, the main screen.
      """
    ) { $0.isForScreenReader = true },
    .flag(
      "rtl",
      """
      Lay the list out right to left, as for Arabic or Hebrew: grids and shelves start at the \
      right, rows end at the right edge, and Left moves to the next item.
      """
    ) { $0.layoutDirection = .rightToLeft },
  ]

  /// The options of `screen`'s own configuration.
  package static func options(of screen: DemoScreen) -> [DemoOption] {
    switch screen {
    case .profile: profile
    case .feed: feed
    case .settings: settings
    case .discover, .files, .table: []
    }
  }

  static let profile: [DemoOption] = [
    .seed("The seed of the content, latencies and failures.") { $0.service.seed = $1 },
    .integer("latency", "The shortest response time, in milliseconds.", default: 400) {
      $0.service.latency = .milliseconds($1)
    },
    .integer(
      "jitter", "Up to this many milliseconds are added to each response time.", default: 600
    ) { $0.service.jitter = .milliseconds($1) },
    .number("profile-failure-rate", "The chance (0…1) that a profile request fails.", default: 0) {
      $0.service.profileFailureRate = $1
    },
    .number("posts-failure-rate", "The chance (0…1) that a posts request fails.", default: 0) {
      $0.service.postsFailureRate = $1
    },
    .integer(
      "profile-failures", "This many first profile requests fail (a deterministic error state).",
      default: 0
    ) { $0.service.failingProfileAttempts = $1 },
    .integer("posts-failures", "This many first posts requests fail.", default: 0) {
      $0.service.failingPostsAttempts = $1
    },
    .integer("posts", "How many posts the profile has (0 shows the empty state).", default: 24) {
      $0.service.postCount = $1
    },
  ]

  static let feed: [DemoOption] = [
    .integer("items", "How many items the feed starts with.", default: 100_000) {
      $0.feed.itemCount = $1
    },
    .integer("rate", "Updates per second.", default: 30) { $0.feed.rate = $1 },
    .integer("edits", "Inserts, deletes, moves and edits per update.", default: 4) {
      $0.feed.editsPerUpdate = $1
    },
    .seed("The seed of every edit.") { $0.feed.seed = $1 },
    .flag("no-animation", "Apply updates at once instead of highlighting them for 200 ms.") {
      $0.animatesFeed = false
    },
  ]

  static let settings: [DemoOption] = [
    .flag("notifications-off", "Start with notifications off.") { $0.notificationsOn = false }
  ]
}
