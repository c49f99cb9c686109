import Foundation
import PropertyBased
import RosterTestSupport
import RosterTesting
import Testing

@testable import Roster

/// The rows an expansion call splices in or out (and the changes it hands the controller
/// instead of a diff) against a full flattening: random forests in two outline sections beside
/// a flat one, and random sequences of expand, collapse, toggle, expand-all and collapse-all,
/// the accordion turned on and off, app updates (nodes added, removed, moved, their initial
/// expansion and unloaded children flipped, a flat item sometimes named like a node), a filter
/// set and cleared, and the host settled or left animating at random. Whenever the host
/// settles, the requested state's rows and outline facts, and the displayed ones when no
/// filter is on, are those `Section(_:outline:)` flattens from the same trees rebuilt with
/// the controller's expansion as their data's, every batch legal; each row's facts read by its
/// row (as hosts read them, with no lookup while the facts are listed by row) are the full
/// flattening's too. A quarter of the runs grow wide forests, whose expand-all and
/// collapse-all splice enough rows for the facts to be listed by row anew.
@MainActor
@Suite("Outline: spliced rows against a full flattening")
struct OutlineSplicePropertyTests {
  struct Node {
    var id: String
    var children: [Node] = []
    var unloaded = false
    var open = false
  }

  struct Census {
    var checks = 0
    var splices = 0
    var diffsSpared = 0
    /// Outline sections checked with their levels kept by row.
    var levelsKept = 0
    /// Checks of the identities kept for the shown items.
    var identitiesChecked = 0
    /// Outline sections checked with their facts listed by row, and sections a splice listed.
    var listedByRow = 0
    var listedSplices = 0
    /// Sections a splice listed as it made their rows, handing their identities over whole.
    var listedAsTheyGo = 0
    /// Sections a splice made on two processors.
    var inParallel = 0
    /// Expansions shown with no diff from a list whose identities were not made yet (a long
    /// first load, its identities made after it is shown).
    var sparedBeforeIdentities = 0
  }

  @Test("spliced rows and facts are the full flattening's after every step")
  func splicedRowsAreTheFullFlattening() async {
    await propertyCheck(count: propertyCases(1_500), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var census = Census()
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
  }

  @Test("the runs splice rows and spare diffs", .enabled(if: checksCensus))
  func coverage() {
    var census = Census()
    for seed in 0..<300 {
      let failure = Self.run(seed: UInt64(seed), census: &census)
      #expect(failure == nil, "seed \(seed)")
    }
    // Of 300 runs: 7,542 checks, 976 expansion calls spliced, 703 updates shown with no diff,
    // 15,084 outline sections checked with their levels kept by row (all of them), 5,387 checks
    // of the identities kept for the shown items, 13,698 sections checked with their facts
    // listed by row, 70 sections a splice listed anew, 57 of them as it made their rows, 12
    // on two processors.
    #expect(census.checks > 5_000)
    #expect(census.levelsKept > 10_000)
    #expect(census.splices > 700)
    #expect(census.diffsSpared > 400)
    #expect(census.identitiesChecked > 3_500)
    #expect(census.listedByRow > 3_000)
    #expect(census.listedSplices > 20)
    #expect(census.listedAsTheyGo > 10)
    #expect(census.inParallel > 8)
    #expect(census.sparedBeforeIdentities > 20)
  }

  @Test("an expansion right after a long first load, before its identities are made, is spliced")
  func expansionBeforeIdentitiesAreMade() {
    let (host, controller) = makeController(policy: UpdatePolicy())
    // Every first load counts as long: its identities are made after it is shown.
    controller.deferredIdentityCheckCount = 0
    let forest = (0..<50).map { root in
      Node(id: "r\(root)", children: (0..<20).map { Node(id: "r\(root).\($0)") })
    }
    controller.update(with: [Section("tree", outline: forest.map { Self.item($0) })])
    host.settle()
    #expect(controller.snapshot.itemIdentities == nil)
    controller.expand("r7")
    host.settle()
    #expect(host.errors.isEmpty)
    #expect(controller.features.knownRowChangesShown == 1)
    #expect(controller.snapshot.sections[0].cellModels.count == 50 + 20)
    let kept = controller.snapshot.itemIdentities
    let expected = ItemIdentity.identities(of: controller.snapshot.sections)
    #expect(kept?.map(\.identifier) == expected.map(\.identifier))
    #expect(kept?.map(\.hash) == expected.map(\.hash))
    #expect(
      Self.difference(controller.snapshot.sections, isExpanded: controller.isExpanded, "") == nil)
  }

  @Test("expanding every node of a forest, and one node among many leaves, spares the diff")
  func expansionsOfLongListsAreSpliced() {
    let (host, controller) = makeController(policy: UpdatePolicy())
    let forest = (0..<50).map { root in
      Node(id: "r\(root)", children: (0..<20).map { Node(id: "r\(root).\($0)") })
    }
    controller.update(with: [Section("tree", outline: forest.map { Self.item($0) })])
    host.settle()
    controller.expandAll()
    host.settle()
    #expect(host.errors.isEmpty)
    #expect(controller.snapshot.sections[0].cellModels.count == 50 * 21)
    #expect(controller.features.outlineExpansion.spliceCount == 1)
    #expect(controller.features.knownRowChangesShown == 1)
    controller.collapse("r7")
    controller.expand("r7")
    host.settle()
    #expect(controller.features.outlineExpansion.spliceCount == 3)
    // Spliced with its rows, so the layout reads them whole, not row by row.
    #expect(controller.snapshot.sections[0].outlineLevels?.count == 50 * 21)
    // The expand-all listed every row's facts by row, with no table until asked by identity.
    #expect(controller.features.outlineExpansion.listedSpliceCount == 1)
    // Listed as the rows were made, which gave the displayed identities whole.
    #expect(controller.features.outlineExpansion.listedAsItGoesCount == 1)
    #expect(
      Self.difference(controller.snapshot.sections, isExpanded: controller.isExpanded, "") == nil)
  }

  @Test("a long forest's expand-all is made on two processors, row for row the flattening")
  func longExpandAllIsSplicedInParallel() {
    // Shown on the main actor, so that `settle()` shows it; the splice is made there anyway.
    let (host, controller) = makeController(policy: UpdatePolicy(), threshold: .max)
    // 40,400 rows: more than a splice makes on one processor.
    let forest = (0..<400).map { root in
      Node(
        id: "r\(root)",
        children: (0..<100).map { child in
          Node(
            id: "r\(root).\(child)",
            children: child % 25 == 0 ? [Node(id: "r\(root).\(child).0")] : [],
            open: child % 50 == 0)
        })
    }
    controller.update(with: [Section("tree", outline: forest.map { Self.item($0) })])
    host.settle()
    controller.expandAll(under: "r3")
    host.settle()
    controller.expandAll()
    host.settle()
    #expect(host.errors.isEmpty)
    #expect(controller.snapshot.sections[0].cellModels.count == 400 * 105)
    #expect(controller.features.outlineExpansion.parallelSpliceCount == 1)
    #expect(controller.features.knownRowChangesShown == 2)
    let kept = controller.snapshot.itemIdentities
    let expected = ItemIdentity.identities(of: controller.snapshot.sections)
    #expect(kept?.map(\.identifier) == expected.map(\.identifier))
    #expect(kept?.map(\.hash) == expected.map(\.hash))
    #expect(
      Self.difference(controller.snapshot.sections, isExpanded: controller.isExpanded, "") == nil)
  }

  static func item(_ node: Node, expanded: ((String) -> Bool)? = nil) -> OutlineItem {
    OutlineItem(
      TextModel(identifier: node.id, text: "t\(node.id)"),
      isExpanded: expanded?(node.id) ?? node.open, hasUnloadedChildren: node.unloaded,
      children: node.children.map { item($0, expanded: expanded) })
  }

  static func sections(_ outlines: [[Node]], flat: [String]) -> [Section] {
    [
      Section("a", outline: outlines[0].map { item($0) }),
      Section(cellModels: flat.map { TextModel(identifier: $0) }, identifier: "flat"),
      Section("b", outline: outlines[1].map { item($0) }),
    ]
  }

  /// Whether `sections`' outline sections show the rows and facts a full flattening of their
  /// trees under `isExpanded` shows; a description of the first difference otherwise.
  static func difference(
    _ sections: [Section], isExpanded: (String) -> Bool, _ what: String
  ) -> String? {
    for section in sections {
      guard let outline = section.outline else { continue }
      func rebuilt(_ item: OutlineItem) -> OutlineItem {
        OutlineItem(
          item.model, isExpanded: isExpanded(item.identifier),
          hasUnloadedChildren: item.hasUnloadedChildren, children: item.children.map(rebuilt))
      }
      let full = Section(section.identifier, outline: outline.map(rebuilt))
      let shown = section.cellModels.map(\.identifier)
      let expected = full.cellModels.map(\.identifier)
      guard shown == expected else {
        return "\(what) \(section.identifier): rows \(shown), expected \(expected)"
      }
      // By row first, as hosts read: no table from identity to row is needed for it.
      for (row, identifier) in expected.enumerated()
      where section.outlineRow(atItem: row) != full.outlineRow(for: identifier) {
        return "\(what) \(section.identifier): row \(row) (\(identifier)) reads "
          + "\(String(describing: section.outlineRow(atItem: row))), expected "
          + "\(String(describing: full.outlineRow(for: identifier)))"
      }
      for identifier in shown
      where section.outlineRow(for: identifier) != full.outlineRow(for: identifier) {
        return "\(what) \(section.identifier): \(identifier) has facts "
          + "\(String(describing: section.outlineRow(for: identifier))), expected "
          + "\(String(describing: full.outlineRow(for: identifier)))"
      }
      // Levels kept by row (what the layout reads) are the facts' levels, row for row.
      let levels = shown.indices.map { section.indentationLevel(ofItem: $0) }
      let expectedLevels = expected.map { full.outlineRow(for: $0)?.level ?? 0 }
      guard levels == expectedLevels, section.outlineLevels ?? levels == levels else {
        return "\(what) \(section.identifier): levels \(levels), kept "
          + "\(String(describing: section.outlineLevels)), expected \(expectedLevels)"
      }
    }
    return nil
  }

  static func run(seed: UInt64, census: inout Census) -> String? {
    var mixer = Mixer(state: seed)
    let (host, controller) = makeController()
    controller.diagnosticHandler = { _ in }
    // A third of the runs make a first load's identities after showing it, as for a long
    // list: expansions before they are made are spliced all the same. From the seed, not the
    // mixer, so the other runs' steps stay as they were.
    if seed % 3 == 0 { controller.deferredIdentityCheckCount = 0 }
    // Half the runs make any expansion of several collapsed nodes on two processors, as a long
    // list's expand-all is made (from the seed, for the same reason).
    if seed % 2 == 0 { controller.features.outlineExpansion.parallelSpliceMinimum = 1 }
    // Wide forests make expand-all and collapse-all splice more rows than the facts keep as
    // changes (64 or half the rows): the splice then lists every row's facts by row.
    let wide = mixer.next(4) == 0
    let pool = (0..<(wide ? 200 : 30)).map { "n\($0)" }

    func randomTree(depth: Int, used: inout Set<String>) -> [Node] {
      var nodes: [Node] = []
      for _ in 0..<mixer.next(depth == 0 ? (wide ? 12 : 5) : (wide ? 8 : 4)) {
        let free = pool.filter { !used.contains($0) }
        guard !free.isEmpty else { break }
        let id = free[mixer.next(free.count)]
        used.insert(id)
        // Wide forests have no lazy node at first: a splice leaves those to a full flattening.
        let unloaded = mixer.next(10) == 0 && !wide
        var node = Node(id: id, unloaded: unloaded, open: mixer.next(3) == 0)
        if depth < 3, mixer.next(3) != 0 {
          node.children = randomTree(depth: depth + 1, used: &used)
        }
        nodes.append(node)
      }
      return nodes
    }
    func ids(_ nodes: [Node]) -> [String] { nodes.flatMap { [$0.id] + ids($0.children) } }

    var used = Set<String>()
    var outlines = [randomTree(depth: 0, used: &used), randomTree(depth: 0, used: &used)]
    var flat = ["f0", "f1"]
    var filtering = false
    controller.update(with: sections(outlines, flat: flat), animated: false)

    func check(_ moment: String) -> String? {
      census.checks += 1
      census.levelsKept += controller.requestedSections.count { $0.outlineLevels != nil }
      census.listedByRow += controller.requestedSections.count { $0.outlineRows.isListedByRow }
      if let error = host.errors.first { return "\(moment): rejected batch \(error)" }
      let isExpanded = { controller.isExpanded($0) }
      if let failure = difference(controller.requestedSections, isExpanded: isExpanded, moment) {
        return failure
      }
      // The identities the controller keeps for the shown items (spliced ones taken from the
      // splice, not hashed again) are those of the shown items, hash and all.
      let shownSnapshot = controller.snapshot
      if let kept = shownSnapshot.itemIdentities {
        census.identitiesChecked += 1
        let expected = ItemIdentity.identities(of: shownSnapshot.sections)
        guard kept.map(\.identifier) == expected.map(\.identifier),
          kept.map(\.hash) == expected.map(\.hash)
        else {
          return "\(moment): kept identities \(kept.map(\.identifier)), expected "
            + "\(expected.map(\.identifier)) (or their hashes differ)"
        }
      }
      guard !filtering else { return nil }
      return difference(shownSnapshot.sections, isExpanded: isExpanded, "\(moment) shown")
    }

    func someNode() -> String {
      let all = ids(outlines[0]) + ids(outlines[1])
      return all.isEmpty || mixer.next(15) == 0 ? "unknown" : all[mixer.next(all.count)]
    }

    for step in 0..<(1 + mixer.next(50)) {
      let animated = mixer.next(2) == 0
      // Settled first, the call's rows are spliced from the displayed state: no diff.
      if mixer.next(3) != 0 { host.settle() }
      let splices = controller.features.outlineExpansion.spliceCount
      let spared = controller.features.knownRowChangesShown
      let identitiesUnmade = controller.snapshot.itemIdentities == nil && !controller.isUpdating
      switch mixer.next(14) {
      case 0, 1, 2: controller.expand(someNode(), animated: animated)
      case 3, 4: controller.collapse(someNode(), animated: animated)
      case 5, 6: controller.toggle(someNode(), animated: animated)
      case 7:
        controller.expandAll(under: mixer.next(3) == 0 ? nil : someNode(), animated: animated)
      case 8:
        controller.collapseAll(under: mixer.next(3) == 0 ? nil : someNode(), animated: animated)
      case 9:
        controller.expandsOneOutlineSiblingAtATime.toggle()
      case 10, 11:
        // An app update: a node added, removed, moved or flipped, or the flat items changed.
        let all = ids(outlines[0]) + ids(outlines[1])
        let target = mixer.next(2)
        switch mixer.next(5) {
        case 0:
          let free = pool.filter { !all.contains($0) }
          if !free.isEmpty {
            var node = Node(id: free[mixer.next(free.count)], open: mixer.next(2) == 0)
            node.children = free.count > 1 && mixer.next(2) == 0 ? [Node(id: free[0])] : []
            if node.children.first?.id == node.id { node.children = [] }
            outlines[target].insert(node, at: mixer.next(outlines[target].count + 1))
          }
        case 1 where !outlines[target].isEmpty:
          outlines[target].remove(at: mixer.next(outlines[target].count))
        case 2 where !outlines[target].isEmpty:
          let moved = outlines[target].remove(at: mixer.next(outlines[target].count))
          outlines[1 - target].insert(moved, at: mixer.next(outlines[1 - target].count + 1))
        case 3 where !outlines[target].isEmpty:
          let index = mixer.next(outlines[target].count)
          if mixer.next(2) == 0 {
            outlines[target][index].open.toggle()
          } else {
            outlines[target][index].unloaded.toggle()
          }
        default:
          // Now and then a flat item is also a node: the rows are then diffed, not spliced.
          flat = ["f0", "f1", "f2"].filter { _ in mixer.next(2) == 0 }
          if mixer.next(4) == 0, let node = all.first { flat.append(node) }
        }
        controller.update(with: sections(outlines, flat: flat), animated: animated)
      case 12:
        filtering = mixer.next(2) == 0
        controller.filterItems(matching: filtering ? "n1" : nil, animated: animated)
      default:
        host.finishAnimations()
      }
      census.splices += controller.features.outlineExpansion.spliceCount - splices
      host.settle()
      if identitiesUnmade, controller.features.knownRowChangesShown > spared {
        census.sparedBeforeIdentities += 1
      }
      if let failure = check("step \(step)") { return failure }
    }
    census.diffsSpared += controller.features.knownRowChangesShown
    census.listedSplices += controller.features.outlineExpansion.listedSpliceCount
    census.listedAsTheyGo += controller.features.outlineExpansion.listedAsItGoesCount
    census.inParallel += controller.features.outlineExpansion.parallelSpliceCount
    return nil
  }
}
