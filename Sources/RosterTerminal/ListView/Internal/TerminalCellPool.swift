import Foundation
import RosterHostSupport

/// The cells of one list and the decisions about them: which cell shows each element on
/// screen and what it was last bound to, which cells that left the screen wait for reuse (by
/// cell type, last in first out), one template per cell type for measuring, and which elements
/// a batch asked to bind again.
///
/// Its host resolves an element's model and cell type and decides what it may not bind (a
/// model its cell type cannot show, a control holding a reported value); the pool decides
/// whether the element's cell is kept as it is, bound again, or exchanged for another one.
///
/// A frame costs no more than its elements: keeping and rebinding a cell is one lookup by
/// element, and recycling touches the live cells only when some left the screen. It is a class
/// so that the cells' own code (a bind, a nested list's update, a diagnostic handler), which
/// may reach back into the list, never runs during an exclusive access to the host's state.
@MainActor
@_spi(Testing) public final class TerminalCellPool {
  /// The cells shown by the last presented frame, by the element they show.
  private(set) var live: [ElementKey: LiveCell] = [:]
  /// Cells that left the screen, by cell type, each bound to whatever it showed last.
  private var reusable: [ObjectIdentifier: [any TerminalCell]] = [:]
  /// One cell per cell type that measures models and is never shown.
  private var templates: [ObjectIdentifier: any TerminalCell] = [:]
  /// The elements whose cells a batch or a relayout asked to bind again even to an equal model;
  /// only the next presented frame's elements are bound for it, the rest are forgotten then.
  private var forcedRebinds: Set<ElementKey> = []

  /// An empty pool.
  @_spi(Testing) public init() {}

  /// The cell on screen for the element `key`, as of the last presented frame.
  @_spi(Testing) public func cell(at key: ElementKey) -> (any TerminalCell)? {
    live[key]?.cell
  }

  /// The live cell for `key`, as of the last presented frame.
  subscript(key: ElementKey) -> LiveCell? { live[key] }

  /// Every live cell, in no particular order.
  var liveCells: Dictionary<ElementKey, LiveCell>.Values { live.values }

  /// Asks that the cells at `keys` be bound again on the next presented frame, even to models
  /// equal to the ones they show.
  @_spi(Testing) public func forceRebind<Keys: Sequence<ElementKey>>(_ keys: Keys) {
    forcedRebinds.formUnion(keys)
  }

  /// Asks that every live cell be bound again on the next presented frame: what a relayout does.
  func forceRebindAll() {
    forcedRebinds.formUnion(live.keys)
  }

  /// Consumes the rebind asked for `key`: whether one was.
  @_spi(Testing) public func takeForcedRebind(at key: ElementKey) -> Bool {
    forcedRebinds.remove(key) != nil
  }

  /// The cell for `key` bound to `model`, a model of `cellType`: the cell already there when it
  /// is of that type — bound again only when `force` or its content changed, and not at all
  /// when `isHeld` says its control keeps a value of its own (which may set `force`) — else a
  /// reused cell of that type or a new one from `makeCell`, `nil` when there is none.
  ///
  /// A cell that comes to show another item than it showed ends the display of the one and
  /// starts the other's, in `displays`; `bound` counts the binds. The cell is not kept as live
  /// until the host ``keep(_:at:)``s it, having drawn it.
  @_spi(Testing) public func cell(
    for key: ElementKey, showing model: any CellModel, of cellType: any ListCell.Type,
    force: Bool, isHeld: (inout Bool) -> Bool,
    makeCell: (any ListCell.Type) -> (any TerminalCell)?,
    bound: inout Int, displays: inout DisplayEvents
  ) -> LiveCell? {
    var force = force
    if var current = live[key], type(of: current.cell) == cellType {
      // A control keeps the value it reported against a state asked for before the report.
      if key.kind == .cell, current.model.identifier == model.identifier, isHeld(&force) {
        return current
      }
      let previous = current.model
      if current.bind(model, force: force) { bound += 1 }
      if key.kind == .cell, previous.identifier != model.identifier {
        displays.ended.append((key.indexPath, previous))
        displays.appeared.append((key.indexPath, model.identifier))
      }
      return current
    }
    if let old = live.removeValue(forKey: key) {
      enqueue(old.cell)
      if key.kind == .cell { displays.ended.append((key.indexPath, old.model)) }
    }
    let cell = reusable[ObjectIdentifier(cellType)]?.popLast() ?? makeCell(cellType)
    guard let cell else { return nil }
    cell.bind(cellModel: model, sizing: false)
    bound += 1
    if key.kind == .cell { displays.appeared.append((key.indexPath, model.identifier)) }
    return LiveCell(cell: cell, model: model)
  }

  /// The live cell for `key` when it shows `model` already, as a `cellType` cell, and no
  /// rebind is asked for it: what a frame that is not presented may draw with. Changes nothing.
  func upToDateCell(
    for key: ElementKey, showing model: any CellModel, of cellType: any ListCell.Type
  ) -> LiveCell? {
    guard let current = live[key], !forcedRebinds.contains(key),
      type(of: current.cell) == cellType, current.shows(model)
    else { return nil }
    return current
  }

  /// Records `cell` as the one showing `key`, as a presented frame drew it.
  @_spi(Testing) public func keep(_ cell: LiveCell, at key: ElementKey) {
    live[key] = cell
  }

  /// Records that the live cell at `key` shows `model`, brought up to date outside a frame (a
  /// nested list shown at once), so that it is rendered again and not bound for a rebind asked
  /// earlier.
  func noteShown(_ model: any CellModel, at key: ElementKey) {
    guard var current = live[key] else { return }
    current.model = model
    current.renderedWidth = nil
    live[key] = current
    forcedRebinds.remove(key)
  }

  /// Marks the live cell at `key` for rendering again: its content changed by itself (a control
  /// handled a key).
  func invalidateRendering(at key: ElementKey) {
    live[key]?.renderedWidth = nil
  }

  /// Moves the live cells whose elements are not in `visible` to reuse, passing each to
  /// `leaving` first. Costs nothing beyond a count when no cell left.
  @_spi(Testing) public func recycle(
    except visible: Set<ElementKey>, leaving: (ElementKey, LiveCell) -> Void
  ) {
    guard live.count > visible.count else { return }
    for (key, current) in live where !visible.contains(key) {
      live[key] = nil
      leaving(key, current)
      enqueue(current.cell)
    }
  }

  /// Moves the live cell at `key` to reuse when it shows the item `identifier`.
  func release(at key: ElementKey, ifShowing identifier: String) {
    guard let current = live[key], current.model.identifier == identifier else { return }
    live[key] = nil
    enqueue(current.cell)
  }

  /// Ends a presented frame: the rebinds asked for concern only the cells it showed; the others
  /// are bound afresh when they appear.
  @_spi(Testing) public func endFrame() {
    forcedRebinds.removeAll()
  }

  /// The template of `cellType`, made by `makeCell` the first time: `nil` when it makes none.
  func template(
    for cellType: any ListCell.Type, makeCell: (any ListCell.Type) -> (any TerminalCell)?
  ) -> (any TerminalCell)? {
    let key = ObjectIdentifier(cellType)
    if let template = templates[key] { return template }
    guard let cell = makeCell(cellType) else { return nil }
    templates[key] = cell
    return cell
  }

  private func enqueue(_ cell: any TerminalCell) {
    reusable[ObjectIdentifier(type(of: cell)), default: []].append(cell)
  }
}
