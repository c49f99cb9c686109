#if canImport(UIKit)
  import UIKit

  extension CollectionViewHost {
    /// The cell of `cellType` that measures its models (see ``SizingTemplates``); `nil`, and
    /// reported, for a type that is not a `UICollectionViewCell`.
    func sizingTemplate(for cellType: any ListCell.Type) -> UICollectionViewCell? {
      // A model without a cell was reported by the controller (`noCellForModel`); it is blank.
      guard ObjectIdentifier(cellType) != ObjectIdentifier(NoCell.self) else { return nil }
      let template = sizingTemplates.template(for: cellType) { $0.init(frame: .zero) }
      if template == nil {
        report(
          .unusableCellType(
            cellType: String(reflecting: cellType), reason: Self.notACollectionViewCell))
      }
      return template
    }
  }
#endif
