import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive terminal: raw mode, the alternate screen and a hidden cursor for as long as
/// a session lasts, and everything restored on every way out.
///
/// <!-- snippet: fragment -->
/// ```swift
/// try await Terminal.withSession { terminal in
///   let app = TerminalApp(terminal: terminal, listView: listView)
///   try await app.run()
/// }
/// ```
///
/// ``withSession(mouse:alternateScreen:_:)`` refuses to start without a TTY on standard input and
/// output (``TerminalError/notATerminal``). Inside it, the terminal is in raw mode (no echo, no
/// line buffering, Ctrl-C arrives as a key rather than SIGINT), on the alternate screen, with the
/// cursor hidden, SGR mouse reporting on and bracketed paste on (a paste arrives as one
/// ``Key/paste(_:)``, see ``KeyDecoder``). One idempotent restore — the saved termios, bracketed
/// paste and mouse reporting off, attributes reset, cursor shown, main screen back — runs when the
/// body returns or throws, on SIGINT, SIGTERM, SIGHUP and SIGQUIT (then the signal's default action
/// proceeds), and at `exit`. SIGWINCH only raises a flag that ``takeResize()`` reads, so resizes
/// are handled by the run loop, coalesced, never inside a signal handler.
public final class Terminal {
  /// Standard input.
  let inputDescriptor: Int32 = 0
  /// Standard output.
  let outputDescriptor: Int32 = 1

  private init() {}

  /// Whether standard input and output are both terminals.
  public static var isInteractive: Bool {
    #if canImport(Glibc) || canImport(Darwin)
      isatty(0) == 1 && isatty(1) == 1
    #else
      false
    #endif
  }

  /// Runs `body` in an interactive session and restores the terminal however it ends.
  ///
  /// - Throws: ``TerminalError/notATerminal`` without a TTY, before touching anything;
  ///   whatever `body` throws, after restoring.
  ///
  /// - Parameters:
  ///   - mouse: whether clicks, drags and the wheel are reported as keys.
  ///   - alternateScreen: whether the session draws on the alternate screen with the cursor
  ///     hidden; without it, what the session writes stays in the terminal's scrollback (the
  ///     plain lines of ``TerminalApp/Output/screenReader``).
  ///   - body: what runs in the session, given the terminal.
  @MainActor
  public static func withSession<Result>(
    mouse: Bool = true, alternateScreen: Bool = true, _ body: (Terminal) async throws -> Result
  ) async throws -> Result {
    guard isInteractive else { throw TerminalError.notATerminal }
    let terminal = Terminal()
    try terminal.enter(mouse: mouse, alternateScreen: alternateScreen)
    defer { TerminalRestore.restore() }
    return try await body(terminal)
  }

  /// The terminal's size in columns and rows (80 × 24 when it cannot be read).
  public var size: (columns: Int, rows: Int) {
    #if canImport(Glibc) || canImport(Darwin)
      var window = winsize()
      guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
        window.ws_row > 0
      else { return (80, 24) }
      return (Int(window.ws_col), Int(window.ws_row))
    #else
      return (80, 24)
    #endif
  }

  /// Whether the terminal was resized since the last call (bursts of SIGWINCH count once).
  public func takeResize() -> Bool {
    TerminalRestore.resizePending.exchange(false, ordering: .relaxed)
  }

  /// Writes `output` completely, retrying partial writes and interrupted calls.
  public func write(_ output: String) throws {
    guard !output.isEmpty else { return }
    #if canImport(Glibc) || canImport(Darwin)
      var bytes = Array(output.utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { buffer in
          TerminalRestore.systemWrite(outputDescriptor, buffer.baseAddress, buffer.count)
        }
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw TerminalError.systemCall(name: "write", errno: errno)
        }
        bytes = bytes.dropFirst(written)
      }
    #endif
  }

  /// The bytes available on standard input within `timeoutMilliseconds` (0: only those
  /// already there); empty when none came.
  public func read(timeoutMilliseconds: Int32 = 0) throws -> [UInt8] {
    #if canImport(Glibc) || canImport(Darwin)
      var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, timeoutMilliseconds)
      if ready < 0 {
        if errno == EINTR { return [] }
        throw TerminalError.systemCall(name: "poll", errno: errno)
      }
      guard ready > 0 else { return [] }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { Glibc_or_Darwin_read(inputDescriptor, $0) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { return [] }
        throw TerminalError.systemCall(name: "read", errno: errno)
      }
      return Array(buffer.prefix(count))
    #else
      return []
    #endif
  }

  private func enter(mouse: Bool, alternateScreen: Bool) throws {
    #if canImport(Glibc) || canImport(Darwin)
      try TerminalRestore.save(descriptor: inputDescriptor)
      var raw = TerminalRestore.saved
      raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
      raw.c_oflag &= ~tcflag_t(OPOST)
      raw.c_cflag |= tcflag_t(CS8)
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
      TerminalRestore.setControlCharacters(&raw)
      guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
        throw TerminalError.systemCall(name: "tcsetattr", errno: errno)
      }
      TerminalRestore.usesAlternateScreen.store(alternateScreen, ordering: .relaxed)
      TerminalRestore.installHandlers()
      try write(
        (alternateScreen ? "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J" : "")
          + (mouse ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "") + "\u{1B}[?2004h")
    #else
      throw TerminalError.unsupportedPlatform
    #endif
  }
}

#if canImport(Glibc) || canImport(Darwin)
  /// `read(2)` into a buffer; named apart from ``Terminal/read(timeoutMilliseconds:)``.
  private func Glibc_or_Darwin_read(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }
#endif
