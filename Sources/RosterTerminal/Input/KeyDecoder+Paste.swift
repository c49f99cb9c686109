extension KeyDecoder {
  /// A byte of an open paste: text, the last byte of the end marker, or Ctrl-C. The marker is
  /// found at the end of the text held, so it is found however the reads split it.
  mutating func paste(_ byte: UInt8, into keys: inout [Key]) {
    // A paste whose end marker never comes would otherwise hold every key until the user
    // stops typing for the paste timeout; Ctrl-C, which a terminal's paste hardly ever holds,
    // is the way out that always works.
    if byte == Self.interruptByte {
      deliverPaste(upTo: pasted.count, into: &keys)
      keys.append(.interrupt)
      state = .ground
      return
    }
    pasted.append(byte)
    let marker = Self.pasteEndMarker
    if byte == marker[marker.count - 1], pasted.count >= marker.count,
      pasted[(pasted.count - marker.count)...].elementsEqual(marker)
    {
      pasted.removeLast(marker.count)
      deliverPaste(upTo: pasted.count, into: &keys)
      state = .ground
      return
    }
    guard pasted.count >= pasteLimit else { return }
    deliverPaste(upTo: Self.cut(pasted), into: &keys)
  }

  /// Delivers the first `count` bytes held as a paste (nothing when there are none) and keeps
  /// the rest.
  mutating func deliverPaste(upTo count: Int, into keys: inout [Key]) {
    if count > 0 { keys.append(.paste(String(decoding: pasted[..<count], as: UTF8.self))) }
    pasted.removeFirst(count)
    if pasted.isEmpty { pasted = [] }
  }

  /// Where a paste that reached the length bound is cut: before a possible start of the end
  /// marker at its end (the rest of the marker may come next), and between characters.
  static func cut(_ bytes: [UInt8]) -> Int {
    var end = bytes.count
    let marker = pasteEndMarker
    for length in stride(from: min(marker.count - 1, bytes.count), through: 1, by: -1)
    where bytes[(bytes.count - length)...].elementsEqual(marker.prefix(length)) {
      end = bytes.count - length
      break
    }
    // Back off over continuation bytes to the lead of the last character; keep it only when
    // it is complete.
    var lead = end
    while lead > 0, end - lead < 4, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
    guard lead > 0 else { return end }
    let first = bytes[lead - 1]
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    return lead - 1 + length > end ? lead - 1 : end
  }
}
