#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension IndexPath {
  /// `[section, item]`, built without allocating (a two-index path is stored inline).
  @inlinable
  static func _path(section: Int, item: Int) -> IndexPath {
    var path = IndexPath(index: section)
    path.append(item)
    return path
  }
}

// UIKit and AppKit give IndexPath its section/item vocabulary on Apple platforms; elsewhere
// RosterDiff provides the same names so list code reads the same on every platform.
#if !canImport(Darwin)
  extension IndexPath {
    /// Creates an index path that names an item in a section.
    @inlinable
    public init(item: Int, section: Int) {
      self = ._path(section: section, item: item)
    }

    /// The section of an index path that names an item in a section (its first index).
    @inlinable
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The item of an index path that names an item in a section (its second index).
    @inlinable
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
