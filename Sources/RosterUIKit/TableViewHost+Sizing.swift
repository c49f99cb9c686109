#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// The cell of `cellType` that measures its models (see ``SizingTemplates``); `nil`, and
    /// reported, for a type that is not a `UITableViewCell`.
    func sizingTemplate(for cellType: any ListCell.Type) -> UITableViewCell? {
      // A model without a cell was reported by the controller (`noCellForModel`); it is blank.
      guard ObjectIdentifier(cellType) != ObjectIdentifier(NoCell.self) else { return nil }
      let template = sizingTemplates.template(for: cellType) {
        $0.init(style: .default, reuseIdentifier: nil)
      }
      if template == nil {
        report(
          .unusableCellType(
            cellType: String(reflecting: cellType), reason: Self.notATableViewCell))
      }
      return template
    }
  }
#endif
