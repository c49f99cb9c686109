#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An item's index path in the old sections and its index path in the new ones.
///
/// ``SectionedChanges`` uses it for item moves (possibly across sections) and item updates.
public struct IndexPathPair: Hashable, Sendable, CustomStringConvertible {
  /// The index path in the old sections.
  public var from: IndexPath
  /// The index path in the new sections.
  public var to: IndexPath

  /// Creates a pair from an old index path and a new index path.
  @inlinable
  public init(from: IndexPath, to: IndexPath) {
    self.from = from
    self.to = to
  }

  /// `[s, i]→[s, i]`, for example `[0, 3]→[1, 0]`.
  public var description: String { "\(from)→\(to)" }
}
