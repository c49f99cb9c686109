#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import Testing
  import UIKitModel

  extension OnUIKit {
    /// The UIKit model's table with estimated heights on (UIKit's default): it places the rows,
    /// headers and footers it has not shown at the estimate, asks the heights of those it is
    /// about to show and keeps them, and moves its content offset so that the rows on screen
    /// stay where they are when the rows above them turn out taller or shorter. The reference
    /// stacks the exact heights, which the table's frames equal once every row was shown.
    @Suite("UIKit model: a table's estimated heights", .serialized)
    @MainActor
    struct TableViewEstimatesModelTests {
      /// Rows known by a number, each as tall as its number says, in sections with or without
      /// a header and a footer; the rows change in batches, and each asked height is counted.
      final class Rows: StackedTableRows {
        var rows: [[Int]]
        var nextIdentifier = 0

        init(rows: [[Int]], headers: [CGFloat], footers: [CGFloat]) {
          self.rows = rows
          nextIdentifier = (rows.flatMap { $0 }.max() ?? 0) + 1
          super.init(headers: headers, footers: footers)
        }

        init(mixer: inout ScrollAnchoringPropertyTests.Mixer) {
          let sections = 1 + mixer.next(3)
          var identifier = 0
          rows = (0..<sections).map { _ in
            (0..<mixer.next(80)).map { _ in
              identifier += 1
              return identifier
            }
          }
          nextIdentifier = identifier + 1
          super.init(
            headers: (0..<sections).map { _ in CGFloat([0, 28, 40][mixer.next(3)]) },
            footers: (0..<sections).map { _ in CGFloat([0, 0, 12][mixer.next(3)]) })
        }

        /// A row's height, by its number: zero among them.
        static func height(of identifier: Int) -> CGFloat {
          CGFloat([0, 1, 17.5, 44, 90, 130][identifier % 6])
        }

        override func rowCount(inSection section: Int) -> Int { rows[section].count }
        override func rowHeight(at indexPath: IndexPath) -> CGFloat {
          Self.height(of: rows[indexPath.section][indexPath.item])
        }
      }

      /// A table in a window `height` tall showing `rows`, laid out once.
      static func table(
        _ rows: Rows, height: CGFloat, estimates: (row: CGFloat, header: CGFloat, footer: CGFloat)
      ) -> (UIWindow, UITableView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: height))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.estimatedRowHeight = estimates.row
        table.estimatedSectionHeaderHeight = estimates.header
        table.estimatedSectionFooterHeight = estimates.footer
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
      }

      /// Rows 20 points tall, estimated at 44.
      static func evenRows(_ count: Int) -> Rows {
        // Numbers ≡ 2 (mod 6) are 17.5 points tall.
        Rows(rows: [(0..<count).map { 6 * $0 + 2 }], headers: [0], footers: [0])
      }

      @Test("a first screen asks the heights of the rows it shows, no other")
      func firstScreen() {
        let rows = Self.evenRows(1_000)
        let (_, table) = Self.table(rows, height: 100, estimates: (44, 0, 0))
        // At 44 points, rows 0 to 2 meet the 100 points; asked, at 17.5, they leave room for
        // rows 3 to 5, which are asked in turn.
        #expect(rows.heightQuestions == 6)
        #expect(table.indexPathsForVisibleRows == (0..<6).map { [0, $0] })
        #expect(table.contentSize.height == 6 * 17.5 + 994 * 44, "the rest at the estimate")
        #expect(table.rectForRow(at: [0, 6]) == CGRect(x: 0, y: 105, width: 120, height: 44))
      }

      @Test("UIKit's default estimates are on; 0 asks every height up front")
      func defaults() {
        let rows = Self.evenRows(100)
        _ = Self.table(rows, height: 100, estimates: (-1, -1, -1))
        #expect(rows.heightQuestions == 6, "rows placed at the automatic estimate, 44 points")
        let allRows = Self.evenRows(100)
        let (_, offTable) = Self.table(allRows, height: 100, estimates: (0, 0, 0))
        #expect(allRows.heightQuestions == 100)
        #expect(offTable.contentSize.height == 100 * 17.5)
      }

      @Test("rows above the screen asked shorter than their estimate move the offset, not the rows")
      func scrollUp() throws {
        let rows = Self.evenRows(1_000)
        let (_, table) = Self.table(rows, height: 100, estimates: (44, 0, 0))
        table.contentOffset.y = 500 * 44 + 6 * (17.5 - 44)
        table.layoutIfNeeded()
        let first = try #require(table.indexPathsForVisibleRows?.first)
        let place = table.rectForRow(at: first).minY - table.contentOffset.y
        let questions = rows.heightQuestions
        table.contentOffset.y -= 60
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: first).minY - table.contentOffset.y == place + 60)
        #expect(rows.heightQuestions > questions, "the rows coming into view were asked")
        let visible = table.indexPathsForVisibleRows ?? []
        for path in visible {
          #expect(table.rectForRow(at: path).height == 17.5, "\(path) asked")
        }
      }

      @Test("a scroll to a row lands on it, whatever the estimates above it")
      func scrollToRow() {
        let rows = Self.evenRows(1_000)
        let (_, table) = Self.table(rows, height: 100, estimates: (44, 0, 0))
        table.scrollToRow(at: [0, 700], at: .middle, animated: false)
        let frame = table.rectForRow(at: [0, 700])
        #expect(frame.height == 17.5)
        #expect(frame.midY == table.bounds.midY)
      }

      /// Random tables with estimates, scrolled and updated: the rows on screen stay where they
      /// are as estimates are corrected, and once every row was shown, the frames are exact.
      @Test("the rows on screen stay put as estimates are corrected; shown, the frames are exact")
      func estimatesCorrected() async {
        await propertyCheck(
          count: propertyCases(400), input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 60...400)
        ) { seed, height in
          Self.checkEstimatesCorrected(seed: seed, height: height)
        }
      }

      /// A case of ``estimatesCorrected()`` that once failed: a scroll up whose first pass of
      /// answers stopped at the top of the content, and whose second found taller elements
      /// above the row kept in place, moved the offset from the top rather than from where the
      /// row wanted it.
      @Test("a pass stopped at the top is not the start of the next pass's correction")
      func correctionStoppedAtTheTop() {
        Self.checkEstimatesCorrected(seed: 1_345_437_048, height: 396)
      }

      /// Scrolls and updates a random table (from `seed`) in a window `height` tall, then shows
      /// every row and compares the frames with the reference's.
      static func checkEstimatesCorrected(seed: Int, height: Int) {
        var mixer = ScrollAnchoringPropertyTests.Mixer(state: UInt64(seed))
        let rows = Rows(mixer: &mixer)
        let estimates = (
          row: CGFloat([-1, 30, 60][mixer.next(3)]),
          header: CGFloat([-1, 20, 0][mixer.next(3)]),
          footer: CGFloat([-1, 10, 0][mixer.next(3)])
        )
        let (window, table) = Self.table(rows, height: CGFloat(height), estimates: estimates)
        for step in 0..<12 {
          switch mixer.next(4) {
          case 0:
            table.contentOffset.y = CGFloat(mixer.next(Int(table.contentSize.height) + 1))
            table.layoutIfNeeded()
          case 1, 2:
            Self.expectScrollKeepsRows(
              table, rows: rows,
              by: CGFloat(mixer.next(Int(height) * 2 - 1) - Int(height) + 1),
              "seed \(seed), step \(step)")
          default:
            Self.update(rows, in: table, mixer: &mixer)
          }
          #expect(table.batchErrors.isEmpty && table.raisedExceptions.isEmpty)
        }
        Self.showEveryRow(table)
        let reference = rows.referenceFrames(width: 120)
        #expect(table.contentSize.height == reference.height, "seed \(seed)")
        for (path, frame) in reference.rows where table.rectForRow(at: path) != frame {
          Issue.record("seed \(seed): \(path) at \(table.rectForRow(at: path)), not \(frame)")
          break
        }
        _ = window
      }

      /// Scrolls `table` by `delta` (less than a screen): the first row on screen before moves
      /// on screen by exactly as much, whatever the heights asked on the way, unless the table
      /// reached the top of its content; a scroll to the end of the content (or past it) that
      /// has row heights asked ends at the end of the content as the answers leave it.
      static func expectScrollKeepsRows(
        _ table: UITableView, rows: StackedTableRows, by delta: CGFloat, _ comment: String
      ) {
        guard let first = table.indexPathsForVisibleRows?.first else {
          table.contentOffset.y += delta
          table.layoutIfNeeded()
          return
        }
        let place = table.rectForRow(at: first).minY - table.contentOffset.y
        table.contentOffset.y = max(table.contentOffset.y + delta, 0)
        let showsEnd =
          table.contentSize.height > table.bounds.height
          && table.bounds.maxY >= table.contentSize.height - 0.5
        let moved = table.contentOffset.y == 0 ? nil : delta
        let questions = rows.heightQuestions
        table.layoutIfNeeded()
        if showsEnd {
          if rows.heightQuestions > questions, table.contentSize.height > table.bounds.height {
            #expect(
              table.bounds.maxY == table.contentSize.height, "\(comment): not at the end")
          }
          return
        }
        guard let moved, table.contentOffset.y > 0 else { return }
        let now = table.rectForRow(at: first).minY - table.contentOffset.y
        #expect(now == place - moved, "\(comment): row \(first) moved by \(place - moved - now)")
      }

      /// A random batch of deletions, insertions or reloads in one section.
      static func update(
        _ rows: Rows, in table: UITableView, mixer: inout ScrollAnchoringPropertyTests.Mixer
      ) {
        let section = mixer.next(rows.rows.count)
        let count = rows.rows[section].count
        let kind = count == 0 ? 0 : mixer.next(3)
        let picked = Set((0..<(1 + mixer.next(5))).map { _ in mixer.next(max(count, 1)) })
        var identifiers = rows.rows[section]
        var change: (UITableView) -> Void
        switch kind {
        case 0:
          let inserted = (0..<(1 + mixer.next(5))).map { _ in mixer.next(count + 1) }
          let old = Set(identifiers)
          for position in inserted.sorted(by: >) {
            identifiers.insert(rows.nextIdentifier, at: position)
            rows.nextIdentifier += 1
          }
          let paths = identifiers.enumerated().filter { !old.contains($0.element) }
            .map { IndexPath(item: $0.offset, section: section) }
          change = { $0.insertRows(at: paths, with: .automatic) }
        case 1:
          identifiers = identifiers.enumerated().filter { !picked.contains($0.offset) }
            .map(\.element)
          change = { $0.deleteRows(at: picked.map { [section, $0] }, with: .automatic) }
        default:
          change = { $0.reloadRows(at: picked.map { [section, $0] }, with: .automatic) }
        }
        table.performBatchUpdates {
          rows.rows[section] = identifiers
          change(table)
        }
        ModelClock.advance(by: 1)
        table.layoutIfNeeded()
      }

      /// Scrolls to the top until the table stays there, then down half a screen at a time to
      /// the end: every row is shown once.
      static func showEveryRow(_ table: UITableView) {
        for _ in 0..<20 where table.contentOffset.y != 0 {
          table.contentOffset.y = 0
          table.layoutIfNeeded()
        }
        while table.contentOffset.y + table.bounds.height < table.contentSize.height {
          table.contentOffset.y += table.bounds.height / 2
          table.layoutIfNeeded()
        }
      }
    }
  }

#endif
