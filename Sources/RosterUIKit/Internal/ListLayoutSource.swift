#if canImport(UIKit)
  /// What a ``ListCollectionViewLayout`` reads from the host of its collection view: the list
  /// it lays out, where its diagnostics go, and who redraws the bands whose cards it measured.
  ///
  /// The host hands itself to the layout (``ListCollectionViewLayout/source``), so that the
  /// layout knows no host type and never asks the collection view who its data source is.
  @MainActor
  protocol ListLayoutSource: AnyObject {
    /// The list's data: its sections and their sizes.
    var dataSource: (any ListDataSource)? { get }

    /// Reports what a layout had to correct.
    func report(_ diagnostic: ListDiagnostic)

    /// The layout measured cards of the bands of `sections` that were placed at an estimate.
    func bandsWereMeasured(_ sections: Set<Int>)

    /// How wide the rows and header of section `section` are when its table is wider than the
    /// view; `nil` when it is no table, or fits.
    func widenedWidth(ofSection section: Int) -> CGFloat?

    /// The widest table wider than the view, or 0: the content is at least as wide.
    var widestTable: CGFloat { get }
  }
#endif

#if canImport(UIKit)
  extension CollectionViewHost: ListLayoutSource {
    /// The bands' views place their measured cards again.
    func bandsWereMeasured(_ sections: Set<Int>) {
      bands.wereMeasured(sections)
    }

    /// The table's width, when wider than the view (see `CollectionTableColumns`).
    func widenedWidth(ofSection section: Int) -> CGFloat? {
      tableColumns.widenedWidth(ofSection: section)
    }

    /// The widest table wider than the view.
    var widestTable: CGFloat { tableColumns.widestTable }
  }
#endif
