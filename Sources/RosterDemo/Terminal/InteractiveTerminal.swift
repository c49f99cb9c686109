import Foundation

/// Runs a ``DemoApp`` in the real terminal: raw mode, the alternate screen, a hidden cursor,
/// keys read without blocking, the size polled (so a resize relayouts within a frame), and
/// each frame written by RosterTerminal's `FrameRenderer`: only the changed cells, in one
/// write, without colours under `NO_COLOR`. Whatever ends the session — `q`,
/// Ctrl-C, end of input, SIGINT, SIGTERM, SIGHUP — the terminal is restored.
///
/// This is the demo's own small session until RosterTerminal's `Terminal` lands; it is kept
/// behind ``DemoApp`` so that swapping it changes no screen.
public enum InteractiveTerminal {
  /// Whether standard input and output are both terminals.
  public static var isAvailable: Bool { _TerminalIO.isTerminal }

  /// What to tell a user who runs the interactive demo without a terminal.
  public static let unavailableMessage = """
    roster-demo: standard input and output must be a terminal for the interactive demo.
    Without one, run a scripted session and print its frames instead:
      roster-demo --frames                      # a short default session
      roster-demo --script session.txt --frames # your own keys and waits, every frame
      roster-demo feed --items 1000 --frames    # the stress feed
    A script has one step per line: key down | key enter | wait 200ms | resize 80x24 | snapshot
    """

  /// Runs the app made by `makeApp` (given the terminal's size) until it quits.
  @MainActor
  public static func run(
    _ makeApp: @MainActor (_ columns: Int, _ rows: Int) -> any DemoApp
  )
    async throws
  {
    var size = _TerminalIO.size()
    let app = makeApp(size.columns, size.rows)
    _TerminalIO.enterRawMode()
    defer { _TerminalIO.restore() }
    app.resize(columns: size.columns, rows: size.rows)
    app.start()
    let renderer = FrameRenderer(environment: ProcessInfo.processInfo.environment)
    var lastFrame: ScreenBuffer?
    while true {
      let bytes = _TerminalIO.readAvailable()
      if bytes == nil { return }
      for key in DemoKey.keys(from: bytes ?? []) {
        if key == .character("\u{3}") || app.handle(key) == .quit { return }
      }
      let newSize = _TerminalIO.size()
      if newSize != size {
        size = newSize
        app.resize(columns: size.columns, rows: size.rows)
        lastFrame = nil
      }
      let frame = app.frame()
      if frame != lastFrame {
        _TerminalIO.write(renderer.render(from: lastFrame, to: frame))
        lastFrame = frame
      }
      try await Task.sleep(for: .milliseconds(15))
    }
  }
}
