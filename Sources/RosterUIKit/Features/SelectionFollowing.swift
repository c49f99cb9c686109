#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// A host feature that shows the controller's selection in the view's own selection: after a
  /// batch (the view moved its selection with the items, dropped a reloaded item's and kept the
  /// deleted ones' the controller dropped) and after a reload, it shows it again.
  @MainActor
  protocol SelectionFollowing: HostFeature where BatchToken == Void {
    /// Selects and deselects in the view what differs from the controller's selection.
    func show(animated: Bool)
  }

  extension SelectionFollowing {
    func didPerformBatch(_ batch: BatchUpdate, token: Void) {
      show(animated: false)
    }

    func didReloadData() {
      show(animated: false)
    }
  }
#endif
