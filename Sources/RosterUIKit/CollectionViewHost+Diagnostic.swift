#if canImport(UIKit)
  extension CollectionViewHost {
    /// Reports `diagnostic` through the data source — the one diagnostic channel, the
    /// controller's `diagnosticHandler` — or prints it in debug builds when no controller
    /// drives the host.
    func report(_ diagnostic: ListDiagnostic) {
      reportDiagnostic(diagnostic, through: dataSource)
    }

    static let notACollectionViewCell =
      "not a UICollectionViewCell subclass; its models show an empty cell"
  }
#endif
