/// Decodes the bytes a terminal sends in raw mode into ``Key``s.
///
/// A state machine over bytes, fed in whatever chunks `read` returns (a sequence or a paste
/// split across reads is completed by the next chunk):
/// - CSI (`ESC [`) sequences: arrows, Home/End (`H`/`F` and `1~`/`4~`/`7~`/`8~`), Page Up/Down
///   (`5~`/`6~`), Delete (`3~`), Shift-Tab (`Z`), and SGR mouse reports (`ESC [ < b ; x ; y M`:
///   wheel up 64, down 65, left press 0, motion with the left button held 32); SS3 (`ESC O`)
///   arrows and Home/End.
/// - xterm's modifier parameter on those keys — `CSI 1;2A` Shift-Up, `;3` Alt, `;5` Ctrl, `;6`
///   Ctrl-Shift (the parameter less one holds Shift 1, Alt 2, Ctrl 4; Meta 8 is ignored),
///   `CSI 3;5~` Ctrl-Delete, `ESC O 5 A` and `ESC O 1;5 A` — as ``Key/modified(_:_:)``.
/// - A lone ESC is ambiguous until more bytes arrive or none do: the decoder keeps it, and the
///   caller calls ``flush()`` when no byte followed within its timeout (a few tens of
///   milliseconds), which yields ``Key/escape``. ESC followed by a printable character, Enter,
///   Tab or Backspace is that key with Alt (`ESC x` is Alt-x); followed by any other key, it is
///   Escape, then that key. `ESC [` and `ESC O` start sequences, so Alt-[ and Alt-O are known
///   only at ``flush()``.
/// - Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`, which ``Terminal`` turns on): the text
///   between the markers is one ``Key/paste(_:)``, whatever it holds but Ctrl-C — a pasted
///   line break is never Enter, a pasted ESC never starts a sequence. An empty paste yields
///   nothing.
/// - Controls: CR and LF are Enter, 3 is ``Key/interrupt``, DEL and BS are Backspace, 9 is
///   Tab, other C0 bytes are ``Key/control(_:)``.
/// - UTF-8 is decoded into characters; malformed bytes are dropped. Unknown or overlong
///   sequences are dropped whole, up to their final byte (or an ESC that starts another),
///   never passed on as text.
///
/// ## How long a paste can be
///
/// A paste's end marker may never come (a terminal that drops it, a program that echoes a
/// start marker), and the decoder must not then take every later key as pasted text. Three
/// bounds end a paste besides its marker:
/// - Ctrl-C (byte 3) ends it at once: the text received so far is delivered as a
///   ``Key/paste(_:)``, then Ctrl-C as ``Key/interrupt``, and the bytes after it are keys again.
///   A paste therefore never holds Ctrl-C: one in the pasted text ends the paste there.
/// - ``flush()`` ends it with the text received so far. ``TerminalApp`` calls it once a whole
///   second has passed since the last byte while a paste is open (``isPasting``) — far longer
///   than a terminal pauses within one paste, so a slow link does not cut a paste into keys.
///   Until that pause, the keys typed after a lost end marker arrive as text, all but Ctrl-C.
/// - At most ``maximumPasteLength`` bytes are held: a longer paste is delivered as several
///   consecutive ``Key/paste(_:)``s of at most that many bytes each, cut between characters,
///   so memory stays bounded and the text is still never keys.
///
/// - Complexity: O(1) amortised per byte; a paste costs O(*n*) in its length.
public struct KeyDecoder: Sendable {
  enum State: Sendable {
    case ground
    case escape
    case controlSequence([UInt8])
    /// The rest of a CSI sequence too long to be one this decoder knows: dropped up to its
    /// final byte, so that its parameters never turn into typed characters.
    case overlongSequence
    case singleShift([UInt8])
    case utf8(bytes: [UInt8], remaining: Int, alt: Bool)
    /// Inside a bracketed paste; the text is in ``pasted``.
    case paste
  }

  var state = State.ground
  /// The text of the open paste, held apart from ``state`` so that appending stays O(1)
  /// rather than copying the buffer out of the enum for every byte.
  var pasted: [UInt8] = []

  /// The most bytes of pasted text held before they are delivered: 1 MiB.
  public static let maximumPasteLength = 1 << 20

  /// The paste length this decoder uses; tests lower it to cross the bound cheaply.
  let pasteLimit: Int

  /// The longest CSI sequence accepted; anything longer is noise and dropped.
  private static let maximumSequenceLength = 32
  /// The longest parameter list of an SS3 sequence (`1;5` and a little more).
  private static let maximumSingleShiftLength = 8
  /// Ctrl-C, which ends an open paste too (see *How long a paste can be*).
  static let interruptByte: UInt8 = 0x03

  /// What ends a bracketed paste.
  static let pasteEndMarker: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A decoder in its initial state.
  public init() {
    self.init(pasteLimit: Self.maximumPasteLength)
  }

  /// A decoder that delivers pastes in pieces of at most `pasteLimit` bytes (at least 8).
  @_spi(Testing) public init(pasteLimit: Int) {
    self.pasteLimit = max(8, pasteLimit)
  }

  /// Whether a lone ESC, a sequence or a paste waits for more bytes.
  public var isPending: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Whether a bracketed paste is open: its end marker has not come yet. A run loop waits
  /// longer before ``flush()`` then than for a lone ESC (see *How long a paste can be*).
  public var isPasting: Bool {
    if case .paste = state { return true }
    return false
  }

  /// The keys `bytes` complete, in order.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends whatever is pending because no more bytes came: a lone ESC becomes ``Key/escape``,
  /// `ESC [` and `ESC O` Alt-[ and Alt-O, an open paste a ``Key/paste(_:)`` of the text so
  /// far; an unfinished sequence or character is dropped.
  public mutating func flush() -> [Key] {
    defer { state = .ground }
    switch state {
    case .escape: return [.escape]
    case .controlSequence(let bytes) where bytes.isEmpty:
      return [.modified(.character("["), .alt)]
    case .singleShift(let bytes) where bytes.isEmpty:
      return [.modified(.character("O"), .alt)]
    case .paste:
      var keys: [Key] = []
      deliverPaste(upTo: pasted.count, into: &keys)
      return keys
    default: return []
    }
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      escape(byte, into: &keys)
    case .controlSequence(var bytes):
      guard (0x40...0x7E).contains(byte) else {
        bytes.append(byte)
        state =
          bytes.count > Self.maximumSequenceLength ? .overlongSequence : .controlSequence(bytes)
        return
      }
      state = .ground
      if byte == UInt8(ascii: "~"), bytes == Array("200".utf8) {
        state = .paste
        return
      }
      if let key = Self.controlSequence(bytes, final: byte) { keys.append(key) }
    case .overlongSequence:
      if byte == 0x1B {
        state = .escape
      } else if (0x40...0x7E).contains(byte) {
        state = .ground
      }
    case .singleShift(var bytes):
      if byte == 0x1B {
        // Another sequence starts: this one was Alt-O, or is cut short and dropped.
        if bytes.isEmpty { keys.append(.modified(.character("O"), .alt)) }
        state = .escape
        return
      }
      guard (0x30...0x3F).contains(byte) else {
        state = .ground
        if let key = Self.singleShift(bytes, final: byte) { keys.append(key) }
        return
      }
      bytes.append(byte)
      state =
        bytes.count > Self.maximumSingleShiftLength ? .overlongSequence : .singleShift(bytes)
    case .utf8(var bytes, let remaining, let alt):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        ground(byte, into: &keys)
        return
      }
      bytes.append(byte)
      guard remaining == 1 else {
        state = .utf8(bytes: bytes, remaining: remaining - 1, alt: alt)
        return
      }
      state = .ground
      if let character = Self.character(from: bytes) {
        keys.append(alt ? .modified(.character(character), .alt) : .character(character))
      }
    case .paste:
      paste(byte, into: &keys)
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B: state = .escape
    case 0xC2...0xDF: state = .utf8(bytes: [byte], remaining: 1, alt: false)
    case 0xE0...0xEF: state = .utf8(bytes: [byte], remaining: 2, alt: false)
    case 0xF0...0xF4: state = .utf8(bytes: [byte], remaining: 3, alt: false)
    default: if let key = Self.singleByteKey(byte) { keys.append(key) }
    }
  }

  /// The byte after an ESC: a sequence, an Alt-modified key, or Escape and then the key.
  private mutating func escape(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case UInt8(ascii: "["): state = .controlSequence([])
    case UInt8(ascii: "O"): state = .singleShift([])
    case 0x1B: keys.append(.escape)
    case 0xC2...0xDF: state = .utf8(bytes: [byte], remaining: 1, alt: true)
    case 0xE0...0xEF: state = .utf8(bytes: [byte], remaining: 2, alt: true)
    case 0xF0...0xF4: state = .utf8(bytes: [byte], remaining: 3, alt: true)
    default:
      state = .ground
      switch Self.singleByteKey(byte) {
      case let key? where Self.takesAlt(key): keys.append(.modified(key, .alt))
      default:
        keys.append(.escape)
        ground(byte, into: &keys)
      }
    }
  }

  /// The key a byte other than ESC and a UTF-8 lead is on its own; `nil` for bytes that are
  /// never keys (stray continuation bytes, invalid leads).
  private static func singleByteKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x03: .interrupt
    case 0x7F, 0x08: .backspace
    case 0x09: .tab
    case 0x00..<0x20: .control(Character(Unicode.Scalar(byte + 0x60)))
    case 0x20..<0x7F: .character(Character(Unicode.Scalar(byte)))
    default: nil
    }
  }

  /// Whether ESC before `key` is Alt: printable characters, Enter, Tab and Backspace, which
  /// terminals send that way. Ctrl-C stays an interrupt whatever came before it.
  private static func takesAlt(_ key: Key) -> Bool {
    switch key {
    case .character, .enter, .tab, .backspace: true
    default: false
    }
  }

  /// A printable character from complete UTF-8 bytes; `nil` for malformed input or a control.
  private static func character(from bytes: [UInt8]) -> Character? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator),
      !(0x80..<0xA0).contains(scalar.value)
    else { return nil }
    return Character(scalar)
  }

  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  private static func controlSequence(_ bytes: [UInt8], final: UInt8) -> Key? {
    let parameters = String(decoding: bytes, as: UTF8.self)
    if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
      return mouse(parameters.dropFirst(), pressed: final == UInt8(ascii: "M"))
    }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count <= 2 else { return nil }
    let modifier = fields.count == 2 ? fields[1] : nil
    if final == UInt8(ascii: "~") {
      let key: Key? =
        switch fields[0] {
        case "1", "7": .home
        case "4", "8": .end
        case "5": .pageUp
        case "6": .pageDown
        case "3": .delete
        default: nil
        }
      return key.flatMap { modified($0, by: modifier) }
    }
    if final == UInt8(ascii: "Z") {
      return parameters.isEmpty ? .modified(.tab, .shift) : nil
    }
    return cursorKey(final).flatMap { modified($0, by: modifier) }
  }

  /// An SS3 key: `ESC O A`, or with a modifier, `ESC O 5 A` or `ESC O 1;5 A`.
  private static func singleShift(_ bytes: [UInt8], final: UInt8) -> Key? {
    guard let key = cursorKey(final) else { return nil }
    guard !bytes.isEmpty else { return key }
    let fields = String(decoding: bytes, as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false)
    switch fields.count {
    case 1: return modified(key, by: fields[0])
    case 2: return modified(key, by: fields[1])
    default: return nil
    }
  }

  /// `key` with xterm's modifier parameter `field` (2–16; `nil` or 1 for none): `nil` when the
  /// parameter is not one, so that a malformed sequence is dropped rather than guessed at.
  private static func modified(_ key: Key, by field: Substring?) -> Key? {
    guard let field else { return key }
    guard let value = Int(field), (1...16).contains(value) else { return nil }
    let modifiers = Key.Modifiers(rawValue: (value - 1) & 0b111)
    return modifiers.isEmpty ? key : .modified(key, modifiers)
  }

  /// An SGR mouse report: button;column;row, 1-based.
  private static func mouse(_ parameters: Substring, pressed: Bool) -> Key? {
    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let (button, column, row) = (numbers[0], numbers[1] - 1, numbers[2] - 1)
    if button & 64 != 0 {
      return button & 1 == 0
        ? .wheelUp(column: column, row: row) : .wheelDown(column: column, row: row)
    }
    guard pressed, button & 3 == 0 else { return nil }
    return button & 32 == 0
      ? .click(column: column, row: row) : .drag(column: column, row: row)
  }
}
