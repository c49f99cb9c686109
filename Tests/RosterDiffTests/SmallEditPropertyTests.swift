import PropertyBased
import RosterTestSupport
import Testing

@testable import RosterDiff

/// The diff's paths that hash nothing — the walk of a small edit (``_SmallEditPairing``) and a
/// middle with one side empty — against the reference and against the table: lists a few
/// edits apart (rotations, deletions, insertions and moves close together, as many edits as the
/// walk's limit and a few more), over identities unique or repeated on either side, and lists
/// loaded from or cleared to nothing.
@Suite("Small edits and one-sided middles: paired without hashing, as the table pairs them")
struct SmallEditPropertyTests {
  static let count = 3000

  @Test("every promise of Changes holds, and the changes equal the table's")
  func everyCheckHolds() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.smallEdit) { diffCase in
      ChangesChecks(diffCase).all()
    }
  }

  @Test("the walk pairs the k-th occurrences, within its limit, unless an edit repeats")
  func walkAgainstReference() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.smallEdit) { diffCase in
      Self.checkWalk(diffCase)
    }
  }

  @Test("a one-sided middle emits every element, repeats or not, and hashes none")
  func oneSided() async {
    await propertyCheck(
      count: propertyCases(Self.count), input: Gen.int(in: 0...12).array(of: 0...40),
      Gen.int(in: 0...5),
      Gen.bool
    ) { ids, prefixCount, loads in
      let prefix = ids.prefix(prefixCount).map { Item(id: $0) }
      let rest = ids.dropFirst(prefixCount).map { Item(id: $0, content: 1) }
      let diffCase =
        loads
        ? FlatCase(shape: "loaded", old: prefix, new: prefix + rest)
        : FlatCase(shape: "cleared", old: prefix + rest, new: prefix)
      let checks = ChangesChecks(diffCase)
      checks.all()
      let offsets = Array(prefix.count..<(prefix.count + rest.count))
      #expect(checks.changes.insertions == (loads ? offsets : []))
      #expect(checks.changes.deletions == (loads ? [] : offsets))
      #expect(checks.changes.duplicates.isEmpty)
    }
  }

  @Test("the generator makes walks that pair, that give up, at the limit and past it")
  func coverage() {
    let outcomes = GeneratorCoverageTests.sample(Generators.smallEdit).map(Self.outcome)
    let share = { (name: String, minimum: Double, predicate: (Outcome) -> Bool) in
      GeneratorCoverageTests.expectShare(name, of: outcomes, atLeast: minimum, predicate)
    }
    share("paired by the walk", 0.3) { $0.paired }
    share("paired with moves", 0.15) { $0.paired && $0.moves > 0 }
    share("an edit repeated: left to the table", 0.05) {
      !$0.paired && $0.distance <= _SmallEditPairing.maxEdits && $0.distance > 0
    }
    share("at the limit", 0.03) { $0.distance == _SmallEditPairing.maxEdits }
    share("one past the limit", 0.01) { $0.distance == _SmallEditPairing.maxEdits + 1 }
  }

  struct Outcome {
    var distance: Int
    var paired: Bool
    var moves: Int
  }

  static func outcome(_ diffCase: FlatCase) -> Outcome {
    let walk = Walk(diffCase)
    return Outcome(
      distance: walk.distance, paired: walk.pairing != nil,
      moves: walk.checks.changes.moves.count)
  }

  /// The walk run on the middle the engine trims, beside the reference's edit distance of that
  /// middle.
  struct Walk {
    let checks: ChangesChecks
    /// The middle: `old[prefix..<oldEnd]` and `new[prefix..<newEnd]`.
    let prefix: Int
    let oldEnd: Int
    let newEnd: Int
    /// The walk's pairing of the middle, `nil` where it gives up.
    let pairing: (oldToNew: [Int32], newToOld: [Int32])?
    /// The fewest deletions and insertions that turn the old middle into the new.
    let distance: Int

    init(_ diffCase: FlatCase) {
      checks = ChangesChecks(diffCase)
      let suffix: Int
      (prefix, suffix) = checks.trimmed
      oldEnd = checks.oldIDs.count - suffix
      newEnd = checks.newIDs.count - suffix
      pairing = diffCase.old.withUnsafeBufferPointer { [prefix, oldEnd, newEnd] old in
        diffCase.new.withUnsafeBufferPointer { new in
          _SmallEditPairing.pair(
            old: old, new: new, prefix: prefix, oldEnd: oldEnd, newEnd: newEnd, id: \.id)
        }
      }
      distance = ReferenceDiff.editDistance(
        Array(checks.oldIDs[prefix..<oldEnd]), Array(checks.newIDs[prefix..<newEnd]))
    }
  }

  /// The walk on the middle the engine trims: `nil` beyond the limit, a pairing whenever no
  /// identity repeats after the prefix, and any pairing it gives is, with the prefix and suffix
  /// paired in order, the reference's.
  static func checkWalk(_ diffCase: FlatCase) {
    let walk = Walk(diffCase)
    let (checks, prefix, oldEnd, newEnd, distance) = (
      walk.checks, walk.prefix, walk.oldEnd, walk.newEnd, walk.distance
    )
    let repeats =
      !ReferenceDiff.repeated(checks.oldIDs[prefix...]).isEmpty
      || !ReferenceDiff.repeated(checks.newIDs[prefix...]).isEmpty
    let context = "\(diffCase.old) → \(diffCase.new), \(distance) edits"
    if distance > _SmallEditPairing.maxEdits || (prefix == oldEnd && prefix == newEnd) {
      #expect(walk.pairing == nil, "paired: \(context)")
    } else if !repeats {
      #expect(walk.pairing != nil, "left to the table: \(context)")
    }
    guard let pairing = walk.pairing else { return }
    // With the prefix and the suffix paired in order, the whole k-th-occurrence pairing.
    let whole =
      (0..<prefix).map { Optional($0) }
      + pairing.oldToNew.map { $0 < 0 ? nil : prefix + Int($0) }
      + (oldEnd..<checks.oldIDs.count).map { Optional($0 - oldEnd + newEnd) }
    #expect(whole == checks.oldToNew, "old to new: \(context)")
    for (offset, partner) in pairing.oldToNew.enumerated() where partner >= 0 {
      #expect(pairing.newToOld[Int(partner)] == Int32(offset), "not mutual: \(context)")
    }
    #expect(
      pairing.newToOld.filter { $0 >= 0 }.count == pairing.oldToNew.filter { $0 >= 0 }.count,
      "new to old: \(context)")
  }
}

extension Generators {
  /// Lists of up to 60 elements and the same lists a few edits later: rotated by up to three,
  /// or with one to the walk's limit and five more deletions, insertions (of new or repeated
  /// identities), moves and content changes, each near the one before it; identities unique,
  /// or over an alphabet small enough that duplicates are common on either side.
  static let smallEdit: Generator<FlatCase, some SendableSequenceType> = zip(
    Gen.int(in: 0...60), Gen.int(in: 0...3), Gen.bool, raw,
    raw.array(of: 1...(_SmallEditPairing.maxEdits + 5))
  ).map {
    FlatCase.smallEdit(count: $0.0, alphabetKind: $0.1, rotates: $0.2, seed: $0.3, ops: $0.4)
  }
}

extension FlatCase {
  /// A list of `count` elements (unique identities for `alphabetKind` 0 and 1, else over 3 or
  /// `count / 4 + 1` identities), and that list rotated or edited by `ops`.
  static func smallEdit(
    count: Int, alphabetKind: Int, rotates: Bool, seed: Int, ops: [Int]
  ) -> FlatCase {
    var draw = Draw(seed)
    let alphabet = [Int.max, Int.max, 3, count / 4 + 1][alphabetKind]
    let old = (0..<count).map { offset in
      Item(id: alphabet == Int.max ? offset : draw.next(alphabet), content: draw.next(2))
    }
    var new = old
    if rotates, !old.isEmpty {
      let by = 1 + draw.next(3)
      new =
        draw.next(2) == 0
        ? Array(old.dropFirst(by) + old.prefix(by)) : Array(old.suffix(by) + old.dropLast(by))
      return FlatCase(shape: "rotated", old: old, new: new)
    }
    // Each edit lands within a few elements of the one before it.
    var at = draw.next(count + 1)
    for op in ops {
      var edit = Draw(op)
      at = Swift.max(0, Swift.min(new.count, at + edit.next(7) - 3))
      let elsewhere = Swift.max(0, Swift.min(new.count, at + edit.next(9) - 4))
      switch edit.next(8) {
      case 0...1 where at < new.count: new.remove(at: at)
      case 2...3: new.insert(Item(id: 1_000 + edit.next(1_000)), at: at)
      case 4 where !new.isEmpty:
        new.insert(new[edit.next(new.count)], at: at)  // a repeat of an existing identity
      case 5...6 where at < new.count:
        let moved = new.remove(at: at)
        new.insert(moved, at: Swift.min(elsewhere, new.count))
      case 7 where at < new.count: new[at].content ^= 1
      default: break
      }
    }
    return FlatCase(shape: "small edit", old: old, new: new)
  }
}
