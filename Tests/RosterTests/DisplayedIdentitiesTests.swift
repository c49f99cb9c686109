import Foundation
import Testing

@testable import Roster

@Suite("The displayed identities kept for the next diff")
@MainActor
struct DisplayedIdentitiesTests {
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

  @Test("kept identities are the items' in reading order, found for the very sections only")
  func keptForTheSameStorage() {
    let sections = textSections(["a": "x y", "b": "", "c": "z x"])
    let kept = DisplayedIdentities(
      sections: sections, identities: ItemIdentity.identities(of: sections))
    #expect(kept.identities.map(\.identifier) == ["x", "y", "z", "x"])
    #expect(kept.identities(of: sections)?.count == 4)
    // Equal sections in other storage might have been built from another state: not trusted.
    #expect(kept.identities(of: textSections(["a": "x y", "b": "", "c": "z x"])) == nil)
    var changed = sections
    changed[0] = textSections(["a": "y x"])[0]
    #expect(kept.identities(of: changed) == nil)
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
    #expect(controller.displayedIdentities?.identities(of: controller.sections)?.count == 5)
    // The same arrays passed again: nothing to diff, and the next diff still starts right.
    await controller.updateAndWait(with: controller.sections)
    await controller.updateAndWait(with: handles(["b": "v u w", "a": "z x"]))
    #expect(host.shownIdentifiers == ["b[v u w]", "a[z x]"])
    // A drop changes what is shown without an update: the kept identities no longer apply.
    #expect(
      host.moveItemInteractively(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(controller.displayedIdentities?.identities(of: controller.sections) == nil)
    await controller.updateAndWait(with: handles(["b": "u w", "a": "z v x y"]))
    #expect(host.shownIdentifiers == ["b[u w]", "a[z v x y]"])
    #expect(host.errors.isEmpty)
  }
}
