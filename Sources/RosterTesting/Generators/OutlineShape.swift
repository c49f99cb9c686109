import Roster

/// A random forest spread over a few outline sections, as
/// ``ListGenerators/outlineTransitions(_:)`` draws it. Each node names the earlier node it hangs
/// under, or none (a root of one of the sections), so hanging a node under any earlier node
/// keeps it a forest, and a node's subtree is found in one pass in order.
@_spi(Testing) public struct OutlineShape {
  /// One node of the forest, in the order the forest is read.
  @_spi(Testing) public struct Node {
    /// The node's item identifier, unique in the forest.
    @_spi(Testing) public var identifier: String
    /// The offset of the node it hangs under, always smaller than its own; `nil` for a root.
    @_spi(Testing) public var parent: Int?
    /// The section of a root (a child is in its root's).
    @_spi(Testing) public var section: Int
    /// Whether the node starts expanded.
    @_spi(Testing) public var isExpanded: Bool
    /// The node's content, which an edit may change while its identifier stays.
    @_spi(Testing) public var content: String
  }

  /// The nodes, each after the node it hangs under.
  @_spi(Testing) public var nodes: [Node] = []
  /// How many outline sections the roots are spread over.
  @_spi(Testing) public var sectionCount: Int

  /// The identifiers nodes draw from: twice the alphabet's items, so trees of a dozen nodes
  /// stay unique while removed identifiers often come back.
  static func pool(_ alphabet: ListAlphabet) -> [String] {
    (0..<(2 * alphabet.itemIdentifiers)).map { "o\($0)" }
  }

  /// A fresh forest.
  @_spi(Testing) public static func random(
    _ alphabet: ListAlphabet, _ source: inout RawSource
  ) -> OutlineShape {
    var shape = OutlineShape(sectionCount: 1 + source.next(2))
    let count = source.next(min(pool(alphabet).count, 12) + 1)
    for _ in 0..<count { shape.add(alphabet, &source) }
    return shape
  }

  /// The forest after a few random edits: nodes added (perhaps under an identifier removed
  /// before), removed with their subtrees, hung under another node or section, and their
  /// initial expansion and content changed.
  @_spi(Testing) public func edited(
    _ alphabet: ListAlphabet, _ source: inout RawSource
  ) -> OutlineShape {
    var shape = self
    for _ in 0..<(1 + source.next(5)) {
      let count = shape.nodes.count
      switch source.next(5) {
      case 0:
        shape.add(alphabet, &source)
      case 1 where count > 0:
        shape.remove(source.next(count))
      case 2 where count > 0:
        shape.rehang(source.next(count), &source)
      case 3 where count > 0:
        shape.nodes[source.next(count)].isExpanded.toggle()
      case 4 where count > 0:
        shape.nodes[source.next(count)].content = "c\(source.next(alphabet.contents))"
      default:
        continue
      }
    }
    return shape
  }

  /// The outline sections, `outline0`, `outline1`, …, of the forest's trees.
  @_spi(Testing) public func sections() -> [Section] {
    var children = Array(repeating: [Int](), count: nodes.count)
    var roots = Array(repeating: [Int](), count: sectionCount)
    for (offset, node) in nodes.enumerated() {
      if let parent = node.parent {
        children[parent].append(offset)
      } else {
        roots[min(node.section, sectionCount - 1)].append(offset)
      }
    }
    // Children come after their parents, so building from the end finds them built.
    var items = [OutlineItem?](repeating: nil, count: nodes.count)
    for offset in nodes.indices.reversed() {
      let node = nodes[offset]
      items[offset] = OutlineItem(
        GeneratedCellModel(identifier: node.identifier, content: node.content),
        isExpanded: node.isExpanded, children: children[offset].compactMap { items[$0] })
    }
    return roots.enumerated().map { section, roots in
      Section("outline\(section)", outline: roots.compactMap { items[$0] })
    }
  }

  private mutating func add(_ alphabet: ListAlphabet, _ source: inout RawSource) {
    let used = Set(nodes.map(\.identifier))
    let free = Self.pool(alphabet).filter { !used.contains($0) }
    guard !free.isEmpty else { return }
    let parent = source.next(nodes.count + 1) - 1
    nodes.append(
      Node(
        identifier: free[source.next(free.count)], parent: parent < 0 ? nil : parent,
        section: source.next(sectionCount), isExpanded: source.next(2) == 0,
        content: "c\(source.next(alphabet.contents))"))
  }

  private mutating func remove(_ removed: Int) {
    var isRemoved = Array(repeating: false, count: nodes.count)
    var newOffset = Array(repeating: 0, count: nodes.count)
    var kept: [Node] = []
    for (offset, node) in nodes.enumerated() {
      isRemoved[offset] = offset == removed || node.parent.map { isRemoved[$0] } == true
      guard !isRemoved[offset] else { continue }
      newOffset[offset] = kept.count
      var moved = node
      moved.parent = node.parent.map { newOffset[$0] }
      kept.append(moved)
    }
    nodes = kept
  }

  /// Hangs `offset` under an earlier node, or at the top of a section.
  private mutating func rehang(_ offset: Int, _ source: inout RawSource) {
    let parent = source.next(offset + 1) - 1
    nodes[offset].parent = parent < 0 ? nil : parent
    nodes[offset].section = source.next(sectionCount)
  }
}
