#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// What a table view shows once settled, read through the API UIKit and its model share, for
  /// the table's end-to-end checks.
  @MainActor
  struct ShownList {
    /// A visible cell.
    struct Cell {
      var view: UIView
      var wasDequeued: Bool
      /// The model the host remembered on the cell (`ListCollectionViewCell.cellModel`,
      /// `ListTableViewCell.cellModel`).
      var listModel: (any CellModel)?
      var expectedFrame: CGRect?
    }

    /// What UIKit raised (``UIKitHarness/raised(by:)-(UITableView)``).
    var raised: [String]
    /// The counts the view has cached, per section.
    var counts: [Int]
    /// The index paths of the visible cells, sorted.
    var visible: [IndexPath]
    /// The index paths whose frames meet the bounds, sorted.
    var inBounds: [IndexPath]
    var cells: [IndexPath: Cell]

    /// UIKit raised nothing, the counts are `sections`', the visible items are exactly those
    /// whose frames meet the bounds, and each shows a dequeued cell, in the window, bound to
    /// exactly the model at its index path; the display log counts exactly the visible cells.
    func expect(
      shows sections: [Section], in window: UIWindow, diagnostics: [ListDiagnostic],
      isUpdating: Bool, displayLog: DisplayLog, _ comment: Comment?,
      sourceLocation: SourceLocation
    ) {
      #expect(raised.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(diagnostics.isEmpty, comment, sourceLocation: sourceLocation)
      #expect(!isUpdating, comment, sourceLocation: sourceLocation)
      #expect(
        counts == sections.map(\.cellModels.count), comment, sourceLocation: sourceLocation)
      #expect(visible == inBounds, comment, sourceLocation: sourceLocation)
      var visibleRows: [String: Int] = [:]
      for cell in cells.values {
        guard let model = (cell.view as? any BoundCell)?.boundModel, isLogged(model) else {
          continue
        }
        // An item is displayed once however many cells show it: duplicates of an identifier
        // are one item to the controller, as a reloaded row's old and new cells are.
        visibleRows[model.identifier] = 1
      }
      #expect(
        displayLog.displayed == visibleRows,
        "will-display and did-end-displaying; \(comment ?? "")",
        sourceLocation: sourceLocation)
      #expect(displayLog.unbalanced.isEmpty, comment, sourceLocation: sourceLocation)
      for indexPath in visible {
        guard sections.indices.contains(indexPath.section),
          sections[indexPath.section].cellModels.indices.contains(indexPath.item),
          let cell = cells[indexPath], let bound = cell.view as? any BoundCell
        else {
          Issue.record("no model or no row cell at \(indexPath)", sourceLocation: sourceLocation)
          continue
        }
        let expected = sections[indexPath.section].cellModels[indexPath.item]
        #expect(cell.wasDequeued, comment, sourceLocation: sourceLocation)
        #expect(cell.view.window === window, comment, sourceLocation: sourceLocation)
        #expect(
          bound.boundModel?.hasSameContent(as: expected) == true,
          "\(indexPath): \(String(describing: bound.boundModel)) instead of \(expected); \(comment ?? "")",
          sourceLocation: sourceLocation)
        #expect(
          cell.listModel?.hasSameContent(as: expected) == true, comment,
          sourceLocation: sourceLocation)
        #expect(cell.view.frame == cell.expectedFrame, comment, sourceLocation: sourceLocation)
      }
    }
  }
#endif
