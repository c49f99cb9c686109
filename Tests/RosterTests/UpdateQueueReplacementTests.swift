import PropertyBased
import RosterTesting
import Testing

@testable import Roster

/// Patching the waiting request in place (a provider's update while another is in flight) is
/// the same as enqueuing the patched state, as the controller did before.
@MainActor
@Suite("Update queue: slices replaced in the waiting request")
struct UpdateQueueReplacementTests {
  static let raw = Gen.int(in: 0...(1 << 30)).array(of: 1...40)

  @Test("replacing a slice of the waiting request equals enqueuing the patched state")
  func replacementEqualsEnqueue() async {
    await propertyCheck(count: 500, input: Self.raw) { raw in
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
