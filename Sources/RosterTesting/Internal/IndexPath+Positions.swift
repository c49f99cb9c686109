#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// UIKit's `section`/`item` are not available on every platform this module builds on (macOS
// without AppKit imported), so the simulator reads the two indices itself.
extension IndexPath {
  /// Whether the path names an item in a section (exactly two indices).
  var _isItemPath: Bool { count == 2 }

  /// The section of an item path.
  var _section: Int { self[0] }

  /// The item of an item path.
  var _item: Int { self[1] }

  /// `[section, item]`.
  static func _at(_ section: Int, _ item: Int) -> IndexPath { [section, item] }

  /// `[0, 1]`, as Roster prints index paths.
  var _roster: String { "[" + map(String.init).joined(separator: ", ") + "]" }

  /// `{length = 2, path = 0 - 1}`, as UIKit prints an `NSIndexPath` (without its address).
  var _uiKit: String {
    "{length = \(count), path = " + map(String.init).joined(separator: " - ") + "}"
  }
}
