import Foundation
import Roster
import RosterTesting
import Testing

/// A provider's update costs work in proportion to its own sections, not to the list around
/// it: counted, not timed. Every read of a model's identifier is counted for the provider
/// whose section holds the model, and every section has an empty model beside its items, so
/// that looking at a section for its empty model reads its models.
@Suite("Section providers at scale")
@MainActor
struct ProviderScaleTests {
  static let providerCount = 200

  /// Provider `index`'s section of `items`, with an empty model.
  private static func section(_ index: Int, _ items: [String], reads: ModelReads) -> Section {
    Section(
      cellModels: items.map { CountedModel(name: "\($0)\(index)", owner: index, reads: reads) },
      identifier: "s\(index)",
      emptyModel: CountedModel(name: "none\(index)", owner: index, reads: reads))
  }

  @Test("an edit of a provider's section reads no other provider's models")
  func editReadsOnlyItsOwnSections() {
    let (host, container) = makeContainer()
    let reads = ModelReads()
    let providers = (0..<Self.providerCount).map { index in
      RecordingProvider(
        "p\(index)", initialSections: [Self.section(index, ["a", "b"], reads: reads)])
    }
    container.setProviders(providers, animated: false)
    var own = 0
    var others = 0
    for (index, provider) in providers.enumerated() {
      let read = reads.during {
        provider.context?.update(
          with: [Self.section(index, ["a", "c"], reads: reads)], animated: false)
      }
      own += read[index, default: 0]
      others += read.filter { $0.key != index }.values.reduce(0, +)
    }
    #expect(host.errors.isEmpty)
    #expect(container.controller.sections.count == Self.providerCount)
    #expect(own > 0, "the counting sees the updates")
    // Every section of the list was looked at for its empty model on every update before
    // (40,200 sections, each model of them read, here).
    #expect(others == 0)
  }

  @Test("providers publishing their first section one at a time read no other provider's models")
  func firstPublishReadsOnlyItsOwnSections() {
    let (host, container) = makeContainer()
    let reads = ModelReads()
    let providers = (0..<Self.providerCount).map { RecordingProvider("p\($0)") }
    container.setProviders(providers, animated: false)
    var own = 0
    var others = 0
    for (index, provider) in providers.enumerated().reversed() {
      let read = reads.during {
        provider.context?.update(with: [Self.section(index, ["a"], reads: reads)], animated: false)
      }
      own += read[index, default: 0]
      others += read.filter { $0.key != index }.values.reduce(0, +)
    }
    #expect(host.errors.isEmpty)
    #expect(
      container.controller.sections.map(\.identifier) == (0..<Self.providerCount).map { "s\($0)" })
    #expect(own > 0, "the counting sees the updates")
    #expect(others == 0)
  }

  /// Providers publishing one section of two text models each.
  static func textProviders() -> [RecordingProvider] {
    (0..<providerCount).map { index in
      RecordingProvider(
        "p\(index)", initialSections: textSections(["s\(index)": "a\(index) b\(index)"]))
    }
  }

  @Test("an empty model still shows in a provider's empty section, and goes with its first item")
  func emptyModelsStillShowInAProvidersSlice() {
    let (host, container) = makeContainer()
    let providers = Self.textProviders()
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

/// How many times each provider's models had their identifier read, while ``during(_:)`` runs.
private final class ModelReads: @unchecked Sendable {
  private let lock = NSLock()
  private var reads: [Int: Int]?

  func record(_ owner: Int) {
    lock.withLock { reads?[owner, default: 0] += 1 }
  }

  /// The reads made while `body` runs, by the index of the provider whose model was read.
  func during(_ body: () -> Void) -> [Int: Int] {
    lock.withLock { reads = [:] }
    body()
    return lock.withLock {
      defer { reads = nil }
      return reads ?? [:]
    }
  }
}

/// A model that counts every read of its identifier for provider `owner`.
private struct CountedModel: TypedCellModel {
  typealias CellType = CountedCell
  var name: String
  var owner: Int
  var reads: ModelReads

  var identifier: String {
    reads.record(owner)
    return name
  }

  func identical(to model: any CellModel) -> Bool {
    (model as? Self).map { $0.name == name && $0.owner == owner } ?? false
  }
}

private final class CountedCell: TypedListCell {
  func bind(model: CountedModel, sizing: Bool) {}
}
