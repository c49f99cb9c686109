import Foundation

/// An independent source of sections in a list shared with other providers.
///
/// A provider owns zero or more contiguous sections of a ``SectionContainer``'s list and knows
/// nothing about the others: not how many there are, not where its sections sit. It publishes
/// its sections through the ``SectionProviderContext`` it receives when attached, at any time
/// and as often as it likes; only its own slice of the list is diffed. Every index path it sends
/// or receives is relative to its own sections — `[0, 0]` is the first item of its first
/// section wherever that is on screen — and item events reach only the provider that owns the
/// item, while list-wide events (scrolling) reach every provider.
///
/// Every requirement but ``didAttach(to:)`` has a default that does nothing. The models' own
/// actions (``SelectableCellModel`` and the like) run too, with the same relative index paths.
///
/// <!-- snippet: fragment -->
/// ```swift
/// final class PostsProvider: SectionProvider {
///   private var context: SectionProviderContext?
///
///   func didAttach(to context: SectionProviderContext) {
///     self.context = context
///     context.update { Section("posts") { posts.map(PostCellModel.init) } }
///   }
///
///   func didSelectItem(at indexPath: IndexPath, model: any CellModel) {
///     open(posts[indexPath.item])  // indexPath.section == 0: the provider's first section
///   }
/// }
/// ```
@MainActor
public protocol SectionProvider: AnyObject {
  /// The container added this provider to its list; `context` is how it publishes its sections
  /// and reaches the list. A provider attached again after being removed gets a new context.
  func didAttach(to context: SectionProviderContext)

  /// The container removed this provider's sections from its list; its context no longer
  /// updates anything.
  func didDetach()

  /// The user selected one of this provider's items.
  func didSelectItem(at indexPath: IndexPath, model: any CellModel)

  /// One of this provider's items became highlighted (`true`) or lost its highlight.
  func didHighlightItem(at indexPath: IndexPath, model: any CellModel, isHighlighted: Bool)

  /// The cell of one of this provider's items is about to appear.
  func willDisplayItem(at indexPath: IndexPath, model: any CellModel)

  /// The cell of one of this provider's items left the screen.
  func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel)

  /// The list scrolled; every provider hears it.
  func listDidScroll(to contentOffset: CGPoint)

  /// One of this provider's items will soon be needed: its cell is expected to appear, as a
  /// prefetching data source hears it. It ends as a ``PrefetchingCellModel``'s prefetch does:
  /// displayed, cancelled (``cancelPrefetchingItem(at:model:)``) or deleted.
  func prefetchItem(at indexPath: IndexPath, model: any CellModel)

  /// One of this provider's prefetched items is no longer expected to appear soon; `indexPath`
  /// is where it is now.
  func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel)

  /// One of this provider's items came within the list's working range (see
  /// ``WorkingRangeCellModel``).
  func itemDidEnterWorkingRange(at indexPath: IndexPath, model: any CellModel)

  /// One of this provider's items left the list's working range.
  func itemDidLeaveWorkingRange(at indexPath: IndexPath, model: any CellModel)

  /// The user dropped one of this provider's items (a ``ReorderableCellModel``) at another
  /// position among its own sections: the list shows it at `destination` already, and the
  /// provider's next update should too. Items never move between providers.
  ///
  /// The paths are those of the displayed sections, which stand still during a drag while the
  /// provider's updates wait for the drop: `destination` may name a section the provider has
  /// removed since (see `ReorderableCellModel`). ``SectionProviderContext/section(at:)`` is the
  /// displayed section the item was dropped in, with the item at `destination.item`: resolve
  /// the move by its identifier and the identifier of the item before it.
  func didMoveItem(from source: IndexPath, to destination: IndexPath, model: any CellModel)

  /// One of this provider's items entered (`true`) or left the list's selection (see
  /// ``ListController/selectionMode``); an item an update removed leaves it unannounced here.
  func itemSelectionDidChange(at indexPath: IndexPath, model: any CellModel, isSelected: Bool)

  /// Nodes of this provider's outline sections were expanded or collapsed, by a call of the
  /// list (``ListController/expand(_:animated:completion:)`` and its kin, the accordion's
  /// collapses, a failed load's collapse), named by identifier: only this provider's nodes.
  /// It runs before ``ListController/outlineExpansionChangeHandler``. Not told of expansion
  /// an update drops with its node.
  func outlineExpansionDidChange(_ change: OutlineExpansionChange)
}

// Providers implement only the events they care about.
extension SectionProvider {
  /// Does nothing.
  public func didDetach() {}
  /// Does nothing; the model's own selection action still runs.
  public func didSelectItem(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own highlight action still runs.
  public func didHighlightItem(at indexPath: IndexPath, model: any CellModel, isHighlighted: Bool) {
  }
  /// Does nothing; the model's own display action still runs.
  public func willDisplayItem(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own display action still runs.
  public func didEndDisplayingItem(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing. (It notes that it ran, so that the container stops telling a provider
  /// that does not listen.)
  public func listDidScroll(to contentOffset: CGPoint) {
    DefaultScrollHandler.lastReceiver = ObjectIdentifier(self)
  }
  /// Does nothing; the model's own prefetch action still runs.
  public func prefetchItem(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own cancellation action still runs.
  public func cancelPrefetchingItem(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own working-range action still runs.
  public func itemDidEnterWorkingRange(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own working-range action still runs.
  public func itemDidLeaveWorkingRange(at indexPath: IndexPath, model: any CellModel) {}
  /// Does nothing; the model's own move action still runs.
  public func didMoveItem(from source: IndexPath, to destination: IndexPath, model: any CellModel) {
  }
  /// Does nothing; the model's own selection-change action still runs.
  public func itemSelectionDidChange(
    at indexPath: IndexPath, model: any CellModel, isSelected: Bool
  ) {}
  /// Does nothing; the list's ``ListController/outlineExpansionChangeHandler`` still runs.
  public func outlineExpansionDidChange(_ change: OutlineExpansionChange) {}
}
