/// A colour a terminal can show: one of the 16 ANSI colours, an entry of the 256-colour
/// palette, or a 24-bit RGB colour.
///
/// The 16 named colours follow the user's terminal theme, so they are the safest choice for
/// text; ``indexed(_:)`` and ``rgb(red:green:blue:)`` are shown as given by terminals that
/// support them. When `NO_COLOR` is set, no colour is emitted at all (the other attributes of
/// ``TextStyle`` still are).
public enum TerminalColor: Hashable, Sendable {
  /// ANSI colour 0.
  case black
  /// ANSI colour 1.
  case red
  /// ANSI colour 2.
  case green
  /// ANSI colour 3.
  case yellow
  /// ANSI colour 4.
  case blue
  /// ANSI colour 5.
  case magenta
  /// ANSI colour 6.
  case cyan
  /// ANSI colour 7.
  case white
  /// ANSI colour 8, often shown as grey.
  case brightBlack
  /// ANSI colour 9.
  case brightRed
  /// ANSI colour 10.
  case brightGreen
  /// ANSI colour 11.
  case brightYellow
  /// ANSI colour 12.
  case brightBlue
  /// ANSI colour 13.
  case brightMagenta
  /// ANSI colour 14.
  case brightCyan
  /// ANSI colour 15.
  case brightWhite
  /// An entry of the 256-colour palette (0–15 are the ANSI colours, 16–231 a 6×6×6 cube,
  /// 232–255 a grey ramp).
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
