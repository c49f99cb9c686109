/// The sections displayed before the last applied update, kept so that the next provider's
/// update can be built in them in place instead of in a copy of the whole list.
///
/// A provider's update asks for the displayed list with its slice replaced. Building that as a
/// new array copies every section (a retain or a value-witness call per header, footer and model
/// array) and, once shown, releases the previous list the same way: O(*S*) per update for *S*
/// sections, however small the slice. The previous list differs from the displayed one only in
/// the range the last update claimed (its ``UntouchedSections``; outside it the sections are
/// the very same values), so bringing it up to date copies that range, and the new slice
/// replaces another, both in place while the spare is uniquely referenced.
///
/// The displayed snapshot keeps its spare (``ListSnapshot/keep(spare:)``), so a spare only ever
/// trails the snapshot holding it.
struct SpareSections: Sendable {
  var sections: [Section]
  var owners: [ObjectIdentifier?]
  /// The range of ``sections`` that differs from the displayed sections…
  var staleRange: Range<Int>
  /// …and the displayed sections' range that replaces it.
  var displayedRange: Range<Int>

  /// Brings the spare up to date with `snapshot`, the one it trails, in place; `false` when its
  /// ranges do not fit (it is then of no use).
  ///
  /// - Complexity: O(*c* + *m*) for the *c* sections the last update changed and the *m*
  ///   after them when their count changed, if the spare's arrays are not shared (each is
  ///   copied once otherwise).
  mutating func catchUp(to snapshot: ListSnapshot) -> Bool {
    let displayedOwners = snapshot.owners
    guard staleRange.lowerBound >= 0, staleRange.upperBound <= sections.count,
      displayedRange.lowerBound >= 0, displayedRange.upperBound <= snapshot.sections.count,
      sections.count - staleRange.count == snapshot.sections.count - displayedRange.count,
      owners.count == sections.count, displayedOwners.count == snapshot.sections.count
    else { return false }
    sections.replaceSubrange(staleRange, with: snapshot.sections[displayedRange])
    owners.replaceSubrange(staleRange, with: displayedOwners[displayedRange])
    staleRange = displayedRange
    return true
  }
}
