#if canImport(UIKit)
  extension TableViewHost {
    static let notAViewCell =
      "not a UITableViewCell subclass; its models show an empty cell in a table view"
  }
#endif
