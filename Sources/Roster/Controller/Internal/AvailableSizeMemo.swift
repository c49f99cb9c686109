import Foundation

/// `ListLayout.availableSize(for:in:constraints:)` for the last element kind, container size
/// and constraints asked about: a layout asks for every item of a section in turn, all with the
/// same answer, which costs a section's metrics to work out.
struct AvailableSizeMemo {
  private var last:
    (kind: LayoutElement.Kind, container: CGSize, constraints: Constraints, size: CGSize)?

  /// The size the layout gives an element of `kind` in a section with `constraints` in
  /// `container`.
  ///
  /// - Complexity: O(1).
  mutating func size(
    for kind: LayoutElement.Kind, in container: CGSize, constraints: Constraints
  ) -> CGSize {
    if let last, last.kind == kind, last.container == container, last.constraints == constraints {
      return last.size
    }
    let size = ListLayout.availableSize(for: kind, in: container, constraints: constraints)
    last = (kind, container, constraints, size)
    return size
  }
}
