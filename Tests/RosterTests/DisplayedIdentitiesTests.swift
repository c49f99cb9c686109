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
    #expect(ItemIdentity("a").hashValue == "a".hashValue)
    #expect(Set([ItemIdentity("a"), ItemIdentity("a"), ItemIdentity("b")]).count == 2)
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
