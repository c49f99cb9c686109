import Foundation

/// Whether the tests run under a sanitizer: `ROSTER_SANITIZER` is set (`.ci/run` sets it for its
/// ThreadSanitizer run).
public let runsUnderSanitizer = ProcessInfo.processInfo.environment["ROSTER_SANITIZER"] != nil

/// How many cases a property checks: `count`, or an eighth of it (at least one) under a
/// sanitizer. There every case costs tens of times as much, and what the run looks for is a
/// race between threads, which thousands more random lists on the main actor do not make
/// likelier; the plain runs check every case.
public func propertyCases(_ count: Int) -> Int {
  runsUnderSanitizer ? max(1, count / 8) : count
}

/// Whether a property's census (how often its cases reached each situation it must reach) is
/// checked: not under a sanitizer, whose runs check too few cases to reach the plain run's
/// thresholds. The plain runs check that the generators reach every situation.
public let checksCensus = !runsUnderSanitizer
