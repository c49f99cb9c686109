/// Which way a list reads across: the side its rows start on, as UIKit's
/// `UIUserInterfaceLayoutDirection` says for a view.
///
/// A ``ListLayout`` lays a right-to-left list out as the mirror image of its left-to-right
/// layout: every frame is reflected about the middle of the content's width. Grids fill from
/// the right edge, a band's first card is at its right end, a section's `inset.left` is the
/// space at its right (the space before its items, wherever they start), and in a list that
/// scrolls horizontally the first section is at the right end of the content.
public enum LayoutDirection: Hashable, Sendable {
  /// Rows start at the left edge, as in English.
  case leftToRight
  /// Rows start at the right edge, as in Arabic and Hebrew.
  case rightToLeft
}
