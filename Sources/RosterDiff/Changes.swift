/// The difference between two ordered collections of identified elements: which elements were
/// deleted, inserted, moved and updated.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let changes = Changes(from: old, to: new)  // Identifiable & Equatable elements
/// let byKey = Changes(from: old, to: new, id: \.key, isContentEqual: { $0.body == $1.body })
/// ```
///
/// ## Meaning
///
/// An element's *identity* says which element it is; its *content* says what it shows. Elements
/// are paired by identity. When an identity occurs several times, the k-th occurrence in `old`
/// pairs with the k-th occurrence in `new`, so duplicates never crash or corrupt anything; they
/// are reported in ``duplicates``.
///
/// - ``deletions``: offsets in `old` of elements without a partner, ascending.
/// - ``insertions``: offsets in `new` of elements without a partner, ascending.
/// - ``moves``: paired elements that change position, ordered by old offset.
/// - ``updates``: paired elements whose content differs, moved or not, ordered by new offset.
///
/// Applying the changes the way UIKit does reproduces `new`: remove the deletions and the move
/// sources, put insertions and move destinations at their new offsets, and fill the remaining
/// offsets with the untouched elements in their old relative order.
///
/// ## Minimality
///
/// Pairing by identity gives the fewest deletions and insertions possible. Among the paired
/// elements, the largest set that can stay in place is a longest increasing subsequence of
/// their new offsets taken in old order; every other paired element is a move, so the move
/// set is as small as it can be. Moving the first element to the end is one move.
///
/// ## Cost
///
/// A common prefix and suffix of equal identities is walked first, without hashing anything,
/// so an unchanged or appended-to collection costs a comparison per element. The rest is
/// paired in one open-addressing table sized up front, with `Int32` offsets and one allocation.
/// Beyond about 130,000 identities a side, where such a table outgrows the caches, each
/// identity is hashed once and the pairing is done by hash in parts of a few thousand whose
/// tables stay in the second-level cache, each pair's identities compared afterwards in order;
/// repeated identities (or a 64-bit hash shared by different ones) send it back to the table.
/// The longest increasing subsequence adds O(*k* log *k*) for *k* paired elements, and O(*k*)
/// when they are already in order.
///
/// Two kinds of middle are not hashed at all. A middle with one side empty and no suffix after
/// it (a first load, an append, a list cleared) is all insertions or all deletions. Two middles
/// at most eight deletions and insertions apart (a move is one of each) are compared in order
/// by Myers' greedy walk, which stops past eight: a rotation by one, or an item inserted or
/// moved in a long list, costs a comparison or two per element. The walk's result is the
/// table's, since an edited identity that occurs again after the prefix sends the middle to the
/// table.
///
/// Only a middle paired through the table is examined for repeats, so ``duplicates`` lists
/// the identities repeated in it, and none when the middle was not hashed; use
/// ``duplicateIdentities(in:id:)`` to check a whole collection.
public struct Changes<ID: Hashable> {
  /// A paired element that changes position.
  public typealias Move = OffsetPair
  /// A paired element whose content changed.
  public typealias Update = OffsetPair

  /// Offsets in the old collection of elements that are gone, ascending.
  public let deletions: [Int]
  /// Offsets in the new collection of elements that are new, ascending.
  public let insertions: [Int]
  /// Elements that change position: a minimal set, ordered by old offset.
  public let moves: [Move]
  /// Elements whose identity is kept but whose content changed, including moved ones,
  /// ordered by new offset.
  public let updates: [Update]
  /// Identities that occur more than once on either side among the elements the diff hashed
  /// (all but a common prefix and suffix, and none when one side's middle is empty or the two
  /// are a few edits apart), each listed once.
  public let duplicates: [ID]

  /// Whether the two collections are the same: nothing deleted, inserted, moved or updated.
  @inlinable
  public var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// Creates a set of changes from its parts; no check is made that they are consistent.
  @inlinable
  public init(
    deletions: [Int], insertions: [Int], moves: [Move], updates: [Update], duplicates: [ID] = []
  ) {
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
    self.duplicates = duplicates
  }

  /// Computes the changes that turn `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The collection as it was.
  ///   - new: The collection as it is now.
  ///   - id: The identity of an element, for example `\.id`.
  ///   - isContentEqual: Whether two elements with the same identity show the same content.
  /// - Complexity: O(*n* + *m*) expected time for *n* old and *m* new elements, plus
  ///   O(*k* log *k*) for the *k* paired elements that are not in a common prefix or suffix;
  ///   no hashing when one side's middle is empty or the middles are at most eight edits
  ///   apart. O(*n* + *m*) memory.
  @inlinable
  public init<Old: Collection, New: Collection>(
    from old: Old, to new: New,
    id: (Old.Element) -> ID,
    isContentEqual: (Old.Element, Old.Element) -> Bool
  ) where Old.Element == New.Element {
    self = _withContiguousElements(of: old) { old in
      _withContiguousElements(of: new) { new in
        Changes._compute(old: old, new: new, id: id, isContentEqual: isContentEqual)
      }
    }
  }
}

extension Changes: Sendable where ID: Sendable {}

extension Changes: Equatable {}
