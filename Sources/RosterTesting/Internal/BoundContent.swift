import Foundation
import Roster

/// What a ``SimulatedListHost``'s cells are bound to — the models and the sections they came
/// from, with each cell's content version — which each batch is checked against and versions
/// its cells from.
struct BoundContent {
  /// The models the displayed cells are bound to, by section and item.
  var models: [[any CellModel]] = []
  /// The sections the displayed cells were bound from, at the last batch or reload.
  var sections: [Section] = []
  /// Whether the cells show ``sections``' models in order (an interactive move changes that
  /// until the next batch or reload).
  var sectionsAreShown = true
  /// The content version of each cell, which the simulated view's content check compares.
  var versions = ContentVersions()
  /// Whether a batch that names only sections between ones found unchanged is checked and
  /// applied on those sections alone (see `BatchWindow`); when off, every batch is checked on
  /// the whole list.
  var checksChangedSectionsAlone = true
  /// Whether the cells of a section a batch keeps are checked and versioned run by run (see
  /// `ContentVersions.versionRuns`); when off, each cell is checked on its own.
  var checksRunsOfKeptCells = true
  /// How many batches were checked and applied on fewer sections than the list's.
  var batchesCheckedInWindow = 0
  /// The item being dragged: where the drag began and where the item is shown now. A drag
  /// moves the cells without a batch, so that they no longer show ``sections`` in order.
  var drag: (origin: IndexPath, current: IndexPath)?
}
