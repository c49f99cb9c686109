// Refreshing is the `RefreshFeature`'s: each frame draws the data source's refresh state.
extension TerminalListView {
  /// Nothing to do: each frame draws the data source's refresh state.
  public func refreshStateDidChange() {}
}
