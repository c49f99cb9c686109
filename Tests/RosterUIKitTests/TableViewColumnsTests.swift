#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A table row's cell in a table view: the columns are the host's.
  final class TableRowItemTableCell: ListTableViewCell, TypedListCell {
    func bind(model: TableRowItem, sizing: Bool) {}
  }

  extension OnUIKit {
    /// Table sections on a table view, on the UIKit model: one label per column at the solver's
    /// frames in each row and in the header, mirrored right to left, and a table wider than
    /// the view laid out at its width with the columns past its trailing edge cut off.
    @Suite("RosterUIKit: table columns in a table view", .serialized)
    @MainActor
    struct TableViewColumnsTests {
      static func screen() -> TableScreen {
        let screen = TableScreen()
        screen.host.cellRegistry.register(TableRowItemTableCell.self)
        return screen
      }

      static func rows(of screen: TableScreen, at indexPath: IndexPath) -> [UILabel] {
        CollectionTableTests.labels(in: screen.tableView.cellForRow(at: indexPath)?.contentView)
      }

      static func header(of screen: TableScreen, inSection section: Int) -> [UILabel] {
        CollectionTableTests.labels(
          in: screen.tableView.headerView(forSection: section)?.contentView)
      }

      @Test("each row shows its texts in one label per column; the header shows the titles")
      func rowsAndHeader() {
        let screen = Self.screen()
        var table = CollectionTableTests.table
        table.sort = TableSort(column: 1, ascending: false)
        screen.controller.update(
          with: [CollectionTableTests.section(table, rows: [["a.txt", "12"], ["b.txt", "3"]])],
          animated: false)
        screen.settle()
        let width = screen.tableView.bounds.width
        let row = Self.rows(of: screen, at: [0, 1])
        #expect(row.map(\.text) == ["b.txt", "3"])
        #expect(row.map(\.frame.minX) == [0, width - 60])
        #expect(row.map(\.frame.width) == [width - 61, 60])
        #expect(row.map(\.frame.height) == [30, 30])
        #expect(row.map(\.textAlignment) == [.left, .right])
        let header = Self.header(of: screen, inSection: 0)
        #expect(header.map(\.text) == ["Name", "Size ▼"])
        #expect(header.map(\.frame.minX) == [0, width - 60])
        table.sort = TableSort(column: 0, ascending: true)
        screen.controller.update(
          with: [CollectionTableTests.section(table, rows: [["a.txt", "12"], ["b.txt", "3"]])],
          animated: false)
        screen.settle()
        #expect(Self.header(of: screen, inSection: 0).map(\.text) == ["Name ▲", "Size"])
      }

      @Test(
        "right to left, the columns are mirrored in the row and the header, and their alignments")
      func rightToLeft() {
        let screen = Self.screen()
        screen.tableView.semanticContentAttribute = .forceRightToLeft
        screen.controller.update(
          with: [
            CollectionTableTests.section(CollectionTableTests.table, rows: [["a.txt", "12"]])
          ],
          animated: false)
        screen.settle()
        let width = screen.tableView.bounds.width
        let row = Self.rows(of: screen, at: [0, 0])
        #expect(row.map(\.frame.minX) == [61, 0])
        #expect(row.map(\.frame.maxX) == [width, 60])
        #expect(row.map(\.textAlignment) == [.right, .left])
        #expect(Self.header(of: screen, inSection: 0).map(\.frame.minX) == [61, 0])
      }

      @Test("a table wider than the view keeps the view's width: columns past its edge are cut off")
      func wideTable() {
        let screen = Self.screen()
        let width = screen.tableView.bounds.width
        let wide = TableColumns([
          TableColumn("Name", width: .fixed(width - 100)), TableColumn("Path", width: .fixed(300)),
        ])
        screen.controller.update(
          with: [CollectionTableTests.section(wide, rows: [["a", "/a"]])], animated: false)
        screen.settle()
        #expect(screen.tableView.contentSize.width <= width)
        let row = Self.rows(of: screen, at: [0, 0])
        #expect(row.map(\.frame.minX) == [0, width - 99])
        let columns = screen.tableView.cellForRow(at: [0, 0])?.contentView.subviews.first {
          $0.subviews.contains(where: { $0 is UILabel })
        }
        #expect(columns?.frame.width == width)
        #expect(columns?.clipsToBounds == true)
        // Right to left, the first column starts at the right edge.
        screen.tableView.semanticContentAttribute = .forceRightToLeft
        screen.tableView.reloadData()
        screen.settle()
        let mirrored = Self.rows(of: screen, at: [0, 0])
        #expect(mirrored.map(\.frame.maxX) == [width, 99])
      }

      @Test("a section made with its table gets a header of titles, without a header model")
      func titleHeaderFromColumns() {
        let screen = Self.screen()
        var table = CollectionTableTests.table
        table.sort = TableSort(column: 0)
        screen.controller.update(
          with: [
            Section("table", table: table) {
              TableRowItem(identifier: "r0", texts: ["a.txt", "12"])
            }
          ], animated: false)
        screen.settle()
        #expect(Self.header(of: screen, inSection: 0).map(\.text) == ["Name ▲", "Size"])
        #expect(screen.tableView.headerView(forSection: 0)?.frame.height == 44)
        #expect(screen.tableView.rectForRow(at: [0, 0]).minY == 44)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test("Dynamic Type: a larger text size makes the header taller and the fit columns wider")
      func dynamicType() throws {
        defer { UIFont.modelContentSizeScale = 1 }
        let screen = Self.screen()
        let fit = TableColumns([
          TableColumn("N", width: .fit(maximum: nil)), TableColumn("Rest", width: .fraction(1)),
        ])
        screen.controller.update(
          with: [
            Section("table", table: fit) {
              TableRowItem(identifier: "r0", texts: ["abcdefgh", "x"])
            }
          ], animated: false)
        screen.settle()
        let rows = Self.rows(of: screen, at: [0, 0])
        let titles = Self.header(of: screen, inSection: 0)
        let row = try #require(rows.first)
        let title = try #require(titles.first)
        #expect(row.font.modelTextStyle == .body && row.adjustsFontForContentSizeCategory)
        #expect(title.font.modelTextStyle == .headline && title.adjustsFontForContentSizeCategory)
        #expect(row.frame.width == 68)
        #expect(screen.tableView.headerView(forSection: 0)?.frame.height == 44)

        UIContentSizeCategory.modelChange(toScale: 2)
        screen.settle()
        // The headline's line at twice the size is 40.8 points, with 22 points of margins.
        #expect(screen.tableView.headerView(forSection: 0)?.frame.height == 63)
        #expect(screen.tableView.rectForRow(at: [0, 0]).minY == 63)
        #expect(Self.rows(of: screen, at: [0, 0]).first?.frame.width == 136)
        #expect(Self.header(of: screen, inSection: 0).first?.frame.width == 136)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test("a fit column grows with the widest text seen; a reused cell of no table has no labels")
      func fitColumnsAndReuse() {
        let screen = Self.screen()
        let fit = TableColumns([
          TableColumn("N", width: .fit(maximum: nil)), TableColumn("Rest", width: .fraction(1)),
        ])
        screen.controller.update(
          with: [CollectionTableTests.section(fit, rows: [["abcd", "x"], ["abcdefgh", "y"]])],
          animated: false)
        screen.settle()
        #expect(Self.rows(of: screen, at: [0, 1]).first?.frame.width == 68)
        #expect(Self.rows(of: screen, at: [0, 0]).first?.frame.width == 68)
        #expect(Self.header(of: screen, inSection: 0).first?.frame.width == 68)
        screen.controller.update(
          with: [
            Section(
              cellModels: [TableRowItem(identifier: "r0", texts: ["plain"])], identifier: "table")
          ],
          animated: false)
        screen.settle()
        #expect(Self.rows(of: screen, at: [0, 0]).isEmpty)
      }
    }
  }
#endif
