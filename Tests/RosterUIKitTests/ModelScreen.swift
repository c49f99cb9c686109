#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// A screen that a `ListController` drives, a collection view (``Screen``) or a table view
  /// (`TableScreen`), for the tests both run.
  @MainActor
  protocol ModelScreen: AnyObject {
    associatedtype Host: ListHost
    var controller: ListController<Host> { get }
    var window: UIWindow { get }
    /// The collection view or the table view.
    var listView: UIScrollView { get }
    var diagnostics: [ListDiagnostic] { get set }
    var displayLog: DisplayLog { get }

    /// The index paths of the visible cells or rows, sorted.
    var visibleIndexPaths: [IndexPath] { get }
    /// The model the visible cell or row at `indexPath` shows, if it is a test cell.
    func shownModel(at indexPath: IndexPath) -> (any CellModel)?
    /// A tap on the visible cell or row at `indexPath`; whether it was selected.
    func tap(at indexPath: IndexPath) -> Bool

    func expectShows(_ sections: [Section], _ comment: Comment?, sourceLocation: SourceLocation)
  }

  /// The 320 × 480 window a test screen shows its list in, visible: on a device, only a visible
  /// window lays its views out.
  @MainActor
  func shownWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.isHidden = false
    return window
  }

  extension ModelScreen {
    func update(
      with sections: [Section], animated: Bool, completion: @escaping @MainActor (Bool) -> Void
    ) {
      controller.update(with: sections, animated: animated, completion: completion)
    }

    /// Collects the controller's diagnostics in ``diagnostics``.
    func collectDiagnostics() {
      controller.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    /// Lets every animation finish and the run loop turn until nothing is left to do.
    func settle() {
      UIKitHarness.settle()
    }
  }
#endif
