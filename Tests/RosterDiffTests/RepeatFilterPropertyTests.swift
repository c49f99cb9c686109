import PropertyBased
import RosterTestSupport
import Testing

@testable import RosterDiff

/// The repeat filter against a reference count, with hashes from unique to shared by many, so
/// that identities on one bit are mostly different ones and the table has to tell them apart.
@Suite("_RepeatFilter: every repeat, once, in the order of its second occurrence")
struct RepeatFilterPropertyTests {
  typealias Colliding = PartitionedPairingPropertyTests.Colliding

  /// The repeated identities in the order their second occurrence appears.
  static func reference(_ ids: [Colliding]) -> [Colliding] {
    var seen: [Colliding: Int] = [:]
    var repeated: [Colliding] = []
    for id in ids {
      seen[id, default: 0] += 1
      if seen[id] == 2 { repeated.append(id) }
    }
    return repeated
  }

  @Test("random sequences over small and large alphabets, with colliding hashes")
  func againstReference() async {
    await propertyCheck(
      count: propertyCases(3000), input: Gen.int(in: 0...5_000).array(of: 0...400),
      Gen.int(in: 1...5_000),
      Gen.int(in: 0...3)
    ) { values, alphabet, collisions in
      let buckets = [Int.max, 997, 61, 1][collisions]
      let ids = values.map { Colliding(value: $0 % alphabet, bucket: ($0 % alphabet) % buckets) }
      let repeated = ids.withUnsafeBufferPointer { _RepeatFilter.repeatedIdentities(in: $0) }
      #expect(repeated == Self.reference(ids), "\(ids)")
    }
  }

  @Test("a large sequence, a few repeats planted among 100,000 identities")
  func large() {
    var generator = Xorshift(seed: 0x5EED)
    var ids = (0..<100_000).map { Colliding(value: $0, bucket: $0) }
    for _ in 0..<20 {
      ids[Int.random(in: 0..<ids.count, using: &generator)] =
        ids[Int.random(in: 0..<ids.count, using: &generator)]
    }
    let repeated = ids.withUnsafeBufferPointer { _RepeatFilter.repeatedIdentities(in: $0) }
    #expect(repeated == Self.reference(ids))
    #expect(!repeated.isEmpty)
  }
}
