#if canImport(UIKit)
  import UIKit

  /// A host that rebinds its visible cells when it has shown a state the app asked for
  /// (``HeldInputHost``), while one of them may hold a value.
  @MainActor
  protocol HeldInputTracking: HeldInputHost {
    /// Whether a control of the list reported a value since the last such rebinding.
    var holdsInput: Bool { get set }
    /// Rebinds every cell the view shows through the view's reconfiguration, which keeps the
    /// cells (and so the controls' first responders) rather than dequeuing new ones.
    func reconfigureVisibleCells()
  }

  extension HeldInputTracking {
    /// Rebinds the visible cells when a control may hold a value: the state shown may be the
    /// app's answer to it (one that left its item unchanged, to refuse the value), and the
    /// control shows its model again.
    package func didShowRequestedState() {
      guard holdsInput else { return }
      // Every value held is answered once the state shown answers every request.
      if let dataSource,
        dataSource.snapshot.requestNumber
          >= (dataSource as? any UpdateRequestCounting)?.requestedUpdateCount ?? 0
      {
        holdsInput = false
      }
      reconfigureVisibleCells()
    }
  }
#endif
