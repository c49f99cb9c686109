import Foundation

/// A section's constraints made safe to compute with, and the extents they give its rows and
/// columns. The one place that decides how wide a cell may be: both ``ListLayout`` and
/// ``ListLayout/availableSize(for:in:constraints:)`` use it, so measured sizes and laid-out
/// frames agree.
struct SectionMetrics {
  /// The insets, each negative or non-finite edge replaced by zero.
  var inset: EdgeInsets
  /// The space between rows, at least zero.
  var lineSpacing: CGFloat
  /// The space between the cells of a row, at least zero.
  var interitemSpacing: CGFloat
  /// The extent of a row along the section's cross axis: the container minus the insets, at
  /// least zero.
  var rowExtent: CGFloat
  /// The number of equal columns of `.equally`, at least 1 (1 for other distributions).
  var columns: Int
  /// The extent of one column of `.equally` (the row extent for other distributions).
  var columnExtent: CGFloat
  /// The minimum width of `.proportionallyWithLastCellFillingWidth`, at least zero (zero for
  /// other distributions).
  var minimumWidth: CGFloat
  /// What was wrong with the constraints, for the section at `section`.
  var diagnostics: [LayoutDiagnostic] = []

  /// Computes the metrics of a section laid out in `container` (whose dimensions must be
  /// finite and non-negative) under `constraints`; `section` only labels diagnostics.
  init(container: CGSize, constraints: Constraints, section: Int = 0) {
    var diagnostics: [LayoutDiagnostic] = []
    func safe(_ value: CGFloat) -> CGFloat {
      let safe = ListLayout.sanitizedExtent(value)
      if safe != value { diagnostics.append(.invalidSpacing(section: section, value: value)) }
      return safe
    }
    let raw = constraints.inset
    inset = EdgeInsets(
      top: safe(raw.top), left: safe(raw.left), bottom: safe(raw.bottom), right: safe(raw.right))
    lineSpacing = safe(constraints.minimumLineSpacing)
    interitemSpacing = safe(constraints.minimumInteritemSpacing)

    let flow = constraints.scrollDirection
    let edges = flow.edges(of: inset)
    let available = flow.cross(of: container) - edges.crossBefore - edges.crossAfter
    rowExtent = max(0, available)

    columns = 1
    minimumWidth = 0
    switch constraints.distribution {
    case .equally(let cellsInRow):
      if cellsInRow < 1 {
        diagnostics.append(.nonPositiveCellsInRow(section: section, cellsInRow: cellsInRow))
      }
      columns = max(1, cellsInRow)
      // More columns than the row has points would make every cell a sliver no host shows
      // (Int.max of them are 0 columns wide in a terminal): keep as many as fit at the minimum
      // extent with their spacing. Counts that fit without spacing keep their columns, as
      // spacing that leaves no room is reported as such below.
      if available >= ListLayout.minimumColumnExtent,
        CGFloat(columns) > available / ListLayout.minimumColumnExtent
      {
        let fitting =
          (available + interitemSpacing)
          / (ListLayout.minimumColumnExtent + interitemSpacing)
        columns = max(1, Int(fitting.rounded(.down)))
        diagnostics.append(
          .tooManyCellsInRow(section: section, cellsInRow: cellsInRow, columns: columns))
      }
    case .proportionallyWithLastCellFillingWidth(let minimumWidth):
      self.minimumWidth = ListLayout.sanitizedExtent(minimumWidth)
      if self.minimumWidth != minimumWidth {
        diagnostics.append(.invalidMinimumWidth(section: section, minimumWidth: minimumWidth))
      }
    case .entireRow, .proportionally:
      break
    }
    let columnsAvailable = available - interitemSpacing * CGFloat(columns - 1)
    columnExtent = max(0, columnsAvailable / CGFloat(columns))
    if columnsAvailable < 0 {
      diagnostics.append(.insetsExceedContainer(section: section, available: columnsAvailable))
    }
    self.diagnostics = diagnostics
  }

  /// The extent a cell may take along the section's cross axis: one column of `.equally`, the
  /// whole row otherwise.
  var cellCrossExtent: CGFloat { columnExtent }

  /// Narrows the rows of a band (a section flowing across the list, whose rows would otherwise
  /// span the whole container) to its tallest item: one item per row is as tall as the
  /// tallest, `.equally(n)` stacks n of them, and no band is taller than the container allows.
  ///
  /// - Parameter tallest: the largest preferred extent of the band's items across its flow.
  mutating func fitBand(toTallest tallest: CGFloat) {
    let spacing = interitemSpacing * CGFloat(columns - 1)
    let band = min(rowExtent, tallest * CGFloat(columns) + spacing)
    rowExtent = band
    columnExtent = max(0, (band - spacing) / CGFloat(columns))
  }
}
