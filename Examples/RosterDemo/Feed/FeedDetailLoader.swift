/// Loads the feed's item details from a pretend back end, lazily: for the rows the list
/// prefetches (a screen ahead in the direction of scrolling) and for rows that appear without
/// them; a prefetch the list cancels is dropped before it lands.
///
/// Answers arrive on the ``DemoScheduler`` after a latency drawn from the seed and the item
/// alone, so a scripted session (a ``VirtualScheduler``) is the same every run.
@MainActor
package final class FeedDetailLoader {
  private struct Request {
    var token: Int
    var isPrefetch: Bool
  }

  private let scheduler: any DemoScheduler
  private let seed: UInt64
  private var requests: [Int: Request] = [:]
  private var nextToken = 0
  private var arrived: [Int: String] = [:]

  /// Runs once after answers arrived, on the scheduler's next turn: take them with
  /// ``takeArrivedDetails()``.
  package var onArrival: (@MainActor () -> Void)?
  /// How many prefetches are in flight.
  package var prefetchesInFlight: Int { requests.values.filter(\.isPrefetch).count }
  /// How many items got their details from a prefetch, before they appeared.
  package private(set) var prefetchedCount = 0
  /// How many prefetches the list cancelled before they landed.
  package private(set) var cancelledCount = 0

  /// A loader whose answers arrive on `scheduler`, with latencies drawn from `seed`.
  package init(scheduler: any DemoScheduler, seed: UInt64) {
    self.scheduler = scheduler
    self.seed = seed
  }

  /// The latency of the answer for item `id`: 80 to 200 ms.
  package static func latency(of id: Int, seed: UInt64) -> Duration {
    var random = SeededGenerator(seed: seed, stream: 0xDE7A_11 &+ UInt64(truncatingIfNeeded: id))
    return .milliseconds(Int.random(in: 80...200, using: &random))
  }

  /// The details of item `id`, as the pretend back end answers them.
  package static func details(of id: Int) -> String {
    "♥ \((id &* 37) % 500) · ↻ \((id &* 11) % 40)"
  }

  /// Starts loading the details of item `id` ahead of its row, unless they are on the way.
  package func prefetch(_ id: Int) {
    start(id, isPrefetch: true)
  }

  /// Drops the prefetch of item `id`, if one is in flight.
  package func cancelPrefetch(_ id: Int) {
    guard requests[id]?.isPrefetch == true else { return }
    requests[id] = nil
    cancelledCount += 1
  }

  /// Starts loading the details of item `id`, whose row appeared without them, unless they are
  /// on the way; a prefetch in flight is now needed and is no longer cancelled.
  package func load(_ id: Int) {
    if requests[id] != nil {
      requests[id]?.isPrefetch = false
      return
    }
    start(id, isPrefetch: false)
  }

  /// The details that arrived since the last call, by item.
  package func takeArrivedDetails() -> [Int: String] {
    defer { arrived = [:] }
    return arrived
  }

  private func start(_ id: Int, isPrefetch: Bool) {
    guard requests[id] == nil else { return }
    let token = nextToken
    nextToken += 1
    requests[id] = Request(token: token, isPrefetch: isPrefetch)
    scheduler.schedule(after: Self.latency(of: id, seed: seed)) { [weak self] in
      self?.land(id, token: token)
    }
  }

  private func land(_ id: Int, token: Int) {
    guard let request = requests[id], request.token == token else { return }
    requests[id] = nil
    if request.isPrefetch { prefetchedCount += 1 }
    let first = arrived.isEmpty
    arrived[id] = Self.details(of: id)
    guard first else { return }
    scheduler.schedule(after: .zero) { [weak self] in self?.onArrival?() }
  }
}
