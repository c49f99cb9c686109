import Foundation

/// A cell model that prepares heavier content while its item is near the screen, and releases
/// it once the item is far away again (IGListKit's working range).
///
/// The working range is the visible rect grown by ``ListController/workingRangeSize`` screens
/// before and after it along the list's scroll axis, as the host's layout places the items.
/// ``didEnterWorkingRangeAction`` runs when the item's frame comes to share an area with the
/// range — through scrolling, an update that inserts or moves it there, or a bigger range — and
/// ``didLeaveWorkingRangeAction`` when it no longer does; the two alternate for an item, which
/// is in the range while its cell is on screen. An item deleted while in the range hears
/// nothing more (its model no longer exists). The index path is the item's at that moment,
/// relative to its section provider's own sections when the list is composed of providers.
///
/// Prefetching (``PrefetchingCellModel``) looks a little ahead in the direction of scrolling,
/// for what the next cells need; the working range looks further, both ways, for work that
/// takes long enough to start early and is worth keeping while the user scrolls back and forth.
public protocol WorkingRangeCellModel: CellModel {
  /// What runs when the item enters or leaves the working range.
  typealias WorkingRangeAction =
    @MainActor @Sendable (_ model: Self, _ indexPath: IndexPath) -> Void

  /// Runs when the item comes within the working range.
  var didEnterWorkingRangeAction: WorkingRangeAction? { get }
  /// Runs when the item leaves the working range.
  var didLeaveWorkingRangeAction: WorkingRangeAction? { get }
}

extension WorkingRangeCellModel {
  /// No action by default.
  public var didEnterWorkingRangeAction: WorkingRangeAction? { nil }
  /// No action by default.
  public var didLeaveWorkingRangeAction: WorkingRangeAction? { nil }

  /// Runs ``didEnterWorkingRangeAction``, if any.
  @MainActor
  public func performDidEnterWorkingRange(at indexPath: IndexPath) {
    didEnterWorkingRangeAction?(self, indexPath)
  }

  /// Runs ``didLeaveWorkingRangeAction``, if any.
  @MainActor
  public func performDidLeaveWorkingRange(at indexPath: IndexPath) {
    didLeaveWorkingRangeAction?(self, indexPath)
  }
}
