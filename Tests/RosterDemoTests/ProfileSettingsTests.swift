import RosterDemo
import Testing

/// The profile screen opens the settings form with `s`; Esc comes back; the form's state lives in
/// the app, so it is the same when the form opens again.
@Suite("ProfileApp settings")
@MainActor
struct ProfileSettingsTests {
  @Test("s opens the form, a switch flips, Esc returns to the profile, s shows the kept state")
  func opensAndKeepsState() throws {
    let output = try DemoSession.profile(
      """
      wait 1s
      key s
      key space
      snapshot settings
      key esc
      snapshot profile
      key s
      snapshot again
      key q
      """, columns: 70, rows: 16)
    let frames = output.components(separatedBy: "── frame ")
    try #require(frames.count == 4)
    #expect(frames[1].contains("Roster demo · Settings"))
    #expect(frames[1].contains("notifications off"))
    #expect(frames[2].contains("Roster demo · Profile"))
    #expect(frames[2].contains("Noor Haddad"))
    #expect(frames[3].contains("notifications off"))
    #expect(output.hasSuffix("── quit (key q) at 1000 ms"))
  }

  @Test("s is ignored on a post's detail; typed q goes to the name field, not quit")
  func keys() {
    let scheduler = VirtualScheduler()
    let app = ProfileApp(
      configuration: DemoSession.quick, scheduler: scheduler, columns: 60, rows: 18)
    app.start()
    ScriptRunner.advance(app, scheduler, by: .seconds(1))
    for _ in 0..<6 { _ = app.press(.down) }
    _ = app.press(.enter)
    _ = app.frame(columns: 60, rows: 18)
    #expect(app.press(.character("s")) == .ignored)
    _ = app.press(.escape)
    #expect(app.press(.character("s")) == .handled)
    #expect(app.isShowingSettings)
    for _ in 0..<3 {
      _ = app.press(.down)
      _ = app.frame(columns: 60, rows: 18)
    }
    #expect(app.press(.character("x")) == .handled)
    _ = app.frame(columns: 60, rows: 18)
    #expect(app.press(.character("q")) == .handled)
    #expect(app.settings.displayName == "Noor Haddadxq")
    _ = app.press(.escape)
    _ = app.frame(columns: 60, rows: 18)
    #expect(app.isShowingSettings)
    _ = app.press(.escape)
    #expect(!app.isShowingSettings)
  }
}
