/// A small, fast, seeded random number generator (SplitMix64), so that every run of the demo
/// with the same seed makes the same choices on every platform.
///
/// The standard library's `SystemRandomNumberGenerator` cannot be seeded; SplitMix64 passes
/// the usual statistical batteries for this kind of use and needs one word of state.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// Creates a generator for one stream of a seeded run: the same seed and stream always give
  /// the same sequence, and different streams are independent of each other.
  package init(seed: UInt64, stream: UInt64) {
    var mixer = SeededGenerator(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
