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

  /// Replaces the sections in `range` of the newest requested state with `slice`, leaving the
  /// others as they are, so that only the slice needs a diff: a section provider's update.
  func update(
    replacingSectionsIn range: Range<Int>, with slice: [Section], owner: ObjectIdentifier,
    animated: Bool, completion: (@MainActor (Bool) -> Void)?
  ) {
    let completions = completion.map { [$0] } ?? []
    let slice = Self.showingEmptyModels(slice)
    // While an update is in flight, requests coalesce into the waiting one: patched in place
    // (unless an empty list model may have to come or go, which the whole list decides).
    if emptyListModel == nil,
      queue.replaceWaitingSections(
        in: range, with: slice, owner: owner, animated: animated, completions: completions)
    {
      startNextUpdate()
      return
    }
    var sections: [Section]
    var owners: [ObjectIdentifier?]
    // With nothing in flight the request starts from the displayed state: built in the spare
    // sections, in place, rather than in a copy of the list.
    // (Not while the user drags: the displayed state shows a move the app has not heard of.)
    if queue.phase == .idle, queue.waiting == nil, interactiveMovement == nil,
      let caughtUp = snapshot.takeSpare()
    {
      (sections, owners) = caughtUp
    } else {
      sections = requestedSections
      owners = requestedOwners
    }
    if owners.count != sections.count { owners = Array(repeating: nil, count: sections.count) }
    guard range.lowerBound >= 0, range.upperBound <= sections.count else {
      assertionFailure("section range \(range) outside the \(sections.count) requested sections")
      for completion in completions { completion(false) }
      return
    }
    sections.replaceSubrange(range, with: slice)
    owners.replaceSubrange(range, with: repeatElement(ObjectIdentifier?(owner), count: slice.count))
    let untouched = UntouchedSections(
      prefix: range.lowerBound, suffix: sections.count - slice.count - range.lowerBound)
    enqueue(
      PendingUpdate(
        sections: sections, owners: owners, animated: animated, completions: completions,
        untouched: untouched, showsEmptyModels: true))
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

  private func enqueue(_ request: PendingUpdate) {
    var request = request
    showEmptyModels(in: &request)
    queue.enqueue(request)
    startNextUpdate()
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

  /// Takes the waiting request out of the queue, when it may start, and diffs it against the
  /// displayed snapshot, on or off the main actor; see ``startNextUpdate()``.
  func startWaitingUpdate() {
    guard let start = queue.start() else { return }
    let displayed = snapshot
    let old = displayed.sections
    let new = start.request.sections
    let policy = policy
    let isOnScreen = host.isOnScreen
    // Sections the app passed on unchanged (the same arrays) need no diff, whoever asked. A
    // claim (a provider's update) is extended from its own ends, so the sections it already
    // covers are not compared one by one: a slice's update stays independent of the list.
    let untouched: UntouchedSections
    if let claimed = start.untouched, claimed.changedRange(in: old.count) != nil,
      claimed.changedRange(in: new.count) != nil
    {
      untouched = UntouchedSections.sameValues(in: old, and: new, beyond: claimed)
    } else {
      untouched = UntouchedSections.sameValues(in: old, and: new)
    }
    let itemCount =
      Self.itemCount(of: old, excluding: untouched)
      + Self.itemCount(of: new, excluding: untouched)
    let cellTypes = host.cellRegistry.resolution
    guard itemCount > offMainDiffingThreshold else {
      let computation = UpdateComputation(
        from: displayed, to: new, untouched: untouched, policy: policy, isOnScreen: isOnScreen,
        cellTypes: cellTypes)
      apply(computation, of: start)
      return
    }
    Task { [weak self] in
      let computation = await Task.detached(priority: .userInitiated) {
        UpdateComputation(
          from: displayed, to: new, untouched: untouched, policy: policy,
          isOnScreen: isOnScreen, cellTypes: cellTypes)
      }.value
      guard let self else {
        for completion in start.request.completions { completion(false) }
        return
      }
      self.apply(computation, of: start)
    }
  }

  private func apply(_ computation: UpdateComputation, of start: UpdateQueue.Start) {
    guard queue.computed(start, maximumDroppedDiffs: maximumDroppedDiffs) == .apply else {
      startNextUpdate()
      return
    }
    let request = start.request
    report(computation)
    // Sections outside the diffed range are the displayed ones, whose types are registered.
    registerCellTypes(in: request.sections, of: computation)
    switch computation.plan {
    case .unchanged:
      // Nothing visible changed, but the new models carry the newest actions.
      let previous = snapshot
      snapshot = ListSnapshot(
        sections: request.sections, owners: request.owners, requestNumber: request.number,
        itemIdentities: computation.newIdentities, diffedSections: computation.diffedSections)
      trackedItems.find(in: snapshot, from: previous)
      (host as? any HeldInputHost)?.didShowRequestedState()
      finish(request, finished: true)
    case .reload:
      host.reloadData {
        let previous = self.snapshot
        self.snapshot = ListSnapshot(
          sections: request.sections, owners: request.owners, requestNumber: request.number,
          itemIdentities: computation.newIdentities, diffedSections: computation.diffedSections)
        self.trackedItems.find(in: self.snapshot, from: previous)
      }
      finish(request, finished: true)
    case .batches(let stages):
      // Only a plan of one stage goes straight from the state the claim counts from.
      perform(
        stages[...], of: request, computation: computation, finished: true,
        claimed: stages.count == 1 ? start.untouched : nil)
    }
  }

  private func perform(
    _ stages: ArraySlice<UpdatePlan.Stage>, of request: PendingUpdate,
    computation: UpdateComputation, finished: Bool, claimed: UntouchedSections? = nil
  ) {
    guard let stage = stages.first else {
      (host as? any HeldInputHost)?.didShowRequestedState()
      finish(request, finished: finished)
      return
    }
    // The last stage shows every new section in order: the request's own arrays, shared
    // rather than copied section by section.
    let isWhole = stages.count == 1 && stage.shownSectionOffsets.count == request.sections.count
    let shown = isWhole ? request.sections : stage.shownSectionOffsets.map { request.sections[$0] }
    let owners =
      request.owners.isEmpty || isWhole
      ? request.owners : stage.shownSectionOffsets.map { request.owners[$0] }
    InternalChecks.checkStage(stage.batch, from: sections, to: shown)
    host.performBatch(
      stage.batch, animated: request.animated,
      updateData: {
        let previous = self.snapshot
        self.snapshot = ListSnapshot(
          sections: shown, owners: owners, requestNumber: request.number,
          itemIdentities: isWhole ? computation.newIdentities : nil,
          diffedSections: computation.diffedSections)
        self.trackedItems.follow(
          stage.batch, from: previous, to: self.snapshot, isLastStage: stages.count == 1)
        // A provider's update changed only what it claimed: keep the previous list to build
        // the next request in.
        if isWhole, let claimed,
          let staleRange = claimed.changedRange(in: previous.numberOfSections),
          let displayedRange = claimed.changedRange(in: shown.count),
          previous.owners.count == previous.numberOfSections
        {
          self.snapshot.keep(
            spare: SpareSections(
              sections: previous.sections, owners: previous.owners, staleRange: staleRange,
              displayedRange: displayedRange))
        }
      },
      completion: { [weak self] stageFinished in
        guard let self else {
          for completion in request.completions { completion(false) }
          return
        }
        self.perform(
          stages.dropFirst(), of: request, computation: computation,
          finished: finished && stageFinished)
      })
    finishUndrivenAnimationsIfAwaited()
  }

  private func finish(_ request: PendingUpdate, finished: Bool) {
    sizeCache.prune(keeping: sections)
    // Still applying: an update requested from a completion waits for the others to run.
    for completion in request.completions { completion(finished) }
    queue.finish()
    startNextUpdate()
  }

  private func report(_ computation: UpdateComputation) {
    if !computation.duplicateSections.isEmpty {
      diagnosticHandler(.duplicateSectionIdentifiers(computation.duplicateSections))
    }
    if !computation.duplicateItems.isEmpty {
      diagnosticHandler(.duplicateItemIdentifiers(computation.duplicateItems))
    }
  }

  private static func itemCount(
    of sections: [Section], excluding untouched: UntouchedSections?
  )
    -> Int
  {
    let range = untouched?.changedRange(in: sections.count) ?? sections.indices
    return sections[range].reduce(0) { $0 + $1.cellModels.count }
  }
}
