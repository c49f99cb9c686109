/// An animated batch as frames over time: first the deleted rows fade on the old screen, then
/// the new screen shows with inserted, updated and moved rows highlighted.
struct BatchAnimation {
  /// The viewport as it was before the batch, with the rows of deleted elements to fade.
  var closingSnapshot: ScreenBuffer?
  var closingRows: [Int]
  /// Identifiers of the items to highlight, by how they changed.
  var inserted: Set<String>
  var updated: Set<String>
  var moved: Set<String>
  var fadeDuration: Duration
  var highlightDuration: Duration
  var elapsed: Duration = .zero
  var completion: @MainActor (Bool) -> Void

  var isFading: Bool { closingSnapshot != nil && elapsed < fadeDuration }

  /// How far into the fade, 0 to 1.
  var fadeProgress: Double {
    guard fadeDuration > .zero else { return 1 }
    return min(1, elapsed / fadeDuration)
  }

  var totalDuration: Duration {
    (closingSnapshot == nil ? .zero : fadeDuration)
      + (inserted.isEmpty && updated.isEmpty && moved.isEmpty ? .zero : highlightDuration)
  }

  var isFinished: Bool { elapsed >= totalDuration }
}

extension BatchAnimation {
  /// Draws `snapshot`, the screen before the batch, with the deleted rows (``closingRows``)
  /// fading: dim, then dimmer and grey.
  func drawFading(_ snapshot: ScreenBuffer, into buffer: inout ScreenBuffer, column: Int, row: Int)
  {
    for screenRow in 0..<snapshot.height {
      for screenColumn in 0..<snapshot.width {
        let cell = snapshot[screenColumn, screenRow]
        guard cell.width != 0 else { continue }
        buffer.draw(
          StyledLine(cell.content, style: cell.style), row: row + screenRow,
          column: column + screenColumn, maxWidth: cell.width)
      }
    }
    let fade =
      fadeProgress < 0.5
      ? TextStyle(dim: true) : TextStyle(foreground: .brightBlack, dim: true)
    for screenRow in closingRows {
      buffer.overlay(fade, row: row + screenRow, columns: column..<(column + snapshot.width))
    }
  }
}
