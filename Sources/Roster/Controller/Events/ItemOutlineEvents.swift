import Foundation

/// The user expanding and collapsing outline rows, as a ``ListHost`` reports it: a disclosure
/// control tapped, a key pressed, an accessibility action chosen. An event family that the data
/// source a ``ListController`` installs implements (the controller's
/// ``ListController/expand(_:animated:completion:)``,
/// ``ListController/collapse(_:animated:completion:)`` and
/// ``ListController/expandAll(under:animated:completion:)``), so the change is animated and
/// kept by identity as an app's own call is.
///
/// It is not part of ``ListDataSource``, so data sources written before it still conform; a
/// host asks for it (`dataSource as? any ItemOutlineEvents`) and offers its disclosure controls
/// only when its data source can expand rows.
///
/// ```swift
/// @MainActor func userTappedDisclosure(of identifier: String, in host: some ListHost) {
///   guard let outline = host.dataSource as? any ItemOutlineEvents else { return }
///   outline.setOutlineItem(identifier, expanded: !outline.isOutlineItemExpanded(identifier))
/// }
/// ```
@MainActor
public protocol ItemOutlineEvents: AnyObject {
  /// Whether the outline node `identifier` is expanded.
  func isOutlineItemExpanded(_ identifier: String) -> Bool

  /// Expands or collapses the outline node `identifier`, animated; returns `false` for a node
  /// no outline section has.
  @discardableResult
  func setOutlineItem(_ identifier: String, expanded: Bool) -> Bool

  /// Expands the outline node `identifier` and every node under it, animated; returns `false`
  /// for a node no outline section has.
  @discardableResult
  func expandOutlineSubtree(under identifier: String) -> Bool
}
