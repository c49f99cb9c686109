import RosterTesting
import Testing

/// The synchronous and the awaited update, called from synchronous and `async` code: each
/// compiles as written and none waits for a clock nobody advances.
@MainActor
@Suite
struct AwaitedUpdateTests {
  @Test func synchronousUpdateInSynchronousCode() {
    let (host, controller) = makeController()
    controller.update(with: textSections(["s": "a b"]))
    #expect(host.isAnimating)
    host.settle()
    #expect(host.displayedIdentifiers == [["a", "b"]])
  }

  @Test func synchronousUpdateInAsyncCodeNeedsNoAwait() async {
    let (host, controller) = makeController()
    controller.update(with: textSections(["s": "a b"]))  // no `await`: the synchronous update
    controller.update { Section(cellModels: [TextModel(identifier: "c")], identifier: "s") }
    host.settle()
    #expect(host.displayedIdentifiers == [["c"]])
    #expect(host.errors.isEmpty)
  }

  @Test func awaitedAnimatedUpdateReturnsOnASimulatedHost() async {
    let (host, controller) = makeController()
    let finished = await valueUnlessHung {
      await controller.updateAndWait(with: textSections(["s": "a b"]))
    }
    #expect(finished == true)
    #expect(!host.isAnimating)
    #expect(host.displayedIdentifiers == [["a", "b"]])
    let again = await valueUnlessHung {
      await controller.updateAndWait {
        Section(
          cellModels: [TextModel(identifier: "b"), TextModel(identifier: "a")], identifier: "s")
      }
    }
    #expect(again == true)
    #expect(host.displayedIdentifiers == [["b", "a"]])
    #expect(host.errors.isEmpty)
  }

  @Test func awaitedUpdateBehindAnAnimationInFlightReturns() async {
    let (host, controller) = makeController()
    var firstFinished: Bool?
    controller.update(with: textSections(["s": "a b"])) { firstFinished = $0 }
    #expect(host.isAnimating)
    // The second update waits for the first batch's animation, which nobody would end.
    let finished = await valueUnlessHung {
      await controller.updateAndWait(with: textSections(["s": "b c", "t": "d"]))
    }
    #expect(finished == true)
    #expect(firstFinished == true)
    #expect(host.displayedIdentifiers == [["b", "c"], ["d"]])
    #expect(host.errors.isEmpty)
  }

  @Test func awaitedUpdateThatNeedsTwoBatchesReturns() async {
    // Items change inside a moving section: rule R13 splits the update in two batches.
    let (host, controller) = makeController()
    controller.update(with: textSections(["s": "a b", "t": "c"]), animated: false)
    let finished = await valueUnlessHung {
      await controller.updateAndWait(with: textSections(["t": "c x", "s": "b"]))
    }
    #expect(finished == true)
    #expect(host.batches.count == 3)
    #expect(host.displayedIdentifiers == [["c", "x"], ["b"]])
    #expect(host.errors.isEmpty)
  }

  @Test func awaitedUpdateDiffedOffTheMainActorReturns() async {
    let (host, controller) = makeController(threshold: 2)
    let finished = await valueUnlessHung {
      await controller.updateAndWait(with: textSections(["s": "a b c d"]))
    }
    #expect(finished == true)
    #expect(host.displayedIdentifiers == [["a", "b", "c", "d"]])
    let again = await valueUnlessHung {
      await controller.updateAndWait(with: textSections(["s": "d c b a"]))
    }
    #expect(again == true)
    #expect(host.displayedIdentifiers == [["d", "c", "b", "a"]])
    #expect(host.errors.isEmpty)
  }

  @Test func awaitedProviderUpdateReturns() async throws {
    let host = SimulatedListHost()
    let container = SectionContainer(host: host)
    let provider = AwaitingProvider()
    container.setProviders([provider])
    host.settle()
    let context = try #require(container.context(of: provider))
    let finished = await valueUnlessHung {
      await context.updateAndWait(with: textSections(["p": "x y"]))
    }
    #expect(finished == true)
    #expect(host.displayedIdentifiers == [["x", "y"]])
    #expect(host.errors.isEmpty)
  }

  @Test func settleEndsCoalescedUpdatesAndCountsTheBatches() {
    let (host, controller) = makeController()
    var completions: [Bool] = []
    controller.update(with: textSections(["s": "a"])) { completions.append($0) }
    controller.update(with: textSections(["s": "a b"])) { completions.append($0) }
    controller.update(with: textSections(["s": "b c"])) { completions.append($0) }
    #expect(host.settle() == 2)
    #expect(completions == [true, true, true])
    #expect(host.displayedIdentifiers == [["b", "c"]])
    #expect(host.settle() == 0)
  }

  @Test func selectingByIdentifierRunsTheModelsAction() {
    let (host, controller) = makeController()
    let log = EventLog()
    let models = ["a", "b"].map { TextModel.logging($0, text: $0, to: log) }
    controller.update(with: [Section(cellModels: models, identifier: "s")])
    host.settle()
    #expect(host.selectItem(withIdentifier: "b"))
    #expect(!host.selectItem(withIdentifier: "missing"))
    #expect(log.entries.filter { $0.hasPrefix("select") } == ["select b [0, 1]"])
  }
}

@MainActor
private final class AwaitingProvider: SectionProvider {
  func didAttach(to context: SectionProviderContext) {}
}

/// The simulated host checks what a real host checks before binding.
@MainActor
@Suite
struct SimulatedHostBindingTests {
  @Test func aModelWhoseCellCannotShowItIsAFailure() {
    let (host, controller) = makeController()
    var reported: [ListDiagnostic] = []
    controller.diagnosticHandler = { reported.append($0) }
    controller.update(
      with: [Section(cellModels: [MismatchedModel(identifier: "m")], identifier: "s")])
    host.settle()
    let expected = ListDiagnostic.cellTypeCannotShowModel(
      cellType: "TextCell", modelType: "MismatchedModel", itemIdentifier: "m")
    #expect(host.cellTypeFailures == [expected])
    #expect(reported == [expected])
    #expect(TextCell.canShow(TextModel(identifier: "t")))
    #expect(!TextCell.canShow(MismatchedModel(identifier: "m")))
  }

  @Test func aTapOnAnItemThatCannotBeHighlightedSelectsNothing() {
    let (host, controller) = makeController()
    let log = EventLog()
    var inert = TextModel.logging("a", to: log)
    inert.selectionAction = nil
    inert.isHighlightEnabled = false
    controller.update(with: [Section(cellModels: [inert], identifier: "s")])
    host.settle()
    #expect(!host.selectItem(withIdentifier: "a"))
    #expect(log.entries.isEmpty)
  }
}

/// A model that names a cell made for another model type.
private struct MismatchedModel: CellModel, Equatable {
  var identifier: String
  var cellType: any ListCell.Type { TextCell.self }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
}
