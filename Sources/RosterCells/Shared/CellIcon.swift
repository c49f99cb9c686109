/// A small symbol beside text, as each host draws it.
///
/// ```swift
/// let icon = CellIcon(symbolName: "star.fill", glyph: "★", accessibilityLabel: "Favourite")
/// ```
public struct CellIcon: Hashable, Sendable {
  /// The system symbol UIKit cells show (an SF Symbols name).
  public var symbolName: String
  /// The character a terminal shows; one or two columns wide.
  public var glyph: String
  /// What a screen reader says for the icon; `nil` when it only decorates the text beside it.
  public var accessibilityLabel: String?

  /// An icon drawn as `symbolName` on UIKit and as `glyph` on a terminal.
  public init(symbolName: String, glyph: String, accessibilityLabel: String? = nil) {
    self.symbolName = symbolName
    self.glyph = glyph
    self.accessibilityLabel = accessibilityLabel
  }
}
