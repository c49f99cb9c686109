import Foundation
import RosterDemo
import Testing

/// Headless snapshots of the profile screen's frames, as `roster-demo --script` prints them,
/// for each state of the demo. "›" marks the selected row; styles (colours, the inverse
/// selection, animation highlights) are not part of plain text.
@Suite("Profile screen: snapshots of every state")
@MainActor
struct ProfileSnapshotTests {
  @Test("skeletons while both sources load; deleted skeletons fade before the content shows")
  func loadingThenContent() throws {
    let frames = try DemoSession.profile(
      "snapshot loading\nwait 100ms\nsnapshot fading\nwait 500ms\nsnapshot content")
    #expect(
      frames == """
        ── frame 1 · 0 ms · 50x14 · snapshot loading
         Roster demo · P… profile loading · posts loading
        ›  ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

          Posts
          ───────────────────────────────────────────────
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
         ↑↓ navigate  ^R refresh  ? help · q quit
        ── frame 2 · 100 ms · 50x14 · snapshot fading
         Roster demo · Pro… profile loaded · posts loaded
        ›  ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

          Posts
          ───────────────────────────────────────────────
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
         ↑↓ navigate  ^R refresh  ? help · q quit
        ── frame 3 · 600 ms · 50x14 · snapshot content
         Roster demo · Pro… profile loaded · posts loaded
        ›  Noor Haddad                       @noorhaddad
           Writes about terminals and diffing.
           Location                                Osaka
           Joined                                   2009
           Followers                                2205

          Posts                                         4
          ───────────────────────────────────────────────
           Why I like retry logic                  ♥ 112
           A week of moving cells                  ♥ 159
           Sketches of skeleton screens            ♥ 143
           東京で見たリスト 📷                     ♥ 325
         ↑↓ navigate  ^R refresh  ? help · q quit
        """)
  }

  @Test("Enter opens the selected post's detail at once; Esc returns to the same row")
  func detailAndBack() throws {
    let frames = try DemoSession.profile(
      "wait 600ms\nkey down 6\nkey enter\nsnapshot detail\nkey esc\nsnapshot back")
    #expect(
      frames == """
        ── frame 1 · 600 ms · 50x14 · snapshot detail
         Roster demo · Post profile loaded · posts loaded
          Post                                      ♥ 143
          ───────────────────────────────────────────────
        ›  Sketches of skeleton screens

           Post 3: a few thoughts on virtual lists, with
           examples and a list that diffs itself.






         Esc Backspace h back  ? help · q quit
        ── frame 2 · 600 ms · 50x14 · snapshot back
         Roster demo · Pro… profile loaded · posts loaded
           Noor Haddad                       @noorhaddad
           Writes about terminals and diffing.
           Location                                Osaka
           Joined                                   2009
           Followers                                2205

          Posts                                         4
          ───────────────────────────────────────────────
           Why I like retry logic                  ♥ 112
           A week of moving cells                  ♥ 159
        ›  Sketches of skeleton screens            ♥ 143
           東京で見たリスト 📷                     ♥ 325
         ↑↓ navigate  Enter open  ? help · q quit
        """)
  }

  @Test("both sources fail; r retries both, which load again and recover")
  func errorsRetryRecover() throws {
    let frames = try DemoSession.profile(
      "wait 1s\nsnapshot errors\nkey r\nwait 200ms\nsnapshot retrying\nwait 1s\nsnapshot recovered",
      configuration: DemoSession.slow)
    #expect(
      frames == """
        ── frame 1 · 1000 ms · 50x14 · snapshot errors
         Roster demo · Pro… profile failed · posts failed
        ›  ✗ The profile could not be loaded (simulated
           network error).
           ↻ Retry the profile (Enter)

          Posts
          ───────────────────────────────────────────────
           ✗ The posts could not be loaded (simulated
           network error).
           ↻ Retry the posts (Enter)



         Enter retry  r retry failed  ? help · q quit
        ── frame 2 · 1200 ms · 50x14 · snapshot retrying
         Roster demo · P… profile loading · posts loading
        ›  ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░

          Posts
          ───────────────────────────────────────────────
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
         ↑↓ navigate  ^R refresh  ? help · q quit
        ── frame 3 · 2200 ms · 50x14 · snapshot recovered
         Roster demo · Pro… profile loaded · posts loaded
        ›  Noor Haddad                       @noorhaddad
           Writes about terminals and diffing.
           Location                                Osaka
           Joined                                   2009
           Followers                                2205

          Posts                                         4
          ───────────────────────────────────────────────
           Why I like retry logic                  ♥ 112
           A week of moving cells                  ♥ 159
           Sketches of skeleton screens            ♥ 143
           東京で見たリスト 📷                     ♥ 325
         ↑↓ navigate  ^R refresh  ? help · q quit
        """)
  }

  @Test("the empty state, and a resize that keeps the selection in view")
  func emptyAndResize() throws {
    let frames = try DemoSession.profile(
      "wait 600ms\nsnapshot empty\nresize 30x8\nsnapshot small",
      configuration: DemoSession.quick(posts: 0))
    #expect(
      frames == """
        ── frame 1 · 600 ms · 50x14 · snapshot empty
         Roster demo · Pro… profile loaded · posts loaded
        ›  Noor Haddad                       @noorhaddad
           Writes about terminals and diffing.
           Location                                Osaka
           Joined                                   2009
           Followers                                2205

          Posts                                         0
          ───────────────────────────────────────────────
                           No posts yet.



         ↑↓ navigate  ^R refresh  ? help · q quit
        ── frame 2 · 600 ms · 30x8 · snapshot small
         Roster demo · Profile
        ›  Noor Haddad   @noorhaddad █
           Writes about terminals    █
           and diffing.              █
           Location            Osaka █
           Joined               2009 │
           Followers            2205 │
         ↑↓ navigate  ? help · q quit
        """)
  }
}
