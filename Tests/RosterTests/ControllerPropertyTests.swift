import Foundation
import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// Random sequences of updates, animated or not, with animations finishing at random times:
/// the simulator must accept every batch, every completion must run once and in call order,
/// and the screen must end showing exactly the last state.
@Suite("Controller: random update sequences")
@MainActor
struct ControllerPropertyTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)

  @Test("random updates and animation ends reach the last state with no simulator error")
  func randomSequences() async {
    await propertyCheck(count: propertyCases(600), input: Self.raw) { raw in
      check(raw, policy: .alwaysAnimate, threshold: 2_000)
    }
  }

  @Test("the same with moved sections recreated and small reload limits")
  func otherPolicies() async {
    let policy = UpdatePolicy(
      maximumAnimatedOperations: 3, reloadsWhenNotOnScreen: true,
      movedSectionStrategy: .deleteAndInsert)
    await propertyCheck(count: propertyCases(300), input: Self.raw) { raw in
      check(raw, policy: policy, threshold: 2_000)
    }
  }

  @Test("the same with every diff off the main actor")
  func offMain() async {
    await propertyCheck(count: propertyCases(150), input: Self.raw) { raw in
      await checkOffMain(raw)
    }
  }

  @Test("the same with first loads shown before their identities are made")
  func deferredIdentityChecks() async {
    await propertyCheck(count: propertyCases(300), input: Self.raw) { raw in
      await checkOffMain(raw, threshold: 2_000, deferringChecks: true)
    }
  }

  private func check(_ raw: [Int], policy: UpdatePolicy, threshold: Int) {
    let (host, controller) = makeController(policy: policy, threshold: threshold)
    controller.diagnosticHandler = { _ in }
    var source = RawSource(raw)
    var state = PipelineCase.randomState(&source)
    var shown: [FixtureSection] = []
    var calls = 0
    var completed: [Int] = []
    for _ in 0..<(1 + source.next(12)) {
      switch source.next(4) {
      case 0:
        host.finishAnimations(finished: source.next(2) == 0)
      case 1:
        host.isOnScreen.toggle()
      default:
        state =
          source.next(3) == 0
          ? PipelineCase.randomState(&source) : PipelineCase.edit(state, &source)
        shown = state
        let call = calls
        calls += 1
        controller.update(with: state.controllerSections, animated: source.next(3) != 0) { _ in
          completed.append(call)
        }
      }
    }
    while host.isAnimating { host.finishAnimations() }
    #expect(host.errors.isEmpty, "\(raw)")
    #expect(completed == Array(0..<calls), "\(raw)")
    #expect(host.shownIdentifiers == identifiers(shown.controllerSections), "\(raw)")
    #expect(host.batches.count <= 2 * calls, "\(raw)")
  }

  private func checkOffMain(
    _ raw: [Int], threshold: Int = 0, deferringChecks: Bool = false
  ) async {
    let (host, controller) = makeController(threshold: threshold)
    controller.diagnosticHandler = { _ in }
    if deferringChecks { controller.deferredIdentityCheckCount = 0 }
    var source = RawSource(raw)
    var state = PipelineCase.randomState(&source)
    for _ in 0..<(1 + source.next(8)) {
      state = PipelineCase.edit(state, &source)
      controller.update(
        with: state.controllerSections, animated: source.next(2) == 0, completion: nil)
      if source.next(2) == 0 { await Task.yield() }
      if source.next(2) == 0 { host.finishAnimations() }
    }
    while controller.isUpdating {
      host.finishAnimations()
      await Task.yield()
    }
    for _ in 0..<(source.next(2) * 4) { await Task.yield() }
    #expect(host.errors.isEmpty, "\(raw)")
    #expect(host.shownIdentifiers == identifiers(state.controllerSections), "\(raw)")
    // Identities a deferred check handed over describe the list shown, in order.
    if let kept = controller.snapshot.itemIdentities {
      let shown = controller.sections.flatMap { $0.cellModels.map { ItemIdentity($0.identifier) } }
      #expect(kept == shown, "\(raw)")
    }
  }
}

extension [FixtureSection] {
  /// The fixture state as controller sections: a kind-1 item is a skeleton cell.
  var controllerSections: [Section] {
    map { section in
      Section(
        cellModels: section.items.map { item -> any CellModel in
          item.kind == 0
            ? TextModel(identifier: item.id, text: item.content)
            : SkeletonModel(identifier: item.id)
        },
        identifier: section.id,
        headerModel: SkeletonModel(identifier: section.header))
    }
  }
}
