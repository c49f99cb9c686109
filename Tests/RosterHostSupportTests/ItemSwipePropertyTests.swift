import Foundation
import PropertyBased
import Roster
import RosterHostSupport
import RosterTestSupport
import Testing

/// A model with no cell, whose actions stand for any item's.
private struct SwipedModel: CellModel, Equatable {
  let identifier: String
  var cellType: any ListCell.Type { BlankCell.self }
}

/// An independent reading of the swipe rules, kept as how far each edge's actions are
/// revealed rather than as one signed offset.
struct ReferenceSwipe {
  enum Mode: Equatable { case closed, tracking, open, committed }

  var item: String?
  var mode = Mode.closed
  /// How far the leading actions show (the content moved toward the trailing edge).
  var leadingReveal: CGFloat = 0
  /// How far the trailing actions show.
  var trailingReveal: CGFloat = 0
  var startLeading: CGFloat = 0
  var startTrailing: CGFloat = 0
  var geometry: ItemSwipe.Geometry?

  var offset: CGFloat { leadingReveal - trailingReveal }

  mutating func reset() { self = ReferenceSwipe() }

  mutating func begin(_ identifier: String, _ geometry: ItemSwipe.Geometry) -> Bool {
    if item != identifier { reset() }
    if geometry.leading.isEmpty && geometry.trailing.isEmpty { return false }
    if mode == .committed { return false }
    item = identifier
    track(geometry)
    mode = .tracking
    return true
  }

  /// Follows `geometry`: no reveal of an edge without actions nor past the row, and the
  /// gesture starts from there.
  mutating func track(_ geometry: ItemSwipe.Geometry) {
    self.geometry = geometry
    if geometry.leading.isEmpty { leadingReveal = 0 }
    if geometry.trailing.isEmpty { trailingReveal = 0 }
    leadingReveal = min(leadingReveal, geometry.rowWidth)
    trailingReveal = min(trailingReveal, geometry.rowWidth)
    startLeading = leadingReveal
    startTrailing = trailingReveal
  }

  mutating func move(_ translation: CGFloat) {
    guard mode == .tracking, let geometry else { return }
    let raw = startLeading - startTrailing + translation
    leadingReveal = geometry.leading.isEmpty ? 0 : min(max(raw, 0), geometry.rowWidth)
    trailingReveal = geometry.trailing.isEmpty ? 0 : min(max(-raw, 0), geometry.rowWidth)
  }

  /// The full swipe's action, if one runs.
  mutating func end(_ velocity: CGFloat) -> String? {
    guard mode == .tracking, let geometry else { return nil }
    let actions = leadingReveal > 0 ? geometry.leading : geometry.trailing
    let reveal = max(leadingReveal, trailingReveal)
    let shown = min(geometry.rowWidth, CGFloat(actions.count) * geometry.actionWidth)
    let fullSwipe = min(geometry.rowWidth, max(shown + 32, geometry.rowWidth * 0.55))
    if reveal > 0, let first = actions.first, reveal >= fullSwipe {
      if leadingReveal > 0 {
        leadingReveal = geometry.rowWidth
      } else {
        trailingReveal = geometry.rowWidth
      }
      after(first)
      return first.identifier
    }
    rest(velocity)
    return nil
  }

  mutating func rest(_ velocity: CGFloat) {
    guard let geometry, leadingReveal > 0 || trailingReveal > 0 else { return reset() }
    let leading = leadingReveal > 0
    let count = (leading ? geometry.leading : geometry.trailing).count
    let shown = min(geometry.rowWidth, CGFloat(count) * geometry.actionWidth)
    let flick = (leading ? leadingReveal : trailingReveal) + (leading ? 1 : -1) * velocity * 0.1
    guard shown > 0, flick >= shown / 2 else { return reset() }
    mode = .open
    leadingReveal = leading ? shown : 0
    trailingReveal = leading ? 0 : shown
  }

  mutating func after(_ action: ItemAction) {
    if action.style == .destructive { mode = .committed } else { reset() }
  }

  mutating func choose(_ index: Int, leading: Bool) -> String? {
    guard mode == .open, let geometry, leading ? leadingReveal > 0 : trailingReveal > 0 else {
      return nil
    }
    let actions = leading ? geometry.leading : geometry.trailing
    guard index < actions.count else { return nil }
    let action = actions[index]
    after(action)
    return action.identifier
  }

  mutating func changed(_ geometry: ItemSwipe.Geometry?) {
    guard item != nil else { return }
    guard let geometry, mode != .committed, mode != .closed else { return reset() }
    if mode == .open {
      let leading = leadingReveal > 0
      let count = (leading ? geometry.leading : geometry.trailing).count
      let shown = min(geometry.rowWidth, CGFloat(count) * geometry.actionWidth)
      guard shown > 0 else { return reset() }
      self.geometry = geometry
      leadingReveal = leading ? shown : 0
      trailingReveal = leading ? 0 : shown
    } else {
      track(geometry)
    }
  }
}

/// Random gestures, taps and list changes on `ItemSwipe`, checked against `ReferenceSwipe`
/// after every event, with the invariants a host relies on: the content never moves toward an
/// edge without actions nor past the row; a resting swipe shows exactly its edge's actions; a
/// closed swipe has no item and no offset; an action runs only at a gesture's end or a tap,
/// and is one of the item's.
@Suite("ItemSwipe: random gestures against a reference")
struct ItemSwipePropertyTests {
  static let items = ["a", "b", "c"]

  static func actions(_ count: Int, destructiveFirst: Bool, prefix: String) -> [ItemAction] {
    (0..<count).map { index in
      CellAction<SwipedModel>(
        "\(prefix)\(index)", style: destructiveFirst && index == 0 ? .destructive : .normal,
        placement: prefix == "L" ? .leadingSwipe : .trailingSwipe
      ) { _, _ in }.item
    }
  }

  static func geometry(_ mixer: inout Mixer) -> ItemSwipe.Geometry {
    ItemSwipe.Geometry(
      leading: actions(mixer.next(3), destructiveFirst: mixer.next(3) == 0, prefix: "L"),
      trailing: actions(mixer.next(4), destructiveFirst: mixer.next(2) == 0, prefix: "T"),
      actionWidth: [0, 60, 74, 74, 74, 120][mixer.next(6)],
      rowWidth: [0, 200, 320, 390, 390, 390][mixer.next(6)])
  }

  /// One run; the first disagreement or broken invariant, or `nil`.
  static func run(seed: UInt64, census: inout [String: Int]) -> String? {
    var mixer = Mixer(state: seed)
    var swipe = ItemSwipe()
    var reference = ReferenceSwipe()
    var geometries = Dictionary(uniqueKeysWithValues: items.map { ($0, geometry(&mixer)) })
    for step in 0..<(10 + mixer.next(60)) {
      var event = ""
      // An open swipe is tapped often; gestures mostly move about as far as actions reach.
      let isOpen = if case .open = swipe.phase { true } else { false }
      switch isOpen && mixer.next(3) == 0 ? 7 : mixer.next(10) {
      case 0, 1:
        let item = items[mixer.next(items.count)]
        guard let geometry = geometries[item] else { continue }
        let tracks = swipe.begin(item: item, geometry: geometry)
        event = "begin \(item)"
        if tracks != reference.begin(item, geometry) { return "\(step) \(event): tracks" }
      case 2, 3, 4:
        let reach = [160, 160, 400][mixer.next(3)]
        let translation = CGFloat(mixer.next(2 * reach + 1) - reach)
        swipe.move(translation: translation)
        reference.move(translation)
        event = "move \(translation)"
      case 5, 6:
        let velocity = CGFloat(mixer.next(4_001) - 2_000)
        let choice = swipe.end(velocity: velocity)
        event = "end \(velocity)"
        if choice?.action.identifier != reference.end(velocity) { return "\(step) \(event)" }
        if choice != nil { census["full swipes", default: 0] += 1 }
      case 7:
        let index = mixer.next(3)
        let leading = swipe.offset > 0 ? mixer.next(4) != 0 : mixer.next(4) == 0
        let choice = swipe.choose(actionAt: index, on: leading ? .leading : .trailing)
        event = "choose \(index) \(leading)"
        if choice?.action.identifier != reference.choose(index, leading: leading) {
          return "\(step) \(event)"
        }
        if choice != nil { census["taps", default: 0] += 1 }
      case 8:
        if mixer.next(4) == 0 {
          swipe.cancel()
          _ = reference.mode == .tracking ? reference.rest(0) : ()
          event = "cancel"
        } else {
          swipe.close()
          reference.reset()
          event = "close"
        }
      default:
        // A list change: an item is removed or offers other actions now.
        let item = items[mixer.next(items.count)]
        geometries[item] = mixer.next(3) == 0 ? nil : geometry(&mixer)
        if geometries[item] == nil, mixer.next(2) == 0 { geometries[item] = geometry(&mixer) }
        let current = swipe.item.flatMap { geometries[$0] }
        swipe.listChanged(geometry: current)
        reference.changed(current)
        event = "change \(item)"
        census["changes", default: 0] += 1
      }
      if case .open = swipe.phase { census["opens", default: 0] += 1 }
      if case .committed = swipe.phase { census["commits", default: 0] += 1 }
      if let failure = check(swipe, reference) { return "\(step) \(event): \(failure)" }
    }
    return nil
  }

  static func check(_ swipe: ItemSwipe, _ reference: ReferenceSwipe) -> String? {
    guard swipe.item == reference.item else { return "item \(swipe.item ?? "-")" }
    guard swipe.offset == reference.offset else {
      return "offset \(swipe.offset), reference \(reference.offset)"
    }
    guard let geometry = swipe.geometry else {
      return swipe.phase == .closed && swipe.offset == 0 && swipe.item == nil ? nil : "closed"
    }
    if swipe.offset > 0 && geometry.leading.isEmpty { return "leading without actions" }
    if swipe.offset < 0 && geometry.trailing.isEmpty { return "trailing without actions" }
    if abs(swipe.offset) > geometry.rowWidth { return "past the row" }
    switch swipe.phase {
    case .closed: return "closed with an item"
    case .open(let edge):
      let width = geometry.width(of: edge)
      if abs(swipe.offset) != width || width == 0 { return "open at \(swipe.offset)" }
      if reference.mode != .open { return "open" }
    case .committed: if reference.mode != .committed { return "committed" }
    case .tracking: if reference.mode != .tracking { return "tracking" }
    }
    return nil
  }

  @Test("every event agrees with the reference, and the invariants hold")
  func agreesWithReference() async {
    await propertyCheck(count: propertyCases(4_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census: [String: Int] = [:]
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs open, tap, full-swipe, commit and change the list often", .enabled(if: checksCensus))
  func coverage() {
    var census: [String: Int] = [:]
    for seed in 0..<1_000 { _ = Self.run(seed: UInt64(seed), census: &census) }
    // Of 1,000 runs: 688 steps open, 121 taps, 101 full swipes, 218 steps committed.
    #expect(census["opens", default: 0] > 300)
    #expect(census["taps", default: 0] > 50)
    #expect(census["full swipes", default: 0] > 50)
    #expect(census["commits", default: 0] > 100)
    #expect(census["changes", default: 0] > 1_000)
  }
}
