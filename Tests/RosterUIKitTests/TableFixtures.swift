#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  @_spi(Testing) import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// A table view that counts the batches and reloads it is asked for.
  final class CountingTableView: UITableView {
    private(set) var batches = 0
    private(set) var reloads = 0

    override func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      batches += 1
      super.performBatchUpdates(updates, completion: completion)
    }

    override func reloadData() {
      reloads += 1
      super.reloadData()
    }
  }

  /// A list in a table view on a screen, as an app builds it: a window, a plain
  /// `UITableView`, its ``TableViewHost`` and a `ListController`.
  @MainActor
  final class TableScreen: ModelScreen {
    let window = shownWindow()
    let tableView: UITableView
    let host: TableViewHost
    let controller: ListController<TableViewHost>
    var diagnostics: [ListDiagnostic] = []
    /// The display log of the rows made with ``rows(_:text:)``.
    let displayLog = DisplayLog()

    var listView: UIScrollView { tableView }
    var visibleIndexPaths: [IndexPath] { (tableView.indexPathsForVisibleRows ?? []).sorted() }

    func shownModel(at indexPath: IndexPath) -> (any CellModel)? {
      (tableView.cellForRow(at: indexPath) as? any BoundCell)?.boundModel
    }

    func tap(at indexPath: IndexPath) -> Bool {
      UIKitHarness.tap(tableView, at: indexPath)
    }
    /// The `performBatchUpdates` calls the table view received.
    var batchCount: Int { (tableView as? CountingTableView)?.batches ?? -1 }
    /// The `reloadData()` calls the table view received.
    var reloadCount: Int { (tableView as? CountingTableView)?.reloads ?? -1 }

    init(inWindow: Bool = true) {
      tableView = CountingTableView(frame: window.bounds, style: .plain)
      host = TableViewHost(tableView: tableView)
      // The fixtures' models name collection view cells; the table shows them with its own.
      host.cellRegistry.register(TableRowCell.self)
      host.cellRegistry.register(TableBadgeRowCell.self)
      controller = ListController(host: host)
      collectDiagnostics()
      if inWindow { window.addSubview(tableView) }
    }

    /// After settling, the checks of ``ShownList/expect(shows:in:diagnostics:isUpdating:displayLog:_:sourceLocation:)``,
    /// every visible row laid out at the frame the table gave it from the host's heights.
    func expectShows(
      _ sections: [Section], _ comment: Comment? = nil,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      settle()
      let visible = tableView.indexPathsForVisibleRows ?? []
      let bounds = tableView.bounds
      var inBounds: [IndexPath] = []
      for section in 0..<tableView.numberOfSections {
        for row in 0..<tableView.numberOfRows(inSection: section) {
          let frame = tableView.rectForRow(at: [section, row])
          guard frame.height > 0, frame.minY < bounds.maxY, frame.maxY > bounds.minY
          else { continue }
          inBounds.append([section, row])
        }
      }
      let shown = ShownList(
        raised: UIKitHarness.raised(by: tableView),
        counts: (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) },
        visible: visible, inBounds: inBounds,
        cells: Dictionary(
          uniqueKeysWithValues: visible.compactMap { indexPath in
            tableView.cellForRow(at: indexPath).map { cell in
              (
                indexPath,
                ShownList.Cell(
                  view: cell, wasDequeued: UIKitHarness.wasDequeued(cell, by: tableView),
                  listModel: (cell as? ListTableViewCell)?.cellModel,
                  expectedFrame: expectedFrame(at: indexPath, in: sections))
              )
            }
          }))
      shown.expect(
        shows: sections, in: window, diagnostics: diagnostics, isUpdating: controller.isUpdating,
        displayLog: displayLog, comment, sourceLocation: sourceLocation)
    }

    /// Where the row at `indexPath` must be: full width, right below the row before it as the
    /// table placed that one (at its height, or at the table's estimate while the table has
    /// not asked it), below its section's header, each header and footer as tall as the
    /// controller sizes it, and the row itself as tall as the controller measures it.
    private func expectedFrame(at indexPath: IndexPath, in sections: [Section]) -> CGRect {
      var y: CGFloat = 0
      for (index, section) in sections.enumerated() {
        y += controller.elementSize(of: .header, at: [index, 0]).height
        if index == indexPath.section {
          guard section.cellModels.indices.contains(indexPath.item) else { return .null }
          if indexPath.item > 0 {
            y = tableView.rectForRow(at: [index, indexPath.item - 1]).maxY
          }
          let height = controller.itemSize(at: indexPath).height
          return CGRect(x: 0, y: y, width: tableView.bounds.width, height: height)
        }
        if !section.cellModels.isEmpty {
          y = tableView.rectForRow(at: [index, section.cellModels.count - 1]).maxY
        }
        y += controller.elementSize(of: .footer, at: [index, 0]).height
      }
      return .null
    }

    /// Rows `r<n>` for the given numbers, 44 points tall (eleven meet the 480-point screen),
    /// shown by table cells, reporting their display to ``displayLog``.
    func rows(_ identifiers: some Sequence<Int>, text: String = "") -> [any CellModel] {
      identifiers.map { RowModel(identifier: "r\($0)", text: text, log: displayLog) }
    }
  }
#endif
