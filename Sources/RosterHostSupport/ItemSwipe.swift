import Foundation
import Roster

/// The swipe of one item on a list whose view has no swipe actions of its own (a collection
/// view with Roster's layout): which item is swiped or open, how far its content has moved,
/// and what ends a gesture. It is the platform-neutral part of swipe actions; the UIKit host
/// feeds it a pan gesture's translations and draws it by moving the item's content over its
/// action buttons.
///
/// One item at a time: swiping another item closes the open one. The item is kept by
/// identifier, so it stays swiped while updates move it, and an update that removes it ends
/// the swipe. Offsets run along the row: a positive offset moves the content toward the
/// trailing edge and reveals the leading actions, a negative one the trailing actions.
///
/// As in UIKit's swipe configurations, the first action of an edge is the outermost, and
/// pulling past ``Geometry/fullSwipeThreshold(for:)`` runs it (a full swipe). An action that
/// destroys its item leaves the content where it is (``Phase/committed(_:)``) until an update
/// removes the item or keeps it, so that a deleted row animates away swiped.
package struct ItemSwipe: Equatable, Sendable {
  /// An edge of the row, and the actions revealed there.
  package enum Edge: Equatable, Sendable {
    /// Revealed by swiping toward the trailing edge.
    case leading
    /// Revealed by swiping toward the leading edge.
    case trailing
  }

  /// What the swiped item offers: its actions on each edge and the room they take.
  package struct Geometry: Equatable, Sendable {
    /// The actions revealed from the leading edge, outermost first.
    package var leading: [ItemAction]
    /// The actions revealed from the trailing edge, outermost first.
    package var trailing: [ItemAction]
    /// The width of one action's button.
    package var actionWidth: CGFloat
    /// The width of the row.
    package var rowWidth: CGFloat

    package init(
      leading: [ItemAction], trailing: [ItemAction], actionWidth: CGFloat, rowWidth: CGFloat
    ) {
      self.leading = leading
      self.trailing = trailing
      self.actionWidth = max(0, actionWidth.isFinite ? actionWidth : 0)
      self.rowWidth = max(0, rowWidth.isFinite ? rowWidth : 0)
    }

    /// The actions of `edge`.
    package func actions(on edge: Edge) -> [ItemAction] {
      edge == .leading ? leading : trailing
    }

    /// How far the content moves to show every action of `edge`, at most the row's width;
    /// 0 when the edge has none.
    package func width(of edge: Edge) -> CGFloat {
      min(rowWidth, CGFloat(actions(on: edge).count) * actionWidth)
    }

    /// How far the content must be pulled toward `edge`'s far side for a full swipe: past
    /// the actions by a margin, and at least a little over half the row.
    func fullSwipeThreshold(for edge: Edge) -> CGFloat {
      min(rowWidth, max(width(of: edge) + ItemSwipe.fullSwipeMargin, rowWidth * 0.55))
    }

    /// Whether the item has any swipe action.
    var hasActions: Bool { !leading.isEmpty || !trailing.isEmpty }
  }

  /// Where the swipe stands.
  package enum Phase: Equatable, Sendable {
    /// No item is swiped.
    case closed
    /// A finger moves the item's content; `start` is where the content was when it began.
    case tracking(start: CGFloat)
    /// The item rests with `edge`'s actions shown.
    case open(Edge)
    /// An action on `edge` that destroys its item ran: the content stays until the next
    /// change of the list.
    case committed(Edge)
  }

  /// An action the host runs on ``item``.
  package struct Choice: Equatable, Sendable {
    /// The swiped item.
    package var item: String
    /// The action.
    package var action: ItemAction
  }

  /// Past the actions' width, how far a pull must go for a full swipe.
  static let fullSwipeMargin: CGFloat = 32
  /// How far ahead a gesture's end velocity is projected (seconds), as a flick's target.
  static let projection: CGFloat = 0.1

  /// The identifier of the item swiped or open; `nil` when closed.
  package private(set) var item: String?
  /// Where the swipe stands.
  package private(set) var phase: Phase = .closed
  /// How far the item's content is moved along the row.
  package private(set) var offset: CGFloat = 0
  /// What the swiped item offers; `nil` when closed.
  package private(set) var geometry: Geometry?

  package init() {}

  /// Whether an item is swiped, open or committed.
  package var isActive: Bool { item != nil }

  /// A finger begins to swipe the item `identifier` offering `geometry`. Another item's
  /// swipe is closed first; the open item itself is taken where it rests. Returns whether the
  /// gesture tracks the item (not when it offers no action).
  package mutating func begin(item identifier: String, geometry: Geometry) -> Bool {
    if item != identifier { close() }
    guard geometry.hasActions else { return false }
    if case .committed = phase { return false }
    item = identifier
    self.geometry = geometry
    offset = constrained(offset, geometry: geometry)
    phase = .tracking(start: offset)
    return true
  }

  /// The finger moved `translation` along the row since the gesture began.
  package mutating func move(translation: CGFloat) {
    guard case .tracking(let start) = phase, let geometry, translation.isFinite else { return }
    offset = constrained(start + translation, geometry: geometry)
  }

  /// The finger lifted, moving at `velocity` along the row (points per second). Returns the
  /// action a full swipe runs, if it does; the swipe rests open or closes otherwise.
  package mutating func end(velocity: CGFloat) -> Choice? {
    guard case .tracking = phase, let geometry, let item else { return nil }
    let edge: Edge = offset > 0 ? .leading : .trailing
    if offset != 0, let first = geometry.actions(on: edge).first,
      abs(offset) >= geometry.fullSwipeThreshold(for: edge)
    {
      offset = edge == .leading ? geometry.rowWidth : -geometry.rowWidth
      settle(after: first, on: edge)
      return Choice(item: item, action: first)
    }
    settleWithoutAction(velocity: velocity.isFinite ? velocity : 0)
    return nil
  }

  /// The gesture was cancelled: the swipe rests where it is nearest, running nothing.
  package mutating func cancel() {
    guard case .tracking = phase else { return }
    settleWithoutAction(velocity: 0)
  }

  /// The user chose the action at `index` of the open `edge`. Returns it, if the swipe is
  /// open there and has it.
  package mutating func choose(actionAt index: Int, on edge: Edge) -> Choice? {
    guard case .open(let openEdge) = phase, openEdge == edge, let geometry, let item else {
      return nil
    }
    let actions = geometry.actions(on: edge)
    guard actions.indices.contains(index) else { return nil }
    settle(after: actions[index], on: edge)
    return Choice(item: item, action: actions[index])
  }

  /// Closes the swipe: a tap elsewhere, a scroll, or a reload.
  package mutating func close() {
    item = nil
    phase = .closed
    offset = 0
    geometry = nil
  }

  /// The list changed. `geometry` is what the swiped item offers now, `nil` when it is gone:
  /// the swipe then ends; a committed swipe whose item stayed closes; an open one rests on its
  /// edge's new width, or closes if that edge has no action now.
  package mutating func listChanged(geometry newGeometry: Geometry?) {
    guard isActive else { return }
    guard let newGeometry else { return close() }
    switch phase {
    case .closed, .committed:
      close()
    case .open(let edge):
      let width = newGeometry.width(of: edge)
      guard width > 0 else { return close() }
      geometry = newGeometry
      offset = edge == .leading ? width : -width
    case .tracking:
      geometry = newGeometry
      offset = constrained(offset, geometry: newGeometry)
      phase = .tracking(start: offset)
    }
  }

  /// Where the content goes for a raw movement `raw`: nowhere toward an edge without
  /// actions; following the finger up to the actions' width, then to the row's width (a full
  /// swipe is possible on any edge with an action).
  private func constrained(_ raw: CGFloat, geometry: Geometry) -> CGFloat {
    guard raw.isFinite, raw != 0 else { return 0 }
    let edge: Edge = raw > 0 ? .leading : .trailing
    guard !geometry.actions(on: edge).isEmpty else { return 0 }
    return raw > 0 ? min(raw, geometry.rowWidth) : max(raw, -geometry.rowWidth)
  }

  /// After an action ran: a destructive one leaves the content for the update that removes
  /// the item; any other closes the swipe.
  private mutating func settle(after action: ItemAction, on edge: Edge) {
    if action.style == .destructive {
      phase = .committed(edge)
    } else {
      close()
    }
  }

  /// Rests open on the edge the content was pulled toward when the flick's target passes
  /// half its actions' width; closes otherwise.
  private mutating func settleWithoutAction(velocity: CGFloat) {
    guard let geometry, offset != 0 else { return close() }
    let edge: Edge = offset > 0 ? .leading : .trailing
    let width = geometry.width(of: edge)
    let target = offset + velocity * Self.projection
    let reach = edge == .leading ? target : -target
    guard width > 0, reach >= width / 2 else { return close() }
    phase = .open(edge)
    offset = edge == .leading ? width : -width
  }
}
