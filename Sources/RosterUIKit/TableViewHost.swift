#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  /// A `UITableView` as a `ListHost`: the object a `ListController` drives to show a Roster
  /// list in a table view, the same contract as ``CollectionViewHost``.
  ///
  /// ```swift
  /// let tableView = UITableView(frame: .zero, style: .plain)
  /// let host = TableViewHost(tableView: tableView)
  /// let controller = ListController(host: host)
  /// ```
  ///
  /// ``ListTableViewController`` does all of this for a whole screen.
  ///
  /// ## What it does
  ///
  /// Like ``CollectionViewHost``, the host only translates; every decision is the controller's:
  ///
  /// - a `BatchUpdate` into one `performBatchUpdates` call, swapping the data *inside* the
  ///   updates block (rule R4), then `reconfigureRows(at:)` for the item rebinds and a fresh
  ///   binding of the visible headers and footers for the section rebinds; a table view that is
  ///   not in a window is reloaded instead;
  /// - registration: every cell type, named after the type; a model's `cellType` must be a
  ///   `UITableViewCell` subclass (``ListTableViewCell`` is the base class to use), otherwise
  ///   the host reports `ListDiagnostic.unusableCellType` and shows an empty cell;
  /// - sizes: the table's row, header and footer heights are the controller's sizes
  ///   (`ListDataSource.elementSize(of:at:)`), answered to `heightForRowAt`,
  ///   `heightForHeaderInSection` and `heightForFooterInSection`; `.autolayout` models are
  ///   measured once, through a template cell of their type bound with `sizing: true`, at the
  ///   table's width, when the table asks their height (see *Estimated heights*). The host
  ///   turns the table's estimated header and footer heights off (zero), so that headers and
  ///   footers are asked up front and sit where their heights say, and turns
  ///   `sectionHeaderTopPadding` off for the same reason;
  /// - UIKit's data source, delegate and prefetching data source callbacks into
  ///   `ListDataSource` questions and `ListController` events (selection, highlighting,
  ///   display, reordering, prefetching). A table has no `ListLayout` to report a visible rect
  ///   in, so its list has no working range.
  ///
  /// ## Estimated heights
  ///
  /// The table keeps UIKit's estimated row heights on: it places the rows it has not shown at
  /// `estimatedRowHeight` and asks the height of a row only as the row comes into its bounds,
  /// so a first screen of a million self-sizing rows asks and measures the rows it shows, not
  /// a million. The host sets the estimate, at each reload, to the controller's size of the
  /// first row (`ListDataSource.layoutSize(of:at:)`): exact in a list of explicit heights, the
  /// controller's estimate in a list its cells measure. It implements no per-row estimate
  /// (`tableView(_:estimatedHeightForRowAt:)`), which the table would ask of every row.
  ///
  /// The table, not the host, places the rows and manages its content offset while it uses
  /// estimates (Apple's `estimatedRowHeight`): when rows above the ones on screen turn out
  /// taller or shorter than their estimate, it moves the offset so that the rows on screen
  /// stay where they are, and ``scroll(to:animated:)`` hands the table the row, which it
  /// scrolls to through the heights it asks on the way. The host's scroll anchoring through a
  /// batch reads the table's own frames (`rectForRow(at:)`). All of this is verified on Linux
  /// under the UIKit model, whose declarations are type-checked against UIKit's; it is not run
  /// on a device.
  ///
  /// ## Headers and footers
  ///
  /// A section's header and footer models name cell types, as its items do. A table shows
  /// headers and footers in `UITableViewHeaderFooterView`s, so the host registers, under each
  /// cell type's identifier, a header-footer view that holds one cell of that type in its
  /// content view, as wide and tall as the header, and binds that cell. One cell class serves
  /// as a row, a header and a footer, as it does in a collection view; nothing about headers
  /// has to be written twice.
  ///
  /// ## One column
  ///
  /// A table shows one column of full-width rows that scrolls vertically, without section
  /// insets or spacing between rows. A section whose `Constraints` ask for more (a
  /// `Distribution` of several cells in a row, horizontal scrolling, insets, line spacing) is
  /// shown that way anyway, and the host reports `ListDiagnostic.unsupportedConstraints` once
  /// per section identifier and cause. Measured rows are measured at the table's full width.
  /// A nested list (``NestedListTableViewCell``) is a table view too: one that asks to scroll
  /// horizontally is shown vertically, and reported the same way, once per nested list.
  ///
  /// ## Tables
  ///
  /// A section with `Constraints.table` shows each `TableRowModel` row's texts in one label
  /// per column, at the frames of the table's width solver, and its header shows the column
  /// titles, with "▲" or "▼" after the sorted column's; right to left, the columns are
  /// mirrored. A `UITableView` scrolls only vertically, so a table wider than the view keeps
  /// every column at its minimum width from the leading edge, and the columns past the
  /// trailing edge are cut off; show a table that must scroll across in a
  /// ``CollectionViewHost``.
  ///
  /// Batches never overlap (rule R17): the controller starts the next one from the previous
  /// one's completion, and the host asserts it in debug builds.
  @MainActor
  public final class TableViewHost: NSObject {
    /// The table view the host drives; the host is its data source and delegate.
    public let tableView: UITableView

    /// Where the host reads its data; the `ListController` that drives the host sets it.
    public weak var dataSource: (any ListDataSource)?

    /// Which cell type shows each type of model in this table view; see `CellRegistry`.
    /// Entries must be `UITableViewCell` subclasses.
    public let cellRegistry: CellRegistry

    /// The reuse identifiers of the registered cell types (the same for their header and
    /// footer views).
    var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    /// The cell types registered, by reuse identifier, for the header and footer views.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// One cell per type, bound with `sizing: true` to measure models of that type.
    var sizingTemplates = SizingTemplates<UITableViewCell>()
    /// Reports what the table cannot show of the sections' constraints (see *One column*).
    lazy var constraintsReport = UnsupportedConstraintsReport(host: self)
    /// The table's own selection, following the controller's.
    lazy var selection = TableSelection(host: self)
    /// Hands the table's prefetch requests to the data source.
    lazy var prefetching = ItemPrefetching(host: self)
    /// The outline rows' disclosure controls, indentation, accessibility and keys.
    lazy var outline = OutlineDisclosure(host: self)
    /// The columns of table sections' rows and headers (see *Tables*).
    lazy var tableColumns = TableViewColumns(host: self)
    /// Whether a batch is between `performBatchUpdates` and its completion.
    package var isPerformingBatch = false
    /// Whether a control in the list reported a value it may still hold (see `HeldInput`).
    var holdsInput = false
    /// What keeps still on screen through a batch: the first visible row by default.
    public var scrollAnchoring: ScrollAnchoring {
      get { scrollAnchorKeeper.mode }
      set { scrollAnchorKeeper.mode = newValue }
    }
    /// Keeps the ``scrollAnchoring`` through each batch.
    package var scrollAnchorKeeper = ScrollAnchorKeeper()
    /// Whether the table reloads when the batch it animates ends (the text size changed).
    var needsReloadAfterBatch = false
    /// Measures the rows again when the text size changes.
    private var contentSizeObserver: ContentSizeObserver?
    /// Where the nested lists of ``NestedListTableViewCell``s were left (a table shows no
    /// bands).
    var childLists = ChildLists()

    /// Makes the host `tableView`'s data source and delegate, and turns its estimated header
    /// and footer heights and its header padding off (see *What it does*).
    ///
    /// The host's registry shows `NestedListCellModel`s with ``NestedListTableViewCell``,
    /// and a table's `TableHeaderModel` with a header of its titles.
    public convenience init(tableView: UITableView) {
      let cellRegistry = CellRegistry()
      cellRegistry.register(NestedListTableViewCell.self)
      cellRegistry.register(TableHeaderTableCell.self)
      self.init(tableView: tableView, cellRegistry: cellRegistry)
    }

    /// Makes the host `tableView`'s data source and delegate, as ``init(tableView:)`` does,
    /// showing its models with the cells of `cellRegistry`, shared with other hosts: one
    /// registry for a hierarchy of lists. The registry is used as it is; register
    /// ``NestedListTableViewCell`` in it for nested lists.
    public init(tableView: UITableView, cellRegistry: CellRegistry) {
      self.tableView = tableView
      self.cellRegistry = cellRegistry
      super.init()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: ReuseIdentifier.fallback)
      tableView.register(
        TableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: ReuseIdentifier.fallback)
      // Rows keep the table's estimates (see *Estimated heights*). Headers and footers are
      // asked up front: one of each per section, cheap to answer for the many sections that
      // have none, which an estimate would place as a gap until shown.
      tableView.estimatedSectionHeaderHeight = 0
      tableView.estimatedSectionFooterHeight = 0
      tableView.sectionHeaderTopPadding = 0
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      focus.install()
      contentSizeObserver = ContentSizeObserver { [weak self] in
        self?.contentSizeCategoryDidChange()
      }
    }

    /// Measures every row again: Dynamic Type fonts changed every measured size. The table
    /// asks for every height again when it reloads, at once or, while a batch animates (which a
    /// reload would break, rule R16), when the batch ends.
    func contentSizeCategoryDidChange() {
      dataSource?.invalidateMeasuredSizes()
      guard !isPerformingBatch else {
        needsReloadAfterBatch = true
        return
      }
      reloadData {}
    }

    /// The host's features, in the order they run at each batch, reload and scroll: the
    /// prefetches a reload drops are cancelled before the selection follows it; the table
    /// columns before the outline, which moves the focus off a row the batch hid last, once
    /// the views have settled.
    var features: HostFeatures {
      HostFeatures([prefetching, selection, constraintsReport, tableColumns, outline])
    }
  }
#endif
