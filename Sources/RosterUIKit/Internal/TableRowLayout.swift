#if canImport(UIKit)
  import UIKit

  /// The rows a ``TableViewHost`` gives its table: a `ListLayout` of the table's one column
  /// (each section's header, its rows and its footer, one under the other), in which a row its
  /// cell measures is placed at an estimate until it comes near the screen.
  ///
  /// The table's own estimated heights stay off. With them on, the table places every row it
  /// has not shown at one estimate (`estimatedRowHeight`, short of a per-row delegate method,
  /// a question per row again), while the controller's estimates differ by model and the host
  /// measures rows a screen beyond what the table shows: the table's frames would no longer be
  /// these.
  /// The host's scroll anchoring, its scroll to a row and its rule that a table scrolled to its
  /// end stays there would then have to set the content offset, which UIKit manages itself
  /// while it uses estimates (Apple's `estimatedRowHeight`). So the table asks every height,
  /// and the host answers from here: reading 10,000 heights from the layout, measuring a few
  /// dozen.
  ///
  /// Where this is verified: on Linux, under the UIKit model (`Tests/UIKitModel`), which
  /// models both settings of the estimates, the host's with them off; the model's declarations
  /// are type-checked against UIKit's signatures (`UIKitCheck`); none of it runs on a device.
  struct TableRowLayout {
    /// The frames, as last laid out.
    private(set) var layout = ListLayout(scrollDirection: .vertical)
    /// Whether the data changed without a batch since the last layout.
    private var isStale = true

    /// The data changed without a batch (a reload, a row the user moved): everything is laid
    /// out again before the next height is read.
    mutating func invalidate() {
      isStale = true
    }

    /// Whether everything must be laid out again for `sectionCount` sections at `width`.
    ///
    /// - Complexity: O(1).
    func needsLayout(width: CGFloat, sectionCount: Int) -> Bool {
      needsLayout(width: width) || layout.numberOfSections != sectionCount
    }

    /// Whether everything must be laid out again at `width`, for the data last laid out.
    ///
    /// - Complexity: O(1).
    func needsLayout(width: CGFloat) -> Bool {
      isStale || layout.containerSize.width != width
    }

    /// The height of the row at `indexPath` as last laid out, 0 for a row the layout does not
    /// have; `nil` when everything must be laid out again at `width` first.
    ///
    /// Mutating, though it changes nothing, so that a table asking the height of each of its
    /// rows reads the layout in place: a non-mutating call on the host's stored row layout
    /// copies it (every buffer retained and released) at each row.
    ///
    /// - Complexity: O(1).
    mutating func height(ofRowAt indexPath: IndexPath, width: CGFloat) -> CGFloat? {
      guard !needsLayout(width: width) else { return nil }
      return height(ofRowAt: indexPath)
    }

    /// The height of the row at `indexPath` as last laid out, 0 for a row the layout does not
    /// have, whether or not the layout is up to date; mutating as the other.
    ///
    /// - Complexity: O(1).
    mutating func height(ofRowAt indexPath: IndexPath) -> CGFloat {
      guard indexPath.count == 2 else { return 0 }
      return layout.size(ofItem: indexPath.item, inSection: indexPath.section)?.height ?? 0
    }

    /// Lays every row out again, asking `sizing` for the rows up to `horizon` from the top
    /// (and the first of each section): the rows after it are placed at the last height asked
    /// in their section, as estimates, until they come near the screen.
    ///
    /// - Complexity: O(n) for n rows, with one `sizing` call per row up to the horizon.
    mutating func layOut(
      _ sections: [Section], containerSize: CGSize,
      sizing: (LayoutElement.Kind, IndexPath) -> ElementSize, sizingUpTo horizon: CGFloat
    ) {
      layout.layout(
        sections.map(Column.init), containerSize: containerSize, sizing: sizing,
        sizingUpTo: horizon)
      isStale = false
    }

    /// Lays out again what `batch`, planned by the controller, changed; nothing while
    /// everything is to be laid out again anyway.
    mutating func apply(
      _ batch: BatchUpdate, sections: [Section],
      sizing: (LayoutElement.Kind, IndexPath) -> ElementSize
    ) {
      guard !isStale else { return }
      // Rows into a table that had none (its first load) are everything: laid out anew, with
      // sizes asked up to a horizon, before the table reads a height.
      guard hasRows else {
        isStale = true
        return
      }
      layout.apply(
        batch, sections: sections.map(Column.init), sizing: sizing,
        namesEveryChangedSection: true)
    }

    /// Whether the last layout placed any row.
    ///
    /// - Complexity: O(s) for s sections.
    private var hasRows: Bool {
      (0..<layout.numberOfSections).contains { layout.numberOfItems(inSection: $0) > 0 }
    }

    /// Measures the rows placed at an estimate that `rect` shows
    /// (`ListLayout/measureEstimatedItems(in:bandOffsets:sections:size:)`); returns how many.
    mutating func measure(
      in rect: CGRect, sections: [Section], size: (LayoutElement.Kind, IndexPath) -> CGSize
    ) -> Int {
      guard !isStale else { return 0 }
      return layout.measureEstimatedItems(
        in: rect, sections: sections.map(Column.init), size: size)
    }
  }

  /// A section as a table shows it: its items one under the other, as wide as the table, with
  /// nothing between them, whatever its constraints ask (see ``TableViewHost``'s *One column*).
  private struct Column: LayoutSection {
    var numberOfItems: Int
    var hasHeader: Bool
    var hasFooter: Bool
    var constraints: Constraints { Constraints() }

    init(_ section: Section) {
      numberOfItems = section.numberOfItems
      hasHeader = section.hasHeader
      hasFooter = section.hasFooter
    }
  }
#endif
