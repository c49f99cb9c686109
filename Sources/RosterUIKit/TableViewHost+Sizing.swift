#if canImport(UIKit)
  import UIKit

  extension TableViewHost {
    /// The cell of `cellType` that measures its models (see ``SizingTemplates``); `nil`, and
    /// reported, for a type that is not a `UITableViewCell`.
    func sizingTemplate(for cellType: any ListCell.Type) -> UITableViewCell? {
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
