/// A directory tree as the files screen holds it: each directory's entries, loaded or not.
package struct DirectoryTree: Equatable, Sendable {
  /// A node: an entry and, for a directory, its children once loaded.
  package struct Node: Equatable, Sendable {
    package var entry: DirectoryEntry
    /// The directory's entries; `nil` while not loaded (and for a file).
    package var children: [Node]?
  }

  /// The root directory's entries.
  package var roots: [Node]

  /// The whole tree under `path`, read eagerly through `loader`, at most `depth` levels deep:
  /// directories deeper than that, and those in `onDemand`, are left not loaded.
  package init(
    loading loader: some DirectoryLoader, path: String = "/", depth: Int = 16,
    onDemand: Set<String> = []
  ) {
    roots = Self.load(loader, path: path, depth: depth, onDemand: onDemand)
  }

  private static func load(
    _ loader: some DirectoryLoader, path: String, depth: Int, onDemand: Set<String>
  ) -> [Node] {
    loader.entries(in: path).map { entry in
      guard entry.isDirectory, depth > 0, !onDemand.contains(entry.path) else {
        return Node(entry: entry, children: nil)
      }
      return Node(
        entry: entry,
        children: load(loader, path: entry.path, depth: depth - 1, onDemand: onDemand))
    }
  }

  /// The entries of the directory at `path`, read through `loader` one level deep (the
  /// directories among them not loaded), put into the tree; `nil` when the tree has no such
  /// directory.
  package mutating func loadEntries(
    of path: String, through loader: some DirectoryLoader
  ) -> [Node]? {
    let nodes = loader.entries(in: path).map { Node(entry: $0, children: nil) }
    func put(into level: inout [Node]) -> Bool {
      for index in level.indices {
        if level[index].entry.path == path {
          level[index].children = nodes
          return true
        }
        if path.hasPrefix(level[index].entry.path + "/"), var children = level[index].children {
          let found = put(into: &children)
          level[index].children = children
          if found { return true }
        }
      }
      return false
    }
    return put(into: &roots) ? nodes : nil
  }

  /// How many entries the tree holds, loaded ones only.
  package var count: Int {
    func count(_ nodes: [Node]) -> Int {
      nodes.reduce(0) { $0 + 1 + count($1.children ?? []) }
    }
    return count(roots)
  }
}
