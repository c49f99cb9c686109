import Foundation
import PropertyBased
import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// Random trees with lazy nodes, and random sequences of expand and collapse, loads finished
/// with children (some lazy in turn) or failing, stale loads finished late, retries, and app
/// updates (nodes removed while loading, added, given children of their own, made lazy
/// again), with animations ended at random. Loads finish when the run resumes them, in the
/// order it picks. A reference walks plain recursive trees by the documented rules (a load
/// starts when a lazy node is expanded and shown; it is dropped when the node collapses or
/// leaves, or its data gives children; loaded children stay until then): whenever the host
/// settles it shows the reference's rows, loading and error rows included, every batch legal;
/// the controller's expanded set, the nodes it says are loading and the loads it started are
/// the reference's.
@MainActor
@Suite("Outline: lazy loads, failures, retries and cancellations against a reference")
struct OutlineLoadingPropertyTests {
  typealias Loads = OutlineLoadingTests.Loads

  struct Node {
    var id: String
    var children: [Node] = []
    var lazy = false
    var hasChildren: Bool { !children.isEmpty || lazy }
    var isUnloaded: Bool { lazy && children.isEmpty }
  }

  enum LoadState {
    case loading
    case failed
    case loaded([Node])
  }

  struct Census {
    var checks = 0
    var loadsShown = 0
    var failures = 0
    var staleFinishes = 0
    var cancelledByCollapse = 0
    var removedWhileLoading = 0
    var ownChildrenOverLoaded = 0
    var retries = 0
  }

  @Test("the host shows the reference's rows through loads, failures and cancellations")
  func loads() async {
    await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = await Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test(
    "the runs load, fail, retry, finish stale loads and remove loading nodes",
    .enabled(if: checksCensus))
  func coverage() async {
    var census = Census()
    for seed in 0..<300 {
      let failure = await Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
    // Of 300 runs: 676 checks, 177 loads shown, 56 failures, 66 stale loads finished late,
    // 49 loads cancelled by a collapse, 46 nodes removed while loading, 17 loaded children
    // replaced by the data's own, 17 retries.
    #expect(census.loadsShown > 100)
    #expect(census.failures > 30)
    #expect(census.staleFinishes > 30)
    #expect(census.cancelledByCollapse > 30)
    #expect(census.removedWhileLoading > 10)
    #expect(census.ownChildrenOverLoaded > 5)
    #expect(census.retries > 10)
  }

  /// The reference: the app's data, the expansion, each lazy node's load, and the loads
  /// started so far.
  struct Reference {
    var data: [Node]
    var expanded = Set<String>()
    var states: [String: LoadState] = [:]
    var starts = 0
    /// The nodes of the latest walk, loaded and loading or error rows included.
    var index: [String: Node] = [:]
    var rows: [String] = []

    /// What the controller does for each request: walk the tree under the expansion,
    /// starting due loads, then drop what the tree no longer allows.
    mutating func walk() -> (cancelled: Int, removed: Int) {
      var newExpanded = Set<String>()
      var newIndex: [String: Node] = [:]
      var newRows: [String] = []
      func visit(_ nodes: [Node], shown: Bool) {
        for node in nodes {
          newIndex[node.id] = node
          let open = node.hasChildren && expanded.contains(node.id)
          if open { newExpanded.insert(node.id) }
          if shown { newRows.append(node.id) }
          var children = node.children
          if node.isUnloaded {
            if states[node.id] == nil, open, shown {
              states[node.id] = .loading
              starts += 1
            }
            switch states[node.id] {
            case .loaded(let loaded): children = loaded
            case .loading: children = open ? [Node(id: node.id + "/loading")] : []
            case .failed: children = open ? [Node(id: node.id + "/error")] : []
            case nil: children = []
            }
          }
          visit(children, shown: shown && open)
        }
      }
      visit(data, shown: true)
      var cancelled = 0
      var removed = 0
      for (id, state) in states {
        guard newIndex[id]?.isUnloaded == true else {
          if case .loading = state { removed += 1 }
          states[id] = nil
          continue
        }
        if case .loaded = state { continue }
        if !newExpanded.contains(id) {
          if case .loading = state { cancelled += 1 }
          states[id] = nil
        }
      }
      expanded = newExpanded
      index = newIndex
      rows = newRows
      return (cancelled, removed)
    }

    static func remove(_ id: String, from nodes: inout [Node]) -> Bool {
      for index in nodes.indices {
        if nodes[index].id == id {
          nodes.remove(at: index)
          return true
        }
        if remove(id, from: &nodes[index].children) { return true }
      }
      return false
    }

    static func modify(_ id: String, in nodes: inout [Node], _ change: (inout Node) -> Void) {
      for index in nodes.indices {
        if nodes[index].id == id { change(&nodes[index]) }
        modify(id, in: &nodes[index].children, change)
      }
    }

    static func dataIdentifiers(_ nodes: [Node]) -> [String] {
      nodes.flatMap { [$0.id] + dataIdentifiers($0.children) }
    }
  }

  static func items(_ nodes: [Node]) -> [OutlineItem] {
    nodes.map {
      OutlineItem(
        TextModel(identifier: $0.id), hasUnloadedChildren: $0.lazy, children: items($0.children))
    }
  }

  // MARK: One run

  /// One run; the first broken expectation, or `nil`.
  static func run(seed: UInt64, census: inout Census) async -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController()
    var diagnostics: [ListDiagnostic] = []
    controller.diagnosticHandler = { diagnostics.append($0) }
    let loads = Loads()
    controller.outlineChildrenLoader = loads.loader()
    let pool = (0..<30).map { "n\($0)" }

    func unused(_ reference: Reference) -> String? {
      let free = pool.filter { reference.index[$0] == nil }
      return free.isEmpty ? nil : free[mixer.next(free.count)]
    }

    var reference = Reference(data: [])
    for _ in 0..<(2 + mixer.next(4)) {
      guard let id = unused(reference) else { break }
      var node = Node(id: id, lazy: mixer.next(2) == 0)
      if !node.lazy, mixer.next(2) == 0, let child = pool.first(where: { $0 > id }) {
        if reference.index[child] == nil, !Reference.dataIdentifiers([node]).contains(child) {
          node.children = [Node(id: child, lazy: true)]
        }
      }
      reference.data.append(node)
      reference.index = Dictionary(
        Reference.dataIdentifiers(reference.data).map { ($0, Node(id: $0)) },
        uniquingKeysWith: { first, _ in first })
    }
    _ = reference.walk()
    controller.update(with: [Section("s", outline: items(reference.data))], animated: false)

    func check(_ moment: String) async -> String? {
      census.checks += 1
      host.settle()
      if let error = host.errors.first { return "\(moment): rejected batch \(error)" }
      let expected = ["s[" + reference.rows.joined(separator: " ") + "]"]
      guard host.shownIdentifiers == expected else {
        return "\(moment): shows \(host.shownIdentifiers), expected \(expected)"
      }
      guard controller.expandedOutlineItems == reference.expanded else {
        return "\(moment): expanded \(controller.expandedOutlineItems.sorted()),"
          + " expected \(reference.expanded.sorted())"
      }
      for id in reference.index.keys {
        var loading = false
        if case .loading = reference.states[id] { loading = true }
        guard controller.isLoadingChildren(of: id) == loading else {
          return "\(moment): \(id) loading \(!loading), expected \(loading)"
        }
      }
      let started = await loads.started(reference.starts)
      guard started.count == reference.starts else {
        return "\(moment): \(started.count) loads started, expected \(reference.starts)"
      }
      return nil
    }

    for step in 0..<(1 + mixer.next(30)) {
      let animated = mixer.next(3) != 0
      let known = reference.index.keys.sorted()
      let pick = known.isEmpty ? nil : known[mixer.next(known.count)]
      var failure: String?
      switch mixer.next(12) {
      case 0, 1, 2:
        guard let id = pick else { break }
        if reference.index[id]?.hasChildren == true, !reference.expanded.contains(id) {
          reference.expanded.insert(id)
          _ = reference.walk()
        }
        controller.expand(id, animated: animated)
      case 3:
        // Often a node that is loading.
        let loading = reference.states.compactMap { id, state -> String? in
          if case .loading = state { return id }
          return nil
        }.sorted()
        guard let id = loading.isEmpty || mixer.next(2) == 0 ? pick : loading[0] else { break }
        if reference.expanded.contains(id) {
          reference.expanded.remove(id)
          census.cancelledByCollapse += reference.walk().cancelled
        }
        controller.collapse(id, animated: animated)
      case 4, 5, 6:
        // A load finishes: the oldest or newest waiting for a node, with children or an error.
        _ = await loads.started(reference.starts)
        let waiting = loads.pending.filter { !$0.value.isEmpty }.keys.sorted()
        guard !waiting.isEmpty else { break }
        let id = waiting[mixer.next(waiting.count)]
        let count = loads.pending[id]?.count ?? 0
        let newest = mixer.next(2) == 0
        var isCurrent = false
        if case .loading = reference.states[id] { isCurrent = newest || count == 1 }
        let fails = mixer.next(4) == 0
        var children: [Node] = []
        if !fails {
          var taken = Set<String>()
          for _ in 0..<mixer.next(3) {
            let free = pool.filter { reference.index[$0] == nil && !taken.contains($0) }
            guard !free.isEmpty else { break }
            let child = free[mixer.next(free.count)]
            taken.insert(child)
            children.append(Node(id: child, lazy: mixer.next(3) == 0))
          }
        }
        if isCurrent {
          reference.states[id] = fails ? .failed : .loaded(children)
          if fails { census.failures += 1 } else { census.loadsShown += 1 }
          _ = reference.walk()
        } else {
          census.staleFinishes += 1
        }
        await loads.resume(
          id, newest: newest,
          with: fails ? .failure(OutlineLoadingTests.Failure()) : .success(items(children)))
      case 7:
        // Mostly a node whose load failed.
        let failedNodes = reference.states.compactMap { id, state -> String? in
          if case .failed = state { return id }
          return nil
        }.sorted()
        guard let id = failedNodes.isEmpty || mixer.next(4) == 0 ? pick : failedNodes[0]
        else { break }
        var failed = false
        if case .failed = reference.states[id] { failed = true }
        if failed {
          census.retries += 1
          reference.states[id] = nil
          _ = reference.walk()
        }
        guard controller.retryLoadingChildren(of: id) == failed else {
          failure = "retry \(id) answered \(!failed)"
          break
        }
      case 8, 9:
        // An app update.
        let ids = Reference.dataIdentifiers(reference.data)
        switch mixer.next(4) {
        case 0 where !ids.isEmpty:
          let id = ids[mixer.next(ids.count)]
          _ = Reference.remove(id, from: &reference.data)
        case 1 where !ids.isEmpty:
          // Own children for a lazy node, or lazy again for one with children.
          let id = ids[mixer.next(ids.count)]
          let child = unused(reference)
          var wasLoaded = false
          if case .loaded = reference.states[id] { wasLoaded = true }
          Reference.modify(id, in: &reference.data) { node in
            if node.isUnloaded, let child {
              if wasLoaded { census.ownChildrenOverLoaded += 1 }
              node.children = [Node(id: child)]
            } else {
              node.children = []
              node.lazy = true
            }
          }
        default:
          guard let id = unused(reference) else { break }
          let node = Node(id: id, lazy: mixer.next(2) == 0)
          if ids.isEmpty || mixer.next(2) == 0 {
            reference.data.insert(node, at: mixer.next(reference.data.count + 1))
          } else {
            let parent = ids[mixer.next(ids.count)]
            Reference.modify(parent, in: &reference.data) { $0.children.append(node) }
          }
        }
        census.removedWhileLoading += reference.walk().removed
        controller.update(
          with: [Section("s", outline: items(reference.data))], animated: animated)
      case 10:
        host.finishAnimations()
      default:
        failure = await check("step \(step)")
      }
      if let failure { return "step \(step): \(failure)" }
    }
    if let failure = await check("end") { return failure }
    // Every load ends, so no task waits forever.
    for id in loads.pending.keys {
      while loads.pending[id]?.isEmpty == false {
        await loads.resume(id, newest: false, with: .success([]))
      }
    }
    let unexpected = diagnostics.filter {
      if case .unknownOutlineItem = $0 { return false }
      return true
    }
    guard unexpected.isEmpty else { return "diagnostics: \(unexpected)" }
    return nil
  }
}

extension OutlineLoadingTests.Loads {
  /// Resumes the oldest or newest waiting load of `identifier` with `result`, and waits until
  /// it ended.
  func resume(
    _ identifier: String, newest: Bool, with result: Result<[OutlineItem], any Error>
  ) async {
    guard var waiting = pending[identifier], !waiting.isEmpty else { return }
    let continuation = newest ? waiting.removeLast() : waiting.removeFirst()
    pending[identifier] = waiting
    let count = ended.count
    continuation.resume(with: result)
    await Self.yield(until: { ended.count > count })
  }
}
