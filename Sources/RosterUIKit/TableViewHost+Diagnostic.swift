#if canImport(UIKit)
  extension TableViewHost {
    /// Reports `diagnostic` through the data source — the one diagnostic channel, the
    /// controller's `diagnosticHandler` — or prints it in debug builds when no controller
    /// drives the host.
    func report(_ diagnostic: ListDiagnostic) {
      reportDiagnostic(diagnostic, through: dataSource)
    }

    static let notATableViewCell =
      "not a UITableViewCell subclass; its models show an empty cell in a table view"
  }
#endif
