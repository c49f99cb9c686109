/// The status bar's text: what the screen reports (figures, a notice) and the key hints, made
/// to fit the screen's width without ever losing the last hint (`q quit`).
///
/// When everything does not fit, the line gives way in this order: the report parts take
/// their shortest forms, then the last part goes and the others try their longest forms
/// again, and so on down to the first part; then hints before the last are dropped from the
/// end, the first report part is cut with "…", and last the report goes.
/// Only a screen too narrow for the last hint alone cuts it. Without hints (a title bar's
/// figures), the report alone is fitted the same way.
package enum StatusLine {
  /// One thing the status line reports, in its forms from the longest to the shortest.
  package typealias Part = [String]

  /// The text separating parts and hints.
  static let separator = " · "

  /// `report` and `hints` in at most `width` columns; `hints.last` is always kept when it
  /// fits alone.
  package static func fit(report: [Part], hints: [String], width: Int) -> String {
    let longest = report.compactMap(\.first)
    let shortest = report.compactMap(\.last)
    var candidates: [[String]] = []
    for kept in stride(from: report.count, through: 1, by: -1) {
      candidates.append(Array(longest.prefix(kept)) + hints)
      candidates.append(Array(shortest.prefix(kept)) + hints)
    }
    if report.isEmpty { candidates.append(hints) }
    let required = hints.last.map { [$0] } ?? []
    let head = Array(shortest.prefix(1))
    for kept in stride(from: hints.count - 2, through: 0, by: -1) {
      candidates.append(head + Array(hints.prefix(kept)) + required)
    }
    for candidate in candidates where fits(candidate, width) {
      return candidate.joined(separator: separator)
    }
    let tail = required.joined()
    if let first = head.first {
      let room = width - (tail.isEmpty ? 0 : columns(tail) + columns(separator))
      if room >= 8 {
        let cut = StyledLine(first).truncated(toWidth: room).text
        return tail.isEmpty ? cut : cut + separator + tail
      }
    }
    return StyledLine(tail).truncated(toWidth: width).text
  }

  private static func fits(_ parts: [String], _ width: Int) -> Bool {
    columns(parts.joined(separator: separator)) <= width
  }

  private static func columns(_ text: String) -> Int { StyledLine(text).width }
}
