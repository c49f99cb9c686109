import Foundation
import RosterDemo
import RosterTerminal
import Testing

@Suite("Files: the synthetic tree")
struct DirectoryTreeTests {
  @Test("the synthetic tree is the same on every run: directories first, sizes from the path")
  func synthetic() {
    let tree = DirectoryTree(loading: SyntheticDirectories())
    #expect(tree == DirectoryTree(loading: SyntheticDirectories()))
    #expect(
      tree.roots.map(\.entry.name) == [
        "Sources", "Tests", "Docs", "Examples", "Package.swift", "README.md", "LICENSE",
      ])
    #expect(tree.count == 67)
    #expect(tree.roots[4].entry.size == SyntheticDirectories.size(of: "/Package.swift"))
  }

  /// A loader that counts what it is asked: a directory deeper than the depth read is left
  /// not loaded, for a lazy loader to open.
  final class CountingLoader: DirectoryLoader, @unchecked Sendable {
    var asked: [String] = []
    func entries(in path: String) -> [DirectoryEntry] {
      asked.append(path)
      return SyntheticDirectories().entries(in: path)
    }
  }

  @Test("a loader plugs in, and a directory past the depth read is left not loaded")
  func loaderPlugsIn() {
    let loader = CountingLoader()
    let tree = DirectoryTree(loading: loader, depth: 1)
    #expect(loader.asked.first == "/")
    #expect(!loader.asked.contains("/Sources/Roster"))
    #expect(tree.roots[0].children?.first?.children == nil)
    let sections = FilesScreen.sections(for: tree)
    let sources = sections[0].outline?.first
    #expect(sources?.children.first?.hasUnloadedChildren == true)
    #expect(sources?.isExpanded == true)
  }
}

@Suite("Files: the screen")
@MainActor
struct FilesAppTests {
  static func app(rightToLeft: Bool = false) -> FilesApp {
    let app = FilesApp(columns: 80, rows: 24)
    if rightToLeft {
      var invocation = DemoInvocation(screen: .files)
      invocation.layoutDirection = .rightToLeft
      invocation.configure(app)
    }
    app.start()
    return app
  }

  /// Presses `key` and lets the update it asks for land, as a run's frames do.
  @discardableResult
  static func press(_ key: Key, _ app: FilesApp) async -> DemoKeyResult {
    let result = app.press(key)
    while app.controller.isUpdating {
      app.listView.finishAnimations()
      await Task.yield()
    }
    app.listView.finishAnimations()
    return result
  }

  /// The list's rows of the frame, without the title and status bars, trailing blanks cut.
  static func rows(_ app: FilesApp) -> [String] {
    Array(app.frame(columns: 80, rows: 24).plainRows.dropFirst().dropLast())
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test("the tree opens with its first folders, indented, a disclosure on each folder")
  func firstScreen() {
    let app = Self.app()
    let rows = Self.rows(app)
    #expect(rows[0].hasPrefix("› ▾ Sources/  3 entries"))
    #expect(rows[1] == "    ▸ Roster/  4 entries")
    #expect(rows[3] == "    ▾ RosterTerminal/  3 entries")
    #expect(rows[4] == "      ▸ Input/  2 entries")
    #expect(rows.contains("  ▸ Tests/  2 entries"))
    #expect(rows.contains { $0.hasPrefix("    Package.swift  ") })
    let frame = app.frame(columns: 80, rows: 24).plainRows
    #expect(frame[0].contains("Roster demo · Files") && frame[0].contains("2 open"))
    #expect(
      frame[23].contains("→ child") && frame[23].contains("? help")
        && frame[23].hasSuffix("q quit"), "\(frame[23])")
  }

  @Test("→ opens, ← closes or goes up, * opens a whole folder, c closes them all")
  func keys() async {
    let app = Self.app()
    let list = app.listView
    func selected() -> String? {
      list.selectedIndexPath.flatMap { app.controller.cellModel(at: $0)?.identifier }
    }
    // Sources, Roster, RosterLayout, RosterTerminal, Input, ListView, Screen, Tests, Docs.
    for _ in 0..<8 { await Self.press(.down, app) }
    #expect(selected() == "/Docs")
    await Self.press(.right, app)
    #expect(app.controller.isExpanded("/Docs"))
    await Self.press(.right, app)
    #expect(selected() == "/Docs/Pictures")
    await Self.press(.left, app)
    #expect(selected() == "/Docs")
    await Self.press(.left, app)
    #expect(!app.controller.isExpanded("/Docs"))
    for _ in 0..<8 { await Self.press(.up, app) }
    #expect(selected() == "/Sources")
    await Self.press(.character("*"), app)
    #expect(
      app.controller.expandedOutlineItems.isSuperset(of: [
        "/Sources/Roster/Controller", "/Sources/RosterTerminal/ListView/Features",
      ]))
    #expect(Self.rows(app).contains("        OutlineFeature.swift  1.1 kB") == false)
    #expect(Self.rows(app).contains { $0.contains("Controller/") })
    await Self.press(.character("c"), app)
    #expect(app.controller.expandedOutlineItems.isEmpty)
    #expect(app.listView.numberOfItems == 7)
  }

  @Test(
    "the filter finds rows by name, inside closed folders too; Esc shows the folders the user had open again"
  )
  func filter() async {
    let app = Self.app()
    let before = Self.rows(app)
    for key: Key in [.character("/"), .character("K"), .character("e"), .character("y")] {
      await Self.press(key, app)
    }
    // Key.swift is in Input/, which is closed: the filter shows it under its folders.
    let filtered = Self.rows(app).filter { !$0.isEmpty }
    #expect(filtered.contains { $0.contains("Key.swift") })
    #expect(filtered.contains { $0.contains("Input/") })
    await Self.press(.escape, app)
    #expect(Self.rows(app) == before)
    await Self.press(.character("/"), app)
    for character in "Roster" { await Self.press(.character(character), app) }
    // The three folders under Sources/, and RosterTests/, RosterTerminalTests/ and RosterDemo/
    // (whose entries are read on demand) inside the closed Tests/ and Examples/.
    let matches = Self.rows(app).filter {
      $0.contains("Roster") && ($0.contains("entries") || $0.contains("not loaded"))
    }
    #expect(matches.count == 6, "\(Self.rows(app))")
    await Self.press(.escape, app)
    // The cursor stays on the match it was on.
    #expect(Self.rows(app).map(Self.unmarked) == before.map(Self.unmarked))
  }

  /// A row without the cursor's mark.
  static func unmarked(_ row: String) -> String { row.replacingOccurrences(of: "›", with: " ") }

  @Test("right to left, the rows end at the right edge, folders open with ←")
  func rightToLeft() async {
    let app = Self.app(rightToLeft: true)
    let rows = Self.rows(app)
    #expect(rows[0].hasSuffix("Sources/  3 entries ▾ ‹"))
    #expect(rows[1].hasSuffix("Roster/  4 entries ◂"))
    let footer = app.frame(columns: 80, rows: 24).plainRows[23]
    #expect(footer.contains("← child") && footer.contains("→ collapse"), "\(footer)")
    await Self.press(.down, app)
    await Self.press(.left, app)
    #expect(app.controller.isExpanded("/Sources/Roster"))
    await Self.press(.right, app)
    #expect(!app.controller.isExpanded("/Sources/Roster"))
  }

  @Test("a folder read on demand shows a loading row, then its entries, counted on its row")
  func loadsOnDemand() async throws {
    let app = Self.app()
    app.loadingDelay = .milliseconds(20)
    #expect(app.tree.count == 57)
    app.controller.expand("/Examples", animated: false)
    app.controller.expand("/Examples/RosterDemo", animated: false)
    app.listView.finishAnimations()
    #expect(Self.rows(app).contains { $0.hasSuffix("Loading…") })
    #expect(app.controller.isLoadingChildren(of: "/Examples/RosterDemo"))
    while app.controller.isLoadingChildren(of: "/Examples/RosterDemo") {
      try await Task.sleep(for: .milliseconds(10))
    }
    while app.controller.isUpdating {
      app.listView.finishAnimations()
      await Task.yield()
    }
    app.listView.finishAnimations()
    let rows = Self.rows(app)
    #expect(!rows.contains { $0.hasSuffix("Loading…") })
    #expect(rows.contains { $0.contains("RosterDemo/  3 entries") }, "\(rows)")
    #expect(rows.contains { $0.contains("▸ Settings/  not loaded") }, "\(rows)")
    #expect(app.tree.count == 60)
  }

  @Test("the scripted session opens, filters, restores and closes")
  func script() throws {
    let text = try String(
      contentsOfFile: "Tests/EndToEnd/files-session.txt", encoding: .utf8)
    let app = FilesApp(columns: 80, rows: 24)
    let runner = ScriptRunner(columns: 80, rows: 24, printsEveryFrame: false)
    let frames = runner.run(try Script(parsing: text), app: app, scheduler: VirtualScheduler())
    let output = frames.joined(separator: "\n")
    #expect(output.contains("docs-open") && output.contains("closed"))
    #expect(app.controller.expandedOutlineItems.isEmpty)
  }
}
