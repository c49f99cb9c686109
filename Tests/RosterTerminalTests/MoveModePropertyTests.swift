import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random updates interleaved with random move-mode sessions (keys), checked against a
/// reference of plain arrays: the screen shows the item where the reference moved it and the
/// data source's state agrees; a drop reports exactly the reference's move, once, and Escape
/// none; every completion runs once, in order; and the list ends showing the app's last
/// state, on screen too.
@MainActor
@Suite("TerminalListView: move mode, property checks")
struct MoveModePropertyTests {
  static let sectionIdentifiers = ["s0", "s1", "s2"]

  /// The app: its state as plain arrays of identifiers, published with every change; a move
  /// its models hear is recorded in its newest state.
  @MainActor
  final class App {
    var state: [[String]] = [[], [], []]
    let recorder = MoveRecorder()
    var published = 0
    var completed: [Int] = []
    var publish: (@MainActor ([Section], Int) -> Void)?

    init() {
      recorder.onMove = { [weak self] identifier, _, destination in
        self?.record(identifier, to: destination)
      }
    }

    var sections: [Section] {
      zip(MoveModePropertyTests.sectionIdentifiers, state).map { id, items in
        Section(cellModels: items.map { MovableRow($0, recorder: recorder) }, identifier: id)
      }
    }

    func publishState() {
      published += 1
      publish?(sections, published - 1)
    }

    func record(_ identifier: String, to destination: IndexPath) {
      guard let section = state.firstIndex(where: { $0.contains(identifier) }) else { return }
      state[section].removeAll { $0 == identifier }
      let target = min(destination.section, state.count - 1)
      state[target].insert(identifier, at: min(destination.item, state[target].count))
      publishState()
    }

    func edit(_ mixer: inout ListViewPropertyTests.Mixer) {
      let all = Set(state.flatMap { $0 })
      let names = (0..<12).map { $0 % 4 == 0 ? "pinned\($0)" : "i\($0)" }
      switch mixer.next(4) {
      case 0:
        guard let free = names.first(where: { !all.contains($0) }) else { break }
        let section = mixer.next(3)
        state[section].insert(free, at: mixer.next(state[section].count + 1))
      case 1:
        let section = mixer.next(3)
        if !state[section].isEmpty { state[section].remove(at: mixer.next(state[section].count)) }
      case 2:
        let section = mixer.next(3)
        guard !state[section].isEmpty else { break }
        let item = state[section].remove(at: mixer.next(state[section].count))
        let target = mixer.next(3)
        state[target].insert(item, at: mixer.next(state[target].count + 1))
      default:
        var pool = names
        state = (0..<3).map { _ in
          (0..<mixer.next(5)).map { _ in pool.remove(at: mixer.next(pool.count)) }
        }
      }
    }
  }

  /// Where ↑ or ↓ takes the item at `current` in `shown`, by the rule the view documents.
  static func step(_ current: IndexPath, forward: Bool, in shown: [[String]]) -> IndexPath {
    let count = shown[current.section].count
    if forward ? current.item < count - 1 : current.item > 0 {
      return IndexPath(item: current.item + (forward ? 1 : -1), section: current.section)
    }
    let next = current.section + (forward ? 1 : -1)
    guard shown.indices.contains(next) else { return current }
    return IndexPath(item: forward ? 0 : shown[next].count, section: next)
  }

  /// What the runs exercised.
  struct Census {
    var pickUps = 0
    var dropsThatMoved = 0
    var cancels = 0
    var updatesDuringMoves = 0
  }

  @Test("no lost move, no lost update; the screen shows the reference; the app's last state ends")
  func movesAndUpdates() async {
    await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("the runs pick up, drop, cancel and update during moves often", .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<1_000 { _ = Self.run(seed: UInt64(seed), census: &census) }
    // Of 1,000 runs: 1,650 pick-ups, 266 drops that moved, 674 cancels, 676 updates mid-move.
    #expect(census.pickUps > 1_000)
    #expect(census.dropsThatMoved > 200)
    #expect(census.cancels > 300)
    #expect(census.updatesDuringMoves > 300)
  }

  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = ListViewPropertyTests.Mixer(state: seed)
    let fixture = ListFixture(width: 12, height: 16)
    let view = fixture.listView
    let controller = fixture.controller
    controller.diagnosticHandler = { _ in }
    let app = App()
    app.publish = { [weak app] sections, call in
      controller.update(with: sections, animated: mixer.next(3) != 0) { _ in
        app?.completed.append(call)
      }
    }
    app.edit(&mixer)
    app.publishState()
    view.finishAnimations()
    var reference: (identifier: String, origin: IndexPath, current: IndexPath, shown: [[String]])?
    var expectedMoves: [String] = []
    func shownIdentifiers() -> [[String]] {
      controller.sections.map { $0.cellModels.map(\.identifier) }
    }
    for _ in 0..<(1 + mixer.next(30)) {
      if var drag = reference {
        switch mixer.next(6) {
        case 0, 1, 2:
          let forward = mixer.next(2) == 0
          let target = step(drag.current, forward: forward, in: drag.shown)
          view.handle(forward ? .down : .up)
          guard view.selectedIndexPath == target else {
            return "moved to \(String(describing: view.selectedIndexPath)), expected \(target)"
          }
          let item = drag.shown[drag.current.section].remove(at: drag.current.item)
          drag.shown[target.section].insert(item, at: target.item)
          drag.current = target
          reference = drag
          guard shownIdentifiers() == drag.shown else {
            return "the data shows \(shownIdentifiers()), expected \(drag.shown)"
          }
          let rows = Array(fixture.rows.prefix(drag.shown.joined().count))
          guard rows == Array(drag.shown.joined()) else {
            return "the screen shows \(rows), expected \(drag.shown)"
          }
        case 3:
          app.edit(&mixer)
          app.publishState()
          census.updatesDuringMoves += 1
          guard shownIdentifiers() == drag.shown else { return "an update landed mid-move" }
        case 4:
          if drag.current != drag.origin {
            census.dropsThatMoved += 1
            expectedMoves.append(
              "\(drag.identifier) [\(drag.origin.section), \(drag.origin.item)] -> "
                + "[\(drag.current.section), \(drag.current.item)]")
          }
          reference = nil
          view.handle(.enter)
          guard app.recorder.moves == expectedMoves else {
            return "heard \(app.recorder.moves), expected \(expectedMoves)"
          }
        default:
          reference = nil
          census.cancels += 1
          view.handle(.escape)
          guard app.recorder.moves == expectedMoves else { return "a cancel was reported" }
        }
        continue
      }
      switch mixer.next(5) {
      case 0, 1:
        app.edit(&mixer)
        app.publishState()
      case 2:
        view.advance(by: .milliseconds(100 * mixer.next(8)))
      default:
        let shown = shownIdentifiers()
        let paths = shown.indices.flatMap { s in
          shown[s].indices.map { IndexPath(item: $0, section: s) }
        }
        guard !paths.isEmpty else { break }
        view.select(paths[mixer.next(paths.count)])
        let picked = view.handle(.character("m"))
        guard picked == view.isMovingItem else { return "m returned \(picked)" }
        guard let selected = view.selectedIndexPath else { break }
        let now = shownIdentifiers()
        let identifier = now[selected.section][selected.item]
        guard picked == !identifier.hasPrefix("pinned") else {
          return "m on \(identifier) gave \(picked)"
        }
        if picked {
          reference = (identifier, selected, selected, now)
          census.pickUps += 1
        }
      }
    }
    if reference != nil { view.handle(mixer.next(2) == 0 ? .enter : .escape) }
    view.finishAnimations()
    guard !controller.isUpdating else { return "still updating" }
    guard app.recorder.moves == expectedMoves || reference != nil else {
      return "heard \(app.recorder.moves), expected \(expectedMoves)"
    }
    guard shownIdentifiers() == app.state else {
      return "shows \(shownIdentifiers()), the app's last state is \(app.state)"
    }
    let rows = Array(fixture.rows.prefix(app.state.joined().count))
    guard rows == Array(app.state.joined()) else { return "the screen shows \(rows)" }
    guard app.completed == Array(0..<app.published) else {
      return "completions \(app.completed) of \(app.published)"
    }
    return nil
  }
}
