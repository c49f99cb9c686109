/// Traps when `condition`, an invariant that the unsafe code after it relies on, does not hold;
/// checked in debug builds and in builds with `ROSTER_INTERNAL_CHECKS`, compiled out of release
/// builds, where the hot loops must not pay for it.
///
/// A broken invariant here would not fail cleanly later: a probe loop over a full table never
/// ends, and an offset past a buffer reads or writes memory that is not the diff's.
@inlinable
@inline(__always)
func _internalInvariant(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  #if DEBUG || ROSTER_INTERNAL_CHECKS
    precondition(condition(), message(), file: file, line: line)
  #endif
}
