import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterTerminal
import RosterTestSupport
import Testing

/// The terminal list's cell pool through random frames — elements appearing, changing model,
/// type and item, leaving, asked to rebind, holding a control's value — against a reference
/// that keeps the same books by hand.
@MainActor
@Suite("TerminalCellPool: cells kept, bound, exchanged and reused against a reference")
struct CellPoolPropertyTests {
  /// A cell the reference can follow: which instance it is and how often it was bound.
  @MainActor protocol CountingCell: AnyObject {
    var binds: Int { get }
  }

  /// A row whose cell is a ``PoolRowCell``.
  struct PoolRow: TypedCellModel, Equatable {
    typealias CellType = PoolRowCell
    var identifier: String
    var text: String
  }

  /// A row whose cell is a ``PoolBadgeCell``: the other type an element may change to.
  struct PoolBadge: TypedCellModel, Equatable {
    typealias CellType = PoolBadgeCell
    var identifier: String
    var text: String
  }

  final class PoolRowCell: TypedTerminalCell, CountingCell {
    private(set) var binds = 0
    func bind(model: PoolRow, sizing: Bool) { binds += 1 }
    func render(width: Int) -> [StyledLine] { [] }
  }

  final class PoolBadgeCell: TypedTerminalCell, CountingCell {
    private(set) var binds = 0
    func bind(model: PoolBadge, sizing: Bool) { binds += 1 }
    func render(width: Int) -> [StyledLine] { [] }
  }

  /// What the reference knows of a live cell.
  struct Shown {
    var cell: ObjectIdentifier
    var isBadge: Bool
    var identifier: String
    var text: String
  }

  static let keys: [ElementKey] = (0..<4).flatMap { item in
    [
      ElementKey(kind: .cell, indexPath: IndexPath(item: item, section: 0)),
      ElementKey(kind: .header, indexPath: IndexPath(item: 0, section: item)),
    ]
  }

  /// How many binds the cells made so far have had between them.
  static func binds(of cells: [ObjectIdentifier: any TerminalCell]) -> Int {
    cells.values.reduce(0) { $0 + (($1 as? any CountingCell)?.binds ?? 0) }
  }

  /// What one element is given in a frame, drawn in this order from the frame's mixer.
  @MainActor struct ElementDraw {
    var identifier: String
    var text: String
    var isBadge: Bool
    /// Whether a control in the cell holds its value, when the pool asks.
    var holds: Bool
    /// Whether a hold that ends asks for a rebind.
    var endsHold: Bool

    init(_ mixer: inout ListViewPropertyTests.Mixer) {
      identifier = "i\(mixer.next(3))"
      text = "t\(mixer.next(2))"
      isBadge = mixer.next(4) == 0
      holds = mixer.next(2) == 0
      endsHold = mixer.next(2) == 0
    }

    var model: any CellModel {
      isBadge
        ? PoolBadge(identifier: identifier, text: text)
        : PoolRow(identifier: identifier, text: text)
    }

    var cellType: any ListCell.Type { isBadge ? PoolBadgeCell.self : PoolRowCell.self }
  }

  /// The reference's books: the cell each element holds, the cells waiting for reuse by type
  /// (keyed by whether they are badges), and the elements asked to rebind this frame.
  @MainActor struct PoolReference {
    var live: [ElementKey: Shown] = [:]
    var reusable: [Bool: Set<ObjectIdentifier>] = [false: [], true: []]
    var forced = Set<ElementKey>()

    /// Takes in the cell the pool gave `key` for `draw`, checking whether the pool consulted
    /// the hold and which cell it took; returns the binds it should have made, the cell it must
    /// have kept (when it keeps one) and what the element shows now.
    mutating func admit(
      _ draw: ElementDraw, at key: ElementKey, instance: ObjectIdentifier,
      made: ObjectIdentifier?, heldAsked: Bool, force: Bool,
      expectedEvents: inout DisplayEvents, context: String
    ) -> (bound: Int, instance: ObjectIdentifier?, shown: Shown) {
      var force = force
      var expectedBound = 0
      var expectedInstance: ObjectIdentifier?
      var expectedShown = Shown(
        cell: instance, isBadge: draw.isBadge, identifier: draw.identifier, text: draw.text)
      if let old = live[key], old.isBadge == draw.isBadge {
        let sameItem = old.identifier == draw.identifier
        let consultsHold = key.kind == .cell && sameItem
        #expect(heldAsked == consultsHold, "\(context): hold consulted")
        expectedInstance = old.cell
        if consultsHold, draw.holds {
          expectedShown = old
        } else {
          if consultsHold, draw.endsHold { force = true }
          if force || !sameItem || old.text != draw.text { expectedBound = 1 }
          if key.kind == .cell, !sameItem {
            let previous = PoolRow(identifier: old.identifier, text: "")
            expectedEvents.ended.append((key.indexPath, previous))
            expectedEvents.appeared.append((key.indexPath, draw.identifier))
          }
        }
      } else {
        #expect(!heldAsked, "\(context): hold consulted for a new cell")
        if let old = live[key] {
          reusable[old.isBadge]?.insert(old.cell)
          if key.kind == .cell {
            let previous = PoolRow(identifier: old.identifier, text: "")
            expectedEvents.ended.append((key.indexPath, previous))
          }
        }
        expectedBound = 1
        if key.kind == .cell { expectedEvents.appeared.append((key.indexPath, draw.identifier)) }
        if reusable[draw.isBadge]?.isEmpty == false {
          #expect(made == nil, "\(context): made a cell while one of its type waited")
          #expect(
            reusable[draw.isBadge]?.remove(instance) != nil, "\(context): not a waiting cell")
        } else {
          #expect(made == instance, "\(context): no new cell")
        }
      }
      return (expectedBound, expectedInstance, expectedShown)
    }
  }

  @Test("the cell an element gets, its binds, its display events and reuse match the reference")
  func poolMatchesReference() async {
    await propertyCheck(count: propertyCases(500), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
      let pool = TerminalCellPool()
      var cells: [ObjectIdentifier: any TerminalCell] = [:]
      var reference = PoolReference()
      for frame in 0..<12 {
        let asked = Self.keys.filter { _ in mixer.next(4) == 0 }
        pool.forceRebind(asked)
        reference.forced.formUnion(asked)
        let visible = Self.keys.filter { _ in mixer.next(3) != 0 }
        var expectedEvents = DisplayEvents()
        var events = DisplayEvents()
        for key in visible {
          let context = "seed \(seed), frame \(frame), \(key)"
          let draw = ElementDraw(&mixer)
          let shown = Self.show(
            draw, at: key, in: pool, cells: &cells, reference: &reference, events: &events,
            expectedEvents: &expectedEvents, context: context)
          guard shown else { return }
        }
        Self.endFrame(
          pool, visible: visible, reference: &reference, events: events,
          expectedEvents: expectedEvents, seed: seed, frame: frame)
      }
    }
  }

  /// Asks the pool for the cell of `key` showing `draw`, checks it against the reference and
  /// keeps it; returns whether the pool gave a cell at all.
  static func show(
    _ draw: ElementDraw, at key: ElementKey, in pool: TerminalCellPool,
    cells: inout [ObjectIdentifier: any TerminalCell], reference: inout PoolReference,
    events: inout DisplayEvents, expectedEvents: inout DisplayEvents, context: String
  ) -> Bool {
    let force = pool.takeForcedRebind(at: key)
    #expect(force == (reference.forced.remove(key) != nil), "\(context): rebind asked")
    var heldAsked = false
    let bindsBefore = Self.binds(of: cells)
    var bound = 0
    var made: ObjectIdentifier?
    let result = pool.cell(
      for: key, showing: draw.model, of: draw.cellType, force: force,
      isHeld: { mustRebind in
        heldAsked = true
        if !draw.holds, draw.endsHold { mustRebind = true }
        return draw.holds
      },
      makeCell: { type in
        guard let cellType = type as? any TerminalCell.Type else { return nil }
        let cell = cellType.init()
        made = ObjectIdentifier(cell)
        cells[ObjectIdentifier(cell)] = cell
        return cell
      },
      bound: &bound, displays: &events)
    guard let result else {
      Issue.record("\(context): no cell")
      return false
    }
    let instance = ObjectIdentifier(result.cell)
    let expected = reference.admit(
      draw, at: key, instance: instance, made: made, heldAsked: heldAsked, force: force,
      expectedEvents: &expectedEvents, context: context)
    if let expectedInstance = expected.instance {
      #expect(instance == expectedInstance, "\(context): exchanged")
    }
    let binds = Self.binds(of: cells) - bindsBefore
    #expect(
      bound == expected.bound && binds == expected.bound,
      "\(context): counted \(bound) binds and bound \(binds), not \(expected.bound)")
    #expect(
      result.model.identifier == expected.shown.identifier,
      "\(context): shows \(result.model.identifier), not \(expected.shown.identifier)")
    pool.keep(result, at: key)
    reference.live[key] = expected.shown
    #expect(pool.cell(at: key).map(ObjectIdentifier.init) == instance, "\(context): kept")
    return true
  }

  /// Recycles what left the screen and ends the frame, checking what was recycled, the frame's
  /// display events and the cell of every element against the reference.
  static func endFrame(
    _ pool: TerminalCellPool, visible: [ElementKey], reference: inout PoolReference,
    events: DisplayEvents, expectedEvents: DisplayEvents, seed: Int, frame: Int
  ) {
    let context = "seed \(seed), frame \(frame)"
    let visibleSet = Set(visible)
    let leaving = reference.live.keys.filter { !visibleSet.contains($0) }.count
    var recycled = 0
    let live = reference.live
    pool.recycle(except: visibleSet) { key, left in
      recycled += 1
      #expect(live[key]?.cell == ObjectIdentifier(left.cell), "seed \(seed): recycled \(key)")
    }
    for (key, old) in reference.live where !visibleSet.contains(key) {
      reference.live[key] = nil
      reference.reusable[old.isBadge]?.insert(old.cell)
    }
    #expect(recycled == leaving, "\(context): recycled \(recycled)")
    pool.endFrame()
    reference.forced.removeAll()
    #expect(
      events.appeared.map { "\($0.indexPath)\($0.identifier)" }
        == expectedEvents.appeared.map { "\($0.indexPath)\($0.identifier)" }
        && events.ended.map { "\($0.indexPath)\($0.model.identifier)" }
          == expectedEvents.ended.map { "\($0.indexPath)\($0.model.identifier)" },
      "\(context): display events")
    for key in Self.keys {
      #expect(
        pool.cell(at: key).map(ObjectIdentifier.init) == reference.live[key]?.cell,
        "\(context): live cell at \(key)")
    }
  }
}
