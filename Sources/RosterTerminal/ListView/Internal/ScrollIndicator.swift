/// Where the scroll indicator's thumb is on its track: the visible part of the content, scaled
/// to the track.
///
/// - The thumb is as long as the viewport's share of the content (rounded, at least one row).
/// - It touches the top of the track only at the top of the content and the bottom only at its
///   end, so a thumb at an end always means that end is in view.
/// - In between it moves with the offset, in proportion (rounded).
///
/// - Complexity: O(1): the content's height and the offset are all it reads.
@_spi(Testing) public enum ScrollIndicator {
  /// The rows of a `track` rows long that the thumb covers, for content `contentHeight` rows
  /// tall shown `viewportHeight` rows at a time from `offset`; `nil` when the content fits.
  @_spi(Testing) public static func thumb(
    contentHeight: Int, viewportHeight: Int, offset: Int, track: Int
  ) -> Range<Int>? {
    guard track > 0, viewportHeight > 0, contentHeight > viewportHeight else { return nil }
    // track ≤ 65,535 and the viewport shorter than the content: no overflow, length ≤ track.
    let length = max(1, (track * viewportHeight + contentHeight / 2) / contentHeight)
    let free = track - length
    let maximumOffset = contentHeight - viewportHeight
    let clamped = min(max(0, offset), maximumOffset)
    // offset × free can pass 2⁶³ (an offset near 2⁵³ on a tall track): full width.
    let (quotient, remainder) = maximumOffset.dividingFullWidth(
      clamped.multipliedFullWidth(by: free))
    var start = remainder * 2 >= maximumOffset ? quotient + 1 : quotient
    if clamped > 0, clamped < maximumOffset, free >= 2 { start = min(max(1, start), free - 1) }
    return start..<(start + length)
  }
}

extension ScrollIndicator {
  /// The offset a click on row `row` of a `track` rows long scrolls to: the row's share of
  /// the track, `row / (track − 1)`, as a share of the offsets there are, rounded — the first
  /// row shows the content's start, the last its end. Rows outside the track count as its
  /// nearest end; 0 when the content fits.
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public static func offset(
    forTrackRow row: Int, track: Int, contentHeight: Int, viewportHeight: Int
  ) -> Int {
    let maximumOffset = max(0, contentHeight - max(0, viewportHeight))
    guard track > 1, maximumOffset > 0 else { return 0 }
    let clampedRow = min(max(0, row), track - 1)
    let steps = track - 1
    // maximumOffset ≤ 2⁵³ and steps < 2¹⁶: the product can pass 2⁶³, so full width.
    let (quotient, remainder) = steps.dividingFullWidth(
      maximumOffset.multipliedFullWidth(by: clampedRow))
    return remainder * 2 >= steps ? quotient + 1 : quotient
  }
}
