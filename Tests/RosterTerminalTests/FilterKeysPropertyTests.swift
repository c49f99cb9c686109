import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random keys typed into the filter line, with random pauses, while the app changes the data,
/// on a list that matches and diffs every update off the main actor: whenever the list has
/// come to rest it shows the latest query applied to the latest data; a result the list starts
/// to show belongs to a query typed since the list last changed (only the newest query's result
/// is applied); and no query's result shows after a newer one's. The reference filters plain
/// arrays of lower-case words.
@MainActor
@Suite(
  "TerminalListView: keys typed into a filter that matches off the main actor",
  .timeLimit(hangLimit))
struct FilterKeysPropertyTests {
  static let words = ["ab", "abc", "bad", "cab", "dab", "ace", "bee", "cede", "a", "dd"]
  static let typed: [Character] = ["a", "b", "c", "d", "e", " "]

  @Test("at rest the newest query of the newest data shows; no older result after a newer")
  func keysAndData() async {
    await propertyCheck(count: propertyCases(400), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let failure = await Self.run(seed: UInt64(seed))
      #expect(failure == nil, "seed \(seed)")
    }
  }

  /// The reference: each section's items whose text holds every term of `query`.
  static func expected(_ data: [[TextRow]], query: String) -> [[String]] {
    let terms = query.split(separator: " ").map(String.init)
    return data.map { items in
      items.filter { item in terms.allSatisfy { item.text.contains($0) } }.map(\.identifier)
    }
  }

  static func sections(_ data: [[TextRow]]) -> [Section] {
    data.enumerated().map { Section(cellModels: $1, identifier: "s\($0)") }
  }

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64) async -> String? {
    var mixer = ListViewPropertyTests.Mixer(state: seed)
    let fixture = ListFixture(width: 30, height: 10)
    let controller = fixture.controller
    controller.offMainDiffingThreshold = 0
    controller.maximumDroppedDiffs = mixer.next(3)
    controller.diagnosticHandler = { _ in }
    var next = 0
    func newItem() -> TextRow {
      next += 1
      let text = (0...mixer.next(3)).map { _ in words[mixer.next(words.count)] }
      return TextRow("i\(next)", text.joined(separator: " "))
    }
    var data = (0..<(1 + mixer.next(3))).map { _ in (0..<mixer.next(12)).map { _ in newItem() } }
    await fixture.show(sections(data))
    guard fixture.listView.handle(.character("/")) else { return "/ did not open the line" }

    // Every query typed and every state of the data, in order.
    var queries = [""]
    var states = [data]
    // The index of the oldest query a result shown from now on may belong to.
    var oldestAllowed = 0
    var shown = controller.sections.map { $0.cellModels.map(\.identifier) }

    /// Checks a change of what the list shows, seen after `queriesBefore` queries were typed.
    func observe(queriesBefore: Int) -> String? {
      let now = controller.sections.map { $0.cellModels.map(\.identifier) }
      guard now != shown else { return nil }
      shown = now
      let candidates = (oldestAllowed..<queries.count).filter { query in
        states.contains { expected($0, query: queries[query]) == now }
      }
      guard let first = candidates.first else {
        return "shows \(now), the result of no query from \(queries[oldestAllowed...])"
      }
      // Only the newest query's result is applied: one typed before the list last changed is
      // superseded.
      guard candidates.last ?? first >= queriesBefore - 1 else {
        return "shows \(now), the result of the superseded query \(queries[first])"
      }
      oldestAllowed = max(oldestAllowed, first)
      return nil
    }

    for step in 0..<(1 + mixer.next(40)) {
      let queriesBefore = queries.count
      switch mixer.next(10) {
      case 0...4:
        let key = Key.character(typed[mixer.next(typed.count)])
        _ = fixture.listView.handle(key)
      case 5:
        _ = fixture.listView.handle(.backspace)
        if !fixture.listView.isEditingFilter { _ = fixture.listView.handle(.character("/")) }
      case 6:
        _ = fixture.listView.handle(.control("u"))
      case 7:
        let section = mixer.next(data.count)
        let count = data[section].count
        switch mixer.next(3) {
        case 0: data[section].insert(newItem(), at: mixer.next(count + 1))
        case 1 where count > 0: data[section].remove(at: mixer.next(count))
        default:
          if count > 0 { data[section][mixer.next(count)].text = words[mixer.next(words.count)] }
        }
        states.append(data)
        controller.update(with: sections(data), animated: mixer.next(2) == 0)
      default:
        for _ in 0..<mixer.next(6) {
          fixture.listView.finishAnimations()
          await Task.yield()
        }
      }
      let query = controller.filterQuery ?? ""
      if query != queries.last { queries.append(query) }
      if let failure = observe(queriesBefore: queriesBefore) { return "step \(step): \(failure)" }
    }
    while controller.isUpdating {
      fixture.listView.finishAnimations()
      await Task.yield()
      if let failure = observe(queriesBefore: queries.count) { return "settling: \(failure)" }
    }
    let rest = expected(data, query: controller.filterQuery ?? "")
    guard shown == rest else { return "at rest shows \(shown), expected \(rest)" }
    return nil
  }
}
