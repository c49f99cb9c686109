// Type-to-filter on a terminal list, as a user types and an app is built: a headless 80×24
// `TerminalListView` with the filter key, a `ListController` with its default off-main
// threshold, posts of 200 characters found by their text, keys handed to the view as the
// session hands them, and the next frame drawn after each. F3 is the key to the frame that
// echoes it in the filter line (what the main actor spends before the user sees the key); F4
// the key to the frame that shows the matches; F5 Escape back to the whole list; F6 a pasted
// query of 5,000 terms; F7 the longest the main actor is busy between a key and its result,
// which is how long a key typed meanwhile waits. F8 is F4 and F7 with fuzzy matching, whose
// result is ranked: a key to its result, and the longest stall on the way.
import Benchmark
import Roster
import RosterTerminal
import RosterWorkloads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A post found by a text of about 200 characters.
struct FilterPost: CellModel, SearchableCellModel, Equatable {
  var identifier: String
  var searchText: String
  var cellType: any ListCell.Type { NoCell.self }
}

/// A list of posts on a headless terminal, its filter line open and empty.
@MainActor
final class FilterWorld {
  static let vocabulary = [
    "list", "diff", "cell", "model", "screen", "frame", "update", "batch", "layout", "section",
    "header", "footer", "terminal", "filter", "query", "result", "animate", "coalesce", "anchor",
    "scroll", "select", "focus", "refresh", "page", "grid", "band", "pin", "measure", "estimate",
    "identity", "content", "move", "insert", "delete", "reload", "provider", "event", "route",
    "bind", "prefetch", "range", "working", "offset", "visible", "render", "style", "color",
    "width", "height", "row", "column", "text", "wrap", "word", "line", "key", "paste", "mouse",
    "click", "drag", "drop", "swipe", "action", "menu",
  ]

  let listView: TerminalListView
  let controller: ListController<TerminalListView>
  let count: Int

  /// `count` posts, each of about 200 characters of words from ``vocabulary``.
  init(count: Int) {
    self.count = count
    listView = TerminalListView(size: CGSize(width: 80, height: 24))
    listView.cellRegistry.register(HostCheckTerminalCell.self, for: FilterPost.self)
    controller = ListController(host: listView)
    var random = SplitMix64(seed: 42)
    var posts: [any CellModel] = []
    posts.reserveCapacity(count)
    for index in 0..<count {
      var text = ""
      while text.utf8.count < 200 {
        text += Self.vocabulary[Int(random.next() % UInt64(Self.vocabulary.count))] + " "
      }
      posts.append(FilterPost(identifier: "post-\(index)", searchText: text))
    }
    controller.update(with: [Section(cellModels: posts, identifier: "posts")], animated: false)
  }

  /// Opens the filter line and waits for the list to rest.
  func openFilter() async {
    listView.handle(.character("/"))
    await settle()
  }

  /// Waits until every update has been matched, diffed and shown, and draws the frame.
  func settle() async {
    while controller.isUpdating {
      listView.finishAnimations()
      await Task.yield()
    }
    blackHole(listView.renderedScreen())
  }

  /// Waits as ``settle()`` does, and returns the longest the main actor was away from this
  /// wait: how long a key pressed meanwhile would have waited to be read.
  func settleTimingStalls() async -> Duration {
    let clock = ContinuousClock()
    var last = clock.now
    var longest = Duration.zero
    while controller.isUpdating {
      listView.finishAnimations()
      await Task.yield()
      let now = clock.now
      longest = max(longest, now - last)
      last = now
    }
    blackHole(listView.renderedScreen())
    return max(longest, clock.now - last)
  }

  /// Hands `key` to the view as a session does and draws the next frame.
  func press(_ key: Key) {
    listView.handle(key)
    blackHole(listView.renderedScreen())
  }
}

/// One world per list length, kept across a benchmark's samples (a million posts take seconds
/// to make).
@MainActor var filterWorlds: [Int: FilterWorld] = [:]

@MainActor
func filterWorld(count: Int) async -> FilterWorld {
  if let world = filterWorlds[count] { return world }
  filterWorlds = [:]
  let world = FilterWorld(count: count)
  await world.settle()
  await world.openFilter()
  filterWorlds[count] = world
  return world
}

func typeToFilterBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(20), maxIterations: 10)
  for (count, size) in [(10_000, "10k"), (100_000, "100k"), (1_000_000, "1M")] {
    // The first key folds every text; the world's query is empty before and after a sample.
    Benchmark("F3 \(size) filter key to its echo", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      benchmark.startMeasurement()
      world.press(.character("r"))
      benchmark.stopMeasurement()
      await world.settle()
      world.press(.backspace)
      await world.settle()
    }
    Benchmark("F4 \(size) first filter key to its result", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      benchmark.startMeasurement()
      world.press(.character("r"))
      await world.settle()
      benchmark.stopMeasurement()
      precondition(world.controller.filterQuery == "r")
      world.press(.backspace)
      await world.settle()
    }
    Benchmark("F4 \(size) next filter key to its result", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      world.press(.character("r"))
      await world.settle()
      benchmark.startMeasurement()
      world.press(.character("e"))
      await world.settle()
      benchmark.stopMeasurement()
      precondition(world.controller.filterQuery == "re")
      world.press(.backspace)
      world.press(.backspace)
      await world.settle()
    }
    Benchmark("F5 \(size) Escape to the whole list", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      world.press(.character("m"))
      world.press(.character("a"))
      await world.settle()
      benchmark.startMeasurement()
      world.press(.escape)
      await world.settle()
      benchmark.stopMeasurement()
      precondition(world.controller.filterQuery == nil)
      precondition(world.listView.numberOfItems == count)
      await world.openFilter()
    }
  }
  Benchmark("F6 2k a pasted query of 5,000 terms", configuration: configuration) {
    @MainActor benchmark async in
    let world = await filterWorld(count: 2_000)
    var random = SplitMix64(seed: 7)
    let terms = (0..<5_000).map { _ in
      FilterWorld.vocabulary[Int(random.next() % UInt64(FilterWorld.vocabulary.count))]
    }
    benchmark.startMeasurement()
    world.press(.paste(terms.joined(separator: " ")))
    await world.settle()
    benchmark.stopMeasurement()
    world.press(.control("u"))
    await world.settle()
  }
  typeToFilterStallBenchmarks()
  fuzzyFilterBenchmarks()
}

func fuzzyFilterBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, longestStall], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(20), maxIterations: 10)
  for (count, size) in [(100_000, "100k"), (1_000_000, "1M")] {
    Benchmark("F8 \(size) fuzzy key to its ranked result", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      world.controller.filterMatching = .fuzzy
      world.press(.character("s"))
      await world.settle()
      benchmark.startMeasurement()
      world.press(.character("l"))
      let stall = await world.settleTimingStalls()
      benchmark.stopMeasurement()
      benchmark.measurement(longestStall, Int(stall / .microseconds(1)))
      precondition(world.controller.filterQuery == "sl")
      world.press(.backspace)
      world.press(.backspace)
      await world.settle()
      world.controller.filterMatching = .allTerms
    }
  }
}

/// The longest main-actor stall while a first key's result, or Escape's whole list, is matched,
/// diffed and shown, in microseconds.
let longestStall = BenchmarkMetric.custom("longest main-actor stall (µs)")

func typeToFilterStallBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [longestStall], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 10)
  for (count, size) in [(10_000, "10k"), (100_000, "100k"), (1_000_000, "1M")] {
    Benchmark("F7 \(size) longest stall, first filter key", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      world.press(.character("r"))
      let stall = await world.settleTimingStalls()
      benchmark.measurement(longestStall, Int(stall / .microseconds(1)))
      world.press(.backspace)
      await world.settle()
    }
    Benchmark("F7 \(size) longest stall, Escape", configuration: configuration) {
      @MainActor benchmark async in
      let world = await filterWorld(count: count)
      world.press(.character("m"))
      world.press(.character("a"))
      await world.settle()
      world.press(.escape)
      let stall = await world.settleTimingStalls()
      benchmark.measurement(longestStall, Int(stall / .microseconds(1)))
      await world.openFilter()
    }
  }
}
