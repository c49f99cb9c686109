#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Substring search over bytes.
enum ByteSearch {
  /// Whether `needle` occurs in `haystack`; an empty needle occurs everywhere.
  ///
  /// - Complexity: O(*n* × *m*) at worst for *n* bytes of haystack and *m* of needle, O(*n*)
  ///   in practice: the C library's `memchr` finds each candidate first byte, and `memcmp`
  ///   compares the rest there.
  static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let first = needle.first else { return true }
    guard let start = haystack.baseAddress, let pin = needle.baseAddress,
      needle.count <= haystack.count
    else { return false }
    // The last place the needle may start.
    let last = start + (haystack.count - needle.count)
    var cursor = start
    while cursor <= last {
      guard let found = memchr(cursor, Int32(first), last - cursor + 1) else { return false }
      let candidate = found.assumingMemoryBound(to: UInt8.self)
      if memcmp(candidate + 1, pin + 1, needle.count - 1) == 0 { return true }
      cursor = UnsafePointer(candidate) + 1
    }
    return false
  }
}
