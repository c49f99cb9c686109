import RosterDemo
import RosterTerminal
import Testing

@Suite("DemoCommandLine: roster-demo's arguments, without swift-argument-parser")
@MainActor
struct DemoCommandLineTests {
  private func invocation(_ arguments: String) throws -> DemoInvocation {
    let words = arguments.split(separator: " ").map(String.init)
    guard case .run(let invocation) = try DemoCommandLine.parse(words) else {
      Issue.record("'\(arguments)' asked for help")
      return DemoInvocation()
    }
    return invocation
  }

  private func error(_ arguments: String) -> DemoUsageError? {
    let words = arguments.split(separator: " ").map(String.init)
    do {
      _ = try DemoCommandLine.parse(words)
      return nil
    } catch {
      return error
    }
  }

  @Test("no arguments run the profile with the defaults, interactively")
  func defaults() throws {
    let run = try invocation("")
    #expect(run == DemoInvocation(screen: .profile))
    #expect(run.service == ServiceConfiguration() && !run.isScripted && !run.isForScreenReader)
    #expect((run.columns, run.rows) == (80, 24))
  }

  @Test("the profile's options, in both spellings, and the running options")
  func profileOptions() throws {
    let run = try invocation(
      "--seed 7 --latency=0 --jitter 0 --profile-failure-rate 0.5 --posts-failure-rate=1 "
        + "--profile-failures 2 --posts-failures 3 --posts 0 --size 60x12 --frames "
        + "--script s.txt --screen-reader")
    #expect(
      run.service
        == ServiceConfiguration(
          seed: 7, latency: .zero, jitter: .zero, profileFailureRate: 0.5, postsFailureRate: 1,
          failingProfileAttempts: 2, failingPostsAttempts: 3, postCount: 0))
    #expect((run.columns, run.rows) == (60, 12))
    #expect(run.printsFrames && run.scriptPath == "s.txt" && run.isForScreenReader)
    #expect(try invocation("profile --seed 7").service.seed == 7)
  }

  @Test("each screen by name, with its own options")
  func screens() throws {
    let feed = try invocation("feed --items 1000 --rate 60 --edits 8 --seed 3 --no-animation")
    #expect(feed.screen == .feed && !feed.animatesFeed)
    #expect(feed.feed == FeedConfiguration(itemCount: 1000, rate: 60, editsPerUpdate: 8, seed: 3))
    let settings = try invocation("settings --notifications-off --frames")
    #expect(settings.screen == .settings && !settings.notificationsOn && settings.isScripted)
    #expect(try invocation("discover --size 100x30").screen == .discover)
  }

  @Test("help: the subcommand, --help and -h on every screen")
  func help() throws {
    #expect(try DemoCommandLine.parse(["help"]) == .help(nil))
    #expect(try DemoCommandLine.parse(["--help"]) == .help(nil))
    #expect(try DemoCommandLine.parse(["-h"]) == .help(nil))
    for screen in DemoScreen.allCases {
      #expect(try DemoCommandLine.parse(["help", screen.rawValue]) == .help(screen))
      #expect(try DemoCommandLine.parse([screen.rawValue, "--help"]) == .help(screen))
      #expect(try DemoCommandLine.parse([screen.rawValue, "--frames", "-h"]) == .help(screen))
    }
  }

  @Test("bad arguments are errors that say what is wrong and where the help is")
  func errors() {
    let cases: [(String, String)] = [
      ("--bogus", "unknown option '--bogus' for the profile screen"),
      (
        "--items 5",
        "unknown option '--items' for the profile screen (it is an option of roster-demo feed)"
      ),
      (
        "feed --posts 3",
        "unknown option '--posts' for the feed screen (it is an option of roster-demo profile)"
      ),
      ("--seed", "--seed needs a value (n)"),
      ("--seed -1", "--seed: '-1' is not a whole number from 0 to 18446744073709551615"),
      ("--latency soon", "--latency: 'soon' is not a whole number"),
      ("--profile-failure-rate nan", "--profile-failure-rate: 'nan' is not a number"),
      ("--frames=yes", "--frames takes no value"),
      ("--size 80x", "--size: must be COLUMNSxROWS, each 1…1000, like 80x24 (got '80x')"),
      ("--size 0x24", "--size: must be COLUMNSxROWS, each 1…1000, like 80x24 (got '0x24')"),
      ("extra", "unexpected argument 'extra' for the profile screen"),
      (
        "--frames feed",
        "unexpected argument 'feed': the screen's name comes first, as in roster-demo feed --frames"
      ),
      (
        "help nope",
        "help takes one screen's name (profile, feed, settings, discover, files, table), not 'nope'"
      ),
      (
        "help feed settings",
        "help takes one screen's name (profile, feed, settings, discover, files, table), not "
          + "'feed settings'"
      ),
    ]
    for (arguments, message) in cases {
      #expect(error(arguments)?.message == message, "\(arguments)")
    }
    #expect(
      error("feed --bogus")?.description
        == "roster-demo: unknown option '--bogus' for the feed screen\nSee 'roster-demo help feed'."
    )
  }

  @Test("values out of range are refused by the configurations' own problems")
  func validation() {
    #expect(
      error("--profile-failure-rate 2")?.message
        == "profile failure rate 2.0 is not between 0 and 1")
    #expect(
      error("--latency -1 --posts 100001")?.message
        == ServiceConfiguration(latency: .milliseconds(-1), postCount: 100_001).problems.joined(
          separator: "; "))
    #expect(error("feed --rate 0")?.message == "rate 0 is not between 1 and 1000")
    #expect(error("feed --rate 0")?.screen == .feed)
  }

  @Test("every option a screen accepts is in its help, and so is every key of its tables")
  func helpListsEverything() {
    for screen in DemoScreen.allCases {
      let help = DemoCommandLine.help(for: screen)
      // The help wraps at 80 columns: compare words, not line breaks.
      let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      for option in DemoOption.running + DemoOption.options(of: screen) {
        #expect(help.contains(option.spelling), "\(screen): \(option.spelling)")
      }
      for hint in screen.keyTables.flatMap(\.hints) {
        #expect(
          help.contains("  \(hint.keys)") && words.contains(hint.effect), "\(screen): \(hint.keys)")
      }
      #expect(help.contains("--screen-reader") && help.contains("-h, --help"))
      #expect(help.split(separator: "\n").allSatisfy { StyledLine(String($0)).width <= 80 })
    }
    let overview = DemoCommandLine.help(for: nil)
    #expect(overview.contains("--latency") && overview.contains("--screen-reader"))
    for screen in DemoScreen.allCases { #expect(overview.contains("  \(screen.rawValue)  ")) }
    #expect(DemoCommandLine.help(for: .feed).contains("swift run -c release roster-demo feed"))
  }

  @Test("the message without a terminal runs every screen scripted and lists the screen's keys")
  func noTerminalMessage() {
    for screen in DemoScreen.allCases {
      let message = DemoCommandLine.noTerminalMessage(for: screen)
      #expect(message.contains("--script") && message.contains("--frames"))
      for other in DemoScreen.allCases.dropFirst() {
        #expect(message.contains("roster-demo \(other.rawValue) "), "\(screen): \(other)")
      }
      for table in screen.keyTables { #expect(message.contains(table.helpText)) }
    }
  }
}
