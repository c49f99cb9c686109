/// Why an interactive terminal session could not start or continue.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, CI); interactive mode needs
  /// one.
  case notATerminal
  /// A system call failed with `errno`.
  case systemCall(name: String, errno: Int32)
  /// The platform has no termios (neither Glibc nor Darwin).
  case unsupportedPlatform

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .notATerminal:
      "interactive mode needs a terminal on standard input and output; "
        + "run it in a terminal, or use a non-interactive mode that prints frames"
    case .systemCall(let name, let errno):
      "\(name) failed (errno \(errno))"
    case .unsupportedPlatform:
      "interactive terminals are supported on Linux and macOS only"
    }
  }
}
