#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
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
      final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
        let rows: [[CGFloat]]
        let headers: [CGFloat]
        let footers: [CGFloat]
        var heightQuestions = 0

        init(seed: Int) {
          var mixer = ScrollAnchoringPropertyTests.Mixer(state: UInt64(seed))
          let sections = 1 + mixer.next(4)
          rows = (0..<sections).map { _ in
            (0..<mixer.next(60)).map { _ in CGFloat([0, 1, 17.5, 44, 90][mixer.next(5)]) }
          }
          headers = (0..<sections).map { _ in CGFloat([0, 0, 28][mixer.next(3)]) }
          footers = (0..<sections).map { _ in CGFloat([0, 0, 12][mixer.next(3)]) }
        }

        /// The frames stacked from the heights, each row's by index path.
        func referenceFrames(width: CGFloat) -> (rows: [IndexPath: CGRect], height: CGFloat) {
          var frames: [IndexPath: CGRect] = [:]
          var y: CGFloat = 0
          for (section, heights) in rows.enumerated() {
            y += headers[section]
            for (row, height) in heights.enumerated() {
              frames[[section, row]] = CGRect(x: 0, y: y, width: width, height: height)
              y += height
            }
            y += footers[section]
          }
          return (frames, y)
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          rows[section].count
        }
        func tableView(
          _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
          tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
          false
        }
        func tableView(
          _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
          to destinationIndexPath: IndexPath
        ) {}

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
          heightQuestions += 1
          return rows[indexPath.section][indexPath.item]
        }
        func tableView(
          _ tableView: UITableView, heightForHeaderInSection section: Int
        ) -> CGFloat { headers[section] }
        func tableView(
          _ tableView: UITableView, heightForFooterInSection section: Int
        ) -> CGFloat { footers[section] }
        func tableView(
          _ tableView: UITableView, viewForHeaderInSection section: Int
        ) -> UIView? { nil }
        func tableView(
          _ tableView: UITableView, viewForFooterInSection section: Int
        ) -> UIView? { nil }
        func tableView(
          _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
          point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
        func tableView(
          _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        func tableView(
          _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? { nil }
        func tableView(
          _ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath
        ) -> Bool { true }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        func tableView(
          _ tableView: UITableView, willDisplay cell: UITableViewCell,
          forRowAt indexPath: IndexPath
        ) {}
        func tableView(
          _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
          forRowAt indexPath: IndexPath
        ) {}
        func scrollViewDidScroll(_ scrollView: UIScrollView) {}
      }

      @Test("every row's frame is stacked from the heights; the visible rows meet the bounds")
      func visibleRows() async {
        await propertyCheck(
          count: 2_000, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...3_000),
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
