/// What a piece of text is, not how it looks: each host picks the look.
///
/// UIKit cells map a role to a Dynamic Type text style (`.title2`, `.headline`, `.body`…), so
/// the text follows the user's text size; terminal cells map it to attributes (bold, dim).
public enum TextRole: Hashable, Sendable, CaseIterable {
  /// A screen's or a section's title.
  case title
  /// A row's main text, emphasised.
  case headline
  /// Ordinary text.
  case body
  /// Text that qualifies the main text: a subtitle, a detail.
  case subheadline
  /// Small print: footnotes, hints, counts.
  case caption
}
