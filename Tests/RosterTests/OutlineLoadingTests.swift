import Foundation
import Roster
import RosterTesting
import Testing

/// Lazy children, rule by rule: the loading row, the children, the error row and its retry,
/// a collapse that cancels, a node removed meanwhile, loaded children kept through updates
/// until the app's data gives the node its own, and a list without a loader. Loads finish
/// when the test resumes them, so every order of events is the test's.
@MainActor
@Suite("Outline: lazy children loaded on expansion, with loading and error rows")
struct OutlineLoadingTests {
  /// A loader whose loads wait until the test resumes them.
  @MainActor
  final class Loads {
    /// The loads waiting, oldest first, per node.
    var pending: [String: [CheckedContinuation<[OutlineItem], any Error>]] = [:]
    var started: [String] = []
    /// Loads that found their task cancelled when they resumed.
    var cancelled: [String] = []
    /// Loads that returned or threw, in order.
    var ended: [String] = []

    func loader(loadingRow: Bool = true, errorRow: Bool = true) -> OutlineChildrenLoader {
      let makeLoadingRow: @MainActor (String) -> any CellModel = { parent in
        TextModel(identifier: "\(parent)/loading", text: "Loading…")
      }
      let makeErrorRow: @MainActor (String, any Error) -> any CellModel = { parent, _ in
        TextModel(identifier: "\(parent)/error", text: "Retry")
      }
      let load: @MainActor (OutlineItem) async throws -> [OutlineItem] = { item in
        try await self.load(item)
      }
      return OutlineChildrenLoader(
        loadingRow: loadingRow ? makeLoadingRow : nil, errorRow: errorRow ? makeErrorRow : nil,
        load: load)
    }

    private func load(_ item: OutlineItem) async throws -> [OutlineItem] {
      let identifier = item.identifier
      started.append(identifier)
      defer { ended.append(identifier) }
      let children = try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<[OutlineItem], any Error>) in
        pending[identifier, default: []].append(continuation)
      }
      if Task.isCancelled { cancelled.append(identifier) }
      return children
    }

    /// Resumes the oldest waiting load of `identifier` with `children`, or `error`, and waits until the
    /// controller took what it brought.
    func finish(
      _ identifier: String, with children: [String] = [], lazy: Bool = false,
      error: (any Error)? = nil
    ) async {
      await Self.yield(until: { pending[identifier]?.isEmpty == false })
      guard pending[identifier]?.isEmpty == false,
        let continuation = pending[identifier]?.removeFirst()
      else {
        Issue.record("no load of \(identifier) waits")
        return
      }
      let count = ended.count
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume(
          returning: children.map {
            OutlineItem(TextModel(identifier: $0), hasUnloadedChildren: lazy)
          })
      }
      await Self.yield(until: { self.ended.count > count })
    }

    /// The loads started, once at least `count` did (the tasks run once the test awaits).
    func started(_ count: Int) async -> [String] {
      await Self.yield(until: { started.count >= count })
      return started
    }

    /// Lets the main actor run tasks until `done` holds, and a little after.
    static func yield(until done: () -> Bool) async {
      var turns = 0
      while !done(), turns < 1_000 {
        await Task.yield()
        turns += 1
      }
      for _ in 0..<10 { await Task.yield() }
    }
  }

  struct Failure: Error {}

  static func lazy(_ identifier: String, children: [OutlineItem] = []) -> OutlineItem {
    OutlineItem(TextModel(identifier: identifier), hasUnloadedChildren: true, children: children)
  }

  /// `a` (lazy), `b` (with `b1`), leaf `c`, in section `s`.
  static var tree: [OutlineItem] {
    [
      lazy("a"),
      OutlineItem(TextModel(identifier: "b"), children: [.init(TextModel(identifier: "b1"))]),
      OutlineItem(TextModel(identifier: "c")),
    ]
  }

  static func showing(
    _ outline: [OutlineItem] = tree,
    loader: (Loads) -> OutlineChildrenLoader? = {
      $0.loader()
    }
  ) -> (SimulatedListHost, ListController<SimulatedListHost>, Loads, Box) {
    let (host, controller) = makeController()
    let loads = Loads()
    let box = Box()
    controller.diagnosticHandler = { box.diagnostics.append($0) }
    controller.outlineExpansionChangeHandler = { box.changes.append($0) }
    controller.outlineChildrenLoader = loader(loads)
    controller.update(with: [Section("s", outline: outline)], animated: false)
    host.settle()
    return (host, controller, loads, box)
  }

  @MainActor
  final class Box {
    var diagnostics: [ListDiagnostic] = []
    var changes: [OutlineExpansionChange] = []
  }

  @Test("expanding shows the loading row under the node, then the children in its place")
  func loadingRowThenChildren() async throws {
    let (host, controller, loads, box) = Self.showing()
    #expect(controller.expand("a"))
    host.settle()
    #expect(await loads.started(1) == ["a"])
    #expect(controller.isLoadingChildren(of: "a"))
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
    let row = try #require(controller.snapshot.outlineRow(at: IndexPath(item: 1, section: 0)))
    #expect(row.level == 1 && row.parentIdentifier == "a" && !row.hasChildren)
    #expect(box.changes.map(\.expanded) == [["a"]])
    await loads.finish("a", with: ["a1", "a2"])
    host.settle()
    #expect(!controller.isLoadingChildren(of: "a"))
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 2, section: 0))?.level == 1)
    // Collapsing and expanding again shows the loaded children without loading them again.
    controller.collapse("a")
    controller.expand("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 a2 b c]"])
    #expect(await loads.started(1) == ["a"])
    #expect(host.errors.isEmpty && box.diagnostics.isEmpty)
  }

  @Test("without a loading row nothing shows under the node until the children arrive")
  func noLoadingRow() async {
    let (host, controller, loads, _) = Self.showing(loader: { $0.loader(loadingRow: false) })
    controller.expand("a")
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 0, section: 0))?.isExpanded == true)
    await loads.finish("a", with: ["a1"])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 b c]"])
  }

  @Test("a failed load shows the error row; retrying loads again")
  func errorRowAndRetry() async {
    let (host, controller, loads, box) = Self.showing()
    // Nothing failed yet: nothing to retry.
    #expect(!controller.retryLoadingChildren(of: "a"))
    controller.expand("a")
    await loads.finish("a", error: Failure())
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a/error b c]"])
    #expect(controller.isExpanded("a") && !controller.isLoadingChildren(of: "a"))
    #expect(controller.retryLoadingChildren(of: "a"))
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
    #expect(await loads.started(2) == ["a", "a"])
    await loads.finish("a", with: ["a1"])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 b c]"])
    // An unknown node is reported.
    #expect(!controller.retryLoadingChildren(of: "zz"))
    #expect(box.diagnostics == [.unknownOutlineItem(itemIdentifier: "zz")])
    #expect(host.errors.isEmpty)
  }

  @Test("a failed load without an error row collapses the node; expanding loads again")
  func failureWithoutErrorRow() async {
    let (host, controller, loads, box) = Self.showing(loader: { $0.loader(errorRow: false) })
    controller.expand("a")
    await loads.finish("a", error: Failure())
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    #expect(!controller.isExpanded("a"))
    #expect(box.changes.map(\.collapsed) == [[], ["a"]])
    controller.expand("a")
    host.settle()
    #expect(await loads.started(2) == ["a", "a"])
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
  }

  @Test("a collapse while loading cancels the load and drops what it brings")
  func collapseCancels() async {
    let (host, controller, loads, box) = Self.showing()
    controller.expand("a")
    host.settle()
    controller.collapse("a")
    host.settle()
    #expect(!controller.isLoadingChildren(of: "a"))
    #expect(host.shownIdentifiers == ["s[a b c]"])
    await loads.finish("a", with: ["late"])
    host.settle()
    #expect(loads.cancelled == ["a"])
    #expect(host.shownIdentifiers == ["s[a b c]"])
    // Expanding again starts a new load; a stale one finishing later changes nothing.
    controller.expand("a")
    #expect(await loads.started(2) == ["a", "a"])
    controller.collapse("a")
    controller.expand("a")
    host.settle()
    #expect(await loads.started(3) == ["a", "a", "a"])
    #expect(box.changes.count == 5)
    await loads.finish("a", with: ["stale"])
    host.settle()
    #expect(loads.cancelled == ["a", "a"])
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
    await loads.finish("a", with: ["a1"])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 b c]"])
    #expect(host.errors.isEmpty)
  }

  @Test("the accordion's collapse cancels a sibling's load too")
  func accordionCancels() async {
    let (host, controller, loads, _) = Self.showing([Self.lazy("a"), Self.lazy("b")])
    controller.expandsOneOutlineSiblingAtATime = true
    controller.expand("a")
    controller.expand("b")
    host.settle()
    #expect(!controller.isLoadingChildren(of: "a") && controller.isLoadingChildren(of: "b"))
    #expect(host.shownIdentifiers == ["s[a b b/loading]"])
    await loads.finish("a", with: ["a1"])
    await loads.finish("b", with: ["b1"])
    host.settle()
    #expect(loads.cancelled == ["a"])
    #expect(host.shownIdentifiers == ["s[a b b1]"])
  }

  @Test("a node removed while loading drops the result, and comes back unloaded")
  func removedWhileLoading() async {
    let (host, controller, loads, _) = Self.showing()
    controller.expand("a")
    host.settle()
    let withoutA = Array(Self.tree.dropFirst())
    controller.update(with: [Section("s", outline: withoutA)])
    host.settle()
    #expect(!controller.isLoadingChildren(of: "a"))
    await loads.finish("a", with: ["a1"])
    host.settle()
    #expect(loads.cancelled == ["a"])
    #expect(host.shownIdentifiers == ["s[b c]"])
    controller.update(with: [Section("s", outline: Self.tree)])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a b c]"])
    controller.expand("a")
    host.settle()
    #expect(await loads.started(2) == ["a", "a"])
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
  }

  @Test("loaded children stay through updates and moves, until the data gives its own")
  func loadedChildrenPrecedence() async {
    let (host, controller, loads, _) = Self.showing()
    controller.expand("a")
    await loads.finish("a", with: ["a1"])
    // An update that still says `a` has unloaded children keeps what was loaded.
    controller.update(with: [Section("s", outline: Self.tree + [Self.lazy("d")])])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a1 b c d]"])
    // Moved under `b`, in the same update as other changes, `a` keeps its children.
    let moved: [OutlineItem] = [
      OutlineItem(
        TextModel(identifier: "b"), isExpanded: true,
        children: [Self.lazy("a"), OutlineItem(TextModel(identifier: "b1"))])
    ]
    controller.update(with: [Section("s", outline: moved)])
    controller.expand("b")
    host.settle()
    #expect(host.shownIdentifiers == ["s[b a a1 b1]"])
    // The data's own children take precedence, and the loaded ones are forgotten.
    let own: [OutlineItem] = [
      Self.lazy("a", children: [OutlineItem(TextModel(identifier: "x"))])
    ]
    controller.update(with: [Section("s", outline: own)])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a x]"])
    controller.update(with: [Section("s", outline: [Self.lazy("a")])])
    host.settle()
    #expect(host.shownIdentifiers == ["s[a a/loading]"])
    #expect(await loads.started(2) == ["a", "a"])
    #expect(host.errors.isEmpty)
  }

  @Test("a hidden expanded node loads once shown; loaded nodes load their own lazily")
  func hiddenAndNested() async {
    let outline = [
      OutlineItem(
        TextModel(identifier: "p"),
        children: [
          OutlineItem(TextModel(identifier: "a"), isExpanded: true, hasUnloadedChildren: true)
        ])
    ]
    let (host, controller, loads, _) = Self.showing(outline)
    // `a` starts expanded under collapsed `p`: it loads only once `p` opens.
    #expect(await loads.started(0).isEmpty)
    controller.expand("p")
    host.settle()
    #expect(await loads.started(1) == ["a"])
    await loads.finish("a", with: ["a1"], lazy: true)
    controller.expand("a1")
    host.settle()
    #expect(await loads.started(2) == ["a", "a1"])
    #expect(host.shownIdentifiers == ["s[p a a1 a1/loading]"])
    #expect(controller.snapshot.outlineRow(at: IndexPath(item: 3, section: 0))?.level == 3)
  }

  @Test("expanding a lazy node with no loader is reported once; setting one loads it")
  func missingLoader() async {
    let (host, controller, loads, box) = Self.showing(loader: { _ in nil })
    controller.expand("a")
    controller.update(with: [Section("s", outline: Self.tree)])
    host.settle()
    #expect(box.diagnostics == [.missingOutlineChildrenLoader(itemIdentifier: "a")])
    #expect(host.shownIdentifiers == ["s[a b c]"])
    controller.outlineChildrenLoader = loads.loader()
    host.settle()
    #expect(await loads.started(1) == ["a"])
    #expect(host.shownIdentifiers == ["s[a a/loading b c]"])
  }
}
