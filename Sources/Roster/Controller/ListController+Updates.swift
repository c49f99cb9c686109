import Foundation

extension ListController {
  /// Shows `sections`, animating the difference from what is displayed.
  ///
  /// Returns at once; see ``ListController`` for how updates that arrive while one is in
  /// flight are coalesced.
  ///
  /// - Parameters:
  ///   - sections: The whole list, as it should look now.
  ///   - animated: Whether the batches animate.
  ///   - completion: Runs once the list shows this state or a newer one, with whether the
  ///     animations ran to the end.
  /// - Complexity: O(*S* + *N*) on the main actor for small states; above
  ///   ``offMainDiffingThreshold`` items the diff runs off it and the main actor only registers
  ///   cell types and swaps the data.
  public func update(
    with sections: [Section], animated: Bool = true,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    enqueue(
      PendingUpdate(
        sections: sections, animated: animated, completions: completion.map { [$0] } ?? []))
  }

  /// Shows `sections`, each owned by the section provider at the same place in `owners`: a
  /// ``SectionContainer`` changing its providers.
  func update(
    with sections: [Section], owners: [ObjectIdentifier?], animated: Bool,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    enqueue(
      PendingUpdate(
        sections: sections, owners: owners, animated: animated,
        completions: completion.map { [$0] } ?? []))
  }

  /// Shows `sections` and returns once the list shows this state or a newer one and its
  /// animations have ended: `true` when they ran to the end.
  ///
  /// The name differs from ``update(with:animated:completion:)`` on purpose: inside an `async`
  /// function, a call written without `await` always means the synchronous update, which
  /// returns at once.
  ///
  /// Awaiting never waits for a clock nobody advances: hosts whose animations run only when
  /// told — `SimulatedListHost`, or a `TerminalListView` no run loop drives — are asked to
  /// finish them (``ListHost/finishAnimationsIfUndriven()``) while an awaited update is in
  /// flight, so the call returns as soon as the diff is done. UIKit's animations run on their
  /// own and are awaited as they play.
  ///
  /// <!-- snippet: fragment -->
  /// ```swift
  /// let finished = await controller.updateAndWait(with: sections)
  /// if finished, let first = controller.sections.first?.cellModels.first {
  ///   controller.scrollTo(cellModel: first)          // once the new items are laid out
  /// }
  /// ```
  @discardableResult
  public func updateAndWait(with sections: [Section], animated: Bool = true) async -> Bool {
    await waitForUpdate { completion in
      update(with: sections, animated: animated, completion: completion)
    }
  }

  /// Shows the sections that `build` lists and returns once they are shown and their
  /// animations have ended; see ``updateAndWait(with:animated:)``.
  @discardableResult
  public func updateAndWait(
    animated: Bool = true, @SectionBuilder _ build: () -> [Section]
  ) async -> Bool {
    await updateAndWait(with: build(), animated: animated)
  }

  /// Shows the sections that `build` lists; see ``update(with:animated:completion:)``.
  public func update(
    animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
    @SectionBuilder _ build: () -> [Section]
  ) {
    update(with: build(), animated: animated, completion: completion)
  }
}
