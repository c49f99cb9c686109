#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The two things every diff is compared with.
public enum Baselines {
  /// Baseline B: one identity → offset dictionary per side, the least any hashing diff does.
  @inlinable
  public static func dictionaries<Element>(
    old: [Element], new: [Element], id: (Element) -> UUID
  ) -> (old: [UUID: Int], new: [UUID: Int]) {
    (offsets(of: old, id: id), offsets(of: new, id: id))
  }

  @inlinable
  static func offsets<Element>(of elements: [Element], id: (Element) -> UUID) -> [UUID: Int] {
    var offsets: [UUID: Int] = [:]
    offsets.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() { offsets[id(element)] = offset }
    return offsets
  }

  /// Baseline A: the standard library's Myers diff with moves inferred.
  @inlinable
  public static func standardLibrary<Element: Hashable>(
    old: [Element], new: [Element]
  )
    -> CollectionDifference<Element>
  {
    new.difference(from: old).inferringMoves()
  }

  /// How many moves a standard-library difference reports (one per insert with an associated
  /// removal).
  public static func moveCount<Element>(_ difference: CollectionDifference<Element>) -> Int {
    difference.insertions.reduce(0) { count, change in
      guard case .insert(_, _, let associated) = change, associated != nil else { return count }
      return count + 1
    }
  }
}
