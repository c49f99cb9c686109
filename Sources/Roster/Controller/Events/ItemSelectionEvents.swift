import Foundation

/// Selection and highlighting, as a ``ListHost`` reports them with the index paths its view
/// uses: one of the event families of ``ListEventHandler``.
@MainActor
public protocol ItemSelectionEvents: AnyObject {
  /// The user selected the item at `indexPath`; returns whether a model acted on it.
  @discardableResult
  func didSelectItem(at indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` shows a highlight while touched.
  func shouldHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` became highlighted; returns whether a model acted on it.
  @discardableResult
  func didHighlightItem(at indexPath: IndexPath) -> Bool

  /// The item at `indexPath` lost its highlight; returns whether a model acted on it.
  @discardableResult
  func didUnhighlightItem(at indexPath: IndexPath) -> Bool
}
