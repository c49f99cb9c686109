/// A cell model whose cell the user may drag to another position (rule R18: items move,
/// sections never do).
///
/// When the user drops the item somewhere else, the controller shows it there at once and
/// runs ``moveAction`` with where it was and where it is now (relative to its section
/// provider's own sections under a `SectionContainer`, whose provider hears
/// `SectionProvider.didMoveItem(from:to:model:)` too). The list shows what the app says: the
/// app records the move in its own state, and its next update should show the new order —
/// an update that does not moves the item back.
///
/// The index paths are those of the displayed list, which stands still during a drag: updates
/// requested meanwhile wait for the drop. So `destination` may name a section the app has
/// removed from its own state since the drag began (its update is still waiting), or a place
/// that has shifted in it. Resolve the move by identity rather than by position: while the
/// action runs, `controller.sections` (under a container, the provider's
/// `SectionProviderContext/section(at:)`) is the displayed list with the item at
/// `destination`, so `controller.sections[destination.section].identifier` names the section
/// it was dropped in, and the model before it (`cellModels[destination.item - 1]`, when
/// `destination.item > 0`) names the item it follows. When that section is gone from the app's
/// state, the app decides where the item goes (or that the move is dropped); its next update
/// shows that.
///
/// <!-- snippet: fragment -->
/// ```swift
/// @MainActor final class TodoStore {
///   static let shared = TodoStore()
///   var todos = ["Milk", "Bread", "Eggs"]
/// }
///
/// struct TodoCellModel: TypedCellModel, ReorderableCellModel, Equatable {
///   typealias CellType = TodoCell
///   let identifier: String
///   var isReorderable: Bool { true }
///   var moveAction: MoveAction? {
///     { _, source, destination in
///       let store = TodoStore.shared
///       store.todos.insert(store.todos.remove(at: source.item), at: destination.item)
///       controller.update {
///         Section("todos") { for todo in store.todos { TodoCellModel(identifier: todo) } }
///       }
///     }
///   }
/// }
///
/// final class TodoCell: TypedListCell {
///   func bind(model: TodoCellModel, sizing: Bool) {}
/// }
/// ```
public protocol ReorderableCellModel: CellModel {
  /// What runs when the user drops the item at another position: the model and the index
  /// paths it moved from and to.
  typealias MoveAction =
    @MainActor @Sendable (_ model: Self, _ source: IndexPath, _ destination: IndexPath) -> Void

  /// Whether the cell may be dragged now.
  var isReorderable: Bool { get }

  /// The action to run when the user drops the item at another position; `nil` (the default)
  /// runs nothing.
  var moveAction: MoveAction? { get }
}

extension ReorderableCellModel {
  /// No action: the move is shown and reported to section providers only.
  public var moveAction: MoveAction? { nil }

  /// Runs the move action, if any; returns whether there was one.
  @MainActor
  @discardableResult
  public func performMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let moveAction else { return false }
    moveAction(self, source, destination)
    return true
  }
}
