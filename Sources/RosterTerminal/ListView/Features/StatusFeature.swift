/// Status messages: a line above the list's bottom rows that shows what the app reports
/// ("Saved", "3 items deleted") for a time, one message after another
/// (``TerminalListView/showStatus(_:lasting:)``). The time is the list's clock
/// (``TerminalListView/advance(by:)``), which a run loop advances and a test steps, so a
/// message's lifetime never depends on how fast frames come.
@MainActor
final class StatusFeature: TerminalListFeature {
  /// The message showing, and how long it has left.
  private(set) var current: (line: StyledLine, remaining: Duration)?
  /// The messages waiting their turn, in order, each with its lifetime.
  private(set) var queue: [(line: StyledLine, lasting: Duration)] = []

  /// Shows `line` for `lasting` after the messages before it; a lifetime of zero or less shows
  /// nothing.
  func show(_ line: StyledLine, lasting: Duration, in list: TerminalListView) {
    guard lasting > .zero else { return }
    queue.append((line, lasting))
    advance(by: .zero, in: list)
  }

  /// Drops the message showing and those waiting.
  func clear(in list: TerminalListView) {
    queue.removeAll()
    setCurrent(nil, in: list)
  }

  func listDidAdvance(by duration: Duration, in list: TerminalListView) {
    advance(by: duration, in: list)
  }

  /// Counts `duration` off the message showing; the time left over when it ends counts off
  /// the next, so that a long pause between frames ends each message when it would have.
  private func advance(by duration: Duration, in list: TerminalListView) {
    guard var message = current ?? next() else { return }
    message.remaining -= max(.zero, duration)
    while message.remaining <= .zero, let following = next() {
      message = (following.line, following.remaining + message.remaining)
    }
    setCurrent(message.remaining > .zero ? message : nil, in: list)
  }

  /// The first waiting message, taken from the queue, with its whole lifetime.
  private func next() -> (line: StyledLine, remaining: Duration)? {
    guard !queue.isEmpty else { return nil }
    let first = queue.removeFirst()
    return (first.line, first.lasting)
  }

  /// Shows `message`; the list's rows change when the line appears or goes.
  private func setCurrent(
    _ message: (line: StyledLine, remaining: Duration)?, in list: TerminalListView
  ) {
    let changesRows = (current == nil) != (message == nil)
    current = message
    if changesRows { list.listRowsDidChange() }
  }

  func bottomRows(in list: TerminalListView) -> Int { current == nil ? 0 : 1 }

  /// Draws the message in its row, cut to the width and, right to left, mirrored.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {
    guard let current, let lineRow = list.rows(of: self).first else { return }
    let width = TerminalListView.cells(list.size.width)
    guard width > 0 else { return }
    let line = current.line.prefix(toWidth: width).padded(toWidth: width)
    buffer.draw(
      line.laidOut(list.layoutDirection, inWidth: width), row: row + lineRow, column: column,
      maxWidth: width, fillStyle: .plain)
  }
}

extension TerminalListView {
  /// Shows `message` in a line at the bottom of the list, above the filter line and the key
  /// hints, for `lasting` on the list's clock (``advance(by:)``: a ``TerminalApp`` advances it
  /// with the time that passes). A message shown while another is showing waits for it: each
  /// shows for its whole lifetime, in the order they came. The line takes its row only while
  /// a message shows; the cells are laid out in the rows above it. A screen reader hears each
  /// message as it shows (``statusMessage``). A lifetime of zero or less shows nothing.
  ///
  /// The message is shown as it is, cut to the list's width: its text is sanitized as every
  /// ``StyledLine``'s is, so escape sequences and newlines from outside show as visible
  /// symbols.
  ///
  /// ```swift
  /// import RosterTerminal
  ///
  /// @MainActor func saved(_ listView: TerminalListView) {
  ///   listView.showStatus(StyledLine("Saved", style: TextStyle(bold: true)), lasting: .seconds(2))
  /// }
  /// ```
  public func showStatus(_ message: StyledLine, lasting: Duration = .seconds(3)) {
    features.status.show(message, lasting: lasting, in: self)
  }

  /// Shows `message` as a plain line; see ``showStatus(_:lasting:)-(StyledLine,_)``.
  public func showStatus(_ message: String, lasting: Duration = .seconds(3)) {
    showStatus(StyledLine(message), lasting: lasting)
  }

  /// Hides the status message that shows and drops those waiting to show.
  public func clearStatus() {
    features.status.clear(in: self)
  }

  /// The status message that shows now, if any (see ``showStatus(_:lasting:)-(StyledLine,_)``):
  /// what a screen reader announces as it appears.
  public var statusMessage: StyledLine? { features.status.current?.line }
}
