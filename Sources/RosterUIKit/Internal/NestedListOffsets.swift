#if canImport(UIKit)
  import UIKit

  /// How far each nested list was scrolled when its cell last left it, by the nested list's
  /// identifier (`NestedListCellModel.identifier`): kept by the outer host, so that a nested list
  /// comes back where the user left it whichever cell shows it next. Cells are reused for other
  /// nested lists; without this every nested list would show the offset of the last list its
  /// new cell showed.
  ///
  /// Entries at the origin are not kept; the others stay until the host goes (a point per nested
  /// list that was scrolled and left).
  @MainActor
  final class NestedListOffsets {
    private var offsets: [String: CGPoint] = [:]

    /// Remembers that the nested list `identifier` was left at `offset`.
    func remember(_ offset: CGPoint, for identifier: String) {
      offsets[identifier] = offset == .zero ? nil : offset
    }

    /// Where the nested list `identifier` was left; the origin for one never scrolled.
    func offset(for identifier: String) -> CGPoint {
      offsets[identifier] ?? .zero
    }
  }
#endif
