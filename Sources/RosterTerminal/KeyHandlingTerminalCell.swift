/// A terminal cell that takes keys while its item is selected: a switch, a button, a segmented
/// control, a text field.
///
/// ``TerminalListView/handle(_:)`` offers every key (not mouse events) to the live cell of the
/// selected item first; what the cell does not use goes on to the list's navigation. A control
/// reports what the user asked for through its model (a closure the app gave it).
///
/// ## Input is never lost
///
/// A control that reports a value shows that value from then on, and the next key builds on
/// it: a text field edits the text it reported last, a switch flips the value it reported last.
/// It counts its reports in ``reportedValueCount``, and the list, seeing the count move, holds
/// the cell against stale states: until the list shows a state the app asked for *after* the
/// report, the cell is not bound again (an update requested before it — one waiting behind an
/// animation, say — would show a value the user has already typed past). The first state asked
/// for after the report is bound, whatever it holds: the app's answer, so the app can still
/// refuse or reformat a value by what it puts in that update, and its state stays the one
/// source of truth. An app that does not update after a report leaves the control showing the
/// reported value until its next update.
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

  /// How many values the cell has reported to the app so far (through its model's closures)
  /// and then kept showing. The list reads it around ``handle(_:)``: when it moved, the cell
  /// is not bound again until the list shows a state the app asked for after the report (see
  /// *Input is never lost*). `0` by default, for a cell that only ever shows its model.
  var reportedValueCount: Int { get }
}

extension KeyHandlingTerminalCell {
  /// Not by default.
  public var takesTextInput: Bool { false }

  /// Nothing, by default.
  public func focusDidChange(_ isFocused: Bool) {}

  /// None, by default: the cell only ever shows its model.
  public var reportedValueCount: Int { 0 }
}
