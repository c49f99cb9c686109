// `IndexPath` is part of RosterDiff's API; a client that imports RosterDiff (or Roster) alone
// must be able to name it on every platform.
#if canImport(FoundationEssentials)
  @_exported import struct FoundationEssentials.IndexPath
#else
  @_exported import struct Foundation.IndexPath
#endif
