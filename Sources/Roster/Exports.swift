@_exported import RosterDiff

// The geometry types of Roster's API (sizes, frames, offsets) come with `import Roster`, so a
// screen written against it needs no second import on any platform.
#if canImport(CoreGraphics)
  @_exported import struct CoreGraphics.CGFloat
  @_exported import struct CoreGraphics.CGPoint
  @_exported import struct CoreGraphics.CGRect
  @_exported import struct CoreGraphics.CGSize
#else
  @_exported import struct Foundation.CGFloat
  @_exported import struct Foundation.CGPoint
  @_exported import struct Foundation.CGRect
  @_exported import struct Foundation.CGSize
#endif
