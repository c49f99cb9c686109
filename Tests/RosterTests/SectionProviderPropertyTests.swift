import Foundation
import PropertyBased
import Roster
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

/// Random interleavings of provider updates, provider transactions, changes of the provider
/// list and plain animation ends: every batch must be legal, every completion must run once
/// and in call order, the screen must end showing exactly the providers' last states in the
/// container's order, and every item's selection must reach its provider at its own path.
@Suite("Section providers: random sequences")
@MainActor
struct SectionProviderPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...60)

  @Test("random provider updates, transactions and reorders end in the last state")
  func randomSequences() async {
    await propertyCheck(count: propertyCases(1_000), input: Self.raw) { raw in
      check(raw, policy: .alwaysAnimate)
    }
  }

  @Test("the same with moved sections recreated and small reload limits")
  func otherPolicies() async {
    let policy = UpdatePolicy(
      maximumAnimatedOperations: 4, reloadsWhenNotOnScreen: true,
      movedSectionStrategy: .deleteAndInsert)
    await propertyCheck(count: propertyCases(400), input: Self.raw) { raw in
      check(raw, policy: policy)
    }
  }

  private func check(_ raw: [Int], policy: UpdatePolicy) {
    let (host, container) = makeContainer(policy: policy)
    container.controller.diagnosticHandler = { _ in }
    var source = RawSource(raw)
    let pool = (0..<4).map { RecordingProvider("p\($0)") }
    var listed = Array(pool.prefix(1 + source.next(4)))
    container.setProviders(listed, animated: false)
    var calls = 0
    var completed: [Int] = []
    func completion() -> @MainActor (Bool) -> Void {
      let call = calls
      calls += 1
      return { _ in completed.append(call) }
    }
    for _ in 0..<(1 + source.next(16)) {
      switch source.next(10) {
      case 0, 1:
        host.finishAnimations(finished: source.next(2) == 0)
      case 2:
        host.isOnScreen.toggle()
      case 3:
        listed = Self.reordered(pool, &source)
        container.setProviders(listed, animated: source.next(3) != 0, completion: completion())
      case 4:
        let provider = pool[source.next(pool.count)]
        guard let context = provider.context, context.isAttached else { continue }
        do {
          try context.modify(animated: source.next(3) != 0, completion: completion()) { list in
            try Self.randomEdit(&list, prefix: provider.name, &source)
          }
        } catch {
          // A transaction that throws requests nothing, so its completion is never called.
          calls -= 1
        }
      default:
        let provider = pool[source.next(pool.count)]
        guard let context = provider.context, context.isAttached else { continue }
        let state =
          source.next(3) == 0
          ? PipelineCase.randomState(&source)
          : PipelineCase.edit(Self.fixture(context.sections, prefix: provider.name), &source)
        context.update(
          with: Self.owned(state, prefix: provider.name), animated: source.next(3) != 0,
          completion: completion())
      }
    }
    while container.controller.isUpdating { host.finishAnimations() }
    let expected = listed.flatMap { $0.context?.sections ?? [] }
    #expect(host.errors.isEmpty, "\(raw)")
    #expect(completed == Array(0..<calls), "\(raw)")
    #expect(host.shownIdentifiers == identifiers(expected), "\(raw)")
    checkRouting(container, listed, raw)
  }

  /// Selecting every displayed item reaches exactly its provider, at the path where that
  /// provider's own lookups find it.
  private func checkRouting(
    _ container: SectionContainer<SimulatedListHost>, _ listed: [RecordingProvider],
    _ raw: [Int]
  ) {
    for provider in listed { provider.clearEvents() }
    let controller = container.controller
    for section in 0..<controller.snapshot.numberOfSections {
      for item in 0..<controller.snapshot.numberOfItems(inSection: section) {
        controller.hostSide.didSelectItem(at: IndexPath(item: item, section: section))
      }
    }
    for provider in listed {
      guard let context = provider.context else { continue }
      var expected: [String] = []
      for section in 0..<context.numberOfSections {
        for (item, model) in (context.section(at: section)?.cellModels ?? []).enumerated() {
          expected.append("select \(model.identifier) \(IndexPath(item: item, section: section))")
        }
      }
      #expect(provider.events == expected, "\(provider.name) \(raw)")
    }
  }

  private static func reordered(
    _ pool: [RecordingProvider], _ source: inout RawSource
  ) -> [RecordingProvider] {
    var providers = pool.filter { _ in source.next(4) != 0 }
    for index in providers.indices.reversed() {
      providers.swapAt(index, source.next(index + 1))
    }
    return providers
  }

  /// One random edit of a provider's sections through the transaction API.
  private static func randomEdit(
    _ list: inout ListTransaction, prefix: String, _ source: inout RawSource
  ) throws(ListTransactionError) {
    let sections = list.sections
    let identifiers = sections.flatMap { $0.cellModels.map(\.identifier) }
    switch source.next(4) {
    case 0 where !identifiers.isEmpty:
      try list.remove(id: identifiers[source.next(identifiers.count)])
    case 1 where !identifiers.isEmpty:
      let target = sections[source.next(sections.count)]
      try list.move(
        id: identifiers[source.next(identifiers.count)],
        to: source.next(target.cellModels.count), inSection: target.identifier)
    case 2 where !sections.isEmpty:
      let target = sections[source.next(sections.count)]
      try list.insert(
        TextModel(identifier: "t\(source.next(8))", text: "new"),
        at: source.next(target.cellModels.count + 1), inSection: target.identifier)
    default:
      try list.insertSection(
        Section(cellModels: [], identifier: "\(prefix):n\(source.next(4))"),
        at: source.next(sections.count + 1))
    }
  }

  /// A fixture state as a provider's sections, with section identities namespaced by the
  /// provider (item identities are shared, so items can move between providers).
  private static func owned(_ state: [FixtureSection], prefix: String) -> [Section] {
    state.map { section in
      var section = section
      section.id = "\(prefix):\(section.id)"
      return section
    }.controllerSections
  }

  /// The fixture a provider's sections came from, for editing.
  private static func fixture(_ sections: [Section], prefix: String) -> [FixtureSection] {
    sections.map { section in
      FixtureSection(
        id: String(section.identifier.dropFirst(prefix.count + 1)),
        header: section.headerModel?.identifier ?? "",
        items: section.cellModels.map { model in
          FixtureItem(
            id: model.identifier, content: (model as? TextModel)?.text ?? "",
            kind: model is TextModel ? 0 : 1)
        })
    }
  }
}
