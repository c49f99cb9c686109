import PropertyBased
import RosterTestSupport
import Testing

@testable import RosterDiff

/// The pairing in cache-sized parts against a reference: it pairs exactly when every hash is
/// unique on its side and shared across sides only by equal identities, and otherwise leaves
/// the decision to the table, whatever the parts and however the hashes collide; and every
/// promise of ``Changes`` (``ChangesChecks``) holds with the pairing in parts forced on small
/// lists.
@Suite("_PartitionedPairing: pairs by hash only when the hashes decide")
struct PartitionedPairingPropertyTests {
  /// An identity whose hash is chosen: `value` is what it is, `bucket` what it hashes as.
  struct Colliding: Hashable, CustomStringConvertible {
    let value: Int
    let bucket: Int

    func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    var description: String { "\(value)#\(bucket)" }
  }

  static func check(old: [Colliding], new: [Colliding], suffix: [Colliding], partSize: Int) {
    let outcome = _PartitionedPairing.pair(
      oldCount: old.count, newCount: new.count, oldHash: { old[$0].hashValue },
      newHash: { new[$0].hashValue }, isPair: { old[$0] == new[$1] }, oldID: { old[$0] },
      newID: { new[$0] }, suffixCount: suffix.count, suffixID: { suffix[$0] },
      partSize: partSize)
    let context = "\(old) → \(new), suffix \(suffix), parts of \(partSize)"
    func hasRepeatedHash(_ side: [Colliding]) -> Bool {
      Set(side.map(\.hashValue)).count < side.count
    }
    let oldByHash = Dictionary(old.map { ($0.hashValue, $0) }, uniquingKeysWith: { a, _ in a })
    let sharedByDifferent = new.contains { id in
      oldByHash[id.hashValue].map { $0 != id } ?? false
    }
    let decidable = !hasRepeatedHash(old) && !hasRepeatedHash(new) && !sharedByDifferent
    switch outcome {
    case .undecided:
      #expect(!decidable, "undecided although the hashes decide: \(context)")
    case .rejected:
      #expect(decidable, "\(context)")
      #expect(suffix.contains { old.contains($0) || new.contains($0) }, "\(context)")
    case .paired(let oldToNew, let newToOld):
      #expect(decidable, "paired although the hashes do not decide: \(context)")
      #expect(!suffix.contains { old.contains($0) || new.contains($0) }, "\(context)")
      let expected = IdentityTablePropertyTests.reference(
        old: old.map(\.value), new: new.map(\.value))
      #expect(oldToNew == expected.oldToNew, "\(context)")
      #expect(newToOld == expected.newToOld, "\(context)")
    }
  }

  @Test("random sides, suffixes and hash collisions, in parts of 1 to 64")
  func againstReference() async {
    let values = Gen.int(in: 0...400).array(of: 0...90)
    await propertyCheck(
      count: propertyCases(4000), input: values, values, Gen.int(in: 0...400).array(of: 0...3),
      Gen.int(in: 0...3), Gen.int(in: 1...64)
    ) { oldValues, newValues, suffixValues, collisions, partSize in
      // From no collisions (each value its own hash) to many (values share 1 of 8 hashes).
      let buckets = [Int.max, 997, 61, 8][collisions]
      func identity(_ value: Int) -> Colliding { Colliding(value: value, bucket: value % buckets) }
      // Mostly unique identities, as in an update: the sides drawn without repeats, except
      // where a value happens to be drawn twice.
      let old = oldValues.map(identity)
      let new = newValues.map { identity($0 % 500) }
      Self.check(
        old: old, new: new, suffix: suffixValues.map(identity), partSize: partSize)
      Self.check(
        old: Array(Set(oldValues)).map(identity), new: Array(Set(newValues)).map(identity),
        suffix: suffixValues.map(identity), partSize: partSize)
    }
  }

  @Test("a diff in parts equals the table's, whatever the hash collisions")
  func changesAgainstTable() async {
    let values = Gen.int(in: 0...300).array(of: 0...60)
    await propertyCheck(
      count: propertyCases(3000), input: values, values, Gen.int(in: 0...3), Gen.int(in: 0...3)
    ) { oldValues, newValues, collisions, edits in
      // 1,000: an identity shifted by 1,000 shares the hash of the unshifted one, so pairs of
      // different identities with one hash arise while each side's hashes stay unique.
      let buckets = [1_000, 97, 13, 2][collisions]
      struct Element {
        var id: Colliding
        var content: Int
      }
      // Unique identities mostly (what the parts decide), repeats sometimes (the table's).
      let oldIDs = edits == 0 ? oldValues : Array(Set(oldValues))
      let newIDs = (edits == 0 ? newValues : Array(Set(newValues + oldIDs.prefix(edits * 5))))
        .map { $0 % 5 == 0 ? $0 + 1_000 : $0 }
      let old = oldIDs.map { Element(id: Colliding(value: $0, bucket: $0 % buckets), content: 0) }
      let new = newIDs.map {
        Element(id: Colliding(value: $0, bucket: $0 % buckets), content: $0 % 3)
      }
      func changes(partitionThreshold: Int) -> Changes<Colliding> {
        old.withUnsafeBufferPointer { old in
          new.withUnsafeBufferPointer { new in
            Changes._compute(
              old: old, new: new, id: \.id, isContentEqual: { $0.content == $1.content },
              partitionThreshold: partitionThreshold, smallEditLimit: -1)
          }
        }
      }
      #expect(
        changes(partitionThreshold: 0) == changes(partitionThreshold: .max),
        "\(old.map(\.id)) → \(new.map(\.id))")
    }
  }

  /// The changes of `diffCase` with the pairing in parts from the first identity on.
  static func changesInParts(_ diffCase: FlatCase) -> Changes<Int> {
    diffCase.old.withUnsafeBufferPointer { old in
      diffCase.new.withUnsafeBufferPointer { new in
        // No small-edit walk, which would pair many cases before the parts could.
        Changes._compute(
          old: old, new: new, id: \.id, isContentEqual: ==, partitionThreshold: 0,
          smallEditLimit: -1)
      }
    }
  }

  @Test("paired in cache-sized parts, every check holds, and the changes equal the table's")
  func everyCheckHoldsInParts() async {
    await propertyCheck(count: propertyCases(ChangesPropertyTests.count), input: Generators.flat) {
      diffCase in
      ChangesChecks(diffCase, changes: Self.changesInParts(diffCase)).all()
    }
    await propertyCheck(
      count: propertyCases(ChangesPropertyTests.count), input: Generators.prefixSuffix
    ) {
      diffCase in
      ChangesChecks(diffCase, changes: Self.changesInParts(diffCase)).all()
    }
  }

  @Test("a permutation with a few identities replaced pairs by hash in many parts")
  func permutations() async {
    await propertyCheck(
      count: propertyCases(1000), input: Gen.int(in: 1...3_000), Gen.int(in: 0...1_000_000)
    ) { count, seed in
      var generator = Xorshift(seed: UInt64(seed) | 1)
      let old = (0..<count).map { Colliding(value: $0, bucket: $0) }
      var new = old.shuffled(using: &generator)
      for _ in 0..<(count / 50) {
        let value = count + Int.random(in: 0..<1_000_000, using: &generator)
        new[Int.random(in: 0..<count, using: &generator)] = Colliding(value: value, bucket: value)
      }
      new = Array(Set(new))  // a replacement may have been drawn twice
      let outcome = _PartitionedPairing.pair(
        oldCount: old.count, newCount: new.count, oldHash: { old[$0].hashValue },
        newHash: { new[$0].hashValue }, isPair: { old[$0] == new[$1] }, oldID: { old[$0] },
        newID: { new[$0] }, partSize: 16)
      guard case .paired = outcome else {
        Issue.record("unique identities left undecided")
        return
      }
      Self.check(old: old, new: new, suffix: [], partSize: 16)
    }
  }
}

/// A small seeded generator, so that a failing case replays.
struct Xorshift: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }
}
