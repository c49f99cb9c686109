/// Decodes the bytes a terminal sends in raw mode into ``Key``s.
///
/// A state machine over bytes, fed in whatever chunks `read` returns (a sequence split across
/// reads is completed by the next chunk):
/// - CSI (`ESC [`) sequences: arrows, Home/End (`H`/`F` and `1~`/`4~`/`7~`/`8~`), Page Up/Down
///   (`5~`/`6~`), Delete (`3~`), and SGR mouse reports (`ESC [ < b ; x ; y M`: wheel up 64,
///   down 65, left press 0); SS3 (`ESC O`) arrows and Home/End.
/// - A lone ESC is ambiguous until more bytes arrive or none do: the decoder keeps it, and the
///   caller calls ``flush()`` when no byte followed within its timeout (a few tens of
///   milliseconds), which yields ``Key/escape``. ESC followed by a key that starts no sequence
///   (Alt+key) is Escape, then that key.
/// - Controls: CR and LF are Enter, 3 is ``Key/interrupt``, DEL and BS are Backspace, 9 is
///   Tab, other C0 bytes are ``Key/control(_:)``.
/// - UTF-8 is decoded into characters; malformed bytes are dropped. Unknown or overlong
///   sequences are dropped whole, never passed on as text.
public struct KeyDecoder: Sendable {
  private enum State: Sendable {
    case ground
    case escape
    case controlSequence([UInt8])
    case singleShift
    case utf8(bytes: [UInt8], remaining: Int)
  }

  private var state = State.ground

  /// The longest CSI sequence accepted; anything longer is noise and dropped.
  private static let maximumSequenceLength = 32

  /// A decoder in its initial state.
  public init() {}

  /// Whether a lone ESC (or a sequence) waits for more bytes.
  public var isPending: Bool {
    if case .ground = state { return false }
    return true
  }

  /// The keys `bytes` complete, in order.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    var keys: [Key] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Ends whatever is pending because no more bytes came: a lone ESC becomes
  /// ``Key/escape``; an unfinished sequence is dropped.
  public mutating func flush() -> [Key] {
    defer { state = .ground }
    if case .escape = state { return [.escape] }
    return []
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [Key]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .controlSequence([])
      case UInt8(ascii: "O"): state = .singleShift
      case 0x1B: keys.append(.escape)
      default:
        keys.append(.escape)
        state = .ground
        ground(byte, into: &keys)
      }
    case .controlSequence(var bytes):
      guard (0x40...0x7E).contains(byte) else {
        bytes.append(byte)
        state = bytes.count > Self.maximumSequenceLength ? .ground : .controlSequence(bytes)
        return
      }
      state = .ground
      if let key = Self.controlSequence(bytes, final: byte) { keys.append(key) }
    case .singleShift:
      state = .ground
      if let key = Self.cursorKey(byte) { keys.append(key) }
    case .utf8(var bytes, let remaining):
      guard byte & 0xC0 == 0x80 else {
        state = .ground
        ground(byte, into: &keys)
        return
      }
      bytes.append(byte)
      guard remaining == 1 else {
        state = .utf8(bytes: bytes, remaining: remaining - 1)
        return
      }
      state = .ground
      if let character = Self.character(from: bytes) { keys.append(.character(character)) }
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
    switch byte {
    case 0x1B: state = .escape
    case 0x0D, 0x0A: keys.append(.enter)
    case 0x03: keys.append(.interrupt)
    case 0x7F, 0x08: keys.append(.backspace)
    case 0x09: keys.append(.tab)
    case 0x00..<0x20: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x20..<0x7F: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: state = .utf8(bytes: [byte], remaining: 1)
    case 0xE0...0xEF: state = .utf8(bytes: [byte], remaining: 2)
    case 0xF0...0xF4: state = .utf8(bytes: [byte], remaining: 3)
    default: break
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
    if final == UInt8(ascii: "~") {
      switch parameters.split(separator: ";").first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      case "3": return .delete
      default: return nil
      }
    }
    return cursorKey(final)
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
    guard pressed, button & 32 == 0, button & 3 == 0 else { return nil }
    return .click(column: column, row: row)
  }
}
