/// What ``TerminalApp`` needs from a terminal: its size, input, output and resize notices.
///
/// ``Terminal`` is the real one; a test or a recording tool can supply its own, so the run
/// loop itself runs headlessly.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The size in columns and rows.
  var size: (columns: Int, rows: Int) { get }
  /// The input bytes available within `timeoutMilliseconds` (0: only those already there).
  func read(timeoutMilliseconds: Int32) throws -> [UInt8]
  /// Writes `output` completely.
  func write(_ output: String) throws
  /// Whether the terminal was resized since the last call.
  func takeResize() -> Bool
}

extension Terminal: TerminalDevice {}
