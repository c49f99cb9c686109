import Foundation
import RosterHostSupport

/// The cells that began and stopped showing an item during a presented frame, reported once
/// the frame's cells are settled.
package struct DisplayEvents {
  /// The items that came to be shown, where and by identity.
  package var appeared: [(indexPath: IndexPath, identifier: String)] = []
  /// The items whose cells stopped showing them, where and with the model last shown.
  package var ended: [(indexPath: IndexPath, model: any CellModel)] = []

  /// No events yet.
  package init() {}
}
