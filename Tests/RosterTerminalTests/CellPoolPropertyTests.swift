import Foundation
import PropertyBased
import Roster
@_spi(Testing) import RosterTerminal
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

  @Test("the cell an element gets, its binds, its display events and reuse match the reference")
  func poolMatchesReference() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var mixer = ListViewPropertyTests.Mixer(state: UInt64(seed))
      let pool = TerminalCellPool()
      var cells: [ObjectIdentifier: any TerminalCell] = [:]
      var live: [ElementKey: Shown] = [:]
      var reusable: [Bool: Set<ObjectIdentifier>] = [false: [], true: []]
      var forced = Set<ElementKey>()
      for frame in 0..<12 {
        let asked = Self.keys.filter { _ in mixer.next(4) == 0 }
        pool.forceRebind(asked)
        forced.formUnion(asked)
        let visible = Self.keys.filter { _ in mixer.next(3) != 0 }
        var expectedEvents = DisplayEvents()
        var events = DisplayEvents()
        for key in visible {
          let context = "seed \(seed), frame \(frame), \(key)"
          let identifier = "i\(mixer.next(3))"
          let text = "t\(mixer.next(2))"
          let isBadge = mixer.next(4) == 0
          let model: any CellModel =
            isBadge
            ? PoolBadge(identifier: identifier, text: text)
            : PoolRow(identifier: identifier, text: text)
          let cellType: any ListCell.Type = isBadge ? PoolBadgeCell.self : PoolRowCell.self
          let holds = mixer.next(2) == 0
          let endsHold = mixer.next(2) == 0
          var force = pool.takeForcedRebind(at: key)
          #expect(force == (forced.remove(key) != nil), "\(context): rebind asked")
          var heldAsked = false
          let bindsBefore = Self.binds(of: cells)
          var bound = 0
          var made: ObjectIdentifier?
          let result = pool.cell(
            for: key, showing: model, of: cellType, force: force,
            isHeld: { mustRebind in
              heldAsked = true
              if !holds, endsHold { mustRebind = true }
              return holds
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
            return
          }
          let instance = ObjectIdentifier(result.cell)
          var expectedBound = 0
          var expectedInstance: ObjectIdentifier?
          var expectedShown = Shown(
            cell: instance, isBadge: isBadge, identifier: identifier, text: text)
          if let old = live[key], old.isBadge == isBadge {
            let sameItem = old.identifier == identifier
            let consultsHold = key.kind == .cell && sameItem
            #expect(heldAsked == consultsHold, "\(context): hold consulted")
            expectedInstance = old.cell
            if consultsHold, holds {
              expectedShown = old
            } else {
              if consultsHold, endsHold { force = true }
              if force || !sameItem || old.text != text { expectedBound = 1 }
              if key.kind == .cell, !sameItem {
                let previous = PoolRow(identifier: old.identifier, text: "")
                expectedEvents.ended.append((key.indexPath, previous))
                expectedEvents.appeared.append((key.indexPath, identifier))
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
            if key.kind == .cell { expectedEvents.appeared.append((key.indexPath, identifier)) }
            if reusable[isBadge]?.isEmpty == false {
              #expect(made == nil, "\(context): made a cell while one of its type waited")
              #expect(reusable[isBadge]?.remove(instance) != nil, "\(context): not a waiting cell")
            } else {
              #expect(made == instance, "\(context): no new cell")
            }
          }
          if let expectedInstance { #expect(instance == expectedInstance, "\(context): exchanged") }
          let binds = Self.binds(of: cells) - bindsBefore
          #expect(
            bound == expectedBound && binds == expectedBound,
            "\(context): counted \(bound) binds and bound \(binds), not \(expectedBound)")
          #expect(
            result.model.identifier == expectedShown.identifier,
            "\(context): shows \(result.model.identifier), not \(expectedShown.identifier)")
          pool.keep(result, at: key)
          live[key] = expectedShown
          #expect(pool.cell(at: key).map(ObjectIdentifier.init) == instance, "\(context): kept")
        }
        let visibleSet = Set(visible)
        let leaving = live.keys.filter { !visibleSet.contains($0) }.count
        var recycled = 0
        pool.recycle(except: visibleSet) { key, left in
          recycled += 1
          #expect(live[key]?.cell == ObjectIdentifier(left.cell), "seed \(seed): recycled \(key)")
        }
        for (key, old) in live where !visibleSet.contains(key) {
          live[key] = nil
          reusable[old.isBadge]?.insert(old.cell)
        }
        #expect(recycled == leaving, "seed \(seed), frame \(frame): recycled \(recycled)")
        pool.endFrame()
        forced.removeAll()
        #expect(
          events.appeared.map { "\($0.indexPath)\($0.identifier)" }
            == expectedEvents.appeared.map { "\($0.indexPath)\($0.identifier)" }
            && events.ended.map { "\($0.indexPath)\($0.model.identifier)" }
              == expectedEvents.ended.map { "\($0.indexPath)\($0.model.identifier)" },
          "seed \(seed), frame \(frame): display events")
        for key in Self.keys {
          #expect(
            pool.cell(at: key).map(ObjectIdentifier.init) == live[key]?.cell,
            "seed \(seed), frame \(frame): live cell at \(key)")
        }
      }
    }
  }
}
