/// The state of the controller's features that its `ListController+…` extensions keep, each in
/// the component that owns its decisions. The controller holds it as its one stored property
/// those files reach (`features`), so the rest of its state stays private to the update
/// pipeline in `ListController.swift`.
struct ControllerFeatureState {
  /// Which edges the visible items approached and were told of; see
  /// ListController+WorkingRange.swift.
  var edgeApproach = EdgeApproach()

  /// The selected items and the selection modes; see ListController+Selection.swift.
  var itemSelection = ItemSelection()

  /// The expanded outline nodes and the latest requested tree; see ListController+Outline.swift.
  var outlineExpansion = OutlineExpansion()

  /// The children loaded, loading or failed, by node; see ListController+OutlineLoading.swift.
  var outlineLoading = OutlineChildrenLoading()

  /// The refresh that runs, if any; see ListController+Refresh.swift.
  var runningRefresh: RunningRefresh?

  /// How many refreshes have started: a refresh ends only its own run.
  var refreshGeneration = 0

  /// The size the layout gives a cell of the last section asked about; see
  /// ListController+Sizes.swift.
  var availableSizes = AvailableSizeMemo()

  /// The filter applied to requests, and what the app asked for beneath it; see
  /// ListController+Filtering.swift.
  var filterState = FilterState()

  /// How many updates were shown from changes the controller knew, with no diff: for tests to
  /// see that spliced outline rows spare it.
  var knownRowChangesShown = 0
}
