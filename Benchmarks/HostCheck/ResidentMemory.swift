// Resident memory of the process, as `roster-update-check memory` reads it: VmRSS and VmHWM
// (the peak) from /proc/self/status, Linux only; zero elsewhere.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if os(Linux)
  // glibc's, declared in malloc.h, which the Glibc module does not export.
  @_silgen_name("malloc_trim")
  private func mallocTrim(_ pad: Int) -> Int32
#endif

enum ResidentMemory {
  /// The process's resident and peak resident memory, in bytes, after the allocator has
  /// handed back what it keeps free.
  static func now() -> (current: Int, peak: Int) {
    #if os(Linux)
      _ = mallocTrim(0)
    #endif
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return (0, 0)
    }
    func kibibytes(_ key: String) -> Int {
      for line in status.split(separator: "\n") where line.hasPrefix(key) {
        return (Int(line.dropFirst(key.count).filter(\.isNumber)) ?? 0) * 1_024
      }
      return 0
    }
    return (kibibytes("VmRSS:"), kibibytes("VmHWM:"))
  }

  /// Hands the memory the allocator keeps free back to the system and starts the peak again
  /// from the current resident size, so that what was measured before does not count.
  static func reset() {
    _ = now()
    // Writing 5 to clear_refs resets VmHWM to VmRSS (Linux 4.0 and later).
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }
}
