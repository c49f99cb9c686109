import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// The key map: the app's keys beside the list's, the help overlay, and the hint line fitted
/// to its width.
@MainActor
@Suite("TerminalListView: the key map and the help overlay", .timeLimit(hangLimit))
struct KeyMapTests {
  func words(_ hints: [TerminalKeyHint]) -> [String] {
    hints.map { "\($0.keys) \($0.action)" }
  }

  /// A list of hint rows, r1 selected (it may move; r0 and r2 have actions).
  func fixture(width: Int = 40, height: Int = 8) async -> ListFixture {
    let fixture = ListFixture(width: width, height: height)
    fixture.controller.diagnosticHandler = { _ in }
    await fixture.show(KeyHintTests.rows(6))
    fixture.listView.select(IndexPath(item: 1, section: 0))
    return fixture
  }

  @Test("the key map lists every key that is set, by group, whether it acts now or not")
  func keyMap() async {
    let fixture = await fixture()
    let view = fixture.listView
    let map = view.keyMap
    #expect(
      Set(map.map(\.group.name)) == [
        "Move", "Select", "List", "Moving an item", "Filter line", "Action menu", "Help",
      ])
    // r1 has no actions and the list keeps no selection, and still the map has their keys.
    #expect(!words(view.keyHints).contains("a actions"))
    #expect(words(map).contains("a actions") && words(map).contains("Enter run"))
    #expect(words(map).contains("^R refresh") && words(map).contains("? help"))
    #expect(Set(map).count == map.count, "each key once")
    view.filterKey = nil
    view.refreshKey = nil
    #expect(!words(view.keyMap).contains("/ filter") && !words(view.keyMap).contains("^R refresh"))
  }

  @Test("an app's key is hinted and taken only while it is available, and is in the key map")
  func appKeys() async {
    let fixture = await fixture()
    let view = fixture.listView
    var deleted: [IndexPath] = []
    view.appKeyBindings = [
      TerminalKeyBinding(
        .character("d"), "delete", group: "Row",
        isAvailable: { $0.selectedIndexPath?.item != 0 }
      ) { list in list.selectedIndexPath.map { deleted.append($0) } }
    ]
    #expect(words(view.keyHints).suffix(2) == ["d delete", "? help"])
    #expect(view.handle(.character("d")) && deleted == [IndexPath(item: 1, section: 0)])
    view.select(IndexPath(item: 0, section: 0))
    #expect(!words(view.keyHints).contains("d delete"))
    #expect(!view.handle(.character("d")) && deleted.count == 1)
    #expect(view.keyMap.contains { $0.keys == "d" && $0.group == "Row" })
    // In a mode, the mode's keys alone: the app's key waits.
    #expect(view.handle(.character("/")))
    #expect(!words(view.keyHints).contains("d delete"))
  }

  @Test("? opens the overlay over the list; ?, Esc and q close it; it takes every other key")
  func overlay() async {
    let fixture = await fixture(width: 36, height: 60)
    let view = fixture.listView
    view.showsKeyHints = true
    #expect(fixture.rows.last?.hasSuffix("? help") == true)
    for close in [Key.character("?"), .escape, .character("q")] {
      #expect(view.handle(.character("?")) && view.isShowingHelp)
      let rows = fixture.rows
      #expect(rows[0].hasPrefix("Keys  Esc closes"))
      #expect(rows.contains("Move") && rows.contains("Select") && rows.contains("Action menu"))
      #expect(rows.contains { $0.hasPrefix("  a ") && $0.hasSuffix("actions") })
      #expect(!rows.contains("r1"), "the overlay covers the list")
      #expect(words(view.keyHints) == ["Esc close"])
      #expect(view.spokenSelection?.hasPrefix("Help. Move: ↑↓ j k navigate") == true)
      #expect(view.handle(.character("m")) && !view.isMovingItem, "taken, not passed on")
      #expect(!view.handle(.interrupt), "Ctrl-C is the app's")
      #expect(view.handle(close) && !view.isShowingHelp)
      #expect(fixture.rows[1] == "r1")
    }
  }

  @Test("a short list scrolls the overlay; right to left it is mirrored")
  func scrollingAndMirrored() async {
    let fixture = await fixture(width: 30, height: 5)
    let view = fixture.listView
    #expect(view.handle(.character("?")))
    #expect(words(view.keyHints) == ["↑↓ scroll", "Esc close"])
    let top = fixture.rows
    #expect(view.handle(.down))
    #expect(fixture.rows[0] == top[1])
    #expect(view.handle(.end))
    #expect(fixture.rows.last?.hasSuffix("close") == true, "the last line: how to close")
    #expect(view.handle(.pageUp) && view.handle(.home))
    #expect(fixture.rows == top)
    view.layoutDirection = .rightToLeft
    #expect(fixture.rows[0] == String(repeating: " ", count: 14) + "Esc closes  Keys")
  }

  @Test("? is the query's while the filter line is typed in; a nil helpKey turns it off")
  func notStolen() async {
    let fixture = await fixture()
    let view = fixture.listView
    #expect(view.handle(.character("/")) && view.handle(.character("?")))
    #expect(view.filterText == "?" && !view.isShowingHelp)
    #expect(view.handle(.escape))
    view.helpKey = nil
    #expect(!view.handle(.character("?")) && !view.isShowingHelp)
    #expect(!words(view.keyHints).contains("? help") && !words(view.keyMap).contains("? help"))
    view.helpKey = .character("h")
    #expect(view.handle(.character("h")) && view.isShowingHelp)
    view.helpKey = nil
    #expect(!view.isShowingHelp, "turning the overlay off closes it")
  }

  @Test("hostile key names and groups are drawn sanitized")
  func hostileNames() async {
    let fixture = await fixture(width: 40, height: 60)
    let view = fixture.listView
    view.appKeyBindings = [
      TerminalKeyBinding(
        .character("x"), "\u{1B}[2Jwipe\nout", group: "\u{1B}]0;owned\u{07}", keys: "x\r"
      ) { _ in }
    ]
    view.showsKeyHints = true
    #expect(view.handle(.character("?")))
    let screen = view.renderedScreen()
    for row in screen.plainRows {
      #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
    #expect(screen.plainRows.contains { $0.contains("␛[2Jwipe␊out") })
  }

  /// The keys a hint names.
  static func keys(named name: String) -> [Key] {
    switch name {
    case "↑↓": [.up, .down]
    case "Enter": [.enter]
    case "Esc": [.escape]
    case "Space": [.character(" ")]
    case "^R": [.control("r")]
    default: name.count == 1 ? name.first.map { [Key.character($0)] } ?? [] : []
    }
  }

  @Test("every key every hint shows, in every state, is taken", arguments: 0..<9)
  func everyHintedKeyActs(state: Int) async {
    // Each key is sent to the state afresh, so that one key's effect does not hide another's.
    // The fixture keeps the controller, the list's data source.
    let fixture = await Self.make(state: state)
    let hints = fixture.listView.keyHints
    #expect(hints.count > 1)
    for hint in hints {
      let keys = Self.keys(named: hint.keys)
      #expect(!keys.isEmpty, "state \(state): \(hint.keys) names no key")
      for key in keys {
        let fresh = await Self.make(state: state)
        #expect(fresh.listView.handle(key), "state \(state): \(hint.keys) \(hint.action)")
      }
    }
  }

  /// A list in one of several states: at rest, keeping a selection, refreshable, moving an
  /// item, with the action menu open, typing a filter, with a kept filter, in the help overlay,
  /// with an app's key.
  static func make(state: Int) async -> ListFixture {
    let fixture = ListFixture(width: 40, height: 8)
    fixture.controller.diagnosticHandler = { _ in }
    let view = fixture.listView
    view.editModeKey = .character("v")
    view.appKeyBindings = [TerminalKeyBinding(.character("x"), "mark") { _ in }]
    if state == 1 { fixture.controller.selectionMode = .multiple }
    if state == 2 { fixture.controller.refreshAction = {} }
    await fixture.show(KeyHintTests.rows(6))
    view.select(IndexPath(item: state == 4 ? 2 : 1, section: 0))
    switch state {
    case 3: _ = view.handle(.character("m"))
    case 4: _ = view.handle(.character("a"))
    case 5: _ = view.handle(.character("/"))
    case 6: for key in [Key.character("/"), .character("1"), .enter] { _ = view.handle(key) }
    case 7: _ = view.handle(.character("?"))
    default: break
    }
    while fixture.controller.isUpdating {
      view.finishAnimations()
      await Task.yield()
    }
    return fixture
  }

  /// Random hints (hostile names, priorities 0–3, with and without the help key) at widths
  /// from below 0 up: the line is never wider than its width and is the reference's.
  @Test("the hint line fits its width, whole hints by priority, as the reference keeps them")
  func lineFits() async {
    let hint = zip(
      HostileText.string.map { String($0.prefix(6)) }, HostileText.string, Gen.int(in: 0...3))
    await propertyCheck(
      count: propertyCases(3000), input: hint.array(of: 0...7), Gen.int(in: -2...70), Gen.bool
    ) { hints, width, withHelp in
      let view = TerminalListView(size: CGSize(width: 40, height: 4))
      view.helpKey = withHelp ? .character("?") : nil
      view.appKeyBindings = hints.map { keys, action, priority in
        TerminalKeyBinding(.character("x"), action, keys: keys, priority: priority) { _ in }
      }
      let line = view.keyHintLine(width: width)
      let all = hints.map { ($0.0, $0.1, $0.2) } + (withHelp ? [("?", "help", Int.max)] : [])
      #expect(line.width <= max(0, width))
      #expect(line.text == Self.referenceLine(all, width: width), "width \(width)")
    }
  }

  /// The hints a line `width` wide shows: of the hints taken by priority (the earlier among
  /// equal ones), the most that fit together, in their order.
  static func referenceLine(_ hints: [(String, String, Int)], width: Int) -> String {
    let entries = hints.map { StyledLine.sanitized($0.0) + " " + StyledLine.sanitized($0.1) }
    let ranked = hints.indices.sorted { (-hints[$0].2, $0) < (-hints[$1].2, $1) }
    for count in stride(from: ranked.count, through: 0, by: -1) {
      let kept = Set(ranked.prefix(count))
      let shown = entries.indices.filter(kept.contains).map { entries[$0] }
      let total = shown.map { StyledLine($0).width }.reduce(0, +) + 2 * max(0, shown.count - 1)
      if total <= width { return shown.joined(separator: "  ") }
    }
    return ""
  }
}
