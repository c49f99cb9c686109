import Foundation

/// A cell model whose cell shows a highlight while it is touched or under the cursor.
public protocol HighlightableCellModel: CellModel {
  /// What runs when the highlight begins (`true`) or ends (`false`).
  typealias HighlightAction =
    @MainActor @Sendable (_ model: Self, _ isHighlighted: Bool, _ indexPath: IndexPath) -> Void

  /// Whether the cell may be highlighted at all.
  var isHighlightEnabled: Bool { get }
  /// The action to run when the highlight changes, if any.
  var highlightAction: HighlightAction? { get }
}

extension HighlightableCellModel {
  /// No action by default.
  public var highlightAction: HighlightAction? { nil }

  /// Runs the highlight action when highlighting is enabled; returns whether it ran.
  @MainActor
  @discardableResult
  public func performHighlight(_ isHighlighted: Bool, at indexPath: IndexPath) -> Bool {
    guard isHighlightEnabled, let highlightAction else { return false }
    highlightAction(self, isHighlighted, indexPath)
    return true
  }
}
