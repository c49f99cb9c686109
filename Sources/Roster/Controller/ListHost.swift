import Foundation

/// Everything Roster needs from a list view: a `UICollectionView`, a terminal list view or
/// `RosterTesting`'s simulated one.
///
/// A host is deliberately thin. It knows nothing about cell models, diffs or plans: a
/// ``ListController`` decides *what* changes and the host only says how its view performs it.
/// The host reads its data through the ``ListDataSource`` the controller installs in
/// ``dataSource`` (numbers of sections and items, the model at an index path, sections for
/// headers, footers and constraints, and sizes), never from a copy of its own, so the data it
/// shows is always the controller's displayed state.
///
/// ## The contract
///
/// - ``performBatch(_:animated:updateData:completion:)`` runs one ``BatchUpdate``: it calls
///   `updateData` *inside* its updates block, before it tells the view about any change
///   (rule R4: the data source answers old counts before the block and new ones after it),
///   then, once the block has run, binds the live cells at ``BatchUpdate/itemRebinds`` and the
///   headers and footers of ``BatchUpdate/sectionRebinds`` to the data source's models (like
///   `reconfigureItems(at:)`: content refreshes go with the batch they belong to, so the
///   controller never issues them separately), and calls `completion` when the batch's
///   animations end, exactly once.
/// - The controller never starts a batch or a reload before the previous batch's completion
///   has run (rule R17), so a host needs no queue of its own.
/// - ``reloadData(updateData:)`` calls `updateData`, then reloads everything from the data
///   source without animation.
/// - Every model is shown by the cell type ``cellRegistry`` resolves for it: the one it names
///   (``CellModel/cellType``) unless the registry has an entry for its type.
/// - ``register(cellType:)`` is called for every cell type before the first batch or reload
///   whose data contains a model it shows, once per type: nobody registers cells by hand.
/// - ``measure(_:constrainedTo:)`` binds the model to a template cell of its resolved cell type
///   with `sizing: true` and returns the size it fits in. The controller caches the result.
///
/// Every requirement is main-actor isolated, like the views the hosts wrap; calling one from
/// another isolation domain is a compile-time error in Swift 6.
@MainActor
public protocol ListHost: AnyObject {
  /// Where the host reads its data; the ``ListController`` that drives the host sets it.
  /// Hosts keep it weakly, as `UICollectionView` keeps its data source.
  var dataSource: (any ListDataSource)? { get set }

  /// Whether the view is in a window and visible; off-screen lists are reloaded rather than
  /// animated when the ``UpdatePolicy`` says so.
  var isOnScreen: Bool { get }

  /// The size of the area cells are laid out in; cell sizes are measured against it.
  var containerSize: CGSize { get }

  /// The index paths of the cells on screen now.
  var indexPathsForVisibleItems: [IndexPath] { get }

  /// Which cell type shows each type of model on this host; the controller and the host both
  /// resolve a model's cell type through it (``CellRegistry/cellType(for:)``), so that an entry
  /// shows the model with another cell than the one it names.
  var cellRegistry: CellRegistry { get }

  /// Makes cells of `cellType` available for the models it shows.
  func register(cellType: any ListCell.Type)

  /// Performs one batch update; see the contract on ``ListHost``.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - animated: Whether the changes animate.
  ///   - updateData: Swaps the data source to the data after the batch; call it inside the
  ///     updates block, before announcing any change.
  ///   - completion: Call it once, when the batch's animations have ended, with whether they
  ///     ran to the end.
  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void)

  /// Calls `updateData`, then shows everything the data source answers, without animation.
  func reloadData(updateData: () -> Void)

  /// Binds `model` to a template cell of its type with `sizing: true` and returns the size it
  /// fits in under `constrainedTo` (a dimension of `.greatestFiniteMagnitude` is free).
  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize

  /// Scrolls so that the item at `indexPath` is visible.
  func scroll(to indexPath: IndexPath, animated: Bool)

  /// Ends the batch animation in flight at once — running its completion — if the host's
  /// animations advance only when told and nothing is telling them; otherwise does nothing.
  ///
  /// ``ListController/updateAndWait(with:animated:)`` calls it while someone awaits an update,
  /// so that awaiting never waits for a clock nobody advances: `SimulatedListHost` finishes its
  /// animations, a `TerminalListView` does when no `TerminalApp` run loop drives it. The
  /// default implementation does nothing, which is right for views whose animations run on
  /// their own, like `UICollectionView`.
  func finishAnimationsIfUndriven()
  /// The selection, the selection mode or edit mode changed: show what the data source answers
  /// now (``ItemSelectionEvents/isItemSelected(at:)``,
  /// ``ItemSelectionEvents/selectionState``) on the cells in view, and keep the view's own
  /// selection, if it has one, in step. Batches need no call: a host shows the selection of the
  /// items it binds. The default implementation does nothing.
  func selectionDidChange()
  /// Whether the list can be refreshed, or is refreshing, changed: show the data source's
  /// ``ListRefreshEvents/refreshState`` (install or remove the refresh control, start or end
  /// its indicator). The default implementation does nothing.
  func refreshStateDidChange()
  /// How far each outline level indents a row in a section whose constraints give no
  /// `Constraints.outlineIndentation`: the default the host's layout uses, so that the
  /// controller measures an indented cell at the width it is shown at. The default
  /// implementation answers 10, UIKit's indentation width; a terminal list answers 2 columns.
  var defaultOutlineIndentation: CGFloat { get }
}

extension ListHost {
  /// Does nothing: the host's animations run on their own.
  public func finishAnimationsIfUndriven() {}
  /// Does nothing.
  public func selectionDidChange() {}
  /// Does nothing.
  public func refreshStateDidChange() {}
  /// 10, UIKit's indentation width and `ListLayout`'s default.
  public var defaultOutlineIndentation: CGFloat { 10 }
}

extension ListHost {
  /// Reports `diagnostic` through the data source — the one diagnostic channel, the
  /// controller's ``ListController/diagnosticHandler`` — or, when no controller drives the
  /// host, prints it in debug builds.
  package func report(_ diagnostic: ListDiagnostic) {
    guard let dataSource else {
      #if DEBUG
        print("\(Self.self): \(diagnostic)")
      #endif
      return
    }
    dataSource.report(diagnostic)
  }
}
