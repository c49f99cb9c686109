import PropertyBased
import RosterTestSupport
import Testing

/// Property tests of ``Changes`` against the reference model, 3000 generated cases each.
///
/// Every case gets a fresh random seed; a failure names its input and the seed, and adding
/// `.fixedSeed("…")` to the test reruns exactly that case.
@Suite("Changes: properties")
struct ChangesPropertyTests {
  static let count = 3000

  @Test("applying the changes UIKit's way yields new, each element on its k-th partner")
  func applyingYieldsNew() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).applyingYieldsNew()
    }
  }

  @Test("updates are exactly the paired elements whose content changed")
  func updates() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).updatesAreExactlyTheChangedPairs()
    }
  }

  @Test("deletions, insertions and moves are as few as possible")
  func minimal() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).isMinimal()
    }
  }

  @Test("every move and update pairs the k-th occurrence in old with the k-th in new")
  func kthOccurrencePairing() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).pairsKthOccurrences()
    }
  }

  @Test("deletions and insertions ascend, moves follow old order, updates new order")
  func ordered() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).isOrdered()
    }
  }

  @Test("duplicated identities are reported")
  func duplicates() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).reportsDuplicates()
    }
  }

  @Test("the same input always gives the same changes, whatever the collection type")
  func deterministic() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.flat) { diffCase in
      ChangesChecks(diffCase).isDeterministic()
    }
  }

  @Test("long lists over larger alphabets")
  func longLists() async {
    await propertyCheck(count: propertyCases(300), input: Generators.longFlat) { diffCase in
      ChangesChecks(diffCase).all()
    }
  }

  @Test("a changing middle between a common prefix and suffix, duplicates straddling them")
  func prefixAndSuffix() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.prefixSuffix) {
      diffCase in
      ChangesChecks(diffCase).all()
    }
  }
}
