import PropertyBased
import RosterTestSupport
@_spi(Testing) import RosterTesting
import Testing

@testable import Roster

/// The update state machine on its own, without a controller or a host.
@MainActor
@Suite
struct UpdateQueueTests {
  static func request(
    _ id: String, log: EventLog? = nil, untouched: UntouchedSections? = nil
  )
    -> PendingUpdate
  {
    PendingUpdate(
      sections: [Section(cellModels: [], identifier: id)], animated: true,
      completions: log.map { log in [{ _ in log.entries.append(id) }] } ?? [],
      untouched: untouched)
  }

  static func ids(_ sections: [Section]?) -> [String]? { sections?.map(\.identifier) }

  @Test func startsOnlyWhenIdleAndSomethingWaits() {
    var queue = UpdateQueue()
    #expect(queue.start() == nil)
    queue.enqueue(Self.request("a"))
    let start = queue.start()
    #expect(Self.ids(start?.request.sections) == ["a"])
    #expect(queue.phase == .computing)
    queue.enqueue(Self.request("b"))
    #expect(queue.start() == nil, "one update at a time")
    #expect(Self.ids(queue.requestedSections(displayed: [])) == ["b"])
  }

  @Test func pausedQueueStartsNothingAndDropsADiffThatFinishes() {
    var queue = UpdateQueue()
    queue.enqueue(Self.request("a"))
    let start = queue.start()
    queue.pause()
    #expect(start.map { queue.computed($0, maximumDroppedDiffs: 0) } == .retry)
    #expect(queue.phase == .idle)
    queue.enqueue(Self.request("b"))
    #expect(queue.start() == nil, "paused")
    #expect(Self.ids(queue.requestedSections(displayed: [])) == ["b"])
    #expect(queue.droppedDiffs == 0, "a pause is not a superseded diff")
    queue.resume()
    #expect(Self.ids(queue.start()?.request.sections) == ["b"])
  }

  @Test("an item is leaving while the newest request lacks it, until that request is shown whole")
  func leavingItems() throws {
    func request(_ identifiers: [String]) -> PendingUpdate {
      PendingUpdate(
        sections: [
          Section(cellModels: identifiers.map { FocusRow(identifier: $0) }, identifier: "s")
        ],
        animated: true, completions: [])
    }
    var queue = UpdateQueue()
    func leaving(_ identifier: String) -> Bool { queue.isAbsentFromNewestRequest(identifier) }
    #expect(!leaving("a"), "nothing in flight")
    queue.enqueue(request(["b"]))
    #expect(leaving("a"), "waiting without a")
    let started = queue.start()
    let start = try #require(started)
    let outcome = queue.computed(start, maximumDroppedDiffs: 0)
    #expect(outcome == .apply)
    #expect(leaving("a"), "applied, not yet shown: a still shows")
    #expect(!leaving("b"))
    queue.newestRequestShown()
    #expect(!leaving("b"), "shown whole: what shows is in it")
    queue.enqueue(request(["c"]))
    #expect(leaving("b"), "a newer request without b waits")
    #expect(!leaving("c"))
    queue.finish()
    let startedNext = queue.start()
    let next = try #require(startedNext)
    let nextOutcome = queue.computed(next, maximumDroppedDiffs: 0)
    #expect(nextOutcome == .apply)
    queue.newestRequestShown()
    queue.displayedStateMoved()
    #expect(leaving("b"), "a move: what shows is no longer the request")
  }

  @Test func requestsCoalesceKeepingEveryCompletionInOrder() {
    let log = EventLog()
    var queue = UpdateQueue()
    for id in ["a", "b", "c"] { queue.enqueue(Self.request(id, log: log)) }
    let start = queue.start()
    #expect(Self.ids(start?.request.sections) == ["c"])
    for completion in start?.request.completions ?? [] { completion(true) }
    #expect(log.entries == ["a", "b", "c"])
  }

  @Test func aDiffOvertakenByARequestIsDroppedThenShownAfterTheLimit() throws {
    var queue = UpdateQueue()
    queue.enqueue(Self.request("a"))
    let startedStart = queue.start()
    var start = try #require(startedStart)
    for round in 0..<2 {
      queue.enqueue(Self.request("b\(round)"))
      #expect(queue.computed(start, maximumDroppedDiffs: 2) == .retry)
      #expect(queue.phase == .idle)
      let next = queue.start()
      start = try #require(next)
      #expect(Self.ids(start.request.sections) == ["b\(round)"])
    }
    queue.enqueue(Self.request("c"))
    #expect(queue.computed(start, maximumDroppedDiffs: 2) == .apply, "two drops in a row")
    #expect(queue.phase == .applying)
    queue.finish()
    #expect(queue.phase == .idle)
    #expect(queue.droppedDiffs == 0)
    #expect(Self.ids(queue.start()?.request.sections) == ["c"])
  }

  @Test func aDiffOvertakenByAMoveIsAlwaysDropped() throws {
    var queue = UpdateQueue()
    queue.enqueue(Self.request("a", untouched: UntouchedSections(prefix: 1, suffix: 0)))
    let startedStart = queue.start()
    let start = try #require(startedStart)
    #expect(start.untouched != nil)
    queue.displayedStateMoved()
    #expect(queue.computed(start, maximumDroppedDiffs: 0) == .retry)
    let startedAgain = queue.start()
    let again = try #require(startedAgain)
    #expect(again.untouched == nil, "untouched sections counted before the move do not hold")
    #expect(queue.computed(again, maximumDroppedDiffs: 0) == .apply)
  }

  @Test func requestedSectionsAreTheNewestAskedFor() throws {
    var queue = UpdateQueue()
    let displayed = [Section(cellModels: [], identifier: "shown")]
    #expect(Self.ids(queue.requestedSections(displayed: displayed)) == ["shown"])
    queue.enqueue(Self.request("a"))
    let startedStart = queue.start()
    let start = try #require(startedStart)
    #expect(Self.ids(queue.requestedSections(displayed: displayed)) == ["a"])
    _ = queue.computed(start, maximumDroppedDiffs: 2)
    #expect(Self.ids(queue.requestedSections(displayed: displayed)) == ["a"])
    queue.finish()
    #expect(Self.ids(queue.requestedSections(displayed: displayed)) == ["shown"])
  }

  /// Random interleavings of requests, diffs finishing, updates completing and moves, driven
  /// to rest: every completion runs once and in request order, the last request is the last
  /// state shown, a diff that started before a move is never shown, and no more than the
  /// allowed number of diffs in a row are dropped for newer requests.
  @Test func randomInterleavings() async {
    await propertyCheck(
      count: propertyCases(2_000), input: Gen.int(in: 0...(1 << 30)).array(of: 1...40)
    ) {
      raw in checkInterleaving(raw)
    }
  }

  private func checkInterleaving(_ raw: [Int]) {
    var source = RawSource(raw)
    let limit = source.next(3)
    let log = EventLog()
    var queue = UpdateQueue()
    var requested = 0
    var shown: String?
    var inFlight: (start: UpdateQueue.Start, movedSince: Bool)?
    var droppedInARow = 0

    func diffFinished() {
      guard let (start, movedSince) = inFlight else { return }
      inFlight = nil
      let overtaken = start.generation != queue.generation
      switch queue.computed(start, maximumDroppedDiffs: limit) {
      case .apply:
        #expect(!movedSince, "a diff from before a move was shown")
        #expect(!overtaken || droppedInARow >= limit)
        droppedInARow = 0
        shown = start.request.sections.first?.identifier
        for completion in start.request.completions { completion(true) }
        queue.finish()
      case .retry:
        #expect(overtaken)
        if !movedSince { droppedInARow += 1 }
        #expect(droppedInARow <= limit)
      }
    }

    for _ in 0..<(1 + source.next(30)) {
      switch source.next(4) {
      case 0:
        queue.enqueue(Self.request("r\(requested)", log: log))
        requested += 1
      case 1:
        if let start = queue.start() {
          #expect(inFlight == nil)
          inFlight = (start, false)
        }
      case 2:
        diffFinished()
      default:
        queue.displayedStateMoved()
        if inFlight != nil { inFlight?.movedSince = true }
      }
    }
    while inFlight != nil || queue.waiting != nil {
      if inFlight == nil, let start = queue.start() { inFlight = (start, false) }
      diffFinished()
    }
    #expect(queue.phase == .idle)
    #expect(log.entries == (0..<requested).map { "r\($0)" })
    #expect(shown == (requested > 0 ? "r\(requested - 1)" : nil))
  }
}

/// Patching the waiting request in place (a provider's update while another is in flight) is
/// the same as enqueuing the patched state, as the controller did before.
@MainActor
@Suite("Update queue: slices replaced in the waiting request")
struct UpdateQueueReplacementTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)

  @Test("replacing a slice of the waiting request equals enqueuing the patched state")
  func replacementEqualsEnqueue() async {
    await propertyCheck(count: propertyCases(500), input: Self.raw) { raw in
      var source = RawSource(raw)
      let owners = (0..<3).map { _ in EventLog() }
      var patched = UpdateQueue()
      var enqueued = UpdateQueue()
      let first = Self.request(&source, count: 1 + source.next(6), owners: owners)
      for queue in [0, 1] {
        if queue == 0 { patched.enqueue(first) } else { enqueued.enqueue(first) }
      }
      // Something in flight half the time, so that the requests wait.
      if source.next(2) == 0 {
        _ = patched.start()
        _ = enqueued.start()
      }
      if source.next(3) == 0 {
        patched.displayedStateMoved()
        enqueued.displayedStateMoved()
      }
      for _ in 0..<(1 + source.next(5)) {
        let requested = enqueued.requestedSections(displayed: [])
        let lower = source.next(requested.count + 1)
        let range = lower..<(lower + source.next(requested.count - lower + 1))
        let slice = Self.sections(&source, count: source.next(3))
        let owner = ObjectIdentifier(owners[source.next(owners.count)])
        let animated = source.next(2) == 0
        let replaced = patched.replaceWaitingSections(
          in: range, with: slice, owner: owner, animated: animated, completions: [{ _ in }])
        // What the controller enqueued before.
        var sections = requested
        var requestOwners = enqueued.requestedOwners(displayed: [])
        if requestOwners.count != sections.count {
          requestOwners = Array(repeating: nil, count: sections.count)
        }
        sections.replaceSubrange(range, with: slice)
        requestOwners.replaceSubrange(
          range, with: repeatElement(ObjectIdentifier?(owner), count: slice.count))
        let request = PendingUpdate(
          sections: sections, owners: requestOwners, animated: animated,
          completions: [{ _ in }],
          untouched: UntouchedSections(
            prefix: range.lowerBound, suffix: requested.count - range.upperBound))
        if !replaced { patched.enqueue(request) }
        enqueued.enqueue(request)
        Self.expectSame(patched, enqueued, raw)
      }
    }
  }

  private static func expectSame(_ lhs: UpdateQueue, _ rhs: UpdateQueue, _ raw: [Int]) {
    #expect(lhs.phase == rhs.phase, "\(raw)")
    #expect(lhs.generation == rhs.generation, "\(raw)")
    #expect(
      lhs.requestedSections(displayed: []).map(\.identifier)
        == rhs.requestedSections(displayed: []).map(\.identifier), "\(raw)")
    #expect(lhs.requestedOwners(displayed: []) == rhs.requestedOwners(displayed: []), "\(raw)")
    #expect(lhs.waiting?.untouched == rhs.waiting?.untouched, "\(raw)")
    #expect(lhs.waiting?.animated == rhs.waiting?.animated, "\(raw)")
    #expect(lhs.waiting?.completions.count == rhs.waiting?.completions.count, "\(raw)")
    #expect(lhs.waiting?.baseRevision == rhs.waiting?.baseRevision, "\(raw)")
  }

  private static func request(
    _ source: inout RawSource, count: Int, owners: [EventLog]
  ) -> PendingUpdate {
    let sections = Self.sections(&source, count: count)
    let owned =
      source.next(2) == 0
      ? [] : sections.map { _ in ObjectIdentifier?(ObjectIdentifier(owners[source.next(3)])) }
    return PendingUpdate(
      sections: sections, owners: owned, animated: true, completions: [{ _ in }],
      untouched: source.next(2) == 0
        ? nil : UntouchedSections(prefix: source.next(count + 1), suffix: 0))
  }

  private static func sections(_ source: inout RawSource, count: Int) -> [Section] {
    (0..<count).map { _ in Section(cellModels: [], identifier: "s\(source.next(1_000))") }
  }
}
