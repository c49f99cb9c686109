/// The controller's update state machine, as a value with pure transitions: which requested
/// state waits, which one is being diffed or applied, and whether a finished diff may still be
/// shown.
///
/// ```
/// idle ──start()──▶ computing ──computed(…) == .apply──▶ applying ──finish()──▶ idle
///                       │
///                       └──computed(…) == .retry──▶ idle (the request waits again)
/// ```
///
/// Requests made meanwhile coalesce into the one waiting request (newest sections, every
/// completion in call order). An interactive move of the displayed state
/// (``displayedStateMoved()``) invalidates a diff in flight, and while one is in progress the
/// queue is paused (``pause()``): requests wait and coalesce, nothing starts, and a diff that
/// finishes meanwhile is dropped, until ``resume()``. The queue knows nothing about hosts or
/// diffs, so every transition is tested on its own (`UpdateQueueTests`).
struct UpdateQueue {
  /// Where the queue is.
  enum Phase: Hashable, Sendable {
    /// Nothing in flight.
    case idle
    /// Diffing and planning (possibly off the main actor); the displayed state is untouched.
    case computing
    /// Handing batches to the host and waiting for their completions.
    case applying
  }

  /// A request taken out of the queue to be diffed, with what it was diffed against.
  struct Start {
    /// The request: the sections to show and everyone waiting for them.
    var request: PendingUpdate
    /// The queue's generation when the diff started; any newer request or move changes it.
    var generation: Int
    /// The displayed revision the diff starts from.
    var revision: Int
    /// The sections known to be untouched, when they still hold for the displayed state.
    var untouched: UntouchedSections?
  }

  /// What to do with a finished diff.
  enum Outcome: Hashable, Sendable {
    /// Show it.
    case apply
    /// Drop it; its request waits again, coalesced with anything newer.
    case retry
  }

  private(set) var phase = Phase.idle
  /// The newest request not yet started, with every completion coalesced into it.
  private(set) var waiting: PendingUpdate?
  /// The sections being diffed or applied while ``phase`` is not idle.
  private(set) var inFlightSections: [Section]?
  /// The section providers owning ``inFlightSections``.
  private(set) var inFlightOwners: [ObjectIdentifier?]?
  /// Bumped by every request and every interactive move.
  private(set) var generation = 0
  /// Counts interactive moves, which change the displayed state outside updates.
  private(set) var displayedRevision = 0
  /// Finished diffs dropped in a row because newer requests arrived while they ran.
  private(set) var droppedDiffs = 0
  /// Whether an interactive move holds every update back; see ``pause()``.
  private(set) var isPaused = false
  /// How many updates have been requested: every request, whether it waits alone or coalesces
  /// into the waiting one. A started request is numbered with it (``PendingUpdate/number``).
  private(set) var requestCount = 0
  /// The identifiers of the newest requested state, with the generation they were collected in.
  private var requestedIdentifiers: (generation: Int, identifiers: Set<String>)?
  /// The generation whose newest request the host shows whole (see ``newestRequestShown()``).
  private var shownGeneration: Int?

  /// The newest state asked for, given the one displayed.
  func requestedSections(displayed: [Section]) -> [Section] {
    if let waiting { return waiting.sections }
    if phase != .idle, let inFlightSections { return inFlightSections }
    return displayed
  }

  /// The section providers owning the newest state asked for, given those displayed.
  func requestedOwners(displayed: [ObjectIdentifier?]) -> [ObjectIdentifier?] {
    if let waiting { return waiting.owners }
    if phase != .idle, let inFlightOwners { return inFlightOwners }
    return displayed
  }

  /// Whether `identifier`, an item the host displays, is absent from the newest requested state
  /// while one waits or is in flight: the app asked for a state without that item. `false` when
  /// nothing waits or is in flight, or when the host shows the newest request whole.
  ///
  /// - Complexity: O(1) when nothing waits or is in flight, or the host shows the newest request
  ///   whole; otherwise O(*N*) the first time it is asked for each new requested state, O(1)
  ///   expected after.
  mutating func isAbsentFromNewestRequest(_ identifier: String) -> Bool {
    guard let sections = waiting?.sections ?? (phase != .idle ? inFlightSections : nil) else {
      return false
    }
    // The host shows the newest request whole: every item it displays is in it. Each host asks
    // about its items right after a batch's data changed, which must not cost a set of the
    // whole list per update.
    if waiting == nil, shownGeneration == generation { return false }
    if let cached = requestedIdentifiers, cached.generation == generation {
      return !cached.identifiers.contains(identifier)
    }
    var identifiers = Set<String>()
    for section in sections {
      for model in section.cellModels { identifiers.insert(model.identifier) }
    }
    requestedIdentifiers = (generation, identifiers)
    return !identifiers.contains(identifier)
  }

  /// Records that the host now shows the request in flight whole (its last stage, or a
  /// reload): until a newer request or a move, nothing it displays is absent from the newest
  /// request.
  mutating func newestRequestShown() {
    shownGeneration = generation
  }

  /// Queues `request`, coalescing it into the waiting one.
  mutating func enqueue(_ request: PendingUpdate) {
    var request = request
    request.baseRevision = displayedRevision
    generation &+= 1
    requestCount &+= 1
    if waiting != nil {
      waiting?.coalesce(with: request)
    } else {
      waiting = request
    }
  }

  /// Replaces the sections in `range` of the waiting request with `slice`, owned by `owner`, as
  /// enqueuing that patched state would (the same sections, owners, untouched claim and
  /// completions), but in place: a burst of provider updates during one animation costs each
  /// its slice, not a copy of the whole list. Returns `false`, changing nothing, when no
  /// request waits or `range` is outside its sections.
  ///
  /// - Complexity: O(*s* + *m*) for the *s* sections replaced and the *m* after them (moved
  ///   only when the slice changes size), when the waiting request's arrays are not shared.
  mutating func replaceWaitingSections(
    in range: Range<Int>, with slice: [Section], owner: ObjectIdentifier, animated: Bool,
    completions: [@MainActor (Bool) -> Void]
  ) -> Bool {
    guard var request = waiting, range.lowerBound >= 0,
      range.upperBound <= request.sections.count
    else { return false }
    // Taken out so that its arrays are uniquely referenced while they change.
    waiting = nil
    let count = request.sections.count
    let claim = UntouchedSections(prefix: range.lowerBound, suffix: count - range.upperBound)
    if request.owners.count != count {
      request.owners = Array(repeating: nil, count: count)
    }
    request.sections.replaceSubrange(range, with: slice)
    request.owners.replaceSubrange(
      range, with: repeatElement(ObjectIdentifier?(owner), count: slice.count))
    request.animated = animated
    request.completions += completions
    request.untouched =
      request.baseRevision == displayedRevision
      ? request.untouched.map { $0.intersection(claim) } : nil
    generation &+= 1
    requestCount &+= 1
    waiting = request
    return true
  }

  /// Takes the waiting request to diff it, when nothing is in flight: idle → computing.
  mutating func start() -> Start? {
    guard phase == .idle, !isPaused, var request = waiting else { return nil }
    waiting = nil
    // The waiting request holds every request made so far: it answers them all.
    request.number = requestCount
    phase = .computing
    inFlightSections = request.sections
    inFlightOwners = request.owners
    // A request's untouched sections are counted from the state it replaced, which is the one
    // displayed unless an interactive move changed it since.
    let untouched = request.baseRevision == displayedRevision ? request.untouched : nil
    return Start(
      request: request, generation: generation, revision: displayedRevision,
      untouched: untouched)
  }

  /// Decides whether the diff of `start` may be shown: computing → applying, or back to idle
  /// with the request waiting again.
  ///
  /// A newer request or an interactive move arrived while diffing when the generation moved on.
  /// After a move the result starts from a state no longer displayed: always dropped. After
  /// newer requests it is a correct step toward a state nobody wants any more: dropped too,
  /// unless that has happened `maximumDroppedDiffs` times in a row, when requests outpace the
  /// diff and dropping again would leave the screen frozen; then it is shown and the newest
  /// state follows at once.
  mutating func computed(_ start: Start, maximumDroppedDiffs: Int) -> Outcome {
    if isPaused || start.generation != generation {
      let startsFromDisplayed = start.revision == displayedRevision
      guard !isPaused, startsFromDisplayed, droppedDiffs >= maximumDroppedDiffs else {
        if startsFromDisplayed, !isPaused { droppedDiffs += 1 }
        var retry = start.request
        if let newer = waiting { retry.coalesce(with: newer) }
        waiting = retry
        phase = .idle
        inFlightSections = nil
        inFlightOwners = nil
        return .retry
      }
    }
    droppedDiffs = 0
    phase = .applying
    return .apply
  }

  /// The update being applied has been shown and its completions have run: applying → idle.
  mutating func finish() {
    phase = .idle
    inFlightSections = nil
    inFlightOwners = nil
  }

  /// Records an interactive move of the displayed state, which invalidates any diff in flight.
  mutating func displayedStateMoved() {
    generation &+= 1
    displayedRevision &+= 1
  }

  /// Holds every update back while an interactive move is in progress: requests wait and
  /// coalesce, ``start()`` starts nothing, and a diff that finishes meanwhile is dropped (its
  /// request waits again), so the host gets no batch while the user drags. Not while applying:
  /// a batch on screen finishes first.
  mutating func pause() {
    assert(phase != .applying, "an interactive move began while a batch was applied")
    isPaused = true
  }

  /// Lets updates start again after an interactive move; the waiting request, if any, starts
  /// from the displayed state as it is now.
  mutating func resume() {
    isPaused = false
  }
}
