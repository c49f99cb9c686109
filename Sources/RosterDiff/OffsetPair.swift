/// An element's offset in the old collection and its offset in the new one.
///
/// ``Changes`` uses it for moves (the element changes position) and for updates (the element
/// keeps its identity but its content changed; it may also have moved).
public struct OffsetPair: Hashable, Sendable, CustomStringConvertible {
  /// The offset in the old collection.
  public var from: Int
  /// The offset in the new collection.
  public var to: Int

  /// Creates a pair from an old offset and a new offset.
  @inlinable
  public init(from: Int, to: Int) {
    self.from = from
    self.to = to
  }

  /// `from→to`, for example `3→0`.
  public var description: String { "\(from)→\(to)" }
}
