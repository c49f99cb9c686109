/// Turns consecutive ``ScreenBuffer``s into the bytes that update a terminal: only the cells
/// that changed, as one string to write at once.
///
/// A frame is wrapped in synchronized output (`CSI ?2026h` … `CSI ?2026l`, ignored by
/// terminals that do not know it) so the terminal never shows half a frame. Within it the
/// renderer moves the cursor (`CSI row;col H`) to each run of changed cells, selects a style
/// with one complete SGR sequence only when it differs from the last one written, and writes
/// the cells' text. A changed half of a wide character re-emits the whole character.
///
/// Terminals disagree on the widths of some clusters (one draws 👍🏽 in four columns, another
/// ❤️ in one), so no cell's position depends on the width a terminal gives a wide or
/// multi-scalar cluster: the cell after one is written after an explicit cursor move, and the
/// cells the cluster would cover if the terminal drew each of its scalars on its own are
/// written again, changed or not; one that could reach past the right edge is written with
/// autowrap off (`CSI ?7l` … `CSI ?7h`), so it never wraps to the next line or scrolls the
/// screen. A row of single-scalar, single-column clusters (plain ASCII) is written back to back
/// after one cursor move.
///
/// Without a previous frame, or after a resize, it clears the screen and paints every cell
/// (still one write, so a resize never shows garbage).
///
/// With ``colorEnabled`` off (the `NO_COLOR` convention) colours are never emitted; bold,
/// dim, italic, underline and inverse still are.
///
/// - Complexity: O(*w* × *h*) to compare, plus O(changed cells) of output.
public struct FrameRenderer: Sendable {
  /// Whether colours are emitted.
  public var colorEnabled: Bool

  /// A renderer that emits colours or not; see ``init(environment:)`` to follow `NO_COLOR`.
  public init(colorEnabled: Bool) {
    self.colorEnabled = colorEnabled
  }

  /// A renderer that honours `NO_COLOR` in `environment` (see https://no-color.org): colours
  /// are off when it is set to anything but the empty string.
  public init(environment: [String: String]) {
    self.init(colorEnabled: (environment["NO_COLOR"] ?? "").isEmpty)
  }

  /// The bytes that turn a terminal showing `previous` into one showing `next`; the empty
  /// string when nothing changed. Pass `nil` for a full repaint.
  public func render(from previous: ScreenBuffer?, to next: ScreenBuffer) -> String {
    let full = previous.map { $0.width != next.width || $0.height != next.height } ?? true
    var output = ""
    var currentStyle: TextStyle?
    var cursor: (column: Int, row: Int)?
    var lastText = ""
    if full { output += "\u{1B}[0m\u{1B}[H\u{1B}[2J" }
    for row in 0..<next.height {
      var column = 0
      // Cells before this column are written even if unchanged: a cluster before them may
      // have been drawn over them.
      var rewriteUntil = 0
      while column < next.width {
        let cell = next[column, row]
        guard full || column < rewriteUntil || changed(previous, next, column: column, row: row)
        else {
          column += 1
          continue
        }
        var lead = column
        if cell.width == 0, column > 0, next[column - 1, row].width == 2 { lead = column - 1 }
        let leadCell = next[lead, row]
        // An orphan continuation cell (never produced by ScreenBuffer) is written as a blank.
        let text = leadCell.width == 0 ? " " : leadCell.content
        if cursor.map({ $0.column != lead || $0.row != row }) ?? true
          || Self.wouldJoin(lastText, text)
        {
          output += "\u{1B}[\(row + 1);\(lead + 1)H"
          lastText = ""
        }
        let style = colorEnabled ? leadCell.style : leadCell.style.withoutColor
        if style != currentStyle {
          output += style.selectGraphicRendition(colorEnabled: colorEnabled)
          currentStyle = style
        }
        let risky = leadCell.width == 2 || text.unicodeScalars.count > 1
        let widest = risky ? Self.widestDrawing(of: text) : 1
        if lead + widest > next.width {
          // A terminal that draws it wider than the columns left would wrap it to the next
          // line, and on the last one scroll the screen: it is written with autowrap off.
          output += "\u{1B}[?7l" + text + "\u{1B}[?7h"
        } else {
          output += text
        }
        lastText = text
        column = lead + max(1, leadCell.width)
        if risky {
          // The terminal may draw this cluster at another width than Roster's: where it left
          // the cursor is unknown, so the next cell is written after a cursor move, and the
          // cells it may have drawn over are written again.
          cursor = nil
          rewriteUntil = max(rewriteUntil, lead + widest)
        } else {
          cursor = (column, row)
        }
      }
    }
    guard !output.isEmpty else { return "" }
    return "\u{1B}[?2026h" + output + "\u{1B}[0m\u{1B}[?2026l"
  }

  /// The most columns a terminal draws `text` in: the widths of its scalars one by one, as a
  /// terminal that does not join an emoji sequence or a modifier draws it, or the cluster's
  /// own width if that is more.
  private static func widestDrawing(of text: String) -> Int {
    var sum = 0
    for scalar in text.unicodeScalars { sum += DisplayWidth.of(Character(scalar)) }
    return max(sum, DisplayWidth.of(text))
  }

  /// Whether two neighbouring cells' clusters would merge into one when written back to back
  /// (regional indicators, a prepended mark): the terminal would then draw one character for
  /// two cells, so the second one is written after an explicit cursor move instead.
  private static func wouldJoin(_ previous: String, _ next: String) -> Bool {
    guard let last = previous.unicodeScalars.last, let first = next.unicodeScalars.first,
      !(last.isASCII && first.isASCII)
    else { return false }
    return (previous + next).count < previous.count + next.count
  }

  /// Whether the cell, or the wide character it belongs to, differs between the frames.
  private func changed(
    _ previous: ScreenBuffer?, _ next: ScreenBuffer, column: Int, row: Int
  )
    -> Bool
  {
    guard let previous else { return true }
    let old = previous[column, row]
    let new = next[column, row]
    if colorEnabled {
      return old != new
    }
    return old.content != new.content || old.width != new.width
      || old.style.withoutColor != new.style.withoutColor
  }
}
