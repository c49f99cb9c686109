#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads time in milliseconds: the wall clock, or the CPU time of the calling thread, which a
/// busy machine's other processes do not inflate (everything timed runs on the main thread,
/// the diff included, so the thread's CPU time is the work's).
struct Stopwatch {
  enum Kind: String {
    case wall
    case cpu
  }

  let kind: Kind

  /// Now, in milliseconds from an arbitrary origin of this kind's clock.
  func now() -> Double {
    var time = timespec()
    clock_gettime(kind == .cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
  }

  /// How long `body` takes, in milliseconds.
  func measure(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return now() - start
  }
}
