import Foundation

// The controller reports every event here after the model's own action, with the item's place
// resolved when the event was delivered; the container passes item events to the provider
// owning the item, in its index paths, and leaves the others alone (another container on the
// same controller may own them).
extension SectionContainer: ListEventObserver {
  func holds(_ provider: ObjectIdentifier) -> Bool {
    entry(for: provider) != nil
  }

  func itemEvent(_ event: ItemEvent, at place: ItemPlace, model: any CellModel) {
    guard let owner = place.owner, let index = entry(for: owner) else { return }
    let provider = entries[index].provider
    let local = place.localIndexPath
    switch event {
    case .select: provider.didSelectItem(at: local, model: model)
    case .highlight: provider.didHighlightItem(at: local, model: model, isHighlighted: true)
    case .unhighlight: provider.didHighlightItem(at: local, model: model, isHighlighted: false)
    case .willDisplay: provider.willDisplayItem(at: local, model: model)
    case .didEndDisplaying: provider.didEndDisplayingItem(at: local, model: model)
    case .prefetch: provider.prefetchItem(at: local, model: model)
    case .cancelPrefetching: provider.cancelPrefetchingItem(at: local, model: model)
    case .enterWorkingRange: provider.itemDidEnterWorkingRange(at: local, model: model)
    case .leaveWorkingRange: provider.itemDidLeaveWorkingRange(at: local, model: model)
    case .enterSelection: provider.itemSelectionDidChange(at: local, model: model, isSelected: true)
    case .leaveSelection:
      provider.itemSelectionDidChange(at: local, model: model, isSelected: false)
    }
  }

  func outlineExpansionChanged(_ change: OutlineExpansionChange, owner: ObjectIdentifier) {
    guard let index = entry(for: owner) else { return }
    entries[index].provider.outlineExpansionDidChange(change)
  }

  func itemMoved(from source: IndexPath, to destination: IndexPath, model: any CellModel) {
    // Sections never move, so the source section is where it was before the move; the
    // controller lets an item move only among the sections of its own provider.
    guard let (provider, localSource) = owner(of: source),
      let (destinationProvider, localDestination) = owner(of: destination),
      provider === destinationProvider
    else { return }
    provider.didMoveItem(from: localSource, to: localDestination, model: model)
  }

  /// Tells every provider, in list order, but those found to keep the default handler.
  ///
  /// - Complexity: O(*l*) for the *l* providers that implement
  ///   ``SectionProvider/listDidScroll(to:)``, plus one call to each other provider the first
  ///   time.
  func listDidScroll(to contentOffset: CGPoint) {
    var quiet: [ObjectIdentifier] = []
    for provider in scrollListeners.current
    where ScrollListeners.tell(provider, scrolledTo: contentOffset) {
      quiet.append(ObjectIdentifier(provider))
    }
    scrollListeners.leaveOut(quiet) { entry(for: $0) != nil }
  }

  /// The provider that owns the displayed section of `indexPath`, and the index path relative
  /// to its displayed sections.
  ///
  /// - Complexity: O(1) expected, after a table built once per displayed snapshot.
  private func owner(of indexPath: IndexPath) -> (any SectionProvider, local: IndexPath)? {
    guard indexPath.count == 2,
      let (owner, rank) = controller.snapshot.owner(ofSection: indexPath.section),
      let index = entry(for: owner)
    else { return nil }
    return (entries[index].provider, IndexPath(item: indexPath.item, section: rank))
  }
}
