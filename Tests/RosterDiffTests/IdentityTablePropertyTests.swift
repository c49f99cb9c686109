import PropertyBased
import RosterTestSupport
import Testing

@testable import RosterDiff

/// The identity table's two layouts (one table for both sides, for lists that fit in a cache;
/// the old side's table with a spare one for arriving identities, beyond) against a reference
/// pairing kept as a queue of waiting old offsets per identity. Small lists take the second
/// layout here because the tests lower the limit to none.
@Suite("_IdentityTable: both layouts pair k-th with k-th and find every repeat")
struct IdentityTablePropertyTests {
  /// The pairing the table must produce: each new identity takes the earliest old occurrence
  /// of it not yet taken.
  static func reference(old: [Int], new: [Int]) -> (oldToNew: [Int32], newToOld: [Int32]) {
    var waiting: [Int: [Int]] = [:]
    for (offset, id) in old.enumerated() { waiting[id, default: []].append(offset) }
    var oldToNew = [Int32](repeating: -1, count: old.count)
    var newToOld = [Int32](repeating: -1, count: new.count)
    for (offset, id) in new.enumerated() {
      guard var queue = waiting[id], !queue.isEmpty else { continue }
      let partner = queue.removeFirst()
      waiting[id] = queue
      oldToNew[partner] = Int32(offset)
      newToOld[offset] = Int32(partner)
    }
    return (oldToNew, newToOld)
  }

  static func check(
    old: [Int], new: [Int], limit: Int, partitionThreshold: Int = .max,
    repeatFilterThreshold: Int = .max
  ) {
    guard
      let pairing = _IdentityPairing(
        oldIDs: old, newIDs: new, combinedCapacityLimit: limit,
        partitionThreshold: partitionThreshold, repeatFilterThreshold: repeatFilterThreshold)
    else {
      Issue.record("rejected without a suffix")
      return
    }
    let expected = reference(old: old, new: new)
    let context =
      "limit \(limit), parts from \(partitionThreshold), filter from \(repeatFilterThreshold):"
      + " \(old) → \(new)"
    #expect(pairing.oldToNew == expected.oldToNew, "\(context)")
    #expect(pairing.newToOld == expected.newToOld, "\(context)")
    let repeated = Set(
      [old, new].flatMap { side in
        Dictionary(grouping: side, by: { $0 }).filter { $0.value.count > 1 }.keys
      })
    #expect(Set(pairing.duplicates) == repeated, "\(context)")
    #expect(pairing.duplicates.count == repeated.count, "\(context)")
    // A suffix is rejected exactly when one of its identities occurs on either side.
    let suffixes = [
      [-1, -2, 1_000_003], [old.last, -1].compactMap(\.self), [-5, new.first ?? -6],
    ]
    for suffix in suffixes {
      let accepted =
        _IdentityPairing(
          oldIDs: old, newIDs: new, combinedCapacityLimit: limit,
          partitionThreshold: partitionThreshold, suffixCount: suffix.count,
          suffixID: { suffix[$0] }) != nil
      #expect(
        accepted == !suffix.contains { old.contains($0) || new.contains($0) },
        "suffix \(suffix), \(context)")
    }
  }

  @Test("random sides over small and large alphabets, in both layouts")
  func bothLayouts() async {
    let side = Gen.int(in: 0...80).array(of: 0...120)
    await propertyCheck(count: propertyCases(3000), input: side, side, Gen.int(in: 1...80)) {
      old, new, alphabet in
      let old = old.map { $0 % alphabet }
      // New identities partly drawn from old, partly arriving.
      let new = new.map { $0 % (alphabet * 2) }
      Self.check(old: old, new: new, limit: 0)
      Self.check(old: old, new: new, limit: _IdentityTable<Int>.cachedCapacity)
      Self.check(old: old, new: new, limit: 0, partitionThreshold: 0)
      Self.check(old: old, new: [], limit: 0, repeatFilterThreshold: 0)
      Self.check(old: [], new: new, limit: 0, repeatFilterThreshold: 0)
    }
  }

  @Test("first loads, all replaced, and one side empty, in both layouts")
  func edgeShapes() {
    let configurations = [
      (0, Int.max, Int.max), (_IdentityTable<Int>.cachedCapacity, .max, .max), (0, 0, .max),
      (0, .max, 0),
    ]
    for (limit, parts, filter) in configurations {
      Self.check(
        old: [], new: Array(0..<300) + [5, 7, 5], limit: limit, partitionThreshold: parts,
        repeatFilterThreshold: filter)
      Self.check(
        old: [], new: Array(0..<300), limit: limit, partitionThreshold: parts,
        repeatFilterThreshold: filter)
      Self.check(
        old: Array(0..<300), new: Array(300..<600) + [301], limit: limit,
        partitionThreshold: parts, repeatFilterThreshold: filter)
      Self.check(
        old: Array(0..<300).reversed(), new: Array(0..<300), limit: limit,
        partitionThreshold: parts, repeatFilterThreshold: filter)
      Self.check(
        old: Array(0..<300) + [3], new: [], limit: limit, partitionThreshold: parts,
        repeatFilterThreshold: filter)
      Self.check(
        old: Array(0..<300), new: [], limit: limit, partitionThreshold: parts,
        repeatFilterThreshold: filter)
      Self.check(
        old: [1, 1, 1], new: [1, 2, 2, 2, 1, 1, 1], limit: limit, partitionThreshold: parts,
        repeatFilterThreshold: filter)
    }
  }
}
