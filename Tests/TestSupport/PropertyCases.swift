import Foundation

/// Whether the tests run under a sanitizer: `ROSTER_SANITIZER` is set (`.ci/run` sets it for its
/// ThreadSanitizer run).
public let runsUnderSanitizer = ProcessInfo.processInfo.environment["ROSTER_SANITIZER"] != nil

/// What a property's case count is divided by in this run: 16 under a sanitizer, 4 with Roster's
/// internal checks (`ROSTER_INTERNAL_CHECKS=1`, `.ci/run`'s second run), 1 otherwise.
///
/// The plain run checks every case against the tests' references. Under ThreadSanitizer every
/// case costs tens of times as much, and what the run looks for is a race between threads,
/// which thousands more random lists on the main actor do not make likelier. The internal
/// checks' run looks for a broken invariant inside the engine on the same kinds of lists, where
/// hundreds of cases per property reach every step the plain run's thousands reach.
public let propertyCaseDivisor: Int = {
  if runsUnderSanitizer { return 16 }
  return ProcessInfo.processInfo.environment["ROSTER_INTERNAL_CHECKS"] == "1" ? 4 : 1
}()

/// How many cases a property checks: `count` divided by ``propertyCaseDivisor`` (at least one).
public func propertyCases(_ count: Int) -> Int {
  max(1, count / propertyCaseDivisor)
}

/// Whether a property's census (how often its cases reached each situation it must reach) is
/// checked: only when it checks all its cases, as the plain run does, since its thresholds are
/// for the full count. The plain run checks that the generators reach every situation.
public let checksCensus = propertyCaseDivisor == 1
