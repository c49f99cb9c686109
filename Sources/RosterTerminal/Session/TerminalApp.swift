import Foundation

/// A small run loop that connects a ``Terminal`` to a ``TerminalListView``: input, resizes,
/// animation time and frames.
///
/// <!-- snippet: fragment -->
/// ```swift
/// try await Terminal.withSession { terminal in
///   let app = TerminalApp(terminal: terminal, listView: listView)
///   app.keyHandler = { [weak app] key in  // weak: the app holds its handler
///     if key == .character("q") { app?.stop(); return true }
///     return false
///   }
///   try await app.run()
/// }
/// ```
///
/// Each turn of ``run()`` reads the input that is there (never blocking the main actor, so the
/// list's controller and the app's tasks keep running between turns), decodes it, offers each key
/// to ``keyHandler`` first and then to the list view (to the list first while the selected cell
/// takes typed text, see ``TerminalListView/selectedCellTakesTextInput``, while the filter line
/// is typed in, see ``TerminalListView/isEditingFilter``, and while the help overlay shows, see
/// ``TerminalListView/isShowingHelp``), handles a pending resize (the list is
/// resized and the next frame repaints everything), advances animations by the real time that
/// passed, and — at most once per ``frameInterval`` — draws a frame with ``draw`` and writes only
/// its difference from the previous one, in one write. Ctrl-C stops the loop unless ``keyHandler``
/// takes it.
///
/// With ``output`` `.screenReader` it draws no frames: it writes plain lines that a screen
/// reader follows as they come — the number of items when it changes, a section's header when
/// the selection enters the section, the selected item (its model's accessibility label, or
/// the text its cell shows) and its place, the open action menu's highlighted action, and
/// the filter's query with the number of matches (``TerminalListView/spokenFilter``), the help
/// overlay's keys, each status message (``TerminalListView/statusMessage``), and "Loading" and
/// "Done" around a refresh (``TerminalListView/spokenActivity``), never a spinner's frames —
/// each once, with the list's animations off. Run such a session with
/// `Terminal.withSession(mouse: false, alternateScreen: false)`, so that the lines stay in the
/// terminal's scrollback.
@MainActor
public final class TerminalApp {
  /// How the app shows the list.
  public enum Output: Sendable {
    /// Frames drawn in place, animated: the list as a screen.
    case screen
    /// Plain lines, one per change, without animation or cursor movement, for a screen
    /// reader.
    case screenReader
  }

  /// The terminal read and written.
  public let device: any TerminalDevice
  /// The list shown.
  public let listView: TerminalListView
  /// The shortest time between two frames.
  public var frameInterval = Duration.milliseconds(16)
  /// How long a lone ESC waits for the rest of a sequence before it counts as Escape.
  public var escapeTimeout = Duration.milliseconds(30)
  /// How long an open paste waits after its last byte for more (its end marker) before it ends
  /// with the text so far (see ``KeyDecoder``): long enough for a paste a slow link delivers in
  /// pieces.
  @_spi(Testing) public var pasteTimeout = Duration.seconds(1)
  /// Sees every key first; returns whether it handled it (the list then does not).
  ///
  /// The app keeps its handler, so a handler that uses the app captures it weakly
  /// (`[weak app]`); a strong capture keeps the app, its device and its list alive.
  public var keyHandler: (@MainActor (Key) -> Bool)?
  /// Where the list's top-left corner is on the screen. Mouse events reach the list view in
  /// its own coordinates, so an app that draws the list below a title row or beside a gutter
  /// sets this to where it draws it (``keyHandler`` still sees screen coordinates).
  public var listOrigin = (column: 0, row: 0)
  /// Draws a frame. The default draws the list at ``listOrigin``; an app that shows a status
  /// line draws the list and then its own rows.
  public lazy var draw: @MainActor (inout ScreenBuffer) -> Void = { [unowned self] buffer in
    listView.render(into: &buffer, column: listOrigin.column, row: listOrigin.row)
  }
  /// Called with the new terminal size (columns × rows) after a resize; the default gives the
  /// list the whole screen.
  public lazy var resizeHandler: @MainActor (CGSize) -> Void = { [unowned self] size in
    listView.resize(to: size)
  }
  /// How long the last frame took to draw and diff.
  public private(set) var lastFrameDuration = Duration.zero
  /// FrameRenderer honouring `NO_COLOR`.
  public var renderer = FrameRenderer(environment: ProcessInfo.processInfo.environment)
  /// Frames, or plain lines for a screen reader; frames by default.
  public var output = Output.screen

  private var isRunning = false
  private var decoder = KeyDecoder()
  private var previousFrame: ScreenBuffer?
  /// What the screen-reader output said last: the item count, the section, the selection, the
  /// filter, the status message.
  private var spoken:
    (
      count: Int?, section: Int?, selection: String?, filter: String?, status: String?,
      activity: String?
    ) = (nil, nil, nil, nil, nil, nil)

  /// An app for `listView` in `terminal`.
  public convenience init(terminal: Terminal, listView: TerminalListView) {
    self.init(device: terminal, listView: listView)
  }

  /// An app for `listView` on any ``TerminalDevice``.
  public init(device: any TerminalDevice, listView: TerminalListView) {
    self.device = device
    self.listView = listView
  }

  /// Runs until ``stop()`` (or Ctrl-C), then returns; the session restores the terminal.
  public func run() async throws {
    isRunning = true
    listView.animationPlayer.isDrivenByRunLoop = true
    defer { listView.animationPlayer.isDrivenByRunLoop = false }
    let clock = ContinuousClock()
    var lastTick = clock.now
    var lastFrame = clock.now - frameInterval
    var lastInput = clock.now
    let columnsAndRows = device.size
    resizeHandler(CGSize(width: columnsAndRows.columns, height: columnsAndRows.rows))
    if output == .screenReader {
      listView.deletionFadeDuration = .zero
      listView.highlightDuration = .zero
      try speakChanges()
    }
    while isRunning {
      let bytes = try device.read(timeoutMilliseconds: 0)
      var keys = decoder.decode(bytes)
      if !bytes.isEmpty {
        lastInput = clock.now
      } else if decoder.isPending,
        clock.now - lastInput >= (decoder.isPasting ? pasteTimeout : escapeTimeout)
      {
        keys += decoder.flush()
      }
      dispatch(keys)
      if device.takeResize() {
        let size = device.size
        resizeHandler(CGSize(width: size.columns, height: size.rows))
        previousFrame = nil
      }
      let now = clock.now
      listView.advance(by: now - lastTick)
      lastTick = now
      if now - lastFrame >= frameInterval {
        switch output {
        case .screen: try renderFrame()
        case .screenReader: try speakChanges()
        }
        lastFrame = now
      }
      try await Task.sleep(for: .milliseconds(4))
    }
  }

  /// Ends ``run()`` after the current turn.
  public func stop() {
    isRunning = false
  }

  /// Dispatches `keys`, read together, in order. Characters typed in a row into the filter
  /// line go to it as one piece of text, so that a burst of typing (or keys that piled up while
  /// the list was busy) sets the query once, not once a key.
  private func dispatch(_ keys: [Key]) {
    var index = keys.startIndex
    while index < keys.endIndex, isRunning {
      var end = index
      var typed = ""
      if listView.isEditingFilter {
        while end < keys.endIndex, case .character(let character) = keys[end] {
          typed.append(character)
          end += 1
        }
      }
      if end - index > 1 {
        dispatch(.paste(typed))
        index = end
      } else {
        dispatch(keys[index])
        index += 1
      }
    }
  }

  private func dispatch(_ key: Key) {
    // Typing into a text field or the filter line must not trigger the app's bindings for
    // letters, nor a key that closes the help overlay.
    if listView.selectedCellTakesTextInput || listView.isEditingFilter || listView.isShowingHelp,
      listView.handle(inListCoordinates(key))
    {
      return
    }
    if keyHandler?(key) == true { return }
    if listView.handle(inListCoordinates(key)) { return }
    if key == .interrupt { stop() }
  }

  /// `key` with mouse coordinates relative to ``listOrigin``.
  private func inListCoordinates(_ key: Key) -> Key {
    let (dx, dy) = listOrigin
    switch key {
    case .click(let column, let row): return .click(column: column - dx, row: row - dy)
    case .drag(let column, let row): return .drag(column: column - dx, row: row - dy)
    case .wheelUp(let column, let row): return .wheelUp(column: column - dx, row: row - dy)
    case .wheelDown(let column, let row): return .wheelDown(column: column - dx, row: row - dy)
    default: return key
    }
  }

  /// Writes what changed since the last lines, for a screen reader: the item count, the
  /// header of a section the selection entered, the selection.
  private func speakChanges() throws {
    var lines: [String] = []
    let count = listView.numberOfItems
    if count != spoken.count {
      lines.append(count == 0 ? "The list is empty" : count == 1 ? "1 item" : "\(count) items")
      spoken.count = count
    }
    let filter = listView.spokenFilter
    if filter != spoken.filter {
      if let filter { lines.append(filter) }
      spoken.filter = filter
    }
    let section = listView.selectedIndexPath?.section
    if section != spoken.section {
      if let section, let header = listView.spokenText(ofHeaderInSection: section) {
        lines.append(header)
      }
      spoken.section = section
    }
    let selection = listView.spokenSelection
    if selection != spoken.selection {
      if let selection { lines.append(selection) }
      spoken.selection = selection
    }
    let status = listView.statusMessage?.text
    if status != spoken.status {
      if let status { lines.append(status) }
      spoken.status = status
    }
    let activity = listView.spokenActivity
    if activity != spoken.activity {
      lines.append(activity ?? "Done")
      spoken.activity = activity
    }
    guard !lines.isEmpty else { return }
    // Raw mode: a line ends with a carriage return as well.
    try device.write(lines.map { $0 + "\r\n" }.joined())
  }

  private func renderFrame() throws {
    let start = ContinuousClock.now
    let size = device.size
    var frame = ScreenBuffer(width: size.columns, height: size.rows)
    draw(&frame)
    let output = renderer.render(from: previousFrame, to: frame)
    previousFrame = frame
    lastFrameDuration = ContinuousClock.now - start
    if !output.isEmpty { try device.write(output) }
  }
}
