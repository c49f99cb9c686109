/// The small pieces of SVG that ``ScreenBuffer/svg(options:)`` writes: escaped text and
/// numbers, each always written the same way so that one screen gives one file, byte for byte.
enum SVGMarkup {
  /// `text` safe as XML character data and as a double-quoted attribute value.
  ///
  /// Markup characters become entities. Every scalar XML 1.0 forbids (C0 controls, U+FFFE,
  /// U+FFFF) becomes U+FFFD, and so do the scalars a terminal screen never shows but a viewer
  /// would act on: tab, line breaks (U+2028 and U+2029 too), DEL, C1 controls, and
  /// bidirectional embeddings, overrides and isolates. A buffer's text was sanitized when it
  /// was drawn; this holds for any string, the options' title included.
  ///
  /// - Complexity: O(*n*) in the number of scalars.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(isShown(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// `text` as the picture shows it: ``escaped(_:)`` without the entities.
  static func shown(_ text: String) -> String {
    guard !text.unicodeScalars.allSatisfy(isShown) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { isShown($0) ? $0 : "\u{FFFD}" }))
  }

  /// Whether `scalar` may appear as itself: allowed by XML 1.0 and harmless in a viewer.
  static func isShown(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0x2027, 0x202F...0x2065, 0x206A...0xD7FF, 0xE000...0xFFFD,
      0x10000...0x10FFFF:
      true
    default:
      false
    }
  }

  /// `value` rounded to hundredths, without trailing zeros: `8.4`, `12.75`, `17`.
  ///
  /// Rounding first makes a coordinate independent of how the platform prints doubles; the
  /// options keep every value far below what an `Int64` holds.
  static func number(_ value: Double) -> String {
    let hundredths = Int64((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = "\(sign)\(magnitude / 100)"
    let fraction = magnitude % 100
    if fraction == 0 { return whole }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
