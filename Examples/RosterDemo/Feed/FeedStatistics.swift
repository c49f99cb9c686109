/// Running figures of one measured quantity (update latency, frame time): the last value,
/// the mean and the maximum.
struct FeedStatistics {
  private(set) var count = 0
  private(set) var last = Duration.zero
  private(set) var maximum = Duration.zero
  private var total = Duration.zero

  mutating func record(_ duration: Duration) {
    count += 1
    last = duration
    maximum = max(maximum, duration)
    total += duration
  }

  var mean: Duration { count == 0 ? .zero : total / count }

  /// "1.24 ms", two decimals.
  static func milliseconds(_ duration: Duration) -> String {
    number(duration) + " ms"
  }

  /// "1.24", the milliseconds with two decimals and no unit (the status line names it once).
  static func number(_ duration: Duration) -> String {
    let value = duration / .milliseconds(1)
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
