// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

#if os(Linux)

  import RosterTesting

  // MARK: - Table views

  /// A `UITableView` that does what Apple documents for the API Roster uses, as
  /// ``UICollectionView`` does for collection views (counts, dequeues, batches, completions);
  /// what differs for a table:
  ///
  /// - **Geometry.** One column as wide as the table: each section is its header, its rows and
  ///   its footer, stacked, with the heights the delegate answers. Floating headers are not
  ///   modelled.
  /// - **Estimated heights off** (`estimatedRowHeight`, `estimatedSectionHeaderHeight` or
  ///   `estimatedSectionFooterHeight` set to 0): Apple documents that the table then asks the
  ///   actual height of every row (header, footer) up front. The model asks every height of
  ///   that kind whenever it lays the table out anew (after `reloadData()`, after every batch,
  ///   when the width changes).
  /// - **Estimated heights on** (the default, `automaticDimension`, or a positive estimate):
  ///   Apple documents estimates as deferring the cost of geometry from load time to
  ///   scrolling time, the content height being worked out from them before the table
  ///   appears, and the table as managing its content offset and size itself while it uses
  ///   them. The model (no `estimatedHeightFor…` delegate method is modelled) places every
  ///   element of that kind at the estimate when it lays the table out anew, asking nothing,
  ///   and asks the delegate the height of an element only when a layout pass finds it in the
  ///   bounds, before displaying it; it keeps each answer. A batch carries the heights of the
  ///   rows, headers and footers it keeps, to be asked again when next shown (Apple's
  ///   `beginUpdates()`: a batch animates changes in the row heights), and places the ones it
  ///   inserts or reloads at the estimate. When answers change elements above the rows that
  ///   were on screen, the table moves its content offset by as much, so that those rows do not
  ///   move on screen (not above the top of the content), and a table that showed the end of
  ///   its content shows the end again; `scrollToRow(at:at:animated:)`
  ///   scrolls again until the heights it asks on the way leave the row where asked. Where
  ///   Apple leaves the estimate of `automaticDimension` to the table, the model uses 44 points
  ///   for a row and 28 for a header or footer.
  /// - **Headers and footers.** Not in a batch's index space: the delegate's
  ///   `viewForHeaderInSection` / `viewForFooterInSection` are asked when a section's header or
  ///   footer comes into the bounds, and again only for sections a batch inserts or reloads;
  ///   the views of kept sections stay as they are (rebinding them is the app's business).
  ///   A `UITableViewHeaderFooterView` with a reuse identifier joins its queue when it leaves.
  /// - **Batches.** Apple documents the same index spaces as for collection views: deletions
  ///   and reloads name rows before the batch, insertions after the deletions, "regardless of
  ///   ordering of the insertion, deletion, and reloading method calls" (`deleteRows(at:with:)`,
  ///   `reloadRows(at:with:)`), and the data source is updated inside the block
  ///   (`performBatchUpdates(_:completion:)`), so a batch is checked by the same
  ///   `SimulatedCollectionView.validate` (``BatchCheck``).
  /// - **Reconfiguring** (`reconfigureRows(at:)`) hands back the same cell, unprepared
  ///   (`UITableViewCell.prepareForReuse()`: "The table view doesn't call this method … if you
  ///   use reconfigureRows(at:)").
  @MainActor open class UITableView: UIScrollView, ModelListView {
    /// Model: a section's header or footer.
    struct Supplement: ListSupplementKey {
      enum Edge: Hashable { case header, footer }
      var edge: Edge
      var section: Int
    }

    /// Model: where a section's elements are. Its rows are kept as their tops and heights, a
    /// third of the frames' size for a table of a million rows, and found in a rectangle by a
    /// binary search: UIKit's layout pass costs what is on screen, not what the table holds.
    struct SectionFrames {
      /// Where the section begins: its header's top, or its first row's.
      var origin: CGFloat = 0
      var header: CGRect?
      /// Each row's top, in order; with the heights clamped at zero, they never decrease.
      var rowTops: [CGFloat]
      var rowHeights: [CGFloat]
      var footer: CGRect?
      var width: CGFloat
      /// With estimated heights on, whether the header, each row (empty when none is) and the
      /// footer sit at a height the table has yet to ask: an estimate, or a height kept
      /// through a batch.
      var headerPending = false
      var rowPending: [Bool] = []
      var footerPending = false

      var rowCount: Int { rowTops.count }

      /// Where the section ends: below its footer, its last row or its header.
      var end: CGFloat {
        if let footer { return footer.maxY }
        if let last = rowTops.indices.last { return rowTops[last] + rowHeights[last] }
        return header?.maxY ?? origin
      }

      /// Stacks the section again from `origin`, from its row `firstRow` on (its header too
      /// when `firstRow` is negative); returns where it ends.
      ///
      /// - Complexity: O(r) for the r rows from `firstRow`.
      mutating func restack(from origin: CGFloat, firstRow: Int) -> CGFloat {
        var y: CGFloat
        var row = firstRow
        if row < 0 || rowCount == 0 {
          self.origin = origin
          y = origin
          if let height = header?.height {
            header = CGRect(x: 0, y: y, width: width, height: height)
            y += height
          }
          row = 0
        } else {
          y = row < rowCount ? rowTops[row] : rowTops[rowCount - 1] + rowHeights[rowCount - 1]
        }
        while row < rowCount {
          rowTops[row] = y
          y += rowHeights[row]
          row += 1
        }
        if let height = footer?.height {
          footer = CGRect(x: 0, y: y, width: width, height: height)
          y += height
        }
        return y
      }

      func row(_ row: Int) -> CGRect {
        CGRect(x: 0, y: rowTops[row], width: width, height: rowHeights[row])
      }

      /// The rows of positive height that overlap `minY..<maxY`, not just touch it.
      ///
      /// - Complexity: O(log n + k) for n rows, k of them in the range.
      func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> [Int] {
        // The first row whose bottom is below `minY`: bottoms never decrease either.
        var low = 0
        var high = rowTops.count
        while low < high {
          let middle = (low + high) / 2
          if rowTops[middle] + rowHeights[middle] > minY {
            high = middle
          } else {
            low = middle + 1
          }
        }
        var found: [Int] = []
        var row = low
        while row < rowTops.count, rowTops[row] < maxY {
          if rowHeights[row] > 0 { found.append(row) }
          row += 1
        }
        return found
      }
    }

    private let tableStyle: UITableView.Style
    private weak var storedDelegate: (any UITableViewDelegate)?
    private weak var storedDataSource: (any UITableViewDataSource)?
    private weak var storedPrefetchDataSource: (any UITableViewDataSourcePrefetching)?
    private var cellClasses: [String: AnyClass] = [:]
    private var headerFooterClasses: [String: AnyClass] = [:]
    let list = ListContent<UITableViewCell, Supplement, UIView>()
    private let reusableHeaderFooters = ReuseQueues<UITableViewHeaderFooterView>()
    /// The frames laid out from the delegate's heights; `nil` when they must be asked again.
    private var frames: [SectionFrames]?
    private var framesWidth: CGFloat = 0
    /// With estimated heights on, the frames before the batch running, carried through it.
    private var framesBeforeBatch: [SectionFrames]?

    /// Model: every batch UIKit would reject (it raises) or animate wrongly, in order.
    public var batchErrors: [BatchUpdateError] { list.batchState.errors }
    /// Model: UIKit's exceptions other than batch errors (bad dequeues, bad cells), in order.
    public var raisedExceptions: [String] { list.raisedExceptions }
    /// Model: how many animated batches have not completed.
    public var animationsInFlight: Int { list.batchState.animationsInFlight }
    /// Model: how many `performBatchUpdates` and `reloadData()` calls the view received.
    public var batchCount: Int { list.batchState.batchCount }
    public var reloadCount: Int { list.batchState.reloadCount }
    /// Model: how many times the table asked its delegate for every height.
    public private(set) var heightPasses = 0

    public init(frame: CGRect, style: UITableView.Style) {
      tableStyle = style
      super.init(frame: frame)
    }
    public required init(frame: CGRect) {
      tableStyle = .plain
      super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
      tableStyle = .plain
      super.init(coder: coder)
    }

    open var style: UITableView.Style { tableStyle }
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
      get { storedPrefetchDataSource }
      set { storedPrefetchDataSource = newValue }
    }
    weak open var dataSource: (any UITableViewDataSource)? {
      get { storedDataSource }
      set {
        storedDataSource = newValue
        list.counts = nil
        frames = nil
        list.needsReloadAll = true
        setNeedsLayout()
      }
    }
    weak open var delegate: (any UITableViewDelegate)? {
      get { storedDelegate }
      set {
        storedDelegate = newValue
        frames = nil
        setNeedsLayout()
      }
    }

    // UIKit's defaults: `UITableView.automaticDimension` (-1) for the estimates and, from
    // iOS 15, for the padding above plain headers (stored only).
    private var storedEstimates = (row: CGFloat(-1), header: CGFloat(-1), footer: CGFloat(-1)) {
      didSet {
        guard storedEstimates != oldValue else { return }
        frames = nil
        setNeedsLayout()
      }
    }
    private var storedHeaderPadding = CGFloat(-1)
    /// The height unseen rows are placed at; 0 asks every row's height up front (see the
    /// type's notes).
    open var estimatedRowHeight: CGFloat {
      get { storedEstimates.row }
      set { storedEstimates.row = newValue }
    }
    /// The height unseen headers are placed at; 0 asks every header's height up front.
    open var estimatedSectionHeaderHeight: CGFloat {
      get { storedEstimates.header }
      set { storedEstimates.header = newValue }
    }
    /// The height unseen footers are placed at; 0 asks every footer's height up front.
    open var estimatedSectionFooterHeight: CGFloat {
      get { storedEstimates.footer }
      set { storedEstimates.footer = newValue }
    }
    /// Model: the estimates in use, 0 for a kind whose heights are all asked up front; the
    /// model's stand-ins where UIKit picks them (`automaticDimension`, or any negative value).
    private var estimates: (row: CGFloat, header: CGFloat, footer: CGFloat) {
      func inUse(_ estimate: CGFloat, automatic: CGFloat) -> CGFloat {
        estimate < 0 ? automatic : estimate
      }
      return (
        inUse(storedEstimates.row, automatic: 44), inUse(storedEstimates.header, automatic: 28),
        inUse(storedEstimates.footer, automatic: 28)
      )
    }
    /// Model: whether any kind of element is placed at an estimate until shown.
    var usesEstimates: Bool {
      let estimates = estimates
      return estimates.row > 0 || estimates.header > 0 || estimates.footer > 0
    }
    @available(iOS 15.0, tvOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat {
      get { storedHeaderPadding }
      set { storedHeaderPadding = newValue }
    }
    /// Whether the focus, coming back to the view, goes to the index path focused last (see
    /// ``ListFocus``).
    open var remembersLastFocusedIndexPath: Bool {
      get { list.focus.remembersLastFocusedIndexPath }
      set { list.focus.remembersLastFocusedIndexPath = newValue }
    }
    /// Whether the items can take the focus at all: on iPad, a hardware keyboard's arrows
    /// move it only while this is on (UIKit's default there is off). While it is off the model
    /// moves no focus.
    @available(iOS 15.0, tvOS 15.0, *)
    open var allowsFocus: Bool {
      get { list.focus.allowsFocus }
      set { list.focus.allowsFocus = newValue }
    }
    /// Whether a tap on a selected row deselects it and others stay selected.
    open var allowsMultipleSelection: Bool {
      get { list.selectionPolicy.allowsMultipleSelection }
      set { list.selectionPolicy.allowsMultipleSelection = newValue }
    }
    open var allowsSelectionDuringEditing: Bool {
      get { list.selectionPolicy.allowsSelectionDuringEditing }
      set { list.selectionPolicy.allowsSelectionDuringEditing = newValue }
    }
    open var allowsMultipleSelectionDuringEditing: Bool {
      get { list.selectionPolicy.allowsMultipleSelectionDuringEditing }
      set { list.selectionPolicy.allowsMultipleSelectionDuringEditing = newValue }
    }
    /// Whether the table is in edit mode; the selection policy follows it.
    open var isEditing: Bool {
      get { list.selectionPolicy.isEditing }
      set { list.selectionPolicy.isEditing = newValue }
    }
    /// Enters or leaves edit mode. The model shows no editing controls: only the selection
    /// policy changes.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    override func didScroll() { storedDelegate?.scrollViewDidScroll(self) }
    override func willBeginDragging() { storedDelegate?.scrollViewWillBeginDragging(self) }

    // MARK: Registration and dequeuing

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
      cellClasses[identifier] = cellClass
    }
    open func register(
      _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
      headerFooterClasses[identifier] = aClass
    }

    open func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
      guard let cellClass = cellClasses[identifier] as? UITableViewCell.Type else {
        fatalError(
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
            + "class for the identifier or connect a prototype cell in a storyboard")
      }
      return dequeueCell(identifier, at: indexPath) {
        cellClass.init(style: .default, reuseIdentifier: identifier)
      }
    }

    /// A queued view, prepared for reuse, or a new one of the registered class; `nil` for an
    /// identifier nothing was registered under.
    open func dequeueReusableHeaderFooterView(
      withIdentifier identifier: String
    ) -> UITableViewHeaderFooterView? {
      let registered = headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type
      guard
        let view = reusableHeaderFooters.dequeue(identifier)
          ?? registered?.init(reuseIdentifier: identifier)
      else { return nil }
      list.requests.handOut(view)
      return view
    }

    /// Model: whether `view` came from one of this table view's dequeues.
    public func wasDequeued(_ view: UIView) -> Bool {
      list.requests.wasDequeued(view)
    }

    // MARK: Selection and reordering

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselectCell(at: indexPath) }

    /// The selected rows, as UIKit keeps them.
    open var indexPathsForSelectedRows: [IndexPath]? { list.selected.sorted() }

    /// Selects the row without telling the delegate, as UIKit does for a selection made in
    /// code; `nil` deselects every row. Scrolling to it is left out: nothing here asks for it.
    open func selectRow(
      at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
    ) {
      selectCell(at: indexPath)
    }

    /// Model: a tap on the visible row at `indexPath`, with UIKit's callbacks in UIKit's order:
    /// `shouldHighlightRowAt`, and if it allows it `didHighlightRowAt`, `didUnhighlightRowAt`,
    /// then the selection and `didSelectRowAt`. Returns whether the row was selected.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> Bool { tapCell(at: indexPath) }

    /// Model: the user drags the row at `source` to `destination` with the reorder control.
    /// UIKit asks `canMoveRowAt` first; the delegate may retarget the drop
    /// (`targetIndexPathForMoveFromRowAt`); it moves the row on screen, then tells the data
    /// source with `moveRowAt:to:` (which must change its data to match) and lays the table out
    /// again. Returns whether the row could be moved (a row retargeted to where it was stays,
    /// and the data source hears nothing).
    @discardableResult
    public func dragRow(from source: IndexPath, to proposed: IndexPath) -> Bool {
      layoutIfNeeded()
      var counts = loadedCounts()
      guard let dataSource = storedDataSource, counts.indices.contains(source.section),
        source.item < counts[source.section], counts.indices.contains(proposed.section),
        dataSource.tableView(self, canMoveRowAt: source)
      else { return false }
      let destination =
        storedDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        ?? proposed
      guard destination != source else { return true }
      guard counts.indices.contains(destination.section) else { return false }
      counts[source.section] -= 1
      counts[destination.section] += 1
      guard destination.item < counts[destination.section] else { return false }
      let batch = BatchUpdate(itemMoves: [IndexPathPair(from: source, to: destination)])
      _ = place(by: BatchPlacement(batch, old: loadedCounts(), new: counts), batch: batch)
      list.counts = counts
      dataSource.tableView(self, moveRowAt: source, to: destination)
      frames = nil
      setNeedsLayout()
      layoutIfNeeded()
      return true
    }

    // MARK: What is shown

    open func reloadData() {
      countReload()
      list.prefetching.forget()
      list.counts = nil
      frames = nil
      framesBeforeBatch = nil
      list.needsReloadAll = true
      setNeedsLayout()
    }

    open var indexPathsForVisibleRows: [IndexPath]? { list.visible.keys.sorted() }

    /// The cells on screen, in index path order.
    open var visibleCells: [UITableViewCell] { list.visibleCells }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { list.visible[indexPath] }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      list.supplements[Supplement(edge: .header, section: section)]
        as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
      list.supplements[Supplement(edge: .footer, section: section)]
        as? UITableViewHeaderFooterView
    }

    /// The cached number of sections, asked of the data source if there is none.
    open var numberOfSections: Int { loadedCounts().count }

    /// The cached number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { count(inSection: section) }

    /// The frame of the row at `indexPath` as last laid out; `.zero` for a row the table does
    /// not have.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
      laidOutFrame(ofRow: indexPath) ?? .zero
    }

    /// Model: the frame of the row at `indexPath` as last laid out, if the table has the row.
    func laidOutFrame(ofRow indexPath: IndexPath) -> CGRect? {
      guard let frames, frames.indices.contains(indexPath.section),
        (0..<frames[indexPath.section].rowCount).contains(indexPath.item)
      else { return nil }
      return frames[indexPath.section].row(indexPath.item)
    }

    /// Model: the frame of a section's header or footer as last laid out, if it has one.
    public func rect(ofHeader isHeader: Bool, inSection section: Int) -> CGRect? {
      guard let frames, frames.indices.contains(section) else { return nil }
      return isHeader ? frames[section].header : frames[section].footer
    }

    /// Scrolls so that the row is where asked, within the content; UIKit raises for an index
    /// path it does not have.
    open func scrollToRow(
      at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
      layoutIfNeeded()
      guard indexPath.count == 2, laidOutFrame(ofRow: indexPath) != nil else {
        list.raisedExceptions.append("attempt to scroll to invalid index path: \(indexPath)")
        return
      }
      // With estimates, the heights asked on the way move the row: it is scrolled to again
      // until it stays (a few passes settle any table).
      for _ in 0..<(usesEstimates ? 8 : 1) {
        guard let frame = laidOutFrame(ofRow: indexPath),
          let offset = scrollOffset(showing: frame, at: scrollPosition)
        else { return }
        guard offset != contentOffset.y || !usesEstimates else { return }
        contentOffset.y = offset
        layoutIfNeeded()
      }
    }

    /// The offset that shows `frame` at `scrollPosition`, within the content; `nil` when
    /// `.none` finds it in the bounds already.
    private func scrollOffset(
      showing frame: CGRect, at scrollPosition: UITableView.ScrollPosition
    ) -> CGFloat? {
      let top: CGFloat
      switch scrollPosition {
      case .top: top = frame.minY
      case .bottom: top = frame.maxY - bounds.height
      case .middle: top = frame.midY - bounds.height / 2
      case .none:
        guard frame.minY < bounds.minY || frame.maxY > bounds.maxY else { return nil }
        top = frame.minY < bounds.minY ? frame.minY : frame.maxY - bounds.height
      }
      return min(max(top, 0), max(contentSize.height - bounds.height, 0))
    }

    // MARK: Layout pass

    /// UIKit's layout pass: counts, every height if the frames are stale, then the visible rows,
    /// headers and footers from the frames in the bounds.
    open override func layoutSubviews() {
      super.layoutSubviews()
      let generation = dataGeneration
      endDisplayingAllIfReloading()
      _ = laidOutFrames()
      askHeightsInBounds()
      guard let frames else { return }
      var rows: [IndexPath: CGRect] = [:]
      var supplements: [Supplement: CGRect] = [:]
      for (section, shown) in frames.enumerated() {
        for row in shown.rows(overlapping: bounds.minY, bounds.maxY) {
          rows[[section, row]] = shown.row(row)
        }
        if let header = shown.header, meetsBounds(header) {
          supplements[Supplement(edge: .header, section: section)] = header
        }
        if let footer = shown.footer, meetsBounds(footer) {
          supplements[Supplement(edge: .footer, section: section)] = footer
        }
      }
      guard display(cells: rows, supplements: supplements, generation: generation) else { return }
      prefetch(frames: frames)
    }

    /// Prefetches the rows in the band past the bounds and cancels those that left it unseen;
    /// see ``PrefetchTracker``.
    private func prefetch(frames: [SectionFrames]) {
      guard let prefetchDataSource = storedPrefetchDataSource else { return }
      let band = list.prefetching.band(past: bounds)
      var ahead = Set<IndexPath>()
      for (section, shown) in frames.enumerated() {
        for row in shown.rows(overlapping: band.minY, band.maxY) { ahead.insert([section, row]) }
      }
      list.prefetch(
        ahead: ahead, prefetch: { prefetchDataSource.tableView(self, prefetchRowsAt: $0) },
        cancel: { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: $0) })
    }

    /// Overlapping, not just touching, whatever `CGRect.intersects` says on this platform.
    private func meetsBounds(_ frame: CGRect) -> Bool {
      frame.height > 0 && frame.minY < bounds.maxY && frame.maxY > bounds.minY
    }

    /// The frames, laid out again from every height the delegate answers when they are stale
    /// or the width changed.
    private func laidOutFrames() -> [SectionFrames] {
      let counts = loadedCounts()
      if let frames, framesWidth == bounds.width { return frames }
      heightPasses += 1
      let width = bounds.width
      var y: CGFloat = 0
      func next(_ height: CGFloat) -> CGRect {
        defer { y += max(height, 0) }
        return CGRect(x: 0, y: y, width: width, height: max(height, 0))
      }
      let delegate = storedDelegate
      let estimates = estimates
      var laidOut: [SectionFrames] = []
      laidOut.reserveCapacity(counts.count)
      for (section, count) in counts.enumerated() {
        let origin = y
        let header =
          estimates.header > 0
          ? estimates.header : delegate?.tableView(self, heightForHeaderInSection: section) ?? 0
        let headerFrame = header > 0 ? next(header) : nil
        let heights =
          estimates.row > 0
          ? Array(repeating: estimates.row, count: count)
          : rowHeights(inSection: section, count: count, from: delegate)
        var tops: [CGFloat] = []
        tops.reserveCapacity(count)
        for height in heights {
          tops.append(y)
          y += height
        }
        let footer =
          estimates.footer > 0
          ? estimates.footer : delegate?.tableView(self, heightForFooterInSection: section) ?? 0
        laidOut.append(
          SectionFrames(
            origin: origin, header: headerFrame, rowTops: tops, rowHeights: heights,
            footer: footer > 0 ? next(footer) : nil, width: width,
            headerPending: estimates.header > 0,
            rowPending: estimates.row > 0 ? Array(repeating: true, count: count) : [],
            footerPending: estimates.footer > 0))
      }
      frames = laidOut
      framesWidth = width
      contentSize = CGSize(width: width, height: y)
      return laidOut
    }

    /// With estimated heights on, asks the height of every element in the bounds placed at an
    /// estimate (or kept through a batch), keeps the answers, and moves the content offset by
    /// as much as they moved the first row the last pass showed, so that the rows on screen
    /// stay where they are (not above the top of the content, counting from where the row
    /// would have been over all the passes); a table that showed the end of
    /// its content, taller than its bounds, shows the end of it again instead, as a scroll
    /// view brings an offset past its content back to the end. Again while the new offset
    /// brings more such elements into the bounds.
    ///
    /// - Complexity: O(s log n + k) for s sections of n rows and k elements in the bounds,
    ///   plus the restacking from the first element asked to the end, once per pass.
    private func askHeightsInBounds() {
      guard usesEstimates else { return }
      // The row the last pass showed first, which a batch re-placed; on a first pass, none:
      // whatever is asked is at or below the first element in the bounds.
      let anchor = list.visible.keys.min()
      // Whether the pass starts at the end of the content (or past it): then the end, not the
      // anchor, is what stays.
      let insets = adjustedContentInset
      let showedEnd =
        contentSize.height + insets.top + insets.bottom > bounds.height
        && bounds.maxY >= contentSize.height + insets.bottom - 0.5
      // The offset that keeps the anchor where it was, before the top of the content stops it:
      // a pass stopped at the top, whose next pass finds taller elements above the anchor, moves
      // the offset from where the anchor wanted it, not from the top.
      var anchoredOffset: CGFloat?
      for _ in 0..<8 {
        guard var laidOut = frames else { return }
        // Moved out, so that the arrays are changed in place, not copied (a table of a million
        // rows would copy them at each pass); a delegate reading the frames while it answers
        // finds none, as before the first layout.
        frames = nil
        let anchorTop = anchor.flatMap { Self.top(ofRow: $0, in: laidOut) }
        let firstAsked = askPendingHeights(in: &laidOut)
        if let firstAsked {
          var y = laidOut[firstAsked.section].origin
          for section in firstAsked.section..<laidOut.count {
            y = laidOut[section].restack(
              from: y, firstRow: section == firstAsked.section ? firstAsked.row : -1)
          }
          contentSize = CGSize(width: framesWidth, height: y)
        }
        frames = laidOut
        guard firstAsked != nil else { return }
        if showedEnd {
          let end = max(contentSize.height + insets.bottom - bounds.height, -insets.top)
          if end != contentOffset.y { contentOffset.y = end }
        } else if let anchorTop, let anchor, let newTop = Self.top(ofRow: anchor, in: laidOut),
          newTop != anchorTop
        {
          let wanted = (anchoredOffset ?? contentOffset.y) + newTop - anchorTop
          anchoredOffset = wanted
          let offset = max(wanted, -insets.top)
          if offset != contentOffset.y { contentOffset.y = offset }
        }
      }
    }

    /// Asks the height of each element in the bounds that is pending; returns the first one
    /// asked (a header as row -1, a footer as the row count), if any.
    private func askPendingHeights(in laidOut: inout [SectionFrames]) -> (section: Int, row: Int)? {
      let delegate = storedDelegate
      var firstAsked: (section: Int, row: Int)?
      func asked(_ section: Int, _ row: Int) {
        if firstAsked == nil { firstAsked = (section, row) }
      }
      for section in laidOut.indices {
        guard laidOut[section].origin < bounds.maxY, laidOut[section].end > bounds.minY else {
          continue
        }
        if askPendingHeight(of: .header, inSection: section, in: &laidOut) { asked(section, -1) }
        if !laidOut[section].rowPending.isEmpty {
          for row in laidOut[section].rows(overlapping: bounds.minY, bounds.maxY)
          where laidOut[section].rowPending[row] {
            let path = IndexPath(item: row, section: section)
            laidOut[section].rowHeights[row] = max(
              delegate?.tableView(self, heightForRowAt: path) ?? 44, 0)
            laidOut[section].rowPending[row] = false
            asked(section, row)
          }
        }
        if askPendingHeight(of: .footer, inSection: section, in: &laidOut) {
          asked(section, laidOut[section].rowCount)
        }
      }
      return firstAsked
    }

    /// Asks the height of the section's header or footer if it is pending and meets the
    /// bounds, and keeps it (an element answered 0 tall is gone); returns whether it asked.
    private func askPendingHeight(
      of edge: Supplement.Edge, inSection section: Int, in laidOut: inout [SectionFrames]
    ) -> Bool {
      let isHeader = edge == .header
      let pending = isHeader ? laidOut[section].headerPending : laidOut[section].footerPending
      guard pending, let frame = isHeader ? laidOut[section].header : laidOut[section].footer,
        meetsBounds(frame)
      else { return false }
      let delegate = storedDelegate
      let answer =
        isHeader
        ? delegate?.tableView(self, heightForHeaderInSection: section)
        : delegate?.tableView(self, heightForFooterInSection: section)
      let height = max(answer ?? 0, 0)
      let asked =
        height > 0 ? CGRect(x: 0, y: frame.minY, width: frame.width, height: height) : nil
      if isHeader {
        laidOut[section].header = asked
        laidOut[section].headerPending = false
      } else {
        laidOut[section].footer = asked
        laidOut[section].footerPending = false
      }
      return true
    }

    /// The top of the row at `indexPath` in `laidOut`, if it has the row.
    private static func top(ofRow indexPath: IndexPath, in laidOut: [SectionFrames]) -> CGFloat? {
      guard laidOut.indices.contains(indexPath.section),
        laidOut[indexPath.section].rowTops.indices.contains(indexPath.item)
      else { return nil }
      return laidOut[indexPath.section].rowTops[indexPath.item]
    }

    /// The heights of a section's rows, as the delegate answers them (at least zero), 44
    /// points without a delegate.
    private func rowHeights(
      inSection section: Int, count: Int, from delegate: (any UITableViewDelegate)?
    ) -> [CGFloat] {
      // Unwrapped once: a call through the optional retains and releases the delegate, which
      // its weak references make slow, a million times for a million rows.
      // A loop, not `map`: the closure of a main-actor method checks its executor at each row.
      guard let delegate else { return Array(repeating: 44, count: count) }
      var heights: [CGFloat] = []
      heights.reserveCapacity(count)
      for row in 0..<count {
        // A path built without allocating: a table of a million rows asks a million heights.
        let path = IndexPath(item: row, section: section)
        heights.append(max(delegate.tableView(self, heightForRowAt: path), 0))
      }
      return heights
    }

    func askCounts() -> [Int] {
      guard let dataSource = storedDataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.tableView(self, numberOfRowsInSection: $0)
      }
    }

    var cellProvider: ((IndexPath) -> UITableViewCell)? {
      guard let dataSource = storedDataSource else { return nil }
      return { dataSource.tableView(self, cellForRowAt: $0) }
    }

    var listDelegate: ListDelegate<UITableViewCell>? {
      guard let delegate = storedDelegate else { return nil }
      return ListDelegate(
        shouldHighlight: { delegate.tableView(self, shouldHighlightRowAt: $0) },
        didHighlight: { delegate.tableView(self, didHighlightRowAt: $0) },
        didUnhighlight: { delegate.tableView(self, didUnhighlightRowAt: $0) },
        didSelect: { delegate.tableView(self, didSelectRowAt: $0) },
        didDeselect: { delegate.tableView(self, didDeselectRowAt: $0) },
        canFocus: { delegate.tableView(self, canFocusRowAt: $0) },
        preferredFocus: { delegate.indexPathForPreferredFocusedView(in: self) },
        didUpdateFocus: {
          delegate.tableView(
            self,
            didUpdateFocusIn: UITableViewFocusUpdateContext(
              previouslyFocusedIndexPath: $0, nextFocusedIndexPath: $1),
            with: UIFocusAnimationCoordinator())
        },
        willDisplay: { delegate.tableView(self, willDisplay: $0, forRowAt: $1) },
        didEndDisplaying: { delegate.tableView(self, didEndDisplaying: $0, forRowAt: $1) })
    }

    func requestSupplement(_ key: Supplement) -> UIView? {
      guard let delegate = storedDelegate else { return nil }
      switch key.edge {
      case .header: return delegate.tableView(self, viewForHeaderInSection: key.section)
      case .footer: return delegate.tableView(self, viewForFooterInSection: key.section)
      }
    }

    /// A `UITableViewHeaderFooterView` joins its queue; any other view only leaves.
    func enqueue(_ view: UIView, _ key: Supplement) {
      guard let view = view as? UITableViewHeaderFooterView else {
        view.removeFromSuperview()
        return
      }
      reusableHeaderFooters.enqueue(view, identifier: view.reuseIdentifier)
    }

    // MARK: Batch updates

    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.sectionInsertions += sections }
    }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.sectionDeletions += sections }
    }
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
      record { $0.sectionReloads += sections }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
      record { $0.sectionMoves.append(OffsetPair(from: section, to: newSection)) }
    }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.itemInsertions += indexPaths }
    }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.itemDeletions += indexPaths }
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
      record { $0.itemReloads += indexPaths }
    }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      record { $0.itemMoves.append(IndexPathPair(from: indexPath, to: newIndexPath)) }
    }

    /// Asks the data source for the visible cells again, which must dequeue them with the same
    /// identifier and get the same cells back, unprepared; rows off screen are skipped.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigureCells(at: indexPaths) }

    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      runBatch(updates, completion: completion)
    }

    func cache(counts: [Int]) {
      list.counts = counts
      framesBeforeBatch = usesEstimates && framesWidth == bounds.width ? frames : nil
      frames = nil
    }

    /// With estimated heights on, lays the table out at once from the heights before the
    /// batch: each row, header and footer the batch keeps keeps its height, to be asked again
    /// when shown; the ones it inserts or reloads are placed at the estimate (see the type's
    /// notes).
    ///
    /// - Complexity: O(n) placements for the n rows before the batch.
    func carryLayout(through placement: BatchPlacement, batch: BatchUpdate) {
      // Rows asked up front are asked again by the layout pass; so are the headers and footers
      // then.
      guard let before = framesBeforeBatch, estimates.row > 0 else { return }
      framesBeforeBatch = nil
      let estimates = estimates
      let width = framesWidth
      let delegate = storedDelegate
      func placeholder(_ height: CGFloat) -> CGRect? {
        height > 0 ? CGRect(x: 0, y: 0, width: width, height: height) : nil
      }
      var laidOut = loadedCounts().enumerated().map { section, count in
        SectionFrames(
          header: placeholder(
            estimates.header > 0
              ? estimates.header
              : delegate?.tableView(self, heightForHeaderInSection: section) ?? 0),
          rowTops: Array(repeating: 0, count: count),
          rowHeights: Array(repeating: estimates.row, count: count),
          footer: placeholder(
            estimates.footer > 0
              ? estimates.footer
              : delegate?.tableView(self, heightForFooterInSection: section) ?? 0),
          width: width, headerPending: estimates.header > 0,
          rowPending: Array(repeating: true, count: count),
          footerPending: estimates.footer > 0)
      }
      let reloadedSections = Set(batch.sectionReloads)
      for (section, old) in before.enumerated() {
        if let newSection = placement.newSection(of: section),
          !reloadedSections.contains(section)
        {
          if estimates.header > 0 { laidOut[newSection].header = old.header }
          if estimates.footer > 0 { laidOut[newSection].footer = old.footer }
        }
        for row in 0..<old.rowCount {
          guard let path = placement.newIndexPath(of: IndexPath(item: row, section: section))
          else { continue }
          laidOut[path.section].rowHeights[path.item] = old.rowHeights[row]
        }
      }
      var y: CGFloat = 0
      for section in laidOut.indices {
        y = laidOut[section].restack(from: y, firstRow: -1)
      }
      frames = laidOut
      contentSize = CGSize(width: width, height: y)
    }

    // MARK: UIKit's messages

    static let dequeueWithoutRequest =
      "Expected dequeued view to be returned to the table view in preparation for display. "
      + "Avoid dequeuing cells without a request from the table view."
    static let cellNotDequeued =
      "the cell returned from -tableView:cellForRowAtIndexPath: was not retrieved by calling "
      + "-dequeueReusableCellWithIdentifier:forIndexPath:"
    static let differentReconfiguredCell =
      "Attempted to dequeue a cell for a different registration or reuse identifier than the "
      + "existing cell when reconfiguring a row, which is not allowed."
  }

  extension UITableView {
    public enum Style: Int, @unchecked Sendable {
      case plain = 0
      case grouped = 1
      case insetGrouped = 2
    }

    public enum RowAnimation: Int, @unchecked Sendable {
      case fade = 0
      case right = 1
      case left = 2
      case top = 3
      case bottom = 4
      case none = 5
      case middle = 6
      case automatic = 100
    }

    public enum ScrollPosition: Int, @unchecked Sendable {
      case none = 0
      case top = 1
      case middle = 2
      case bottom = 3
    }
  }

  @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /* optional */ func numberOfSections(in tableView: UITableView) -> Int
    /* optional */ func tableView(
      _ tableView: UITableView, canMoveRowAt indexPath: IndexPath
    )
      -> Bool
    /* optional */ func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)
  }

  @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /* optional */ func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    /* optional */ func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?
    /* optional */ func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /* optional */ func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /* optional */ func tableView(
      _ tableView: UITableView, heightForRowAt indexPath: IndexPath
    ) -> CGFloat
    /* optional */ func tableView(
      _ tableView: UITableView, heightForHeaderInSection section: Int
    ) -> CGFloat
    /* optional */ func tableView(
      _ tableView: UITableView, heightForFooterInSection section: Int
    ) -> CGFloat
    /* optional */ func tableView(
      _ tableView: UITableView, viewForHeaderInSection section: Int
    ) -> UIView?
    /* optional */ func tableView(
      _ tableView: UITableView, viewForFooterInSection section: Int
    ) -> UIView?
    /* optional */ func tableView(
      _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
    ) -> Bool
    /* optional */ func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /* optional */ func tableView(
      _ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /* optional */ func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /* optional */ func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /* optional */ func tableView(
      _ tableView: UITableView, canFocusRowAt indexPath: IndexPath
    ) -> Bool
    /* optional */ func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
    /* optional */ func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator)
    /* optional */ func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /* optional */ func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)
    /* optional */ func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
  }

  // Optional in UIKit; as when a delegate does not implement it, the proposed index path.
  extension UITableViewDelegate {
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      true
    }
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    public func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {}
  }
#endif
