import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// `IdentityFilter` against a plain `Set` of the hashes inserted: it never says "certainly not"
/// of an inserted hash, however it grew (one by one, or built whole), and it says "maybe" of
/// few absent ones.
@Suite("IdentityFilter: no false negatives, few false positives")
struct IdentityFilterPropertyTests {
  /// How many hashes, and the seed of their sequence: two numbers, so that a failing case
  /// shrinks in a few steps.
  static let cases = zip(Gen.int(in: 0...5_000), Gen.int(in: 0...(1 << 30)))

  @Test("every inserted hash may be there; at most one absent hash in eight is said to be")
  func agreesWithSet() async {
    await propertyCheck(count: propertyCases(1_000), input: Self.cases) { count, seed in
      var hashes = SplitMix64(seed: UInt64(seed))
      var inserted = Set<Int>()
      var grown = IdentityFilter()
      for _ in 0..<count {
        let hash = Int(truncatingIfNeeded: hashes.next())
        guard inserted.insert(hash).inserted else { continue }
        grown.insert(hash, count: inserted.count) { inserted }
      }
      let built = IdentityFilter(inserted, count: inserted.count)
      // One expectation a case, so that a failing case shrinks quickly.
      let missedByGrown = inserted.filter { !grown.mightContain($0) }
      let missedByBuilt = inserted.filter { !built.mightContain($0) }
      #expect(missedByGrown.isEmpty, "grown misses \(missedByGrown.count) of \(inserted.count)")
      #expect(missedByBuilt.isEmpty, "built misses \(missedByBuilt.count) of \(inserted.count)")
      // Absent hashes, mixed as identity hashes are, counted over many probes.
      var falsePositives = 0
      let probes = 4_096
      var generator = SplitMix64(seed: ~UInt64(seed))
      for _ in 0..<probes {
        let hash = Int(truncatingIfNeeded: generator.next())
        if !inserted.contains(hash), grown.mightContain(hash) { falsePositives += 1 }
      }
      #expect(falsePositives * 8 <= probes, "\(falsePositives) of \(probes) at \(inserted.count)")
    }
  }
}
