#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A row 48 points tall (ten to a 480-point screen) that logs its prefetching and
  /// working-range actions as `"<event> <identifier> [section, item]"`.
  struct PrefetchRowModel: TypedCellModel, PrefetchingCellModel, WorkingRangeCellModel {
    typealias CellType = PrefetchRowCell
    var identifier: String
    var log: PrefetchLog

    var prefetchAction: PrefetchAction? {
      { model, path in model.log.entries.append("prefetch \(model.identifier) \(path)") }
    }
    var cancelPrefetchingAction: PrefetchAction? {
      { model, path in model.log.entries.append("cancel \(model.identifier) \(path)") }
    }
    var didEnterWorkingRangeAction: WorkingRangeAction? {
      { model, path in model.log.entries.append("enter \(model.identifier) \(path)") }
    }
    var didLeaveWorkingRangeAction: WorkingRangeAction? {
      { model, path in model.log.entries.append("leave \(model.identifier) \(path)") }
    }

    func identical(to model: any CellModel) -> Bool { model is PrefetchRowModel }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 48))
    }
  }

  @MainActor
  final class PrefetchLog {
    var entries: [String] = []

    /// The entries of `kind`'s, and forgets them all.
    func take(_ kinds: String...) -> [String] {
      defer { entries.removeAll() }
      return entries.filter { entry in kinds.contains { entry.hasPrefix($0 + " ") } }
    }
  }

  final class PrefetchRowCell: ListCollectionViewCell, TypedListCell {
    func bind(model: PrefetchRowModel, sizing: Bool) {}
  }

  final class PrefetchTableRowCell: ListTableViewCell, TypedListCell {
    func bind(model: PrefetchRowModel, sizing: Bool) {}
  }

  @MainActor
  func prefetchRows(_ identifiers: some Sequence<Int>, log: PrefetchLog) -> [Section] {
    [
      Section(
        cellModels: identifiers.map { PrefetchRowModel(identifier: "r\($0)", log: log) },
        identifier: "s")
    ]
  }

  /// "prefetch r10 [0, 10]" … for `identifiers`, each at its item.
  func logged(_ event: String, _ items: some Sequence<Int>, offset: Int = 0) -> [String] {
    items.map { "\(event) r\($0) [0, \($0 + offset)]" }
  }

  extension OnUIKit {
    /// Prefetching through the UIKit model's stand-in (``PrefetchTracker``): a screen past the
    /// bounds in the direction of scrolling.
    @Suite("RosterUIKit: prefetching and the working range", .serialized)
    @MainActor
    struct PrefetchingTests {
      @Test("a collection view prefetches the screen ahead, consumes, cancels, follows updates")
      func collectionView() {
        let screen = Screen()
        let log = PrefetchLog()
        screen.controller.workingRangeSize = 0
        screen.controller.update(with: prefetchRows(0..<40, log: log), animated: false)
        screen.collectionView.layoutIfNeeded()
        #expect(log.take("prefetch", "cancel") == logged("prefetch", 10..<20))

        screen.collectionView.contentOffset = CGPoint(x: 0, y: 240)
        screen.collectionView.layoutIfNeeded()
        // Rows 10…14 came on screen (consumed); 15…19 are still ahead.
        #expect(log.entries.contains("enter r14 [0, 14]"))
        #expect(log.take("prefetch", "cancel") == logged("prefetch", 20..<25))

        // r16 is deleted and r-1 inserted at the top. The host keeps the first visible row where
        // it was (scroll anchoring), so the screen shows the same rows one item further on: r15
        // moves down by one, r17… stay where they were, and r25 enters the band ahead.
        var rows = Array(0..<40).filter { $0 != 16 }
        rows.insert(-1, at: 0)
        screen.controller.update(with: prefetchRows(rows, log: log), animated: false)
        screen.settle()
        #expect(screen.host.dataSource?.indexPathsForPrefetchedItems.count == 10)

        screen.collectionView.contentOffset = .zero
        screen.collectionView.layoutIfNeeded()
        let cancelled = ["cancel r15 [0, 16]"] + logged("cancel", 17..<26)
        #expect(log.take("cancel") == cancelled)
        #expect(screen.host.dataSource?.indexPathsForPrefetchedItems == [])
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("after a reload the host cancels what the collection view forgot")
      func reload() {
        let screen = Screen()
        let log = PrefetchLog()
        screen.controller.update(with: prefetchRows(0..<40, log: log), animated: false)
        screen.collectionView.layoutIfNeeded()
        _ = log.take()
        // Off screen, the list is reloaded.
        screen.collectionView.removeFromSuperview()
        screen.controller.update(with: prefetchRows(1..<40, log: log), animated: true)
        screen.settle()
        #expect(screen.reloadCount == 1)
        #expect(log.take("cancel") == logged("cancel", 10..<20, offset: -1))
      }

      @Test("a table prefetches the rows a screen ahead and cancels those left behind")
      func table() {
        let screen = TableScreen()
        screen.host.cellRegistry.register(PrefetchTableRowCell.self)
        let log = PrefetchLog()
        screen.controller.update(with: prefetchRows(0..<40, log: log), animated: false)
        screen.tableView.layoutIfNeeded()
        #expect(log.take("prefetch", "cancel") == logged("prefetch", 10..<20))
        screen.tableView.contentOffset = CGPoint(x: 0, y: 480)
        screen.tableView.layoutIfNeeded()
        #expect(log.take("prefetch", "cancel") == logged("prefetch", 20..<30))
        screen.tableView.contentOffset = CGPoint(x: 0, y: 240)
        screen.tableView.layoutIfNeeded()
        #expect(
          log.take("prefetch", "cancel") == logged("cancel", 20..<30) + logged("prefetch", 0..<5))
      }
    }
  }
#endif
