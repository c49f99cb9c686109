import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-wide terminal state that signal handlers must reach: the termios saved before
/// raw mode, and whether it is still to be restored.
///
/// Signal handlers cannot capture context, so this lives in globals, touched only with
/// async-signal-safe calls (`tcsetattr`, `write`, `signal`, `raise`).
enum TerminalRestore {
  #if canImport(Glibc) || canImport(Darwin)
    nonisolated(unsafe) static var saved = termios()
  #endif
  static let isActive = Atomic<Bool>(false)
  static let resizePending = Atomic<Bool>(false)
  /// Whether the session is on the alternate screen, to leave at the restore.
  static let usesAlternateScreen = Atomic<Bool>(true)
  static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Bracketed paste and mouse off, attributes reset, cursor shown, main screen back.
  static let restoreSequence: [UInt8] = Array(
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  /// The same without leaving the alternate screen, for a session on the main screen: leaving
  /// would restore a cursor position it never saved.
  static let mainScreenRestoreSequence: [UInt8] = Array(
    "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m".utf8)

  #if canImport(Glibc) || canImport(Darwin)
    static func save(descriptor: Int32) throws {
      guard tcgetattr(descriptor, &saved) == 0 else {
        throw TerminalError.systemCall(name: "tcgetattr", errno: errno)
      }
      isActive.store(true, ordering: .sequentiallyConsistent)
    }

    /// Reads return as soon as one byte is there, or after nothing.
    static func setControlCharacters(_ raw: inout termios) {
      withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
        bytes[Int(VMIN)] = 1
        bytes[Int(VTIME)] = 0
      }
    }

    static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
      #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
      #else
        Darwin.write(descriptor, bytes, count)
      #endif
    }

    /// Restores the terminal once; later calls do nothing. Async-signal-safe.
    static func restore() {
      guard isActive.exchange(false, ordering: .sequentiallyConsistent) else { return }
      _ = tcsetattr(0, TCSAFLUSH, &saved)
      let sequence =
        usesAlternateScreen.load(ordering: .relaxed) ? restoreSequence : mainScreenRestoreSequence
      sequence.withUnsafeBytes { buffer in
        _ = systemWrite(1, buffer.baseAddress, buffer.count)
      }
    }

    static func installHandlers() {
      for signalNumber in handledSignals {
        _ = signal(signalNumber) { received in
          TerminalRestore.restore()
          _ = signal(received, SIG_DFL)
          _ = raise(received)
        }
      }
      _ = signal(SIGWINCH) { _ in
        TerminalRestore.resizePending.store(true, ordering: .relaxed)
      }
      atexit { TerminalRestore.restore() }
    }
  #else
    static func restore() {}
  #endif
}
