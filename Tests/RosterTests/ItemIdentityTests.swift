import Foundation
import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

@Suite("The displayed identities kept for the next diff")
@MainActor
struct ItemIdentityTests {
  @Test("an identity equals another of the same identifier only, and hashes as it")
  func identity() {
    #expect(ItemIdentity("a") == ItemIdentity("a"))
    #expect(ItemIdentity("a") != ItemIdentity("b"))
    #expect(ItemIdentity("a").hashValue == IdentifierHash.hash("a"))
    #expect(Set([ItemIdentity("a"), ItemIdentity("a"), ItemIdentity("b")]).count == 2)
  }

  @Test("identities reusing kept ones are those computed afresh, whatever is shared")
  func reusedHashes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      // Long identifiers (in storage, copied or shared) and short ones (small strings).
      let pool = (0..<12).map { index in
        index % 3 == 0 ? "s\(index)" : "identifier-long-enough-for-storage-\(index)"
      }
      func copy(_ string: String) -> String { String(decoding: Array(string.utf8), as: UTF8.self) }
      func state() -> [Section] {
        let count = Int.random(in: 0...8, using: &generator)
        let identifiers = (0..<count).map { _ in
          let identifier = pool[Int.random(in: 0..<pool.count, using: &generator)]
          return Bool.random(using: &generator) ? identifier : copy(identifier)
        }
        let cut = Int.random(in: 0...count, using: &generator)
        return [
          Section(
            cellModels: identifiers[..<cut].map { TextModel(identifier: $0) }, identifier: "a"),
          Section(
            cellModels: identifiers[cut...].map { TextModel(identifier: $0) }, identifier: "b"),
        ]
      }
      let old = state()
      let new = state()
      let kept = ItemIdentity.identities(of: old)
      let reused = ItemIdentity.identities(of: new, reusing: kept)
      let fresh = ItemIdentity.identities(of: new)
      #expect(reused.map(\.identifier) == fresh.map(\.identifier))
      #expect(reused.map(\.hash) == fresh.map(\.hash), "\(identifiers(old)) → \(identifiers(new))")
    }
  }

  @Test("a long list's identities made in parallel parts are those made one by one")
  func parallelParts() async {
    // Section lengths around the parts' boundaries, empty sections included.
    let lengths = Gen.int(in: 0..<(ItemIdentity.parallelCount / 2)).array(of: 1...9)
    let empties = Gen.int(in: 0..<10).array(of: 0...3)
    await propertyCheck(count: propertyCases(60), input: lengths, empties) { lengths, empties in
      var lengths = lengths
      for empty in empties { lengths.insert(0, at: min(empty, lengths.count)) }
      // At least the count made in parallel.
      lengths.append(max(0, ItemIdentity.parallelCount - lengths.reduce(0, +)) + 1)
      var next = 0
      let sections = lengths.enumerated().map { index, length in
        defer { next += length }
        return Section(
          cellModels: (next..<next + length).map { TextModel(identifier: "identifier-\($0)") },
          identifier: "s\(index)")
      }
      let made = ItemIdentity.identities(of: sections)
      let oneByOne = sections.flatMap { $0.cellModels.map { ItemIdentity($0.identifier) } }
      #expect(made.count == oneByOne.count)
      #expect(made == oneByOne, "sections of \(lengths)")
      #expect(made.map(\.hash) == oneByOne.map(\.hash))
    }
  }

  @Test("a snapshot keeps its items' identities in reading order, and only one per item")
  func keptByTheSnapshot() {
    let sections = textSections(["a": "x y", "b": "", "c": "z x"])
    let identities = ItemIdentity.identities(of: sections)
    #expect(identities.map(\.identifier) == ["x", "y", "z", "x"])
    let snapshot = ListSnapshot(sections: sections, owners: [], itemIdentities: identities)
    #expect(snapshot.itemIdentities == identities)
    // Identities of another state cannot describe these sections.
    let other = ListSnapshot(
      sections: sections, owners: [], itemIdentities: Array(identities.dropLast()))
    #expect(other.itemIdentities == nil)
  }

  @Test("updates after the same arrays and after a drag start from what is shown")
  func updatesFollowTheShownState() async {
    let (host, controller) = makeController()
    func handles(_ layout: KeyValuePairs<String, String>) -> [Section] {
      layout.map { id, items in
        Section(
          cellModels: items.split(separator: " ").map { HandleModel(identifier: String($0)) },
          identifier: id)
      }
    }
    await controller.updateAndWait(with: handles(["a": "x y z", "b": "u v"]))
    #expect(controller.snapshot.itemIdentities?.count == 5)
    // The same arrays passed again: nothing to diff, and the next diff still starts right.
    await controller.updateAndWait(with: controller.sections)
    await controller.updateAndWait(with: handles(["b": "v u w", "a": "z x"]))
    #expect(host.shownIdentifiers == ["b[v u w]", "a[z x]"])
    // A drop changes what is shown without an update: the kept identities no longer apply.
    #expect(
      host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(controller.snapshot.itemIdentities == nil)
    await controller.updateAndWait(with: handles(["b": "u w", "a": "z v x y"]))
    #expect(host.shownIdentifiers == ["b[u w]", "a[z v x y]"])
    #expect(host.errors.isEmpty)
  }
}
