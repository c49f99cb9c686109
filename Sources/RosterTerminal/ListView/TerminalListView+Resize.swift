import Foundation

extension TerminalListView {
  /// Gives the list a new size (after SIGWINCH): everything is laid out again at the new width,
  /// cells measured again, and the selected item (or the top visible one) kept in view.
  ///
  /// - Complexity: O(*n*) — a new width changes every row.
  public func resize(to newSize: CGSize) {
    let sanitized = Self.sanitized(newSize)
    guard sanitized != size else { return }
    let anchor = screenAnchor()
    size = sanitized
    relayout()
    restore(anchor)
  }
}
