#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel

  extension OnUIKit {
    /// The UIKit model's table on its own, with a hand-written data source and delegate: with
    /// estimated heights off, its rows are stacked at the heights the delegate answers, under
    /// their section's header and above its footer, and the visible rows are exactly the rows
    /// of positive height that overlap the bounds, wherever the table is scrolled. The
    /// reference stacks the heights and tests every row.
    @Suite("UIKit model: a table's rows and the ones in its bounds", .serialized)
    @MainActor
    struct TableViewModelPropertyTests {
      /// Rows of random heights, zero among them, in random sections with or without a header
      /// and a footer; each asked height is counted.
      final class Heights: StackedTableRows {
        let rows: [[CGFloat]]

        init(seed: Int) {
          var mixer = ScrollAnchoringPropertyTests.Mixer(state: UInt64(seed))
          let sections = 1 + mixer.next(4)
          rows = (0..<sections).map { _ in
            (0..<mixer.next(60)).map { _ in CGFloat([0, 1, 17.5, 44, 90][mixer.next(5)]) }
          }
          super.init(
            headers: (0..<sections).map { _ in CGFloat([0, 0, 28][mixer.next(3)]) },
            footers: (0..<sections).map { _ in CGFloat([0, 0, 12][mixer.next(3)]) })
        }

        override func rowCount(inSection section: Int) -> Int { rows[section].count }
        override func rowHeight(at indexPath: IndexPath) -> CGFloat {
          rows[indexPath.section][indexPath.item]
        }
      }

      @Test("every row's frame is stacked from the heights; the visible rows meet the bounds")
      func visibleRows() async {
        await propertyCheck(
          count: propertyCases(2_000), input: Gen.int(in: 0...Int(Int32.max)),
          Gen.int(in: 0...3_000),
          Gen.int(in: 1...400)
        ) { seed, scroll, height in
          let heights = Heights(seed: seed)
          let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: height))
          let table = UITableView(frame: window.bounds, style: .plain)
          table.estimatedRowHeight = 0
          table.estimatedSectionHeaderHeight = 0
          table.estimatedSectionFooterHeight = 0
          table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
          table.dataSource = heights
          table.delegate = heights
          window.addSubview(table)
          table.layoutIfNeeded()
          let reference = heights.referenceFrames(width: 120)
          #expect(table.contentSize.height == reference.height)
          #expect(heights.heightQuestions == reference.rows.count, "every height asked once")
          for (path, frame) in reference.rows {
            #expect(table.rectForRow(at: path) == frame, "\(path)")
          }
          table.contentOffset.y = CGFloat(scroll)
          table.layoutIfNeeded()
          let bounds = table.bounds
          let expected = reference.rows.filter { _, frame in
            frame.height > 0 && frame.minY < bounds.maxY && frame.maxY > bounds.minY
          }
          #expect(table.indexPathsForVisibleRows == expected.keys.sorted(), "at \(scroll)")
          #expect(table.visibleCells.count == expected.count)
        }
      }
    }
  }
#endif
