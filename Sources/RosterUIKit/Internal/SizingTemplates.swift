#if canImport(UIKit)
  import UIKit

  /// The cells that measure models, one per cell type: created once, never shown.
  ///
  /// Made directly rather than dequeued: UIKit expects every dequeued cell to be returned to
  /// it for display.
  @MainActor
  struct SizingTemplates<Cell: UIView> {
    private var templates: [ObjectIdentifier: Cell] = [:]

    /// The template of `cellType`, made with `make` the first time; `nil` when `cellType` is
    /// not a `Cell`.
    mutating func template(
      for cellType: any ListCell.Type, make: (Cell.Type) -> Cell
    ) -> Cell? {
      let key = ObjectIdentifier(cellType)
      if let template = templates[key] { return template }
      guard let cellClass = cellType as? Cell.Type else { return nil }
      let template = make(cellClass)
      templates[key] = template
      return template
    }
  }
#endif
