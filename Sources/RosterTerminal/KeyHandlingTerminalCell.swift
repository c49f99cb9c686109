/// A terminal cell that takes keys while its item is selected: a switch, a button, a segmented
/// control, a text field.
///
/// ``TerminalListView/handle(_:)`` offers every key (not mouse events) to the live cell of the
/// selected item first; what the cell does not use goes on to the list's navigation. A control
/// reports what the user asked for through its model (a closure the app gave it) and goes on
/// showing its model: the shown value changes only when the app's next update binds a model
/// that holds the new one, so the app's state stays the one source of truth.
///
/// ```swift
/// struct CounterModel: TypedCellModel, Equatable {
///   typealias CellType = CounterCell
///   let identifier: String
///   let count: Int
///   static func == (lhs: Self, rhs: Self) -> Bool { lhs.count == rhs.count }
/// }
///
/// final class CounterCell: TypedTerminalCell, KeyHandlingTerminalCell {
///   private var count = 0
///
///   func bind(model: CounterModel, sizing: Bool) { count = model.count }
///
///   func render(width: Int) -> [StyledLine] { [StyledLine("Count: \(count)")] }
///
///   func handle(_ key: Key) -> Bool {
///     guard key == .character("+") else { return false }
///     print("ask the app for \(count + 1)")  // a real cell calls its model's closure
///     return true
///   }
/// }
/// ```
///
/// The list re-renders a cell after it handles a key, and tells it when its item gains or loses
/// the selection (``focusDidChange(_:)``), so it can show a cursor only while selected.
public protocol KeyHandlingTerminalCell: TerminalCell {
  /// Handles `key`, pressed while this cell's item is selected; returns whether it used it.
  func handle(_ key: Key) -> Bool

  /// Whether the cell takes typed text now (a text field being edited): a ``TerminalApp`` then
  /// offers keys to the list before its ``TerminalApp/keyHandler``, so that typing `q` types a
  /// `q` rather than quitting. `false` by default.
  var takesTextInput: Bool { get }

  /// The cell's item gained (`true`) or lost the selection; the list calls it before drawing
  /// the cell, and re-renders the cell after. Does nothing by default.
  func focusDidChange(_ isFocused: Bool)
}

extension KeyHandlingTerminalCell {
  /// Not by default.
  public var takesTextInput: Bool { false }

  /// Nothing, by default.
  public func focusDidChange(_ isFocused: Bool) {}
}
