#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  @_spi(Testing) import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  /// A screen whose list is laid out with estimates, by its host (the collection view's
  /// layout) or by the list view itself (the table's estimated heights): where the list view
  /// places its items, estimated ones included.
  @MainActor
  protocol EstimatingScreen: ModelScreen {
    /// How far above and below the bounds the host measures: the collection view's host a
    /// screen each way; the table nothing beyond the rows it shows.
    var measuredMargin: CGFloat { get }
    /// Where the list view places the item at `indexPath`, shown or not.
    func placedFrame(of indexPath: IndexPath) -> CGRect?
    /// The items placed in `rect`, in order.
    func placedItems(in rect: CGRect) -> [IndexPath]
    /// Whether the item at `indexPath` is placed at an estimate: its cell not measured yet.
    func isEstimated(_ indexPath: IndexPath) -> Bool
    /// How many items are placed at an estimate.
    var estimatedItemCount: Int { get }
    /// The frame of the visible cell or row at `indexPath`, if it is visible.
    func visibleFrame(of indexPath: IndexPath) -> CGRect?
  }

  extension Screen: EstimatingScreen {
    var measuredMargin: CGFloat { collectionView.bounds.height }
    func placedFrame(of indexPath: IndexPath) -> CGRect? {
      layout.listLayout.frame(for: indexPath)
    }
    func placedItems(in rect: CGRect) -> [IndexPath] { layout.listLayout.items(in: rect) }
    func isEstimated(_ indexPath: IndexPath) -> Bool { layout.listLayout.isEstimated(indexPath) }
    var estimatedItemCount: Int { layout.listLayout.estimatedItemCount }
    func visibleFrame(of indexPath: IndexPath) -> CGRect? {
      collectionView.cellForItem(at: indexPath)?.frame
    }
  }

  // The table places its rows itself, from its estimated row height and the heights it asked;
  // a row is estimated while its model has not been measured.
  extension TableScreen: EstimatingScreen {
    var measuredMargin: CGFloat { 0 }
    func placedFrame(of indexPath: IndexPath) -> CGRect? {
      guard indexPath.count == 2, indexPath.section < tableView.numberOfSections,
        indexPath.item < tableView.numberOfRows(inSection: indexPath.section)
      else { return nil }
      return tableView.rectForRow(at: indexPath)
    }
    func placedItems(in rect: CGRect) -> [IndexPath] {
      var found: [IndexPath] = []
      for section in 0..<tableView.numberOfSections {
        // Rows never overlap: the first row that meets the rectangle is found by a binary
        // search on their bottoms, and the rest follow it.
        let count = tableView.numberOfRows(inSection: section)
        var low = 0
        var high = count
        while low < high {
          let middle = (low + high) / 2
          if tableView.rectForRow(at: [section, middle]).maxY > rect.minY {
            high = middle
          } else {
            low = middle + 1
          }
        }
        var row = low
        while row < count {
          let frame = tableView.rectForRow(at: [section, row])
          guard frame.minY < rect.maxY else { break }
          if frame.height > 0 { found.append([section, row]) }
          row += 1
        }
      }
      return found
    }
    func isEstimated(_ indexPath: IndexPath) -> Bool {
      guard let model = controller.cellModel(at: indexPath) else { return false }
      return !displayLog.measuredIdentifiers.contains(model.identifier)
    }
    var estimatedItemCount: Int {
      let rows = (0..<tableView.numberOfSections).reduce(0) {
        $0 + tableView.numberOfRows(inSection: $1)
      }
      return rows - Set(displayLog.measuredIdentifiers).count
    }
    func visibleFrame(of indexPath: IndexPath) -> CGRect? {
      tableView.cellForRow(at: indexPath)?.frame
    }
  }

  /// The two UIKit hosts, for the tests both run.
  enum EstimatingHost: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case collectionView
    case tableView

    var testDescription: String { rawValue }

    @MainActor
    func makeScreen() -> any EstimatingScreen {
      switch self {
      case .collectionView: Screen()
      case .tableView: TableScreen()
      }
    }
  }

  extension OnUIKit {
    /// Rows their cells measure are laid out at an estimate and measured when they come near
    /// the screen (the bounds and a screen each way on the collection view, the bounds on the
    /// table, which asks the heights of the rows it shows), on both hosts: a first screen of 10,000
    /// rows, an update of 1% of them, a scroll to a row and a scroll up each measure the rows
    /// near the screen, and the rows on screen stay where they are.
    @Suite("RosterUIKit: rows are measured when they come near the screen", .serialized)
    @MainActor
    struct EstimatedSizeTests {
      static let rowCount = 10_000

      /// Between 20 and 80 points, varying from row to row.
      static func height(_ number: Int) -> CGFloat { CGFloat(20 + number * 37 % 61) }

      /// Rows measured by their cells, `changed` ones with another text (the same height),
      /// estimated at 80 points: no row is taller than its estimate, so the rows measured in a
      /// rectangle are exactly the rows that meet it once measured.
      static func rows(
        count: Int = rowCount, log: DisplayLog, changed: Set<Int> = []
      ) -> [Section] {
        let models: [any CellModel] = (0..<count).map { number in
          RowModel(
            identifier: "m\(number)", text: changed.contains(number) ? "changed" : "",
            height: height(number), measured: true, estimatedHeight: 80, log: log)
        }
        return [Section(cellModels: models, identifier: "s")]
      }

      /// The rows whose frames meet the list view's bounds and the margin its host measures
      /// above and below them, as they are placed now.
      static func rowsNearTheScreen(of screen: some EstimatingScreen) -> Set<String> {
        let bounds = screen.listView.bounds
        return Set(
          screen.placedItems(in: bounds.insetBy(dx: 0, dy: -screen.measuredMargin)).map {
            "m\($0.item)"
          })
      }

      /// Shows `count` rows (10,000 unless told) on `screen`, settled; returns them.
      @discardableResult
      static func load(_ screen: some EstimatingScreen, count: Int = rowCount) -> [Section] {
        // Diffed on the main actor, so that each update is shown when the clock settles.
        screen.controller.offMainDiffingThreshold = .max
        let sections = rows(count: count, log: screen.displayLog)
        screen.controller.update(with: sections, animated: false)
        screen.settle()
        return sections
      }

      /// Every visible row is measured and as tall as its content, at the host's frame.
      static func expectVisibleRowsMeasured(
        _ screen: some EstimatingScreen, sourceLocation: SourceLocation = #_sourceLocation
      ) {
        #expect(!screen.visibleIndexPaths.isEmpty, sourceLocation: sourceLocation)
        for path in screen.visibleIndexPaths {
          let isEstimated = screen.isEstimated(path)
          #expect(!isEstimated, "\(path)", sourceLocation: sourceLocation)
          #expect(
            screen.visibleFrame(of: path)?.height == height(path.item), "\(path)",
            sourceLocation: sourceLocation)
        }
      }

      @Test(
        "a first screen of 10,000 rows measures the rows on screen and a screen below",
        arguments: EstimatingHost.allCases)
      func firstScreen(host: EstimatingHost) {
        Self.firstScreen(on: host.makeScreen())
      }

      static func firstScreen(on screen: some EstimatingScreen) {
        let sections = load(screen)
        let measured = screen.displayLog.measuredIdentifiers
        let near = rowsNearTheScreen(of: screen)
        #expect(Set(measured) == near)
        #expect(measured.count == near.count, "each row measured once")
        #expect(measured.count < 50, "\(measured.count) rows measured")
        #expect(screen.estimatedItemCount == rowCount - near.count)
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }

      @Test(
        "an update of 1% of the rows measures the changed rows near the screen, no other",
        arguments: EstimatingHost.allCases)
      func scatteredUpdate(host: EstimatingHost) {
        Self.scatteredUpdate(on: host.makeScreen())
      }

      static func scatteredUpdate(on screen: some EstimatingScreen) {
        load(screen)
        let near = rowsNearTheScreen(of: screen)
        let alreadyMeasured = screen.displayLog.measuredIdentifiers.count
        // Two rows on screen, a hundred far below it.
        let changed = Set([2, 9]).union(stride(from: 50, to: rowCount, by: 100))
        let sections = rows(log: screen.displayLog, changed: changed)
        screen.controller.update(with: sections, animated: true)
        screen.settle()
        let measured = screen.displayLog.measuredIdentifiers.dropFirst(alreadyMeasured)
        #expect(Array(measured).sorted() == ["m2", "m9"])
        #expect(rowsNearTheScreen(of: screen) == near)
        let measuredFar = changed.filter {
          !near.contains("m\($0)") && !screen.isEstimated([0, $0])
        }
        #expect(measuredFar.isEmpty, "changed rows far from the screen measured")
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }

      /// A long list: what a first screen and an update measure does not grow with it.
      static let longRowCount = 100_000

      @Test(
        "a first screen of 100,000 rows measures at most the visible rows and the working range",
        arguments: EstimatingHost.allCases)
      func longFirstScreen(host: EstimatingHost) {
        Self.longFirstScreen(on: host.makeScreen())
      }

      /// The working range here is what the hosts measure around the bounds: a screen above
      /// and a screen below for the collection view, none for the table, which asks the
      /// heights of the rows it shows (``rowsNearTheScreen(of:)``, the visible rows included).
      static func longFirstScreen(on screen: some EstimatingScreen) {
        load(screen, count: longRowCount)
        let measured = screen.displayLog.measuredIdentifiers
        let near = rowsNearTheScreen(of: screen)
        let visible = screen.visibleIndexPaths.count
        #expect(visible > 0)
        #expect(Set(measured).isSubset(of: near), "only rows near the screen measured")
        #expect(measured.count <= near.count, "\(measured.count) rows measured")
        #expect(screen.estimatedItemCount >= longRowCount - near.count)
        expectVisibleRowsMeasured(screen)
      }

      @Test(
        "an update of 1% of 100,000 rows measures at most the changed rows near the screen",
        arguments: EstimatingHost.allCases)
      func longScatteredUpdate(host: EstimatingHost) {
        Self.longScatteredUpdate(on: host.makeScreen())
      }

      static func longScatteredUpdate(on screen: some EstimatingScreen) {
        load(screen, count: longRowCount)
        let nearBefore = rowsNearTheScreen(of: screen)
        let alreadyMeasured = screen.displayLog.measuredIdentifiers.count
        // 1% of the rows, scattered: one on screen, the others far below it.
        let changed = Set([3]).union(stride(from: 77, to: longRowCount, by: 100))
        let sections = rows(count: longRowCount, log: screen.displayLog, changed: changed)
        screen.controller.update(with: sections, animated: true)
        screen.settle()
        let measured = screen.displayLog.measuredIdentifiers.dropFirst(alreadyMeasured)
        let near = rowsNearTheScreen(of: screen)
        let changedNear = changed.filter { near.contains("m\($0)") }
        // The changed rows near the screen are measured again; rows coming into the working
        // range (none, when nothing moved) are measured for the first time.
        let newlyNear = near.subtracting(nearBefore)
        #expect(
          Set(measured).isSubset(of: Set(changedNear.map { "m\($0)" }).union(newlyNear)),
          "\(measured.count) rows measured")
        #expect(measured.count <= changedNear.count + newlyNear.count)
        #expect(measured.contains("m3"), "the changed row on screen measured")
        let measuredFar = changed.filter {
          !near.contains("m\($0)") && !screen.isEstimated([0, $0])
        }
        #expect(measuredFar.isEmpty, "changed rows far from the screen measured")
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }

      @Test(
        "a scroll to a row lands on it exactly: centred, or at the end for the last row",
        arguments: EstimatingHost.allCases)
      func scrollToRow(host: EstimatingHost) throws {
        try Self.scrollToRow(on: host.makeScreen())
      }

      static func scrollToRow(on screen: some EstimatingScreen) throws {
        let sections = load(screen)
        let models = sections[0].cellModels
        for target in [7_000, rowCount - 1] {
          let alreadyMeasured = screen.displayLog.measuredIdentifiers.count
          #expect(screen.controller.scrollTo(cellModel: models[target], animated: false))
          screen.settle()
          let frame = try #require(screen.visibleFrame(of: [0, target]), "row \(target)")
          let bounds = screen.listView.bounds
          let isEstimated = screen.isEstimated([0, target])
          #expect(!isEstimated, "row \(target)")
          #expect(frame.height == height(target), "row \(target)")
          #expect(frame.minY >= bounds.minY && frame.maxY <= bounds.maxY, "row \(target)")
          if target == rowCount - 1 {
            #expect(bounds.maxY == screen.listView.contentSize.height, "at the end")
          } else {
            #expect(bounds.midY == frame.midY, "centred")
          }
          let measured = screen.displayLog.measuredIdentifiers.count - alreadyMeasured
          #expect(measured < 80, "\(measured) rows measured around row \(target)")
          expectVisibleRowsMeasured(screen)
          screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
        }
      }

      @Test(
        "a list scrolled to its end stays at its end while the rows coming into view are measured",
        arguments: EstimatingHost.allCases)
      func scrollToEnd(host: EstimatingHost) throws {
        try Self.scrollToEnd(on: host.makeScreen())
      }

      /// To the end of the content as placed, at once (a drag of the scroll indicator): the
      /// rows there come into view at an estimate and are measured; the list then shows the
      /// end of its rows, the last one whole at the bottom, and a scroll to the end again
      /// moves nothing.
      static func scrollToEnd(on screen: some EstimatingScreen) throws {
        let sections = load(screen)
        let view = screen.listView
        let wasEstimated = screen.isEstimated([0, rowCount - 1])
        #expect(wasEstimated, "the last row is placed at an estimate")
        view.contentOffset.y = view.contentSize.height - view.bounds.height
        screen.settle()
        let last = try #require(screen.visibleFrame(of: [0, rowCount - 1]), "the last row shown")
        #expect(last.maxY == view.contentSize.height, "the last row ends the content")
        #expect(view.bounds.maxY == view.contentSize.height, "at the end")
        let offset = view.contentOffset.y
        view.contentOffset.y = view.contentSize.height - view.bounds.height
        screen.settle()
        #expect(view.contentOffset.y == offset, "nothing left to measure at the end")
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }

      @Test(
        "the first row on screen moves by the scroll and no more while the rows above it are measured",
        arguments: EstimatingHost.allCases)
      func scrollUp(host: EstimatingHost) throws {
        try Self.scrollUp(on: host.makeScreen())
      }

      /// Up a screen and a half from the middle, in steps shorter than a row, as a finger
      /// scrolls: at each step the row first on screen before it is moved by the step and no
      /// more, while the host measures the rows coming into view above it (or the table asks
      /// their heights): a row coming into view at an estimate and measured then moves the rows
      /// above it, never those the user already sees.
      static func scrollUp(on screen: some EstimatingScreen) throws {
        let sections = load(screen)
        let view = screen.listView
        let middle = try #require(screen.placedFrame(of: [0, rowCount / 2])).minY
        view.contentOffset.y = middle
        screen.settle()
        expectVisibleRowsMeasured(screen)
        let step: CGFloat = 15
        let start = view.contentOffset.y
        var corrections = 0
        for _ in 0..<Int(1.5 * view.bounds.height / step) {
          let first = try #require(screen.visibleIndexPaths.first)
          let place = try #require(screen.placedFrame(of: first)).minY - view.contentOffset.y
          let target = view.contentOffset.y - step
          view.contentOffset.y = target
          screen.settle()
          let frame = try #require(screen.placedFrame(of: first))
          #expect(
            frame.minY - view.contentOffset.y == place + step, "row \(first.item) kept its place")
          if view.contentOffset.y != target { corrections += 1 }
        }
        #expect(corrections > 0, "the rows above were measured: the offset moved")
        #expect(view.contentOffset.y < start)
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }

      @Test(
        "the first row on screen stays where it is while the collection view's host measures the rows above it"
      )
      func jumpUp() throws {
        try Self.jumpUp(on: Screen())
      }

      /// Up a screen and a half at once: the collection view's host measures the rows coming
      /// into view and a screen above them, and keeps the first row in the new bounds that was
      /// measured before (the first row, when none was) where it placed it. A table keeps, as
      /// UIKit does, the rows its last layout pass showed: after a jump, none
      /// (``scrollUp(on:)`` holds on both).
      static func jumpUp(on screen: Screen) throws {
        let sections = load(screen)
        let view = screen.listView
        // Into the middle, then up a screen and a half: the rows coming into view and the
        // ones above them are estimates.
        let middle = try #require(screen.placedFrame(of: [0, rowCount / 2])).minY
        view.contentOffset.y = middle
        screen.settle()
        expectVisibleRowsMeasured(screen)
        let target = view.contentOffset.y - 1.5 * view.bounds.height
        let shown = CGRect(
          x: 0, y: target, width: view.bounds.width, height: view.bounds.height)
        let placed = screen.placedItems(in: shown)
        let first = try #require(placed.first)
        let wasEstimated = screen.isEstimated(first)
        #expect(wasEstimated, "row \(first.item) comes into view at an estimate")
        let anchor = placed.first { !screen.isEstimated($0) } ?? first
        let place = try #require(screen.placedFrame(of: anchor)).minY - target
        view.contentOffset.y = target
        screen.settle()
        // Measured, the first row may be shorter, and no longer reach into the bounds: it is
        // where the host places the anchor that stays.
        let isEstimated = screen.isEstimated(first)
        #expect(!isEstimated, "row \(first.item)")
        let frame = try #require(screen.placedFrame(of: anchor))
        #expect(frame.minY - view.contentOffset.y == place, "row \(anchor.item) kept its place")
        #expect(view.contentOffset.y != target, "the rows above were measured: the offset moved")
        expectVisibleRowsMeasured(screen)
        screen.expectShows(sections, nil, sourceLocation: #_sourceLocation)
      }
    }
  }
#endif
