import Foundation
import Roster
import RosterTesting
import Testing

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
}
