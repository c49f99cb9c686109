/// What ``ListLayout`` needs to know of a section: how many items it has, whether it has a
/// header and a footer, and its ``Constraints``. The sizes of its elements come separately,
/// from the `size` closure of ``ListLayout/layout(_:containerSize:size:)``.
///
/// Roster's `Section` conforms; a host or a test can lay out any type that does.
///
/// <!-- snippet: run -->
/// ```swift
/// struct Shape: LayoutSection {
///   var numberOfItems: Int
///   var hasHeader = false
///   var hasFooter = false
///   var constraints = Constraints(distribution: .equally(cellsInRow: 2))
/// }
/// var layout = ListLayout()
/// layout.layout([Shape(numberOfItems: 3)], containerSize: CGSize(width: 20, height: 10)) { _, _ in
///   CGSize(width: 10, height: 2)
/// }
/// assert(layout.contentSize == CGSize(width: 20, height: 4))
/// ```
public protocol LayoutSection {
  /// The number of items (cells) in the section.
  var numberOfItems: Int { get }
  /// Whether the section has a header, laid out before its items.
  var hasHeader: Bool { get }
  /// Whether the section has a footer, laid out after its items.
  var hasFooter: Bool { get }
  /// How the section lays out its items.
  var constraints: Constraints { get }
}
