import Foundation

extension ListLayout {
  /// The size of the cell at `item` in `section`, or `nil` when there is none: the size of its
  /// frame (``frame(for:)``), which neither its section's place nor a right-to-left reading
  /// changes, read without placing the frame, for a table that asks the height of each of its
  /// rows.
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public func size(ofItem item: Int, inSection section: Int) -> CGSize? {
    frameInItsSection(ofItem: item, inSection: section)?.standardized.size
  }
}
