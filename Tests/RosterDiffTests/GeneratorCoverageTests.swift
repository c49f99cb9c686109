import PropertyBased
import Testing

/// The property tests prove little if the generators rarely make the hard cases; these tests
/// draw a fixed-seed sample from each generator and check that every kind of case is common.
@Suite("Generators: coverage")
struct GeneratorCoverageTests {
  static let samples = 2000

  static func sample<Value>(
    _ generator: Generator<Value, some SendableSequenceType>
  ) -> [Value] {
    var rng = Xoshiro(seed: (0x526f_7374, 0x6572_4469, 0x6666_5465, 0x7374_7321))
    return (0..<samples).map { _ in generator.run(using: &rng) }
  }

  /// Expects at least `minimum` of `cases` to satisfy `predicate`.
  static func expectShare<Value>(
    _ name: String, of cases: [Value], atLeast minimum: Double,
    sourceLocation: SourceLocation = #_sourceLocation, _ predicate: (Value) -> Bool
  ) {
    let share = Double(cases.filter(predicate).count) / Double(cases.count)
    #expect(share >= minimum, "\(name): \(share)", sourceLocation: sourceLocation)
  }

  static func hasRepeats(_ ids: [Int]) -> Bool { Set(ids).count < ids.count }

  /// Whether the common suffix of identities shares an identity with the middle, which makes
  /// the engine pair everything after the common prefix.
  static func needsSuffixFallback(_ diffCase: FlatCase) -> Bool {
    let old = diffCase.old.map(\.id)
    let new = diffCase.new.map(\.id)
    let prefix = zip(old, new).prefix { $0 == $1 }.count
    let suffix = zip(old.dropFirst(prefix).reversed(), new.dropFirst(prefix).reversed())
      .prefix { $0 == $1 }.count
    let middle = Set(old[prefix..<(old.count - suffix)] + new[prefix..<(new.count - suffix)])
    return !middle.isDisjoint(with: old.suffix(suffix))
  }

  @Test("flat cases have duplicates, moves, updates, empty sides and suffix fallbacks")
  func flat() {
    let cases = Self.sample(Generators.flat)
    Self.expectShare("duplicates", of: cases, atLeast: 0.5) {
      Self.hasRepeats($0.old.map(\.id)) || Self.hasRepeats($0.new.map(\.id))
    }
    Self.expectShare("moves", of: cases, atLeast: 0.2) {
      ReferenceDiff.minimumMoves(
        oldToNew: ReferenceDiff.pairing($0.old.map(\.id), $0.new.map(\.id)).oldToNew) > 0
    }
    Self.expectShare("updates", of: cases, atLeast: 0.25) {
      ChangesChecks($0).changes.updates.count > 0
    }
    Self.expectShare("an empty side", of: cases, atLeast: 0.05) { $0.old.isEmpty || $0.new.isEmpty }
    Self.expectShare("same identities", of: cases, atLeast: 0.1) {
      !$0.old.isEmpty && $0.old.map(\.id) == $0.new.map(\.id)
    }
    Self.expectShare("a rotation by one", of: cases, atLeast: 0.005) { diffCase in
      let old = diffCase.old.map(\.id)
      let new = diffCase.new.map(\.id)
      return old.count > 2 && Set(old).count > 1
        && (new == Array(old.dropFirst()) + old.prefix(1)
          || new == Array(old.suffix(1) + old.dropLast()))
    }
    Self.expectShare("suffix fallback", of: cases, atLeast: 0.05, Self.needsSuffixFallback)
    Self.expectShare(
      "suffix fallback, prefix+suffix", of: Self.sample(Generators.prefixSuffix), atLeast: 0.25,
      Self.needsSuffixFallback)
  }

  @Test("sectioned cases move items across sections, into new sections and out of deleted ones")
  func sectioned() {
    let samples = [Self.sample(Generators.sectioned), Self.sample(Generators.crossSection)]
    for sample in samples {
      let checks = sample.map(SectionedChangesChecks.init)
      Self.expectShare("cross-section moves", of: checks, atLeast: 0.1) { checks in
        checks.changes.itemMoves.contains {
          checks.sections.oldToNew[$0.from.section] != $0.to.section
        }
      }
      Self.expectShare("items out of deleted sections", of: checks, atLeast: 0.04) { checks in
        checks.newItems.indices.contains { flat in
          guard let partner = checks.items.newToOld[flat] else { return false }
          return !checks.survives(oldSection: checks.oldItems[partner].path.section)
            && checks.survives(newSection: checks.newItems[flat].path.section)
        }
      }
      Self.expectShare("items into inserted sections", of: checks, atLeast: 0.04) { checks in
        checks.oldItems.indices.contains { flat in
          guard let partner = checks.items.oldToNew[flat] else { return false }
          return checks.survives(oldSection: checks.oldItems[flat].path.section)
            && !checks.survives(newSection: checks.newItems[partner].path.section)
        }
      }
      Self.expectShare("section moves", of: checks, atLeast: 0.05) {
        !$0.changes.sectionMoves.isEmpty
      }
      Self.expectShare("duplicate sections", of: checks, atLeast: 0.3) {
        Self.hasRepeats($0.old.map(\.id)) || Self.hasRepeats($0.new.map(\.id))
      }
      Self.expectShare("duplicate items", of: checks, atLeast: 0.4) {
        Self.hasRepeats($0.oldItems.map(\.item.id)) || Self.hasRepeats($0.newItems.map(\.item.id))
      }
      Self.expectShare("empty sections", of: checks, atLeast: 0.2) {
        ($0.old + $0.new).contains { $0.items.isEmpty }
      }
    }
  }
}
