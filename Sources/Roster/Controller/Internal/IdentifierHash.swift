/// The hash the controller keeps for an item's identifier: SipHash-1-3 (Aumasson and Bernstein,
/// the function `Hasher` also uses) of the identifier's UTF-8 bytes, keyed per process, computed
/// over whole 8-byte words.
///
/// `String.hashValue` feeds the same function through `Hasher`'s byte buffer, one call per
/// chunk, which costs about 390 instructions for a 36-byte identifier; reading the words
/// straight from the string's storage costs about 270. Being keyed SipHash, it
/// resists the same crafted collisions `Hasher` does; the key comes from `Hasher`, so that it
/// is random per process, and fixed when `SWIFT_DETERMINISTIC_HASHING` is set.
///
/// Equal strings must hash alike, and `String` equality is canonical equivalence, not byte
/// equality. An ASCII string equals exactly the strings whose normalized form is its bytes:
/// itself, and strings that spell some of its characters with the three scalars whose
/// canonical decomposition is one ASCII character (U+037E GREEK QUESTION MARK, U+1FEF GREEK
/// VARIA, U+212A KELVIN SIGN; composition never yields ASCII). So an ASCII string hashes its
/// bytes, a string of ASCII and those three hashes its normalized bytes, and every other string
/// (which can equal no ASCII string) takes `String.hashValue`. The tests check the three
/// against the standard library's own equality for every scalar.
enum IdentifierHash {
  /// The per-process key.
  private static let key: (UInt64, UInt64) = {
    var first = Hasher()
    first.combine(0x526F_7374_6572 as UInt64)
    var second = Hasher()
    second.combine(0x6964_656E_7469_7479 as UInt64)
    return (
      UInt64(bitPattern: Int64(first.finalize())), UInt64(bitPattern: Int64(second.finalize()))
    )
  }()

  /// The hash of `identifier`: equal for equal strings, well mixed in every bit.
  ///
  /// - Complexity: O(*n*) for an identifier of *n* UTF-8 bytes.
  static func hash(_ identifier: String) -> Int {
    if let hash = identifier.utf8.withContiguousStorageIfAvailable(asciiHash) {
      return hash ?? normalizedHash(identifier)
    }
    var contiguous = identifier
    return contiguous.withUTF8(asciiHash) ?? normalizedHash(identifier)
  }

  /// The hash of `bytes` when they are all ASCII, else `nil`.
  private static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let (hash, isASCII) = sipHash(bytes, key: key)
    return isASCII ? hash : nil
  }

  /// SipHash-*c*-*d* of `bytes`, and whether they are all ASCII (found on the way).
  @inline(__always)
  static func sipHash(
    _ bytes: UnsafeBufferPointer<UInt8>, key: (UInt64, UInt64), compressionRounds: Int = 1,
    finalizationRounds: Int = 3
  ) -> (hash: Int, isASCII: Bool) {
    var state = State(key: key)
    var highBits: UInt64 = 0
    let raw = UnsafeRawBufferPointer(bytes)
    let wholeWords = bytes.count / 8
    for word in 0..<wholeWords {
      let value = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self))
      highBits |= value
      state.compress(value, rounds: compressionRounds)
    }
    let tail = bytes.count & 7
    var last = UInt64(truncatingIfNeeded: bytes.count) &<< 56
    if tail != 0, wholeWords != 0 {
      // The word ending at the last byte, shifted down to the bytes not yet taken in.
      let word = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self))
      last |= word &>> (UInt64(8 &- tail) &* 8)
    } else {
      for offset in (wholeWords &* 8)..<bytes.count {
        last |= UInt64(bytes[offset]) &<< (UInt64(offset & 7) &* 8)
      }
    }
    highBits |= last & 0x00FF_FFFF_FFFF_FFFF
    state.compress(last, rounds: compressionRounds)
    return (state.finalize(rounds: finalizationRounds), highBits & 0x8080_8080_8080_8080 == 0)
  }

  /// The hash of a string that is not all ASCII: that of the ASCII string it equals, if any.
  private static func normalizedHash(_ identifier: String) -> Int {
    var normalized: [UInt8] = []
    normalized.reserveCapacity(identifier.utf8.count)
    for scalar in identifier.unicodeScalars {
      if scalar.isASCII {
        normalized.append(UInt8(truncatingIfNeeded: scalar.value))
      } else if let character = asciiEquivalent(of: scalar) {
        normalized.append(character)
      } else {
        return identifier.hashValue
      }
    }
    return normalized.withUnsafeBufferPointer(asciiHash) ?? identifier.hashValue
  }

  /// The ASCII character `scalar` decomposes to canonically, if it is one.
  static func asciiEquivalent(of scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0x037E: return UInt8(ascii: ";")
    case 0x1FEF: return UInt8(ascii: "`")
    case 0x212A: return UInt8(ascii: "K")
    default: return nil
    }
  }

  /// SipHash's four words of state.
  private struct State {
    var v0: UInt64
    var v1: UInt64
    var v2: UInt64
    var v3: UInt64

    @inline(__always)
    init(key: (UInt64, UInt64)) {
      v0 = key.0 ^ 0x736F_6D65_7073_6575
      v1 = key.1 ^ 0x646F_7261_6E64_6F6D
      v2 = key.0 ^ 0x6C79_6765_6E65_7261
      v3 = key.1 ^ 0x7465_6462_7974_6573
    }

    @inline(__always)
    mutating func round() {
      v0 &+= v1
      v1 = v1.rotatedLeft(by: 13) ^ v0
      v0 = v0.rotatedLeft(by: 32)
      v2 &+= v3
      v3 = v3.rotatedLeft(by: 16) ^ v2
      v0 &+= v3
      v3 = v3.rotatedLeft(by: 21) ^ v0
      v2 &+= v1
      v1 = v1.rotatedLeft(by: 17) ^ v2
      v2 = v2.rotatedLeft(by: 32)
    }

    /// Takes in one word: one round in SipHash-1-3.
    @inline(__always)
    mutating func compress(_ word: UInt64, rounds: Int) {
      v3 ^= word
      for _ in 0..<rounds { round() }
      v0 ^= word
    }

    /// Ends the hash: three rounds in SipHash-1-3.
    @inline(__always)
    mutating func finalize(rounds: Int) -> Int {
      v2 ^= 0xFF
      for _ in 0..<rounds { round() }
      return Int(bitPattern: UInt(truncatingIfNeeded: v0 ^ v1 ^ v2 ^ v3))
    }
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
    (self &<< count) | (self &>> (64 &- count))
  }
}
