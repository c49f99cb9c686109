/// One entry of a directory tree: a file or a directory, named by its full path.
package struct DirectoryEntry: Equatable, Sendable {
  /// The entry's path from the tree's root, unique in the tree: "/Sources/Roster".
  package var path: String
  /// Whether the entry is a directory, which may hold entries.
  package var isDirectory: Bool
  /// The file's size in bytes; 0 for a directory.
  package var size: Int

  package init(path: String, isDirectory: Bool, size: Int = 0) {
    self.path = path
    self.isDirectory = isDirectory
    self.size = size
  }

  /// The last component of the path.
  package var name: String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// Where a directory's entries come from. The files screen reads a whole tree through it now;
/// a loader that reaches a slow file system or a server is what lazy children will call, one
/// directory at a time, when the user opens it.
package protocol DirectoryLoader: Sendable {
  /// The entries of the directory at `path` ("/" for the root), directories first, each group
  /// by name.
  func entries(in path: String) -> [DirectoryEntry]
}

/// A tree of directories and files made up from a fixed listing, the same on every run and
/// every machine: the files screen's data, with no file system behind it.
package struct SyntheticDirectories: DirectoryLoader {
  /// Each directory's names; a name ending in "/" is a directory.
  static let listing: [String: [String]] = [
    "/": ["Sources/", "Tests/", "Docs/", "Examples/", "Package.swift", "README.md", "LICENSE"],
    "/Sources": ["Roster/", "RosterLayout/", "RosterTerminal/"],
    "/Sources/Roster": ["Controller/", "Model/", "Planning/", "Exports.swift"],
    "/Sources/Roster/Controller": [
      "ListController.swift", "ListController+Outline.swift", "ListSnapshot.swift",
      "ListDataSource.swift",
    ],
    "/Sources/Roster/Model": [
      "Section.swift", "Section+Outline.swift", "OutlineItem.swift", "OutlineRow.swift",
      "CellModel.swift",
    ],
    "/Sources/Roster/Planning": ["UpdatePlan.swift", "BatchUpdate.swift"],
    "/Sources/RosterLayout": ["Constraints/", "ListLayout.swift", "LayoutSection.swift"],
    "/Sources/RosterLayout/Constraints": ["Constraints.swift", "Distribution.swift"],
    "/Sources/RosterTerminal": ["Input/", "ListView/", "Screen/"],
    "/Sources/RosterTerminal/Input": ["Key.swift", "KeyDecoder.swift"],
    "/Sources/RosterTerminal/ListView": [
      "Features/", "TerminalListView.swift", "TerminalListView+Keys.swift",
    ],
    "/Sources/RosterTerminal/ListView/Features": [
      "CursorFeature.swift", "FilterFeature.swift", "OutlineFeature.swift",
    ],
    "/Sources/RosterTerminal/Screen": ["ScreenBuffer.swift", "StyledLine.swift"],
    "/Tests": ["RosterTests/", "RosterTerminalTests/"],
    "/Tests/RosterTests": ["OutlineTests.swift", "LayoutIndentationTests.swift"],
    "/Tests/RosterTerminalTests": ["OutlineFeatureTests.swift", "OutlineKeysPropertyTests.swift"],
    "/Docs": ["Pictures/", "snippets.sh"],
    "/Docs/Pictures": ["profile.svg", "feed.svg", "settings.svg", "discover.svg"],
    "/Examples": ["RosterDemo/", "README.md"],
    "/Examples/RosterDemo": ["Files/", "Feed/", "Settings/"],
    "/Examples/RosterDemo/Files": ["DirectoryEntry.swift", "FilesApp.swift", "FilesScreen.swift"],
    "/Examples/RosterDemo/Feed": ["FeedModel.swift", "FeedScreen.swift"],
    "/Examples/RosterDemo/Settings": ["SettingsApp.swift", "SettingsScreen.swift"],
  ]

  package init() {}

  package func entries(in path: String) -> [DirectoryEntry] {
    let prefix = path == "/" ? "" : path
    let names = Self.listing[path] ?? []
    return names.map { name in
      let isDirectory = name.hasSuffix("/")
      let entryPath = prefix + "/" + (isDirectory ? String(name.dropLast()) : name)
      return DirectoryEntry(
        path: entryPath, isDirectory: isDirectory,
        size: isDirectory ? 0 : Self.size(of: entryPath))
    }
  }

  /// A made-up size from the path's characters: stable across runs, unlike `hashValue`.
  package static func size(of path: String) -> Int {
    path.unicodeScalars.reduce(17) { ($0 &* 31 &+ Int($1.value)) % 48_611 } + 120
  }
}
