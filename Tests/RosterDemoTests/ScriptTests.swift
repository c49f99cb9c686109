import RosterDemo
import RosterTerminal
import Testing

@Suite("Script: parsing scripted sessions")
struct ScriptTests {
  @Test("every command, comments, blank lines and line numbers")
  func parsesEveryCommand() throws {
    let script = try Script(
      parsing: """
        # the profile screen
        wait 500ms
        snapshot loaded screen

          key down   # move
        key j 3
        KEY Enter
        key esc
        wait 1.5s
        resize 60x20
        """)
    #expect(
      script.steps == [
        .wait(.milliseconds(500)), .snapshot(label: "loaded screen"), .key(.down, count: 1),
        .key(.character("j"), count: 3), .key(.enter, count: 1), .key(.escape, count: 1),
        .wait(.milliseconds(1_500)), .resize(columns: 60, rows: 20),
      ])
    #expect(script.commands.map(\.line) == [2, 3, 5, 6, 7, 8, 9, 10])
  }

  @Test(
    "bad lines are reported with their numbers and reasons, all of them",
    arguments: [
      ("jump 3", "unknown command 'jump'"), ("key", "key needs a key name"),
      ("key banana", "key needs a key name"), ("key j 0", "repeat count"),
      ("wait", "wait needs one duration"), ("wait -5ms", "wait needs one duration"),
      ("wait soon", "wait needs one duration"), ("wait 99999s", "longer than"),
      ("resize 80", "resize needs COLUMNSxROWS"), ("resize 0x10", "resize needs COLUMNSxROWS"),
      ("resize 80x24x2", "resize needs COLUMNSxROWS"), ("wait nan", "wait needs one duration"),
    ])
  func reportsBadLines(line: String, expected: String) {
    do {
      _ = try Script(parsing: "wait 1ms\n\(line)\nsnapshot\n\(line)")
      Issue.record("'\(line)' parsed")
    } catch {
      #expect(error.errors.map(\.line) == [2, 4])
      #expect(error.errors.allSatisfy { $0.message.contains(expected) }, "\(error)")
      #expect(error.description.hasPrefix("line 2: "))
    }
  }

  @Test("an empty script has no steps")
  func emptyScript() throws {
    #expect(try Script(parsing: "\n# nothing\n").steps.isEmpty)
    #expect(Script([]).steps.isEmpty)
  }

  @Test("key names round-trip through scriptName")
  func keyNames() {
    let keys: [Key] = [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace,
      .character(" "), .character("q"), .character("é"),
    ]
    for key in keys {
      #expect(Key(scriptName: key.scriptName) == key, "\(key) → \(key.scriptName)")
    }
  }

  @Test("durations: milliseconds, seconds, bare numbers as milliseconds")
  func durations() throws {
    let script = try Script(parsing: "wait 0\nwait 250\nwait 2s\nwait 0.25s\nwait 10MS")
    #expect(
      script.steps == [
        .wait(.zero), .wait(.milliseconds(250)), .wait(.seconds(2)), .wait(.milliseconds(250)),
        .wait(.milliseconds(10)),
      ])
  }
}
