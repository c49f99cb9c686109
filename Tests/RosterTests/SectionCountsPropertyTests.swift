import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// The index a container keeps over its providers — the Fenwick tree of section counts and the
/// provider → entry table — against the sums and searches it replaces, under random changes.
@Suite("Section containers: the provider index")
@MainActor
struct SectionCountsPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...80)

  @Test("every provider's start is the sum of the counts before it, after random changes")
  func prefixSumsMatchANaiveSum() async {
    await propertyCheck(count: propertyCases(1_000), input: Self.raw) { raw in
      var source = RawSource(raw)
      var naive = (0..<source.next(40)).map { _ in source.next(6) }
      var tree = SectionCounts(naive)
      Self.expect(tree, matches: naive, raw)
      for _ in 0..<source.next(30) where !naive.isEmpty {
        let index = source.next(naive.count)
        let count = source.next(6)
        naive[index] = count
        tree.set(count, at: index)
        Self.expect(tree, matches: naive, raw)
      }
    }
  }

  @Test("a container's index follows provider updates, additions, removals and reorders")
  func containerIndexFollowsItsProviders() async {
    await propertyCheck(count: propertyCases(300), input: Self.raw) { raw in
      let (host, container) = makeContainer()
      container.controller.diagnosticHandler = { _ in }
      var source = RawSource(raw)
      let pool = (0..<6).map { RecordingProvider("p\($0)") }
      container.setProviders(Array(pool.prefix(source.next(7))), animated: false)
      for step in 0..<(1 + source.next(20)) {
        if source.next(5) == 0 {
          var listed = pool.filter { _ in source.next(3) != 0 }
          for index in listed.indices.reversed() { listed.swapAt(index, source.next(index + 1)) }
          container.setProviders(listed, animated: source.next(2) == 0)
        } else {
          let provider = pool[source.next(pool.count)]
          let sections = (0..<source.next(4)).map { section in
            Section(
              cellModels: (0..<source.next(3)).map {
                TextModel(identifier: "\(provider.name)-\(step)-\(section)-\($0)", text: "")
              },
              identifier: "\(provider.name):\(section)")
          }
          provider.context?.update(with: sections, animated: source.next(2) == 0)
        }
        Self.expect(container, raw)
        if source.next(3) == 0 { host.finishAnimations() }
      }
      host.settle()
      #expect(host.errors.isEmpty, "\(raw)")
      #expect(
        host.shownIdentifiers == identifiers(container.entries.flatMap(\.sections)), "\(raw)")
    }
  }

  private static func expect(_ tree: SectionCounts, matches naive: [Int], _ raw: [Int]) {
    #expect(tree.providerCount == naive.count, "\(raw)")
    var sum = 0
    for index in naive.indices {
      #expect(tree.start(of: index) == sum, "start of \(index) in \(naive), \(raw)")
      #expect(tree.count(at: index) == naive[index], "\(raw)")
      sum += naive[index]
    }
    #expect(tree.total == sum, "\(raw)")
  }

  /// The index answers what a linear scan of the entries would, and the requested list is the
  /// entries' sections in order.
  private static func expect(_ container: SectionContainer<SimulatedListHost>, _ raw: [Int]) {
    let entries = container.entries
    #expect(container.sectionCounts.providerCount == entries.count, "\(raw)")
    var start = 0
    for (index, entry) in entries.enumerated() {
      #expect(container.entry(for: ObjectIdentifier(entry.provider)) == index, "\(raw)")
      #expect(container.sectionCounts.start(of: index) == start, "\(raw)")
      #expect(container.sectionCounts.count(at: index) == entry.sections.count, "\(raw)")
      start += entry.sections.count
    }
    #expect(
      identifiers(container.controller.requestedSections)
        == identifiers(entries.flatMap(\.sections)), "\(raw)")
  }
}
