import Foundation
import Roster

// What the event-balance properties of every host check against: a ledger of what the models
// heard and providers that check each event's owner and place, shared by the simulated host's
// and the UIKit model's tests.

/// What the models heard, checked as it is heard against a reference of what each item was
/// told last; deleted items are forgotten when an update's completion shows them gone.
@MainActor
public final class EventLedger {
  /// An empty ledger.
  public init() {}

  /// Every event the models heard, as "event identifier", in order.
  public var heard: [String] = []
  /// The events that came out of turn.
  public var failures: [String] = []
  /// The items displayed now.
  public var shown = Set<String>()
  /// The items prefetched and neither displayed nor cancelled since.
  public var prefetched = Set<String>()
  /// The items in the working range now.
  public var inRange = Set<String>()

  /// Records `event` for `identifier`, noting a failure when it is out of turn.
  public func record(_ event: String, _ identifier: String) {
    heard.append("\(event) \(identifier)")
    func toggle(_ set: inout Set<String>, on: Bool) {
      if on ? !set.insert(identifier).inserted : set.remove(identifier) == nil {
        failures.append("\(event) \(identifier) out of turn")
      }
    }
    switch event {
    case "show":
      prefetched.remove(identifier)
      toggle(&shown, on: true)
    case "hide": toggle(&shown, on: false)
    case "prefetch": toggle(&prefetched, on: true)
    case "cancel": toggle(&prefetched, on: false)
    case "enter": toggle(&inRange, on: true)
    default: toggle(&inRange, on: false)
    }
  }

  /// Forgets what is prefetched or in range of the items no longer `present`.
  public func forget(keeping present: Set<String>) {
    prefetched.formIntersection(present)
    inRange.formIntersection(present)
  }
}

/// A provider that records what it hears, checks that each item is its own and, unless it
/// is one an update deleted, at the index path it is told; and may update from inside.
@MainActor
public final class LedgerProvider: SectionProvider {
  /// The provider's name, which begins each of its items' identifiers.
  public let name: String
  /// The context the container attached.
  public var context: SectionProviderContext?
  /// Every event the provider heard, as "event identifier", in order.
  public var heard: [String] = []
  /// The events for another provider's item or at the wrong index path.
  public var violations: [String] = []
  /// Runs after each event; a test updates the list from inside with it.
  public var onEvent: (() -> Void)?

  /// A provider named `name`.
  public init(_ name: String) { self.name = name }

  /// Keeps `context`.
  public func didAttach(to context: SectionProviderContext) { self.context = context }

  /// Records a display.
  public func willDisplayItem(at indexPath: IndexPath, model: any CellModel) {
    hear("show", indexPath, model)
  }
  /// Records the end of a display.
  public func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel) {
    hear("hide", indexPath, model)
  }
  /// Records a prefetch.
  public func prefetchItem(at indexPath: IndexPath, model: any CellModel) {
    hear("prefetch", indexPath, model)
  }
  /// Records a cancelled prefetch.
  public func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel) {
    hear("cancel", indexPath, model)
  }
  /// Records an item entering the working range.
  public func itemDidEnterWorkingRange(at indexPath: IndexPath, model: any CellModel) {
    hear("enter", indexPath, model)
  }
  /// Records an item leaving the working range.
  public func itemDidLeaveWorkingRange(at indexPath: IndexPath, model: any CellModel) {
    hear("leave", indexPath, model)
  }

  private func hear(_ event: String, _ indexPath: IndexPath, _ model: any CellModel) {
    heard.append("\(event) \(model.identifier)")
    let now = context?.indexPath(forIdentifier: model.identifier)
    // Only a display may end for an item an update deleted (told where it was).
    let placed = event == "hide" ? now == nil || now == indexPath : now == indexPath
    if !model.identifier.hasPrefix(name) || !placed {
      violations.append(
        "\(name) heard \(event) \(model.identifier) at \(indexPath), now \(now.map { "\($0)" } ?? "gone")"
      )
    }
    onEvent?()
  }
}

/// A model that records every display, prefetch and working-range action in its ``ledger``:
/// each test's row declares only its identifier, its cell and its size.
public protocol LedgerRecording: DisplayableCellModel, PrefetchingCellModel,
  WorkingRangeCellModel
{
  /// Where the actions are recorded.
  var ledger: EventLedger { get }
}

extension LedgerRecording {
  /// Records "show".
  public var willDisplayAction: DisplayAction? {
    { row, _ in row.ledger.record("show", row.identifier) }
  }
  /// Records "hide".
  public var didEndDisplayingAction: DisplayAction? {
    { row, _ in row.ledger.record("hide", row.identifier) }
  }
  /// Records "prefetch".
  public var prefetchAction: PrefetchAction? {
    { row, _ in row.ledger.record("prefetch", row.identifier) }
  }
  /// Records "cancel".
  public var cancelPrefetchingAction: PrefetchAction? {
    { row, _ in row.ledger.record("cancel", row.identifier) }
  }
  /// Records "enter".
  public var didEnterWorkingRangeAction: WorkingRangeAction? {
    { row, _ in row.ledger.record("enter", row.identifier) }
  }
  /// Records "leave".
  public var didLeaveWorkingRangeAction: WorkingRangeAction? {
    { row, _ in row.ledger.record("leave", row.identifier) }
  }
}

/// The draws of a property's random input: its values in order, then, once they run out, a
/// fixed sequence, so that a shrunk input still drives every step.
public func drawing(from raw: [Int]) -> () -> Int {
  var values = raw.makeIterator()
  var spare = 0
  return {
    if let next = values.next() { return next }
    spare &+= 0x9E37
    return spare
  }
}
