#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The simulator's two ways of printing a position, and the one check it makes before reading
// `section` and `item` (which trap on a path of another length on Apple platforms).
extension IndexPath {
  /// Whether the path names an item in a section (exactly two indices).
  var isItemPath: Bool { count == 2 }

  /// `[0, 1]`, as Roster prints index paths.
  var rosterDescription: String { "[" + map(String.init).joined(separator: ", ") + "]" }

  /// `{length = 2, path = 0 - 1}`, as UIKit prints an `NSIndexPath` (without its address).
  var uiKitDescription: String {
    "{length = \(count), path = " + map(String.init).joined(separator: " - ") + "}"
  }
}
