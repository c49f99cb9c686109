#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// The cell of `cellType` that measures its models: created once per type, never shown.
    ///
    /// Made directly rather than dequeued: UIKit expects every dequeued cell to be returned to
    /// it for display.
    func sizingTemplate(for cellType: any ListCell.Type) -> UITableViewCell? {
      let key = ObjectIdentifier(cellType)
      if let template = sizingTemplates[key] { return template }
      guard let cellClass = cellType as? UITableViewCell.Type else {
        report(
          .unusableCellType(
            cellType: String(reflecting: cellType), reason: Self.notATableViewCell))
        return nil
      }
      let template = cellClass.init(style: .default, reuseIdentifier: nil)
      sizingTemplates[key] = template
      return template
    }
  }
#endif
