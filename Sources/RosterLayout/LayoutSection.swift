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
  /// Whether any of the section's items may be indented (an outline section's rows): only then
  /// does the layout ask ``indentationLevel(ofItem:)``, so a flat list pays nothing for it.
  /// `false` unless the conforming type says otherwise.
  var indentsItems: Bool { get }
  /// How many levels the item at `item` is indented by from the leading edge: an outline row's
  /// depth in its tree, 0 for a root. Asked only when ``indentsItems`` is `true`, once per item
  /// each time the section is laid out; 0 unless the conforming type says otherwise.
  func indentationLevel(ofItem item: Int) -> Int
}

extension LayoutSection {
  /// `false`: a section's items are not indented unless it says so.
  public var indentsItems: Bool { false }
  /// 0: no item is indented unless its section says so.
  public func indentationLevel(ofItem item: Int) -> Int { 0 }
}
