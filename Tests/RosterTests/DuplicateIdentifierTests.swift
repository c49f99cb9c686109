import Foundation
import RosterTesting
import Testing

@testable import Roster

@Suite("Duplicate identifiers: a diagnostic, never a crash")
@MainActor
struct DuplicateIdentifierTests {
  @Test("duplicated items are named with their sections, and the update is applied")
  func duplicateItems() async {
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }

    await controller.updateAndWait(with: textSections(["a": "x y x", "b": "x z"]), animated: false)
    #expect(
      diagnostics == [
        .duplicateItemIdentifiers([.init(identifier: "x", sections: ["a", "a", "b"])])
      ])
    #expect(
      diagnostics.first?.description
        == "duplicate item identifiers: 'x' 2 times in section 'a', once in 'b'")

    await controller.updateAndWait(
      with: textSections(["b": "x:1 z", "a": "y x x:2"]), animated: false)
    #expect(diagnostics.count == 2)
    #expect(host.shownIdentifiers == ["b[x z]", "a[y x x]"])
    #expect(host.errors.isEmpty)

    await controller.updateAndWait(with: textSections(["a": "y x"]), animated: false)
    #expect(diagnostics.count == 2)
    #expect(controller.indexPath(forIdentifier: "x") == IndexPath(item: 1, section: 0))
  }

  @Test("duplicated sections are named")
  func duplicateSections() async {
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    await controller.updateAndWait(
      with: textSections(["s": "a", "s": "b", "t": ""]), animated: false)
    #expect(diagnostics == [.duplicateSectionIdentifiers(["s"])])
    #expect(host.shownIdentifiers == ["s[a]", "s[b]", "t[]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a long first load is shown before its identities are made, then its repeats reported")
  func deferredCheck() async throws {
    let (host, controller) = makeController()
    controller.deferredIdentityCheckCount = 4
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    await controller.updateAndWait(with: textSections(["a": "x y x", "b": "x z"]), animated: false)
    #expect(host.shownIdentifiers == ["a[x y x]", "b[x z]"])
    try await waitUntil { controller.snapshot.itemIdentities != nil }
    // What the update itself reports when it makes the identities before showing them.
    #expect(
      diagnostics == [
        .duplicateItemIdentifiers([.init(identifier: "x", sections: ["a", "a", "b"])])
      ])
    #expect(controller.snapshot.itemIdentities == identities(of: controller.sections))
    #expect(!controller.snapshot.itemIdentitiesAreUnique)

    await controller.updateAndWait(
      with: textSections(["b": "x:1 z", "a": "y x x:2"]), animated: false)
    #expect(host.shownIdentifiers == ["b[x z]", "a[y x x]"])
    #expect(host.errors.isEmpty)
    #expect(diagnostics.count == 2)
  }

  @Test("a first load below the count, or after a list was shown, reports with its update")
  func checkNotDeferred() async {
    let (_, controller) = makeController()
    controller.deferredIdentityCheckCount = 6
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    controller.update(with: textSections(["a": "x y x", "b": "x z"]), animated: false)
    #expect(diagnostics.count == 1)
    controller.update(with: textSections(["a": "x y x", "b": "x z w u"]), animated: false)
    #expect(diagnostics.count == 2)
    #expect(controller.snapshot.itemIdentities == identities(of: controller.sections))
  }

  @Test("an update requested before the check ends diffs from the list shown")
  func updateBeforeCheck() async throws {
    let (host, controller) = makeController()
    controller.deferredIdentityCheckCount = 1
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    controller.update(with: textSections(["a": "x y z", "b": "w"]), animated: false)
    controller.update(with: textSections(["b": "w x", "a": "z y"]), animated: true)
    while host.isAnimating { host.finishAnimations() }
    try await waitUntil { !controller.isUpdating }
    #expect(host.shownIdentifiers == ["b[w x]", "a[z y]"])
    for _ in 0..<20 { await Task.yield() }
    #expect(host.errors.isEmpty)
    #expect(diagnostics.isEmpty)
    if let kept = controller.snapshot.itemIdentities {
      #expect(kept == identities(of: controller.sections))
    }
  }

  /// Each item's identity, as the controller makes it, in reading order.
  private func identities(of sections: [Section]) -> [ItemIdentity] {
    sections.flatMap { $0.cellModels.map { ItemIdentity($0.identifier) } }
  }

  /// Waits, yielding and sleeping, until `condition` holds; fails after about five seconds.
  private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<5_000 where !condition() {
      await Task.yield()
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(condition(), "waited five seconds")
  }
}
