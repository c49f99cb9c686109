extension DemoKey {
  /// The keys in bytes read from a terminal in raw mode: arrows, Page Up/Down, Home and End
  /// in their common encodings (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, …), Enter (CR or LF),
  /// Backspace (DEL or BS), a lone ESC, and UTF-8 characters. Sequences it does not know are
  /// dropped whole rather than typed as characters; invalid UTF-8 becomes U+FFFD.
  ///
  /// - Complexity: O(bytes).
  public static func keys(from bytes: [UInt8]) -> [DemoKey] {
    var keys: [DemoKey] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      keys += String(decoding: text, as: UTF8.self).map { .character($0) }
      text.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        flushText()
        let (key, length) = escapeSequence(bytes[index...])
        if let key { keys.append(key) }
        index += length
        continue
      case 0x0D, 0x0A:
        flushText()
        keys.append(.enter)
        // CR LF is one Enter.
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
      case 0x7F, 0x08:
        flushText()
        keys.append(.backspace)
      default:
        text.append(byte)
      }
      index += 1
    }
    flushText()
    return keys
  }

  /// The key an escape sequence at the start of `bytes` stands for, and its length.
  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (DemoKey?, Int) {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.escape, 1)
    }
    // Parameters and intermediates run up to a final byte in 0x40...0x7E.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return (nil, bytes.count) }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch (bytes[end], parameters) {
    case (UInt8(ascii: "A"), _): return (.up, length)
    case (UInt8(ascii: "B"), _): return (.down, length)
    case (UInt8(ascii: "C"), _): return (.right, length)
    case (UInt8(ascii: "D"), _): return (.left, length)
    case (UInt8(ascii: "H"), _): return (.home, length)
    case (UInt8(ascii: "F"), _): return (.end, length)
    case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
    case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
    default: return (nil, length)
    }
  }
}
