import Foundation

/// What a ``ListController`` shows its host: the host's ``ListDataSource`` and event handler.
///
/// It is a separate object so that the controller's public surface is what an app calls;
/// everything only a host needs (positions, events, interactive moves) lives here. The
/// controller keeps it alive; hosts keep it weakly, as views keep their data sources.
@MainActor
final class ControllerDataSource<Host: ListHost>: ListDataSource, UpdateRequestCounting {
  private(set) weak var controller: ListController<Host>?

  init(controller: ListController<Host>) {
    self.controller = controller
  }

  var snapshot: ListSnapshot { controller?.snapshot ?? ListSnapshot() }

  var requestedUpdateCount: Int { controller?.requestedUpdateCount ?? 0 }

  func itemSize(at indexPath: IndexPath) -> CGSize {
    controller?.itemSize(at: indexPath) ?? .zero
  }

  func elementSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> CGSize {
    controller?.elementSize(of: kind, at: indexPath) ?? .zero
  }

  func layoutSize(of kind: LayoutElement.Kind, at indexPath: IndexPath) -> ElementSize {
    controller?.layoutSize(of: kind, at: indexPath) ?? .exact(.zero)
  }

  func layoutSizer() -> (LayoutElement.Kind, IndexPath) -> ElementSize {
    controller?.layoutSizer() ?? { _, _ in .exact(.zero) }
  }

  func report(_ diagnostic: ListDiagnostic) {
    controller?.diagnosticHandler(diagnostic)
  }

  func canMoveItem(at indexPath: IndexPath) -> Bool {
    controller?.canMoveItem(at: indexPath) ?? false
  }

  func moveItem(from source: IndexPath, to destination: IndexPath) -> Bool {
    controller?.moveItem(from: source, to: destination) ?? false
  }

  func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
    controller?.beginInteractiveMovement(at: indexPath) ?? false
  }

  func targetIndexPathForMove(from source: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    controller?.targetIndexPathForMove(from: source, toProposed: proposed) ?? source
  }

  @discardableResult
  func updateInteractiveMovement(to proposed: IndexPath) -> IndexPath? {
    controller?.updateInteractiveMovement(to: proposed)
  }

  func endInteractiveMovement() {
    controller?.endInteractiveMovement()
  }

  func cancelInteractiveMovement() {
    controller?.cancelInteractiveMovement()
  }

  func didSelectItem(at indexPath: IndexPath) -> Bool {
    controller?.didSelectItem(at: indexPath) ?? false
  }

  func didDeselectItem(at indexPath: IndexPath) -> Bool {
    controller?.didDeselectItem(at: indexPath) ?? false
  }

  var selectionState: (mode: ListSelectionMode, isEditing: Bool) {
    guard let controller else { return (.off, false) }
    return (controller.features.itemSelection.effectiveMode, controller.isEditing)
  }

  func isItemSelected(at indexPath: IndexPath) -> Bool {
    controller?.isItemSelected(at: indexPath) ?? false
  }

  var indexPathsForSelectedItems: [IndexPath] {
    controller?.indexPathsForSelectedItems ?? []
  }

  func toggleSelectionOfItem(at indexPath: IndexPath) -> Bool {
    controller?.tapSelection(at: indexPath) ?? false
  }

  func setEditing(_ isEditing: Bool) {
    controller?.isEditing = isEditing
  }

  func canFocusItem(at indexPath: IndexPath) -> Bool {
    controller?.canFocusItem(at: indexPath) ?? false
  }

  func didFocusItem(at indexPath: IndexPath?) {
    controller?.didFocusItem(at: indexPath)
  }

  var indexPathForPreferredFocusedItem: IndexPath? {
    controller?.indexPathForPreferredFocusedItem
  }

  var refreshState: (isAvailable: Bool, isRefreshing: Bool) {
    guard let controller else { return (false, false) }
    return (controller.refreshAction != nil, controller.isRefreshing)
  }

  func beginRefreshing() {
    // The host shows the refresh at once; the action runs after the host's event returns.
    _ = controller?.beginRefresh()
  }

  func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
    controller?.shouldHighlightItem(at: indexPath) ?? false
  }

  func didHighlightItem(at indexPath: IndexPath) -> Bool {
    controller?.didHighlightItem(at: indexPath) ?? false
  }

  func didUnhighlightItem(at indexPath: IndexPath) -> Bool {
    controller?.didUnhighlightItem(at: indexPath) ?? false
  }

  func willDisplayItem(at indexPath: IndexPath) {
    controller?.willDisplayItem(at: indexPath)
  }

  func didEndDisplayingItem(at indexPath: IndexPath, model: (any CellModel)?) {
    controller?.didEndDisplayingItem(at: indexPath, model: model)
  }

  func invalidateMeasuredSizes() {
    controller?.invalidateSizes()
  }

  func didScroll(to contentOffset: CGPoint) {
    controller?.didScroll(to: contentOffset)
  }

  func actions(forItemAt indexPath: IndexPath) -> [ItemAction] {
    controller?.actions(forItemAt: indexPath) ?? []
  }

  @discardableResult
  func performAction(_ identifier: String, forItemAt indexPath: IndexPath) -> Bool {
    controller?.performAction(identifier, forItemAt: indexPath) ?? false
  }

  func prefetchItems(at indexPaths: [IndexPath]) {
    controller?.prefetchItems(at: indexPaths)
  }

  func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
    controller?.cancelPrefetchingForItems(at: indexPaths)
  }

  var indexPathsForPrefetchedItems: [IndexPath] {
    controller?.indexPathsForPrefetchedItems ?? []
  }

  func visibleRectDidChange(_ visibleRect: CGRect, in layout: ListLayout) {
    controller?.visibleRectDidChange(visibleRect, in: layout)
  }
}
