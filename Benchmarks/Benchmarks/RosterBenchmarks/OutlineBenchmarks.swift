// What an outline costs an app on each host, through the public API as an app calls it, rows
// measured by their cell (`.autolayout`), one outline section:
//
// - O1, expanding every node: a forest of 100,000 nodes (1,000 roots of 99 children each),
//   shown collapsed, then `expandAll()`, applied and shown; beside the same controller and host
//   showing the same 100,000 rows as a flat section after the 1,000 roots, the cost the issue
//   compares it with;
// - O2, expanding one node of 1,000 children in a list of 100,000 and of 1,000,000 rows (the
//   node among leaves, halfway down), `expand(_:)` and `collapse(_:)` alternately, applied and
//   shown: the cost should follow the children, not the list.
//
// Each host is a `ScreenWorld` of ScreenBenchmarks.swift, with the default `UpdatePolicy`.
import Benchmark
import Roster
import RosterTerminal
import RosterTesting
import RosterUpdateWorkloads

/// A node's model: its identifier and an ordinal for its content.
func outlineModel(_ identifier: String, _ content: Int) -> UpdateBenchmarkModel {
  UpdateBenchmarkModel(identifier: identifier, content: content)
}

/// O1's forest: `roots` roots of `children` leaves each, collapsed.
func outlineForest(roots: Int, children: Int) -> [OutlineItem] {
  (0..<roots).map { root in
    OutlineItem(
      outlineModel("r\(root)", root),
      children: (0..<children).map { OutlineItem(outlineModel("r\(root).\($0)", $0)) })
  }
}

/// O1's flat list: the forest's rows in the order an expanded outline shows them.
func flatRows(roots: Int, children: Int) -> [Section] {
  var models: [any CellModel] = []
  models.reserveCapacity(roots * (children + 1))
  for root in 0..<roots {
    models.append(outlineModel("r\(root)", root))
    for child in 0..<children { models.append(outlineModel("r\(root).\(child)", child)) }
  }
  return [Section(cellModels: models, identifier: "tree")]
}

/// O2's list: `rows` rows, all leaves but one node, halfway down, whose `children` are hidden.
func outlineWithOneNode(rows: Int, children: Int) -> [Section] {
  var roots = (0..<(rows - 1)).map { OutlineItem(outlineModel("leaf \($0)", $0)) }
  let node = OutlineItem(
    outlineModel("node", 0),
    children: (0..<children).map { OutlineItem(outlineModel("child \($0)", $0)) })
  roots.insert(node, at: roots.count / 2)
  return [Section("tree", outline: roots)]
}

/// Expands and collapses on a host, as an app's controller does.
@MainActor
protocol OutlineWorld: ScreenWorld {
  var outlineController: any OutlineExpanding { get }
  /// What the host does to show the last change (a frame, a visible rect).
  func show()
}

/// The calls the benchmarks make, whatever the host.
@MainActor
protocol OutlineExpanding {
  @discardableResult func expand(
    _ identifier: String, animated: Bool, completion: (@MainActor (Bool) -> Void)?
  ) -> Bool
  @discardableResult func collapse(
    _ identifier: String, animated: Bool, completion: (@MainActor (Bool) -> Void)?
  ) -> Bool
  @discardableResult func expandAll(
    under identifier: String?, animated: Bool, completion: (@MainActor (Bool) -> Void)?
  ) -> Bool
}

extension ListController: OutlineExpanding {}

extension InstantScreenWorld: OutlineWorld {
  var outlineController: any OutlineExpanding { controller }
  func show() {}
}

extension TerminalScreenWorld: OutlineWorld {
  var outlineController: any OutlineExpanding { harness.controller }
  func show() { blackHole(harness.frame()) }
}

extension SimulatedScreenWorld: OutlineWorld {
  var outlineController: any OutlineExpanding { controller }
  func show() {
    blackHole(host.showVisibleRect(CGRect(origin: .zero, size: host.containerSize)))
  }
}

let outlineHosts: [(String, @MainActor @Sendable () -> any OutlineWorld)] = [
  ("controller on a no-op host", { InstantScreenWorld(policy: UpdatePolicy()) }),
  ("TerminalListView", { TerminalScreenWorld(policy: UpdatePolicy()) }),
  ("SimulatedListHost", { SimulatedScreenWorld(policy: UpdatePolicy()) }),
]

/// The world an outline benchmark runs on, kept between its samples.
@MainActor var outlineWorld: (name: String, world: any OutlineWorld, expanded: Bool)?

func outlineBenchmarks() {
  let (roots, children) = (1_000, 99)
  let configuration = screenConfiguration(rows: 100_000)
  for (host, make) in outlineHosts {
    Benchmark("O1 100k expand all, \(host)", configuration: configuration) {
      @MainActor benchmark async in
      outlineWorld = nil
      let world = make()
      world.update(to: [Section("tree", outline: outlineForest(roots: roots, children: children))])
      world.show()
      benchmark.startMeasurement()
      world.outlineController.expandAll(under: nil, animated: false, completion: nil)
      world.show()
      benchmark.stopMeasurement()
      world.check(count: roots * (children + 1))
    }
    Benchmark("O1 100k the same rows flat, \(host)", configuration: configuration) {
      @MainActor benchmark async in
      outlineWorld = nil
      let world = make()
      let flat = flatRows(roots: roots, children: children)
      world.update(to: [
        Section(
          cellModels: flat[0].cellModels.filter { !$0.identifier.contains(".") },
          identifier: "tree")
      ])
      world.show()
      benchmark.startMeasurement()
      world.update(to: flat)
      world.show()
      benchmark.stopMeasurement()
      world.check(count: roots * (children + 1))
    }
  }
  for (rows, size) in screenSizes {
    for (host, make) in outlineHosts {
      let name = "O2 \(size) expand one node of 1,000 children, \(host)"
      Benchmark(name, configuration: screenConfiguration(rows: rows)) {
        @MainActor benchmark async in
        let world: any OutlineWorld
        var expanded = false
        if let kept = outlineWorld, kept.name == name {
          (world, expanded) = (kept.world, kept.expanded)
        } else {
          outlineWorld = nil
          screenWorld = nil
          world = make()
          world.update(to: outlineWithOneNode(rows: rows, children: 1_000))
          world.show()
        }
        benchmark.startMeasurement()
        if expanded {
          world.outlineController.collapse("node", animated: false, completion: nil)
        } else {
          world.outlineController.expand("node", animated: false, completion: nil)
        }
        world.show()
        benchmark.stopMeasurement()
        world.check(count: expanded ? rows : rows + 1_000)
        outlineWorld = (name, world, !expanded)
      }
    }
  }
}
