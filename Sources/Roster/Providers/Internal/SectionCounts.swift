/// How many sections each of a container's providers has requested, with the prefix sums that
/// place a provider's slice in the list: a Fenwick (binary indexed) tree.
///
/// A provider's update needs the position of its first section, the sum of the counts of the
/// providers before it. Summing them costs O(*P*) per update for *P* providers, which made a
/// list of 10,000 one-section providers quadratic; the tree answers and changes a count in
/// O(log *P*).
///
/// - Complexity: ``init(_:)`` O(*P*); ``count(at:)`` O(1); ``start(of:)`` and ``set(_:at:)``
///   O(log *P*).
struct SectionCounts: Sendable {
  /// `tree[i - 1]` holds the sum of the counts of providers `(i - lowbit(i))..<i`.
  private var tree: [Int]
  /// The counts themselves, for O(1) reads.
  private(set) var counts: [Int]

  /// The tree over `counts`, one per provider in list order.
  init(_ counts: [Int]) {
    self.counts = counts
    tree = counts
    // Each node passes its sum up to its parent once: linear, not n log n.
    for index in 1..<(counts.count + 1) {
      let parent = index + (index & -index)
      if parent <= tree.count { tree[parent - 1] += tree[index - 1] }
    }
  }

  /// The number of providers.
  var providerCount: Int { counts.count }

  /// The number of sections of the provider at `index`.
  func count(at index: Int) -> Int { counts[index] }

  /// The number of sections of all providers.
  var total: Int { start(of: counts.count) }

  /// The position of the first section of the provider at `index` (the number of sections
  /// before it); `start(of: providerCount)` is ``total``.
  func start(of index: Int) -> Int {
    var sum = 0
    var node = index
    while node > 0 {
      sum += tree[node - 1]
      node -= node & -node
    }
    return sum
  }

  /// Makes `count` the number of sections of the provider at `index`.
  mutating func set(_ count: Int, at index: Int) {
    let delta = count - counts[index]
    guard delta != 0 else { return }
    counts[index] = count
    var node = index + 1
    while node <= tree.count {
      tree[node - 1] += delta
      node += node & -node
    }
  }
}
