import Foundation
import PropertyBased
import Roster
import RosterTerminal
import RosterTestSupport
import Testing

/// Random trees and random key sequences (Right, Left, `*`, Up, Down, in both reading
/// directions) with the app collapsing nodes between them, against a reference of plain
/// arrays: after every step the list shows the reference's rows, each drawn with its
/// indentation and disclosure, the cursor is on the reference's row, and the controller's
/// expansion is the reference's.
@MainActor
@Suite("TerminalListView: outline keys, property checks", .timeLimit(hangLimit))
struct OutlineKeysPropertyTests {
  /// The reference: the tree, its expanded nodes and the cursor's row.
  struct Model {
    var roots: [TreeNode]
    var expanded: Set<String>
    var cursor: String?
    var rightToLeft: Bool

    /// The shown rows: name, level, parent, whether the node has children.
    var rows: [(name: String, level: Int, parent: String?, hasChildren: Bool)] {
      var rows: [(name: String, level: Int, parent: String?, hasChildren: Bool)] = []
      func walk(_ nodes: [TreeNode], level: Int, parent: String?) {
        for node in nodes {
          rows.append((node.name, level, parent, !node.children.isEmpty))
          if expanded.contains(node.name) {
            walk(node.children, level: level + 1, parent: node.name)
          }
        }
      }
      walk(roots, level: 0, parent: nil)
      return rows
    }

    func node(_ name: String) -> TreeNode? {
      func find(_ nodes: [TreeNode]) -> TreeNode? {
        for node in nodes {
          if node.name == name { return node }
          if let found = find(node.children) { return found }
        }
        return nil
      }
      return find(roots)
    }

    /// Every node's parent.
    var parents: [String: String] {
      var parents: [String: String] = [:]
      func walk(_ nodes: [TreeNode], parent: String?) {
        for node in nodes {
          if let parent { parents[node.name] = parent }
          walk(node.children, parent: node.name)
        }
      }
      walk(roots, parent: nil)
      return parents
    }

    mutating func press(_ key: Key) {
      let rows = rows
      guard let cursor, let index = rows.firstIndex(where: { $0.name == cursor }) else { return }
      let row = rows[index]
      let deeper: Key = rightToLeft ? .left : .right
      switch key {
      case .down: self.cursor = rows[min(index + 1, rows.count - 1)].name
      case .up: self.cursor = rows[max(index - 1, 0)].name
      case deeper:
        guard row.hasChildren else { return }
        if expanded.contains(cursor) {
          self.cursor = rows[index + 1].name
        } else {
          expanded.insert(cursor)
        }
      case .left, .right:
        if row.hasChildren && expanded.contains(cursor) {
          expanded.remove(cursor)
        } else if let parent = row.parent {
          self.cursor = parent
        }
      case .character("*"):
        guard let node = node(cursor), !node.children.isEmpty else { return }
        func open(_ node: TreeNode) {
          guard !node.children.isEmpty else { return }
          expanded.insert(node.name)
          node.children.forEach(open)
        }
        open(node)
      default: break
      }
    }

    /// The app collapses `name`: a cursor it hides goes to its nearest shown ancestor.
    mutating func collapse(_ name: String) {
      expanded.remove(name)
      let shown = Set(rows.map(\.name))
      guard var cursor, !shown.contains(cursor) else { return }
      let parents = parents
      while let parent = parents[cursor] {
        cursor = parent
        if shown.contains(cursor) { break }
      }
      self.cursor = cursor
    }

    /// The screen's rows as the list draws them, in a list `width` wide with no marker.
    func screen(width: Int) -> [String] {
      rows.map { row in
        let disclosure: String
        if !row.hasChildren {
          disclosure = "  "
        } else if expanded.contains(row.name) {
          disclosure = rightToLeft ? " ▾" : "▾ "
        } else {
          disclosure = rightToLeft ? " ◂" : "▸ "
        }
        let indent = String(repeating: " ", count: 2 * row.level)
        guard rightToLeft else {
          let line = indent + disclosure + row.name
          return String(line.reversed().drop { $0 == " " }.reversed())
        }
        let text = row.name + disclosure + indent
        let padded = String(repeating: " ", count: width - text.count) + text
        return String(padded.reversed().drop { $0 == " " }.reversed())
      }
    }
  }

  /// A random forest of up to `budget` nodes, names unique, some opened by the data.
  static func forest(
    _ mixer: inout ListViewPropertyTests.Mixer, budget: inout Int, depth: Int
  ) -> [TreeNode] {
    var nodes: [TreeNode] = []
    for _ in 0..<mixer.next(4) where budget > 0 {
      budget -= 1
      let name = "n\(20 - budget)"
      let children =
        depth < 4 && mixer.next(2) == 0 ? forest(&mixer, budget: &budget, depth: depth + 1) : []
      nodes.append(TreeNode(name, isExpanded: mixer.next(3) == 0, children))
    }
    return nodes
  }

  /// Whether the data opens a node: its flag, when it has children.
  static func initiallyExpanded(_ nodes: [TreeNode]) -> Set<String> {
    var expanded: Set<String> = []
    for node in nodes {
      if node.isExpanded && !node.children.isEmpty { expanded.insert(node.name) }
      expanded.formUnion(initiallyExpanded(node.children))
    }
    return expanded
  }

  static let width = 30

  static func run(seed: UInt64) async -> String? {
    var mixer = ListViewPropertyTests.Mixer(state: seed)
    var budget = 20
    var roots = forest(&mixer, budget: &budget, depth: 0)
    if roots.isEmpty { roots = [TreeNode("n0")] }
    let fixture = ListFixture(width: width, height: 24)
    let view = fixture.listView
    let rightToLeft = mixer.next(2) == 0
    if rightToLeft { view.layoutDirection = .rightToLeft }
    fixture.controller.diagnosticHandler = { _ in }
    await fixture.show([Section("tree", outline: roots.map(\.outlineItem))])
    var model = Model(
      roots: roots, expanded: initiallyExpanded(roots), cursor: roots[0].name,
      rightToLeft: rightToLeft)
    view.select(IndexPath(item: 0, section: 0))
    let keys: [Key] = [.right, .left, .character("*"), .up, .down]
    var log: [String] = []
    for _ in 0..<(1 + mixer.next(40)) {
      if mixer.next(8) == 0 {
        let names = Array(model.expanded).sorted()
        guard !names.isEmpty else { continue }
        let name = names[mixer.next(names.count)]
        log.append("app collapses \(name)")
        fixture.controller.collapse(name)
        model.collapse(name)
      } else {
        let key = keys[mixer.next(keys.count)]
        log.append("\(key)")
        view.handle(key)
        model.press(key)
      }
      while fixture.controller.isUpdating {
        view.finishAnimations()
        await Task.yield()
      }
      view.finishAnimations()
      let shown = fixture.controller.sections.flatMap { $0.cellModels.map(\.identifier) }
      let expected = model.rows.map(\.name)
      let trail = "\(rightToLeft ? "RTL " : "")after \(log)"
      guard shown == expected else { return "shows \(shown), expected \(expected), \(trail)" }
      let cursor = view.selectedIndexPath.flatMap {
        fixture.controller.cellModel(at: $0)?.identifier
      }
      guard cursor == model.cursor else {
        return "cursor on \(cursor ?? "nothing"), expected \(model.cursor ?? "nothing"), \(trail)"
      }
      guard fixture.controller.expandedOutlineItems == model.expanded else {
        return "expanded \(fixture.controller.expandedOutlineItems.sorted()), expected "
          + "\(model.expanded.sorted()), \(trail)"
      }
      let rows = Array(fixture.rows.prefix(expected.count))
      let drawn = model.screen(width: width).prefix(view.indexPathsForVisibleItems.count)
      guard rows.prefix(drawn.count) == drawn[...] else {
        return "the screen shows \(rows), expected \(Array(drawn)), \(trail)"
      }
    }
    return nil
  }

  @Test("rows, cursor, expansion and screen follow a reference through random keys")
  func keysAgainstReference() async {
    await propertyCheck(count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let failure = await Self.run(seed: UInt64(seed))
      #expect(failure == nil, "seed \(seed)")
    }
  }
}
