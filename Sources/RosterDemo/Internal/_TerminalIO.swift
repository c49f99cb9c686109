#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to put back; written once before raw mode starts and read by the
/// signal handlers, which can capture nothing.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#else
  private let systemWrite = Darwin.write
#endif

/// The few system calls the interactive session needs.
enum _TerminalIO {
  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  static let leaveScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  static var isTerminal: Bool { isatty(0) == 1 && isatty(1) == 1 }

  static func size() -> (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  static func enterRawMode() {
    tcgetattr(0, &savedSettings)
    var raw = savedSettings
    raw.c_lflag &= ~(numericCast(ECHO | ICANON | ISIG | IEXTEN))
    raw.c_iflag &= ~(numericCast(IXON | ICRNL | BRKINT | INPCK | ISTRIP))
    raw.c_oflag &= ~(numericCast(OPOST))
    tcsetattr(0, TCSAFLUSH, &raw)
    isRaw = true
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      installHandler(signal)
    }
    write(enterScreen)
  }

  private static func installHandler(_ number: Int32) {
    #if canImport(Glibc)
      _ = Glibc.signal(number) { received in
        _TerminalIO.restore()
        _exit(128 + received)
      }
    #else
      _ = Darwin.signal(number) { received in
        _TerminalIO.restore()
        _exit(128 + received)
      }
    #endif
  }

  /// Puts the terminal back as it was; safe to call more than once and from a signal handler
  /// (only async-signal-safe calls).
  static func restore() {
    guard isRaw else { return }
    isRaw = false
    leaveScreen.utf8CString.withUnsafeBufferPointer { buffer in
      _ = systemWrite(1, buffer.baseAddress, buffer.count - 1)
    }
    tcsetattr(0, TCSAFLUSH, &savedSettings)
  }

  /// The bytes waiting on standard input, empty when none; `nil` at the end of input.
  static func readAvailable() -> [UInt8]? {
    var result: [UInt8] = []
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, 0) > 0 {
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(0, &buffer, buffer.count)
      if count <= 0 { return result.isEmpty ? nil : result }
      result += buffer.prefix(count)
    }
    return result
  }

  static func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}
