/// How a list loads the children of outline nodes that have some not loaded yet
/// (``OutlineItem/hasUnloadedChildren`` with no ``OutlineItem/children``), and the rows it
/// shows meanwhile: set as ``ListController/outlineChildrenLoader``.
///
/// Expanding such a node runs ``load`` for it (a task on the main actor, awaiting whatever the
/// app awaits) and shows ``loadingRow``'s model under the node until the children arrive; they
/// then replace it, animated as any update. When ``load`` throws, ``errorRow``'s model takes
/// the loading row's place, and ``ListController/retryLoadingChildren(of:)`` loads again.
///
/// <!-- snippet: fragment -->
/// ```swift
/// func listDirectory(_ path: String) async throws -> [String] { ["\(path)/a", "\(path)/b"] }
///
/// controller.outlineChildrenLoader = OutlineChildrenLoader(
///   loadingRow: { parent in TitleCellModel(identifier: "\(parent)/loading", text: "Loading…") },
///   errorRow: { parent, error in
///     // Selecting the row tries again.
///     PostCellModel(
///       identifier: "\(parent)/error", title: "Could not load. Select to retry.",
///       selectionAction: { _, _ in controller.retryLoadingChildren(of: parent) })
///   },
///   load: { folder in
///     let names = try await listDirectory(folder.identifier)
///     return names.map {
///       OutlineItem(TitleCellModel(identifier: $0, text: $0), hasUnloadedChildren: true)
///     }
///   })
/// ```
///
/// The rows are the app's own models, shown one level under the node, so they need cells like
/// any other; give them identifiers no other item of the list has (the node's identifier with
/// a suffix, say). Without a ``loadingRow``, nothing shows under the node while it loads;
/// without an ``errorRow``, a failed node collapses, and expanding it again loads again. A
/// load that returns no children leaves the node expandable with nothing under it: to show it
/// has none, update its data (``OutlineItem/hasUnloadedChildren`` off).
///
/// What was loaded stays the node's children through collapses, moves and later updates, as
/// long as the app's data gives the node no children of its own and still says it has
/// unloaded ones: children in the data take precedence, and the loaded ones are forgotten.
/// A node that leaves the list forgets them too, and loads again when it comes back.
public struct OutlineChildrenLoader {
  /// Loads the children of the node given; throwing shows the error row. The task running it
  /// is cancelled when the node collapses or leaves the list before it returns (check
  /// `Task.isCancelled`, or let a cancellable call throw); whatever it returns then is dropped.
  public var load: @MainActor (OutlineItem) async throws -> [OutlineItem]
  /// The row shown under a node while its children load, made from the node's identifier;
  /// `nil` shows none.
  public var loadingRow: (@MainActor (_ parentIdentifier: String) -> any CellModel)?
  /// The row shown under a node whose ``load`` threw, made from the node's identifier and the
  /// error; `nil` collapses the node instead.
  public var errorRow:
    (@MainActor (_ parentIdentifier: String, _ error: any Error) -> any CellModel)?

  /// Creates a loader that runs `load`, showing `loadingRow`'s model meanwhile and
  /// `errorRow`'s when it throws.
  public init(
    loadingRow: (@MainActor (_ parentIdentifier: String) -> any CellModel)? = nil,
    errorRow: (@MainActor (_ parentIdentifier: String, _ error: any Error) -> any CellModel)? =
      nil,
    load: @escaping @MainActor (OutlineItem) async throws -> [OutlineItem]
  ) {
    self.load = load
    self.loadingRow = loadingRow
    self.errorRow = errorRow
  }
}
