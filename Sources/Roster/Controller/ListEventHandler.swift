import Foundation

/// The user's interactions a ``ListHost`` reports, with the index paths its view uses.
///
/// The data source a ``ListController`` installs on its host implements every requirement: it finds
/// the model now at the index path (the displayed state, which is the view's, because the data
/// swaps inside each batch) and runs that model's action; with a ``SectionContainer`` the provider
/// that owns the item hears about it too, in its own index paths. A host reaches the handler
/// through its ``ListHost/dataSource``, since every ``ListDataSource`` is a `ListEventHandler`.
///
/// Each family of events is a protocol of its own — ``ItemSelectionEvents``,
/// ``ItemDisplayEvents``, ``ItemActionEvents``, ``ItemPrefetchEvents``, ``ListRefreshEvents``
/// and ``ItemFocusEvents`` — so that a
/// feature adds a family, and code that handles one family asks for that protocol alone.
@MainActor
public protocol ListEventHandler:
  ItemSelectionEvents, ItemDisplayEvents, ItemActionEvents, ItemPrefetchEvents, ListRefreshEvents,
  ItemFocusEvents
{}
