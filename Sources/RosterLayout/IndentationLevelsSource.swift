/// A ``LayoutSection`` that keeps its items' indentation levels by item, handed to the layout
/// whole: a relayout of a long outline section then shares the section's array instead of
/// asking for each item's level.
package protocol IndentationLevelsSource {
  /// Each item's level (none negative), one per item, or `nil` when the section does not
  /// keep them: the layout then asks ``LayoutSection/indentationLevel(ofItem:)``.
  var indentationLevels: [Int]? { get }
}
