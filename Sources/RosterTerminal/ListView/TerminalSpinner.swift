/// A spinner: frames shown one after another as time passes, for work whose end is not known
/// (a refresh, more items loading). It keeps no time of its own: ``frame(at:)`` reads it from a
/// clock, the list's (``TerminalListView/elapsedTime``), which a ``TerminalApp`` advances with
/// the time that passes and a test steps by hand, so the same time always shows the same frame.
///
/// A screen reader hears none of its frames: a list says "Loading" when a refresh starts and
/// "Done" when it ends (``TerminalListView/spokenActivity``).
///
/// ```swift
/// import RosterTerminal
///
/// let spinner = TerminalSpinner.dots
/// assert(spinner.frame(at: .zero) == "⠋")
/// assert(spinner.frame(at: .milliseconds(250)) == "⠸")
/// ```
public struct TerminalSpinner: Hashable, Sendable {
  /// The frames, in order; each is drawn as a ``StyledLine`` draws text (sanitized).
  public var frames: [String]
  /// How long each frame shows.
  public var interval: Duration

  /// A spinner showing `frames` in turn, each for `interval`.
  public init(frames: [String], interval: Duration) {
    self.frames = frames
    self.interval = interval
  }

  /// Braille dots turning, 80 ms a frame.
  public static let dots = TerminalSpinner(
    frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], interval: .milliseconds(80))

  /// A line turning (`-\|/`), 100 ms a frame, for terminals without braille.
  public static let line = TerminalSpinner(
    frames: ["-", "\\", "|", "/"], interval: .milliseconds(100))

  /// The frame that shows `elapsed` after the clock started: the first while less than one
  /// ``interval`` has passed, then each in turn, from the first again after the last. Empty
  /// for a spinner without frames; the first frame for an interval of zero or less or a time
  /// before the start.
  public func frame(at elapsed: Duration) -> String {
    guard let first = frames.first else { return "" }
    guard interval > .zero, elapsed > .zero else { return first }
    // In whole intervals; the remainder keeps any clock, however long it ran, in range.
    let intervals = (elapsed / interval).rounded(.down)
    guard intervals.isFinite else { return first }
    let index = Int(intervals.truncatingRemainder(dividingBy: Double(frames.count)))
    return frames.indices.contains(index) ? frames[index] : first
  }
}
