#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A tiny seeded generator (Steele, Lea and Flood's SplitMix64), so that every run of the
/// benchmarks diffs exactly the same inputs.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose whole output is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 pseudo-random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }

  /// A version-4 UUID built from the generator's next 128 bits.
  public mutating func nextUUID() -> UUID {
    let high = next()
    let low = next()
    func byte(_ word: UInt64, _ index: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: word &>> (index &* 8))
    }
    // Version and variant bits are set so the values look like any UUID an app would hold.
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3),
        byte(high, 4), byte(high, 5), (byte(high, 6) & 0x0F) | 0x40, byte(high, 7),
        (byte(low, 0) & 0x3F) | 0x80, byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }

  /// `count` fresh UUIDs.
  public mutating func uuids(_ count: Int) -> [UUID] {
    (0..<count).map { _ in nextUUID() }
  }

  /// `count` distinct offsets drawn from `0..<range`, in random order (a partial Fisher–Yates
  /// shuffle).
  public mutating func distinctOffsets(_ count: Int, in range: Int) -> [Int] {
    precondition(count <= range, "cannot draw \(count) distinct offsets from \(range)")
    var offsets = Array(0..<range)
    for index in 0..<count {
      let other = Int.random(in: index..<range, using: &self)
      offsets.swapAt(index, other)
    }
    return Array(offsets.prefix(count))
  }
}
