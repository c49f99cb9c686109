/// How the stress feed behaves: how big, how busy, and from which seed.
package struct FeedConfiguration: Hashable, Sendable {
  /// The most items the feed may start with.
  package static let maximumItemCount = 1_000_000

  /// How many items the feed starts with.
  package var itemCount: Int
  /// Updates per second; each update is one declarative state handed to the list.
  package var rate: Int
  /// How many edits (inserts, deletes, moves, text edits) each update makes.
  package var editsPerUpdate: Int
  /// The seed of every choice the feed makes.
  package var seed: UInt64

  /// Creates a configuration; the defaults are the 100,000 items at 30 updates per
  /// second, four edits each.
  package init(itemCount: Int = 100_000, rate: Int = 30, editsPerUpdate: Int = 4, seed: UInt64 = 1)
  {
    self.itemCount = itemCount
    self.rate = rate
    self.editsPerUpdate = editsPerUpdate
    self.seed = seed
  }

  /// Descriptions of out-of-range values; empty when the configuration is valid.
  package var problems: [String] {
    var problems: [String] = []
    if !(0...Self.maximumItemCount).contains(itemCount) {
      problems.append("item count \(itemCount) is not between 0 and \(Self.maximumItemCount)")
    }
    if !(1...1_000).contains(rate) { problems.append("rate \(rate) is not between 1 and 1000") }
    if !(0...1_000).contains(editsPerUpdate) {
      problems.append("edits per update \(editsPerUpdate) is not between 0 and 1000")
    }
    return problems
  }

  /// This configuration with every value clamped into its range.
  package var normalized: FeedConfiguration {
    var result = self
    result.itemCount = min(max(itemCount, 0), Self.maximumItemCount)
    result.rate = min(max(rate, 1), 1_000)
    result.editsPerUpdate = min(max(editsPerUpdate, 0), 1_000)
    return result
  }

  /// The time between two updates.
  package var interval: Duration { .seconds(1) / normalized.rate }
}
