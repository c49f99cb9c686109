import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random lists whose items may or may not take the focus, random keys and updates: the cursor
/// is always on an item that can take the focus, or nowhere exactly when none can, and each key
/// lands where a plain walk over the items in display order says it should.
@MainActor
@Suite("TerminalListView: the cursor skips items that cannot take the focus, property checks")
struct FocusableCursorPropertyTests {
  typealias Mixer = ListViewPropertyTests.Mixer

  /// One displayed item as the reference sees it.
  struct Entry: Equatable {
    var indexPath: IndexPath
    var identifier: String
    var focusable: Bool
  }

  /// A state decided by `mixer`: up to four sections (some empty, some with a header) of rows
  /// one or two lines tall, each able to take the focus with a share picked per state, from
  /// none to all.
  static func state(_ mixer: inout Mixer) -> [Section] {
    var pool = Array(0..<24)
    let share = mixer.next(5)  // in quarters
    var sections: [Section] = []
    for index in 0..<mixer.next(5) {
      var items: [any CellModel] = []
      for _ in 0..<mixer.next(8) where !pool.isEmpty {
        let id = pool.remove(at: mixer.next(pool.count))
        items.append(
          FocusRow("i\(id)", focusable: mixer.next(4) < share, height: 1 + mixer.next(2)))
      }
      sections.append(
        Section(
          cellModels: items, identifier: "s\(index)",
          headerModel: mixer.next(2) == 0
            ? HeaderRow(identifier: "h\(index)", title: "S\(index)") : nil))
    }
    return sections
  }

  /// Every item in display order.
  static func entries(_ sections: [Section]) -> [Entry] {
    sections.enumerated().flatMap { sectionIndex, section in
      section.cellModels.enumerated().map { item, model in
        Entry(
          indexPath: IndexPath(item: item, section: sectionIndex),
          identifier: model.identifier, focusable: (model as? FocusRow)?.isFocusable ?? true)
      }
    }
  }

  enum Step: CaseIterable {
    case down, up, home, end, pageDown, pageUp, update
  }

  /// Runs one case; returns what went wrong, or `nil`.
  static func run(seed: UInt64, census: inout Census) async -> String? {
    var mixer = Mixer(state: seed)
    let fixture = ListFixture(width: 12, height: 2 + mixer.next(6))
    fixture.controller.diagnosticHandler = { _ in }
    let view = fixture.listView
    var sections = state(&mixer)
    await fixture.show(sections)
    var entries = Self.entries(sections)
    if let failure = check(view, entries, after: "the first state") { return failure }
    for stepIndex in 0..<24 {
      let step = Step.allCases[mixer.next(Step.allCases.count)]
      let before = view.selectedIndexPath.flatMap { path in
        entries.firstIndex { $0.indexPath == path }
      }
      let label = "step \(stepIndex), \(step), from \(String(describing: view.selectedIndexPath))"
      switch step {
      case .down: view.handle(.down)
      case .up: view.handle(.up)
      case .home: view.handle(.home)
      case .end: view.handle(.end)
      case .pageDown: view.handle(.pageDown)
      case .pageUp: view.handle(.pageUp)
      case .update:
        let old = before.map { entries[$0].identifier }
        sections = state(&mixer)
        await fixture.show(sections)
        entries = Self.entries(sections)
        if let failure = check(view, entries, after: label) { return failure }
        if let failure = checkUpdate(view, entries, oldCursor: old, census: &census) {
          return label + ": " + failure
        }
        continue
      }
      if let failure = check(view, entries, after: label) { return failure }
      let after = view.selectedIndexPath.flatMap { path in
        entries.firstIndex { $0.indexPath == path }
      }
      let focusable = entries.indices.filter { entries[$0].focusable }
      guard let before else { continue }  // none can take the focus: `check` saw no cursor
      let later = focusable.filter { $0 > before }
      let earlier = focusable.filter { $0 < before }
      let expected: Int?
      switch step {
      case .down: expected = later.first ?? before
      case .up: expected = earlier.last ?? before
      case .home: expected = focusable.first
      case .end: expected = focusable.last
      case .pageDown:
        expected = nil
        if (later.isEmpty && after != before) || (!later.isEmpty && (after ?? -1) <= before) {
          return "\(label): Page Down went to \(String(describing: after)) of \(entries)"
        }
      case .pageUp:
        expected = nil
        if (earlier.isEmpty && after != before) || (!earlier.isEmpty && (after ?? .max) >= before) {
          return "\(label): Page Up went to \(String(describing: after)) of \(entries)"
        }
      case .update: expected = nil
      }
      if (step == .down || step == .up), let expected, abs(expected - before) > 1 {
        census.stepsOverLabels += 1
      }
      if let expected, after != expected {
        return
          "\(label): landed on \(String(describing: after)), expected \(expected) of \(entries)"
      }
    }
    return nil
  }

  /// The cursor is on an item that can take the focus, and nowhere exactly when none can.
  static func check(_ view: TerminalListView, _ entries: [Entry], after label: String) -> String? {
    let anyFocusable = entries.contains { $0.focusable }
    guard let cursor = view.selectedIndexPath else {
      return anyFocusable ? "\(label): no cursor, though \(entries) has focusable items" : nil
    }
    guard let entry = entries.first(where: { $0.indexPath == cursor }) else {
      return "\(label): the cursor \(cursor) is outside \(entries)"
    }
    return entry.focusable ? nil : "\(label): the cursor is on \(entry), which cannot take focus"
  }

  /// After an update: the cursor stays on its item while that item can take the focus; when it
  /// no longer can, the cursor goes to the next item that can, else the last before it; without
  /// a cursor before, it goes to the first item that can.
  static func checkUpdate(
    _ view: TerminalListView, _ entries: [Entry], oldCursor: String?, census: inout Census
  ) -> String? {
    let now = view.selectedIndexPath.flatMap { path in entries.firstIndex { $0.indexPath == path } }
    let focusable = entries.indices.filter { entries[$0].focusable }
    guard let oldCursor else {
      return now == focusable.first ? nil : "without a cursor, landed on \(String(describing: now))"
    }
    guard let kept = entries.firstIndex(where: { $0.identifier == oldCursor }) else { return nil }
    let expected: Int?
    if entries[kept].focusable {
      expected = kept
    } else {
      census.cursorItemsTurnedLabel += 1
      expected = focusable.first { $0 > kept } ?? focusable.last { $0 < kept }
    }
    return now == expected
      ? nil : "the cursor's item \(oldCursor) is at \(kept); landed on \(String(describing: now))"
  }

  struct Census {
    var stepsOverLabels = 0
    var cursorItemsTurnedLabel = 0
  }

  @Test("the cursor is always on a focusable item; ↓ ↑ Home End and updates land as walked")
  func cursorSkipsLabels() async {
    await propertyCheck(count: propertyCases(3_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = await Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs often step past labels and turn the cursor's item into one",
    .enabled(if: checksCensus))
  func coverage() async {
    var census = Census()
    for seed in 0..<500 { _ = await Self.run(seed: UInt64(seed), census: &census) }
    // Of 500 runs: 326 steps of ↓ or ↑ over labels, 139 updates that made the cursor's item one.
    #expect(census.stepsOverLabels > 200)
    #expect(census.cursorItemsTurnedLabel > 50)
  }
}
