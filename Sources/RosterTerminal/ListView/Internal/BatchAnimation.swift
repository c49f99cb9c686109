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
