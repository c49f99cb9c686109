/// A small, well-known 64-bit generator (SplitMix64), so that a seeded case is the same on every
/// run.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// The sequence that starts from `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// A splitmix sequence of choices drawn from one seed.
public struct Mixer {
  /// Where the sequence is.
  public var state: UInt64

  /// The sequence that starts from `state`.
  public init(state: UInt64) { self.state = state }

  /// The next choice, in `0..<bound` (0 when `bound` is not positive).
  public mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((value ^ (value >> 31)) % UInt64(max(1, bound)))
  }
}
