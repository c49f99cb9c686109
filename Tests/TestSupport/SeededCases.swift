import PropertyBased
import Testing

/// What one generated case came to.
public enum CaseOutcome {
  /// The case does not apply to the property (it is not counted).
  case skipped
  case passed
  case failed(String)
}

/// Checks `property` on `count` cases (``propertyCases(_:)`` of it) drawn from `generator`, starting from a fixed seed so
/// that every run checks the same cases (like PropertyBased's `.fixedSeed`, but without making
/// the test fail on purpose); skipped cases do not count, and a failure names the generator
/// state that replays it.
///
/// - Returns: How many cases were skipped on the way.
@discardableResult
public func checkSeededCases<Value>(
  _ count: Int, seed: UInt64, from generator: Generator<Value, some Sequence>,
  sourceLocation: SourceLocation = #_sourceLocation, _ property: (Value) -> CaseOutcome
) -> Int {
  var rng = Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 1))
  let count = propertyCases(count)
  var (checked, skipped, failures) = (0, 0, 0)
  while checked < count && skipped < 20 * count && failures < 3 {
    let replay = rng.currentState
    let value = generator.run(using: &rng)
    switch property(value) {
    case .skipped: skipped += 1
    case .passed: checked += 1
    case .failed(let why):
      checked += 1
      failures += 1
      Issue.record(
        "\(why)\n\(value)\nreplay with Xoshiro(seed: \(replay))", sourceLocation: sourceLocation)
    }
  }
  #expect(checked >= count, "only \(checked) cases applied", sourceLocation: sourceLocation)
  return skipped
}
