@_exported import RosterDiff

// The geometry types of the layout's API (sizes, frames, offsets) come with `import
// RosterLayout` (and with `import Roster`, which re-exports it), so code written against it
// needs no second import on any platform.
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
