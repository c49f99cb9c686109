import PropertyBased
import RosterTestSupport
import Testing

@testable import Roster

/// `IdentifierHash` is SipHash over a string's bytes, and equal strings (canonically equivalent,
/// as `String` compares) hash alike whatever their spelling.
@Suite("IdentifierHash: keyed SipHash of an identifier, equal for equal strings")
struct IdentifierHashTests {
  /// Key 00 01 … 0f, messages 00 01 … of each length: SipHash-2-4's from the paper (checked
  /// with PyPI's `siphash`), SipHash-1-3's from an independent Python implementation.
  static let vectors: [(length: Int, sip24: UInt64, sip13: UInt64)] = [
    (0, 0x726F_DB47_DD0E_0E31, 0xABAC_0158_050F_C4DC),
    (1, 0x74F8_39C5_93DC_67FD, 0xC9F4_9BF3_7D57_CA93),
    (7, 0xAB02_00F5_8B01_D137, 0xD392_7D98_9BB1_1140),
    (8, 0x93F5_F579_9A93_2462, 0x3690_9511_8D29_9A8E),
    (15, 0xA129_CA61_49BE_45E5, 0xD320_D86D_2A51_9956),
    (36, 0x314D_FFBE_0815_A3B4, 0x2CF5_08D3_ADA2_6206),
  ]

  @Test("the rounds, the padding and the tail are SipHash's: the reference vectors")
  func referenceVectors() {
    let key: (UInt64, UInt64) = (0x0706_0504_0302_0100, 0x0F0E_0D0C_0B0A_0908)
    for vector in Self.vectors {
      let message = (0..<vector.length).map { UInt8($0) }
      message.withUnsafeBufferPointer { bytes in
        let sip24 = IdentifierHash.sipHash(
          bytes, key: key, compressionRounds: 2, finalizationRounds: 4)
        let sip13 = IdentifierHash.sipHash(bytes, key: key)
        #expect(UInt64(bitPattern: Int64(sip24.hash)) == vector.sip24, "length \(vector.length)")
        #expect(UInt64(bitPattern: Int64(sip13.hash)) == vector.sip13, "length \(vector.length)")
        #expect(sip13.isASCII)
      }
    }
    for length in 1...20 {
      for position in 0..<length {
        var message = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        message[position] = 0xC3
        #expect(!message.withUnsafeBufferPointer { IdentifierHash.sipHash($0, key: key).isASCII })
      }
    }
  }

  /// Every scalar outside ASCII that the standard library finds equal to an ASCII string of one
  /// or two characters (the most a canonical decomposition to ASCII could be) must be one that
  /// `asciiEquivalent(of:)` knows, and no other.
  @Test("the three scalars equal to ASCII are exactly those the standard library finds, of all")
  func everyScalar() {
    var asciiByHash: [Int: String] = [:]
    for first in 0..<128 {
      let one = String(UnicodeScalar(UInt8(first)))
      asciiByHash[one.hashValue] = one
      for second in 0..<128 {
        let two = one + String(UnicodeScalar(UInt8(second)))
        asciiByHash[two.hashValue] = two
      }
    }
    var found: [UInt32] = []
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let string = String(scalar)
      let equivalent = asciiByHash[string.hashValue].flatMap { $0 == string ? $0 : nil }
      #expect(
        IdentifierHash.asciiEquivalent(of: scalar) == equivalent.flatMap { Array($0.utf8).first }
          && equivalent?.utf8.count ?? 1 == 1,
        "U+\(String(value, radix: 16, uppercase: true))")
      if let equivalent {
        found.append(value)
        #expect(IdentifierHash.hash(string) == IdentifierHash.hash(equivalent))
      }
    }
    #expect(found == [0x037E, 0x1FEF, 0x212A])
  }

  /// Spellings of one character each: canonically equivalent, in different bytes.
  static let spellings: [[String]] = [
    ["K", "\u{212A}"], [";", "\u{037E}"], ["`", "\u{1FEF}"],
    ["\u{E9}", "e\u{301}"], ["\u{C5}", "\u{212B}", "A\u{30A}"], ["\u{3A9}", "\u{2126}"],
    ["\u{1E69}", "s\u{323}\u{307}", "s\u{307}\u{323}", "\u{1E61}\u{323}"],
    ["a"], ["-"], ["7"], ["Z"], ["\u{1F600}"], ["\u{AC00}", "\u{1100}\u{1161}"],
  ]

  @Test("canonically equivalent identifiers hash alike; different ones almost never do")
  func equivalentSpellings() async {
    let token = Gen.int(in: 0..<Self.spellings.count).array(of: 0...24)
    let choice = Gen.int(in: 0..<6).array(of: 24)
    await propertyCheck(count: propertyCases(3000), input: token, choice, choice, token) {
      tokens, first, second, other in
      func spelled(_ tokens: [Int], _ choices: [Int]) -> String {
        zip(tokens, choices + Array(repeating: 0, count: tokens.count)).map { token, choice in
          Self.spellings[token][choice % Self.spellings[token].count]
        }.joined()
      }
      let one = spelled(tokens, first)
      let two = spelled(tokens, second)
      // The reference is the standard library's own equality.
      #expect(one == two)
      #expect(
        IdentifierHash.hash(one) == IdentifierHash.hash(two),
        "\(Array(one.unicodeScalars)) vs \(Array(two.unicodeScalars))")
      let third = spelled(other, first)
      if third == one {
        #expect(IdentifierHash.hash(third) == IdentifierHash.hash(one))
      } else {
        #expect(IdentifierHash.hash(third) != IdentifierHash.hash(one))
      }
      // Other storage of the same bytes, and a string in another section's model.
      let copy = String(decoding: Array(one.utf8), as: UTF8.self)
      #expect(ItemIdentity(copy) == ItemIdentity(one))
      #expect(ItemIdentity(copy).hashValue == ItemIdentity(two).hashValue)
    }
  }

  @Test("a hundred thousand identifiers, no two hashes equal and every low bit used")
  func spread() {
    var seen = Set<Int>()
    var buckets = [Int](repeating: 0, count: 1_024)
    for index in 0..<100_000 {
      let hash = IdentifierHash.hash("item-\(index)")
      seen.insert(hash)
      buckets[hash & 1_023] += 1
    }
    #expect(seen.count == 100_000)
    // About 98 each: a function that left low bits unmixed would leave buckets empty.
    #expect(buckets.min() ?? 0 > 40)
  }
}
