import PropertyBased
import RosterTestSupport
import Testing

/// Property tests of ``SectionedChanges`` against the reference model, 3000 generated cases
/// each.
///
/// Every case gets a fresh random seed; a failure names its input and the seed, and adding
/// `.fixedSeed("…")` to the test reruns exactly that case.
@Suite("SectionedChanges: properties")
struct SectionedChangesPropertyTests {
  static let count = 3000

  @Test("applying section then item changes UIKit's way yields new, on k-th partners")
  func applyingYieldsNew() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).applyingYieldsNew()
    }
  }

  @Test("section and item updates are exactly the surviving pairs whose content changed")
  func updates() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).updatesAreExactlyTheChangedPairs()
    }
  }

  @Test("deletions and insertions follow the section rules, and moves are as few as possible")
  func minimal() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).isMinimal()
    }
  }

  @Test("every move and update pairs the k-th occurrence in old with the k-th in new")
  func kthOccurrencePairing() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).pairsKthOccurrences()
    }
  }

  @Test("deletions and insertions ascend, moves follow old order, updates new order")
  func ordered() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).isOrdered()
    }
  }

  @Test("every duplicated section and item identity is reported")
  func duplicates() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).reportsDuplicates()
    }
  }

  @Test("item identities given laid end to end give the changes of reading them")
  func givenIdentities() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).givenIdentitiesGiveTheSameChanges()
    }
  }

  @Test("the same input always gives the same changes")
  func deterministic() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.sectioned) { diffCase in
      SectionedChangesChecks(diffCase).isDeterministic()
    }
  }

  @Test("many sections with many items")
  func longLists() async {
    await propertyCheck(count: propertyCases(300), input: Generators.longSectioned) { diffCase in
      SectionedChangesChecks(diffCase).all()
    }
  }

  @Test("sections deleted, inserted and moved while their items move elsewhere")
  func crossSection() async {
    await propertyCheck(count: propertyCases(Self.count), input: Generators.crossSection) {
      diffCase in
      SectionedChangesChecks(diffCase).all()
    }
  }
}
