import Foundation

/// A cell model with actions the user can run on its item: swipe actions and a context menu
/// on UIKit, a menu (and shortcut keys) on the terminal.
///
/// Actions are declared by the model, never by index path; each handler receives the typed
/// model and its index path — relative to its section provider's own sections under a
/// `SectionContainer` — like a selection action. An action never runs on an item that is
/// leaving (the app asked for a state without it, which is waiting or animating), so a key
/// pressed twice does not run Delete twice on the same model. Identifiers are unique among an
/// item's actions: a repeated one is left out and reported
/// (``ListDiagnostic/conflictingItemAction(itemIdentifier:actionIdentifier:reason:)``):
///
/// <!-- snippet: fragment -->
/// ```swift
/// struct MessageModel: TypedCellModel, ActionableCellModel, Equatable {
///   typealias CellType = MessageCell
///   let identifier: String
///   let text: String
///   static func == (l: Self, r: Self) -> Bool { l.identifier == r.identifier && l.text == r.text }
///
///   var actions: [CellAction<Self>] {
///     [
///       CellAction("Pin", symbolName: "pin", shortcut: "p") { model, _ in
///         print("pin", model.identifier)
///       },
///       CellAction("Delete", symbolName: "trash", style: .destructive, shortcut: "d") {
///         model, _ in
///         // The app removes it; the next update animates it away.
///         print("delete", model.identifier)
///       },
///     ]
///   }
/// }
/// ```
public protocol ActionableCellModel: CellModel {
  /// The item's actions, in the order they are offered.
  var actions: [CellAction<Self>] { get }
}

/// One action on an item: its title, symbol, style, where it is offered, and what it runs.
public struct CellAction<Model: CellModel>: Sendable {
  /// What runs when the user chooses the action.
  public typealias Handler = @MainActor @Sendable (_ model: Model, _ indexPath: IndexPath) -> Void

  /// The action as a host shows it, without its handler.
  public var item: ItemAction
  /// What runs when the user chooses the action.
  public var handler: Handler

  /// An action titled `title`.
  ///
  /// - Parameters:
  ///   - title: what the action is called.
  ///   - identifier: unique among the item's actions; the title by default.
  ///   - symbolName: an SF Symbol's name, for hosts that show symbols.
  ///   - style: `.destructive` actions are shown as such (red, last in a menu).
  ///   - placement: where the action is offered; everywhere by default.
  ///   - shortcut: a key that runs it on the terminal while the item is selected.
  ///   - handler: what runs, with the model and its index path.
  public init(
    _ title: String, identifier: String? = nil, symbolName: String? = nil,
    style: ItemAction.Style = .normal, placement: ItemAction.Placement = .all,
    shortcut: Character? = nil, handler: @escaping Handler
  ) {
    item = ItemAction(
      identifier: identifier ?? title, title: title, symbolName: symbolName, style: style,
      placement: placement, shortcut: shortcut)
    self.handler = handler
  }
}

/// An action on an item as hosts show it: what ``ItemActionEvents/actions(forItemAt:)`` lists.
public struct ItemAction: Hashable, Sendable {
  /// How an action looks.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that destroys something: shown in red, offered last in a menu.
    case destructive
  }

  /// Where an action is offered.
  public struct Placement: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set of placements from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Revealed by swiping the item from its leading edge.
    public static let leadingSwipe = Placement(rawValue: 1 << 0)
    /// Revealed by swiping the item from its trailing edge.
    public static let trailingSwipe = Placement(rawValue: 1 << 1)
    /// In the item's context menu (UIKit), or its action menu (terminal).
    public static let menu = Placement(rawValue: 1 << 2)
    /// The trailing swipe and the menu.
    public static let all: Placement = [.trailingSwipe, .menu]
  }

  /// Unique among the item's actions.
  public var identifier: String
  /// What the action is called.
  public var title: String
  /// An SF Symbol's name, for hosts that show symbols.
  public var symbolName: String?
  /// How the action looks.
  public var style: Style
  /// Where the action is offered.
  public var placement: Placement
  /// A key that runs the action on the terminal while its item is selected.
  public var shortcut: Character?
}

extension ItemAction {
  /// The actions of `actions` placed in the menu, in the order every host's menu shows them:
  /// the normal ones, then the destructive ones, each in their own order.
  public static func menu(of actions: [ItemAction]) -> [ItemAction] {
    let menu = actions.filter { $0.placement.contains(.menu) }
    return menu.filter { $0.style == .normal } + menu.filter { $0.style == .destructive }
  }

  /// The actions of `actions` placed on the swipe `edge` (``Placement/leadingSwipe`` or
  /// ``Placement/trailingSwipe``), outermost first, in their own order: the first is the one a
  /// full swipe runs, as in UIKit's swipe configurations.
  public static func swipe(of actions: [ItemAction], edge: Placement) -> [ItemAction] {
    actions.filter { !$0.placement.intersection(edge).isEmpty }
  }
}

extension ActionableCellModel {
  /// The actions as hosts show them, without their handlers.
  public var itemActions: [ItemAction] { actions.map(\.item) }

  /// Runs the action `identifier` with this model; returns whether there was one.
  @MainActor
  func performAction(_ identifier: String, at indexPath: IndexPath) -> Bool {
    guard let action = actions.first(where: { $0.item.identifier == identifier }) else {
      return false
    }
    action.handler(self, indexPath)
    return true
  }
}
