import Foundation
import RosterTesting
import Testing

@testable import Roster

/// A provider's update costs work in proportion to its own sections, not to the list around
/// it: counted, not timed.
@Suite("Section providers at scale")
@MainActor
struct ProviderScaleTests {
  static let providerCount = 200

  static func providers(publishing: Bool) -> [RecordingProvider] {
    (0..<providerCount).map { index in
      RecordingProvider(
        "p\(index)",
        initialSections: publishing ? textSections(["s\(index)": "a\(index) b\(index)"]) : [])
    }
  }

  @Test("an edit of a provider's section checks only that section for empty models")
  func editChecksOnlyItsOwnSections() {
    let (host, container) = makeContainer()
    let providers = Self.providers(publishing: true)
    container.setProviders(providers, animated: false)
    let before = container.controller.sectionsCheckedForEmptyModels
    for (index, provider) in providers.enumerated() {
      provider.context?.update(
        with: textSections(["s\(index)": "a\(index) c\(index)"]), animated: false)
    }
    #expect(host.errors.isEmpty)
    #expect(container.controller.sections.count == Self.providerCount)
    // Every section of the list on every update before (40,200 here).
    #expect(container.controller.sectionsCheckedForEmptyModels - before <= 2 * Self.providerCount)
  }

  @Test("providers publishing their first section one at a time check only that section")
  func firstPublishChecksOnlyItsOwnSections() {
    let (host, container) = makeContainer()
    let providers = Self.providers(publishing: false)
    container.setProviders(providers, animated: false)
    let before = container.controller.sectionsCheckedForEmptyModels
    for (index, provider) in providers.enumerated().reversed() {
      provider.context?.update(with: textSections(["s\(index)": "a\(index)"]), animated: false)
    }
    #expect(host.errors.isEmpty)
    #expect(
      container.controller.sections.map(\.identifier) == (0..<Self.providerCount).map { "s\($0)" })
    #expect(container.controller.sectionsCheckedForEmptyModels - before <= 2 * Self.providerCount)
  }

  @Test("an empty model still shows in a provider's empty section, and goes with its first item")
  func emptyModelsStillShowInAProvidersSlice() {
    let (host, container) = makeContainer()
    let providers = Self.providers(publishing: true)
    container.setProviders(providers, animated: false)
    let empty = TextModel(identifier: "none", text: "nothing yet")
    providers[7].context?.update(
      with: [Section(cellModels: [], identifier: "s7", emptyModel: empty)], animated: false)
    #expect(container.controller.sections[7].cellModels.map(\.identifier) == ["none"])
    providers[7].context?.update(
      with: [
        Section(
          cellModels: [TextModel(identifier: "x", text: "")], identifier: "s7", emptyModel: empty)
      ],
      animated: false)
    #expect(container.controller.sections[7].cellModels.map(\.identifier) == ["x"])
    #expect(host.errors.isEmpty)
  }
}
