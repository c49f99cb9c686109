import Foundation

/// A cell model that starts loading what its cell will show before the cell appears, and stops
/// when the cell will not appear after all (images, details fetched from a service).
///
/// Hosts report items that will soon be needed — `UICollectionView`'s prefetching data source,
/// a terminal list's rows just past the screen in the scroll direction — and the
/// ``ListController`` runs ``prefetchAction``. Each prefetch of an item ends exactly one way:
///
/// - the cell appears (the prefetch was consumed: no further action runs);
/// - the host no longer expects it soon, and ``cancelPrefetchingAction`` runs;
/// - the item is deleted, and nothing more runs: a model that no longer exists is never told
///   anything, so whoever deleted it cancels what it started.
///
/// An item already prefetched is not prefetched again until one of those happened. The index
/// path is the item's at the moment of the action, relative to its section provider's own
/// sections when the list is composed of providers; an update between the prefetch and its
/// cancellation moves it, and the cancellation names where the item is then.
///
/// ```swift
/// @MainActor final class Thumbnails {
///   static let shared = Thumbnails()
///   func load(_ identifier: String) {}
///   func cancelLoading(_ identifier: String) {}
/// }
///
/// struct ThumbnailCellModel: TypedCellModel, PrefetchingCellModel, Equatable {
///   typealias CellType = ThumbnailCell
///   let identifier: String
///   var prefetchAction: PrefetchAction? {
///     { model, _ in Thumbnails.shared.load(model.identifier) }
///   }
///   var cancelPrefetchingAction: PrefetchAction? {
///     { model, _ in Thumbnails.shared.cancelLoading(model.identifier) }
///   }
/// }
///
/// final class ThumbnailCell: TypedListCell {
///   func bind(model: ThumbnailCellModel, sizing: Bool) {}
/// }
/// ```
public protocol PrefetchingCellModel: CellModel {
  /// What runs when the item will soon be needed, or no longer will.
  typealias PrefetchAction = @MainActor @Sendable (_ model: Self, _ indexPath: IndexPath) -> Void

  /// Runs when a host expects the cell to appear soon.
  var prefetchAction: PrefetchAction? { get }
  /// Runs when a host no longer expects a prefetched cell to appear soon.
  var cancelPrefetchingAction: PrefetchAction? { get }
}

extension PrefetchingCellModel {
  /// No action by default.
  public var prefetchAction: PrefetchAction? { nil }
  /// No action by default.
  public var cancelPrefetchingAction: PrefetchAction? { nil }

  /// Runs ``prefetchAction``, if any.
  @MainActor
  public func performPrefetch(at indexPath: IndexPath) {
    prefetchAction?(self, indexPath)
  }

  /// Runs ``cancelPrefetchingAction``, if any.
  @MainActor
  public func performCancelPrefetching(at indexPath: IndexPath) {
    cancelPrefetchingAction?(self, indexPath)
  }
}
