#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost {
    /// The cell of `cellType` that measures its models: created once per type, never shown.
    ///
    /// Made directly rather than dequeued: UIKit expects every dequeued cell to be returned to
    /// it for display.
    func sizingTemplate(for cellType: any ListCell.Type) -> UICollectionViewCell? {
      let key = ObjectIdentifier(cellType)
      if let template = sizingTemplates[key] { return template }
      // A model without a cell was reported by the controller (`noCellForModel`); it is blank.
      guard key != ObjectIdentifier(NoCell.self) else { return nil }
      guard let cellClass = cellType as? UICollectionViewCell.Type else {
        report(
          .unusableCellType(
            cellType: String(reflecting: cellType), reason: Self.notACollectionViewCell))
        return nil
      }
      let template = cellClass.init(frame: .zero)
      sizingTemplates[key] = template
      return template
    }
  }
#endif
