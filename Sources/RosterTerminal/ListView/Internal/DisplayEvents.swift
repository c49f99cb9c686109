import Foundation
import RosterHostSupport

/// The cells that began and stopped showing an item during a presented frame, reported once
/// the frame's cells are settled.
@_spi(Testing) public struct DisplayEvents {
  /// The items that came to be shown, where and by identity.
  @_spi(Testing) public var appeared: [(indexPath: IndexPath, identifier: String)] = []
  /// The items whose cells stopped showing them, where and with the model last shown.
  @_spi(Testing) public var ended: [(indexPath: IndexPath, model: any CellModel)] = []

  /// No events yet.
  @_spi(Testing) public init() {}
}
