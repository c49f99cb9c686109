/// When the visible items approach an edge of the list, once per approach.
///
/// An edge is told of when the visible items come within the distance of it, and then not
/// again until they move farther away or another item is at that edge (a page arrived, or an
/// item was removed): scrolling about near the end of a list that has not grown asks for no
/// second page.
struct EdgeApproach {
  /// Per edge told of, the identifier of the item at that edge then, while the visible items
  /// stay within the distance of it.
  private var told: [ListEdge: String] = [:]

  /// The edges to tell of now, start first.
  ///
  /// - Parameters:
  ///   - itemsBefore: How many items come before the first visible one.
  ///   - itemsAfter: How many items come after the last visible one.
  ///   - distance: How near an edge counts as approaching it (negative as 0).
  ///   - edgeIdentifiers: The identifiers of the list's first and last items.
  /// - Complexity: O(1).
  mutating func edgesToTell(
    itemsBefore: Int, itemsAfter: Int, distance: Int,
    edgeIdentifiers: (first: String, last: String)
  ) -> [ListEdge] {
    let distance = max(0, distance)
    var edges: [ListEdge] = []
    for edge in ListEdge.allCases {
      let (remaining, identifier) =
        edge == .start ? (itemsBefore, edgeIdentifiers.first) : (itemsAfter, edgeIdentifiers.last)
      guard remaining <= distance else {
        told[edge] = nil
        continue
      }
      guard told[edge] != identifier else { continue }
      told[edge] = identifier
      edges.append(edge)
    }
    return edges
  }

  /// Forgets every approach, for a list that shows no item: its first items approach again.
  mutating func reset() {
    told = [:]
  }
}
