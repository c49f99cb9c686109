/// The files screen as a pure function of its tree: `DirectoryTree → [Section]`.
///
/// ```
/// files   an outline section: a FileRowCellModel per entry, each directory's entries
///         under it, shown while the list keeps the directory expanded
/// ```
///
/// The tree is the app's data; which directories are open is the list's (its controller keeps
/// the expansion by each row's path through every update), so the screen hands over the
/// whole tree and the rows the user opened stay open when the tree changes. A directory not
/// loaded yet says so (`hasUnloadedChildren`), which is where a lazy loader plugs in.
package enum FilesScreen {
  /// The directories open when the screen first shows.
  package static let initiallyOpen: Set<String> = ["/Sources", "/Sources/RosterTerminal"]

  /// The sections that show `tree`.
  package static func sections(for tree: DirectoryTree) -> [Section] {
    [Section("files", outline: tree.roots.map(item))]
  }

  static func item(_ node: DirectoryTree.Node) -> OutlineItem {
    OutlineItem(
      FileRowCellModel(entry: node.entry, entryCount: node.children?.count),
      isExpanded: initiallyOpen.contains(node.entry.path),
      hasUnloadedChildren: node.entry.isDirectory && node.children == nil,
      children: (node.children ?? []).map(item))
  }
}
