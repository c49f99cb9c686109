import Foundation
import RosterDemo
import RosterTerminal
import RosterTerminalTesting
import RosterTesting
import Testing

/// The pictures of the demo's screens in the README and RosterTerminal's documentation are
/// drawn by `ScreenBuffer.svg(options:)` from scripted sessions, and compared here byte for
/// byte, so that a picture can never show a screen the demo no longer draws.
///
/// They are snapshot references kept where the README and the catalogs show them:
/// `Docs/Pictures/render.sh` (`ROSTER_RECORD_SNAPSHOTS=1 swift test --filter DemoPicturesTests`)
/// rewrites them.
@Suite("Demo pictures: the checked-in SVGs are the screens the demo draws")
@MainActor
struct DemoPicturesTests {
  /// A pictured screen: which app, after which session.
  enum Screen: String, CaseIterable, Sendable {
    case profile, settings, discover, feed

    /// The command that shows this screen, for the window's title.
    var command: String {
      switch self {
      case .profile: "roster-demo profile"
      case .settings: "roster-demo settings"
      case .discover: "roster-demo discover"
      case .feed: "roster-demo feed --items 1000"
      }
    }

    /// The session before the picture is taken, on a virtual clock: the same on every machine.
    var script: String {
      switch self {
      // Both sources answer within the wait; the cursor rests on the first post.
      case .profile: "wait 2s\nkey down 4"
      // The first key places the cursor; then dark mode on, refresh daily, the cursor on the
      // name field.
      case .settings: "key space\nkey down\nkey space\nkey down\nkey right\nkey down"
      // Along the first shelf, one card saved.
      case .discover: "key right 2\nkey enter"
      // A second of updates (animations finished: nothing half-faded in the picture), then a
      // few rows down.
      case .feed: "wait 1s\nkey down 3\nkey space\nwait 500ms"
      }
    }

    @MainActor
    func makeApp(scheduler: VirtualScheduler) -> any DemoApp {
      let (columns, rows) = (DemoPicturesTests.columns, DemoPicturesTests.rows)
      switch self {
      case .profile:
        let configuration = ServiceConfiguration(
          seed: 1, latency: .milliseconds(400), jitter: .milliseconds(600), postCount: 24)
        return ProfileApp(
          configuration: configuration, scheduler: scheduler, columns: columns, rows: rows)
      case .settings:
        return SettingsApp(state: SettingsState(), columns: columns, rows: rows)
      case .discover:
        return DiscoverApp(columns: columns, rows: rows)
      case .feed:
        // The stopwatch is the virtual clock, so the status line's figures are the same on
        // every run.
        return FeedApp(
          configuration: FeedConfiguration(itemCount: 1_000, rate: 30, editsPerUpdate: 4, seed: 1),
          scheduler: scheduler, stopwatch: { scheduler.now }, diffsOffMain: false,
          columns: columns, rows: rows)
      }
    }
  }

  nonisolated static let columns = 100
  nonisolated static let rows = 30

  /// The repository's root: three levels above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where each picture lives: beside the README, and in the DocC catalogs that show it (a
  /// catalog's images must be inside it): RosterTerminal's shows every screen, Roster's landing
  /// page the profile.
  static func files(of screen: Screen) -> [URL] {
    var files = [
      root.appendingPathComponent("Docs/Pictures/\(screen.rawValue).svg"),
      root.appendingPathComponent(
        "Sources/RosterTerminal/RosterTerminal.docc/Resources/\(screen.rawValue).svg"),
    ]
    if screen == .profile {
      files.append(
        root.appendingPathComponent("Sources/Roster/Roster.docc/Resources/profile.svg"))
    }
    return files
  }

  static func picture(of screen: Screen) throws -> String {
    let scheduler = VirtualScheduler()
    let app = screen.makeApp(scheduler: scheduler)
    let runner = ScriptRunner(columns: columns, rows: rows)
    _ = runner.run(try Script(parsing: screen.script), app: app, scheduler: scheduler)
    let options = ScreenBuffer.SVGOptions(title: screen.command, showsWindowChrome: true)
    return app.frame(columns: columns, rows: rows).svg(options: options)
  }

  @Test("each picture is the screen the demo draws after its session", arguments: Screen.allCases)
  func pictureIsCurrent(screen: Screen) throws {
    let picture = Snapshot(text: try Self.picture(of: screen), fileExtension: "svg")
    for file in Self.files(of: screen) {
      expectSnapshot(
        picture, named: screen.rawValue, directory: file.deletingLastPathComponent())
    }
  }

  @Test("a picture is the same on every run")
  func deterministic() throws {
    for screen in Screen.allCases {
      #expect(try Self.picture(of: screen) == Self.picture(of: screen))
    }
  }
}
