import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// An app whose state is a plain array of arrays, as the reference sees it: it publishes its
/// state with every change and records the moves its models hear in that state.
@MainActor
final class DraggingApp {
  struct Item: Equatable {
    var identifier: String
    var version: Int
  }

  static let sectionIdentifiers = ["s0", "s1", "s2"]

  var state: [[Item]]
  let log = MoveLog()
  var publishedCount = 0
  var completed: [Int] = []
  var publish: (@MainActor ([Section], _ call: Int) -> Void)?

  init(state: [[Item]]) {
    self.state = state
    log.onMove = { [weak self] identifier, source, destination in
      self?.record(identifier, to: destination)
    }
  }

  /// Items whose number is a multiple of 5 may not move.
  static func isReorderable(_ identifier: String) -> Bool {
    (Int(identifier.dropFirst()) ?? 0) % 5 != 0
  }

  var sections: [Section] {
    zip(Self.sectionIdentifiers, state).map { id, items in
      Section(
        cellModels: items.map {
          DraggableModel(
            identifier: $0.identifier, text: "v\($0.version)",
            isReorderable: Self.isReorderable($0.identifier), log: log)
        },
        identifier: id)
    }
  }

  var identifiers: [[String]] { state.map { $0.map(\.identifier) } }

  func publishState() {
    let call = publishedCount
    publishedCount += 1
    publish?(sections, call)
  }

  /// The app's own record of a move: the item goes to `destination` in its newest state (the
  /// nearest place there is), wherever that state has it now.
  func record(_ identifier: String, to destination: IndexPath) {
    guard let section = state.firstIndex(where: { $0.contains { $0.identifier == identifier } }),
      let item = state[section].firstIndex(where: { $0.identifier == identifier })
    else { return }
    let moved = state[section].remove(at: item)
    let target = min(destination.section, state.count - 1)
    state[target].insert(moved, at: min(destination.item, state[target].count))
    publishState()
  }

  /// A random edit: an insertion, a deletion, a move, a content change, or a new state.
  func edit(_ mixer: inout Mixer) {
    let all = state.flatMap { $0 }
    switch mixer.next(5) {
    case 0:
      let used = Set(all.map(\.identifier))
      guard let free = (0..<14).map({ "i\($0)" }).first(where: { !used.contains($0) }) else {
        break
      }
      let section = mixer.next(state.count)
      state[section].insert(
        Item(identifier: free, version: 0), at: mixer.next(state[section].count + 1))
    case 1:
      let section = mixer.next(state.count)
      if !state[section].isEmpty { state[section].remove(at: mixer.next(state[section].count)) }
    case 2:
      let section = mixer.next(state.count)
      guard !state[section].isEmpty else { break }
      let item = state[section].remove(at: mixer.next(state[section].count))
      let target = mixer.next(state.count)
      state[target].insert(item, at: mixer.next(state[target].count + 1))
    case 3:
      let section = mixer.next(state.count)
      if !state[section].isEmpty { state[section][mixer.next(state[section].count)].version += 1 }
    default:
      state = Self.randomState(&mixer)
    }
  }

  static func randomState(_ mixer: inout Mixer) -> [[Item]] {
    var pool = (0..<14).map { "i\($0)" }
    return sectionIdentifiers.map { _ in
      (0..<mixer.next(5)).map { _ in
        Item(identifier: pool.remove(at: mixer.next(pool.count)), version: mixer.next(2))
      }
    }
  }
}

/// The drag a reference follows: what the list showed when it began, and where the item is.
struct ReferenceDrag {
  var identifier: String
  var origin: IndexPath
  var current: IndexPath
  var shown: [[String]]

  /// Where the item goes when `proposed` is asked: there, when it is a position of the list
  /// without the item (the list has no section providers); where it is otherwise.
  func target(for proposed: IndexPath) -> IndexPath {
    guard shown.indices.contains(proposed.section) else { return current }
    let count = shown[proposed.section].count - (proposed.section == current.section ? 1 : 0)
    return (0...count).contains(proposed.item) ? proposed : current
  }

  mutating func move(to target: IndexPath) {
    let item = shown[current.section].remove(at: current.item)
    shown[target.section].insert(item, at: target.item)
    current = target
  }
}

/// Random updates interleaved with random drags on the simulated host, checked against a
/// reference of plain arrays: a drag shows the item where the reference puts it and sends no
/// batch; a drop reports exactly the reference's move, once, and a cancel none; every batch is
/// legal; every completion runs once, in order; and the list ends showing the app's last
/// state.
@MainActor
@Suite("Controller: random updates interleaved with random drags")
struct InteractiveMovementPropertyTests {
  /// What the runs exercised.
  struct Census {
    var drags = 0
    var dropsThatMoved = 0
    var cancels = 0
    var updatesDuringDrags = 0
  }

  @Test("no lost move, no lost update, every batch legal, the app's last state shown")
  func updatesAndDrags() async {
    await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("the runs drag, drop, cancel and update during drags often", .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<1_000 { _ = Self.run(seed: UInt64(seed), census: &census) }
    // Of 1,000 runs: 3,428 drags, 877 drops that moved, 1,000 cancels, 1,939 updates mid-drag.
    #expect(census.drags > 1_000)
    #expect(census.dropsThatMoved > 500)
    #expect(census.cancels > 200)
    #expect(census.updatesDuringDrags > 500)
  }

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController(threshold: 2_000)
    controller.diagnosticHandler = { _ in }
    let app = DraggingApp(state: DraggingApp.randomState(&mixer))
    app.publish = { [weak app] sections, call in
      controller.update(with: sections, animated: mixer.next(3) != 0) { _ in
        app?.completed.append(call)
      }
    }
    app.publishState()
    var drag: ReferenceDrag?
    var batchesAtBegin = 0
    var expectedMoves: [String] = []
    for _ in 0..<(1 + mixer.next(40)) {
      // During a drag: mostly steps, some updates, then a drop or a cancel; otherwise updates,
      // animation ends and pick-ups.
      let choice = drag != nil ? [6, 6, 6, 6, 6, 0, 0, 8, 8, 11][mixer.next(10)] : mixer.next(6)
      switch choice {
      case 0, 1:
        app.edit(&mixer)
        app.publishState()
        if drag != nil { census.updatesDuringDrags += 1 }
      case 2:
        host.finishAnimations(finished: mixer.next(4) != 0)
      case 3, 4, 5:
        guard drag == nil else { break }
        // Most pick-ups wait for the list to settle; the others may find a batch on screen.
        if mixer.next(3) != 0 { host.settle() }
        let shown = host.displayedIdentifiers
        let paths = shown.indices.flatMap { s in
          shown[s].indices.map { IndexPath(item: $0, section: s) }
        }
        guard !paths.isEmpty else { break }
        let path = paths[mixer.next(paths.count)]
        let identifier = shown[path.section][path.item]
        let expected = !host.isAnimating && DraggingApp.isReorderable(identifier)
        let began = host.beginDrag(at: path)
        guard began == expected else {
          return "beginDrag(\(path)) of \(identifier) gave \(began), expected \(expected)"
        }
        if began {
          drag = ReferenceDrag(identifier: identifier, origin: path, current: path, shown: shown)
          census.drags += 1
          batchesAtBegin = host.batchCount
        }
      case 6, 7:
        guard var reference = drag else { break }
        // Mostly places that exist; sometimes a section or an item beyond them.
        let section = mixer.next(reference.shown.count + (mixer.next(4) == 0 ? 1 : 0))
        let count = reference.shown.indices.contains(section) ? reference.shown[section].count : 1
        let proposed = IndexPath(
          item: mixer.next(count + (mixer.next(4) == 0 ? 2 : 1)), section: section)
        let target = reference.target(for: proposed)
        let current = host.dragItem(to: proposed)
        guard current == target else {
          return "dragItem(to: \(proposed)) gave \(String(describing: current)), expected \(target)"
        }
        reference.move(to: target)
        drag = reference
        let data = controller.sections.map { $0.cellModels.map(\.identifier) }
        guard host.displayedIdentifiers == reference.shown, data == reference.shown else {
          return "during the drag \(host.displayedIdentifiers) ≠ \(reference.shown)"
        }
      case 8, 10:
        guard let reference = drag else { break }
        guard host.batchCount == batchesAtBegin else { return "a batch reached the host mid-drag" }
        if reference.current != reference.origin {
          census.dropsThatMoved += 1
          expectedMoves.append(
            "\(reference.identifier) \(MoveLog.describe(reference.origin)) -> "
              + MoveLog.describe(reference.current))
        }
        drag = nil
        host.dropItem()
        guard app.log.moves == expectedMoves else {
          return "heard \(app.log.moves), expected \(expectedMoves)"
        }
      default:
        guard drag != nil else { break }
        guard host.batchCount == batchesAtBegin else { return "a batch reached the host mid-drag" }
        drag = nil
        census.cancels += 1
        host.cancelDrag()
        guard app.log.moves == expectedMoves else { return "a cancelled drag was reported" }
      }
    }
    if drag != nil { host.cancelDrag() }
    host.settle()
    guard host.errors.isEmpty else { return "rejected batches: \(host.errors)" }
    guard app.log.moves == expectedMoves else {
      return "heard \(app.log.moves), expected \(expectedMoves)"
    }
    guard host.displayedIdentifiers == app.identifiers else {
      return "shows \(host.displayedIdentifiers), the app's last state is \(app.identifiers)"
    }
    let texts = controller.sections.map {
      $0.cellModels.compactMap { ($0 as? DraggableModel)?.text }
    }
    let expectedTexts = app.state.map { $0.map { "v\($0.version)" } }
    guard texts == expectedTexts else {
      return "content \(texts) is not the app's last state"
    }
    guard app.completed == Array(0..<app.publishedCount) else {
      return "completions \(app.completed) of \(app.publishedCount) requests"
    }
    return nil
  }
}
