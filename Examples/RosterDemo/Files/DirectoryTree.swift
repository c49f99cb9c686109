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
  /// directories deeper than that are left not loaded.
  package init(loading loader: some DirectoryLoader, path: String = "/", depth: Int = 16) {
    roots = Self.load(loader, path: path, depth: depth)
  }

  private static func load(
    _ loader: some DirectoryLoader, path: String, depth: Int
  ) -> [Node] {
    loader.entries(in: path).map { entry in
      guard entry.isDirectory, depth > 0 else { return Node(entry: entry, children: nil) }
      return Node(entry: entry, children: load(loader, path: entry.path, depth: depth - 1))
    }
  }

  /// How many entries the tree holds, loaded ones only.
  package var count: Int {
    func count(_ nodes: [Node]) -> Int {
      nodes.reduce(0) { $0 + 1 + count($1.children ?? []) }
    }
    return count(roots)
  }
}
