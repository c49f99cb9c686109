extension DemoCommandLine {
  /// The help of `screen`, or the overview (`nil`), which also shows the default screen's.
  @MainActor package static func help(for screen: DemoScreen?) -> String {
    guard let screen else { return overview + "\n\n" + help(for: .profile) }
    var parts = [
      HelpColumns.wrap("roster-demo \(screen.rawValue): \(screen.abstract)")
        .joined(separator: "\n"),
      "Usage: roster-demo \(screen.rawValue) [options]",
    ]
    parts += screen.keyTables.map(\.helpText)
    let options = DemoOption.options(of: screen)
    if !options.isEmpty { parts.append(optionsText("Options", options)) }
    parts.append(optionsText("Running", DemoOption.running, help: true))
    if let discussion = screen.discussion {
      parts.append(HelpColumns.wrap(discussion).joined(separator: "\n"))
    }
    return parts.joined(separator: "\n\n")
  }

  /// What the demo is, its screens, and how to run it without a terminal.
  static var overview: String {
    let screens = HelpColumns.text(
      "Screens", DemoScreen.allCases.map { ($0.rawValue, $0.abstract) })
    return """
      roster-demo: Roster's example app: a profile, a live feed, a settings form,
      carousels, a directory tree and a process table, diffed into a terminal list.

      Usage: roster-demo [screen] [options]
             roster-demo help [screen]

      \(screens)

      Interactive in a terminal. Without one, run a scripted session with
      --script FILE or print the frames of a short default session with --frames.
      """
  }

  /// What `roster-demo` prints when it needs a terminal and has none: how to run `screen`
  /// (and the others) scripted, and `screen`'s keys for when it has one.
  @MainActor package static func noTerminalMessage(for screen: DemoScreen) -> String {
    var examples: [(command: String, comment: String)] = [
      ("roster-demo --script session.txt", "your own keys and waits; prints snapshots"),
      ("roster-demo --script session.txt --frames", "… and every frame"),
    ]
    examples.insert(DemoScreen.profile.scriptedExample, at: 0)
    examples += DemoScreen.allCases.dropFirst().map(\.scriptedExample)
    let width = examples.map(\.command.count).max() ?? 0
    let lines = examples.map { example in
      let padding = String(repeating: " ", count: width - example.command.count)
      return "  \(example.command)\(padding) # \(example.comment)"
    }
    let keys = screen.keyTables.map(\.helpText).joined(separator: "\n")
    return """
      roster-demo: standard input and output must be a terminal for the interactive demo.
      Without one, run a scripted session and print its frames instead:
      \(lines.joined(separator: "\n"))
      A script has one step per line: key down | key enter | wait 200ms | resize 80x24 | snapshot

      In a terminal, the \(screen.rawValue) screen takes these keys.
      \(keys)
      """
  }

  /// `options` under `title`, one per line: the spelling and value, then the help and the
  /// default; `-h, --help` last when `help`.
  private static func optionsText(
    _ title: String, _ options: [DemoOption], help: Bool = false
  ) -> String {
    var rows = options.map { option in
      (
        option.spelling + (option.valueName.map { " <\($0)>" } ?? ""),
        option.help + (option.defaultValue.map { " (default: \($0))" } ?? "")
      )
    }
    if help { rows.append(("-h, --help", "Show this help.")) }
    return HelpColumns.text(title, rows)
  }
}
