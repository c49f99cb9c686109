#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// A row of a table: one text per column, 30 points tall.
  struct TableRowItem: TypedCellModel, TableRowModel, Equatable {
    typealias CellType = TableRowItemCell
    var identifier: String
    var texts: [String]
    var columnCount: Int { texts.count }
    func text(inColumn column: Int) -> String {
      texts.indices.contains(column) ? texts[column] : ""
    }
    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 30))
    }
  }

  /// A row's cell: the columns are the host's.
  final class TableRowItemCell: ListCollectionViewCell, TypedListCell {
    func bind(model: TableRowItem, sizing: Bool) {}
  }

  extension OnUIKit {
    /// Table sections on a collection view, on the UIKit model: one label per column at the
    /// solver's frames in each row and in the header, a content wider than the view for a wide
    /// table, mirrored right to left.
    @Suite("RosterUIKit: table columns in a collection view", .serialized)
    @MainActor
    struct CollectionTableTests {
      /// The model's font is 17 points: a character is 8.5 points wide.
      static let table = TableColumns([
        TableColumn("Name", width: .fraction(1)),
        TableColumn("Size", width: .fixed(60), alignment: .trailing),
      ])

      static func section(
        _ table: TableColumns, rows: [[String]], header: Bool = true
      ) -> Section {
        Section(
          cellModels: rows.enumerated().map { TableRowItem(identifier: "r\($0)", texts: $1) },
          identifier: "table",
          headerModel: header ? RowModel(identifier: "h", text: "", height: 30) : nil,
          constraints: Constraints(pinning: .header, table: table))
      }

      /// The column labels `view` shows: texts, frames and alignments.
      static func labels(in view: UIView?) -> [UILabel] {
        guard let view else { return [] }
        let columns = view.subviews.first {
          !$0.subviews.isEmpty && $0.subviews.allSatisfy { $0 is UILabel }
        }
        return columns?.subviews.compactMap { $0 as? UILabel } ?? []
      }

      @Test("each row shows its texts in one label per column; the header shows the titles")
      func rowsAndHeader() throws {
        let screen = Screen()
        var table = Self.table
        table.sort = TableSort(column: 1, ascending: false)
        screen.controller.update(
          with: [Self.section(table, rows: [["a.txt", "12"], ["b.txt", "3"]])], animated: false)
        screen.settle()
        let width = screen.collectionView.bounds.width
        let row = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        #expect(row.map(\.text) == ["a.txt", "12"])
        #expect(row.map(\.frame.minX) == [0, width - 60])
        #expect(row.map(\.frame.width) == [width - 61, 60])
        #expect(row.map(\.textAlignment) == [.left, .right])
        let header = screen.collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        #expect(Self.labels(in: header).map(\.text) == ["Name", "Size ▼"])
        #expect(screen.collectionView.contentSize.width == width)
      }

      @Test("right to left, the columns are mirrored in the row, and their alignments")
      func rightToLeft() {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        screen.controller.update(
          with: [Self.section(Self.table, rows: [["a.txt", "12"]])], animated: false)
        screen.settle()
        let width = screen.collectionView.bounds.width
        let row = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        #expect(row.map(\.frame.minX) == [61, 0])
        #expect(row.map(\.frame.maxX) == [width, 60])
        #expect(row.map(\.textAlignment) == [.right, .left])
      }

      @Test("a table wider than the view widens its rows and the content: the list scrolls across")
      func wideTable() {
        let screen = Screen()
        let wide = TableColumns([
          TableColumn("Name", width: .fixed(200)), TableColumn("Path", width: .fixed(300)),
        ])
        screen.controller.update(
          with: [Self.section(wide, rows: [["a", "/a"]])], animated: false)
        screen.settle()
        #expect(screen.collectionView.bounds.width < 501)
        #expect(screen.collectionView.contentSize.width == 501)
        #expect(screen.cellView(at: [0, 0])?.frame.width == 501)
        let row = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        #expect(row.map(\.frame.minX) == [0, 201])
        // Scrolled across, the row is still found and shown.
        screen.collectionView.contentOffset.x = 150
        screen.settle()
        #expect(screen.cellView(at: [0, 0]) != nil)
      }

      /// The labels of `view` showing `texts`, in that order: a pinned column's label is
      /// drawn last, over the others.
      static func labels(in view: UIView?, showing texts: [String]) -> [UILabel] {
        let labels = Self.labels(in: view)
        return texts.compactMap { text in labels.first { $0.text == text } }
      }

      /// A table of 501 points, wider than the view, whose first column is 200 wide.
      static func wide(pinsFirstColumn: Bool) -> TableColumns {
        TableColumns(
          [TableColumn("Name", width: .fixed(200)), TableColumn("Path", width: .fixed(300))],
          pinsFirstColumn: pinsFirstColumn)
      }

      @Test("a pinned first column stays in view, over the others, as the content scrolls across")
      func pinnedFirstColumn() {
        let screen = Screen()
        screen.controller.update(
          with: [Self.section(Self.wide(pinsFirstColumn: true), rows: [["a", "/a"]])],
          animated: false)
        screen.settle()
        let header = {
          screen.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        }
        #expect(
          Self.labels(in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"]).map(
            \.frame.minX) == [0, 201])
        screen.collectionView.contentOffset.x = 150
        screen.settle()
        let row = Self.labels(in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"])
        #expect(row.map(\.frame.minX) == [150, 201])
        #expect(row.first?.superview?.subviews.last === row.first, "drawn over the others")
        #expect(row.first?.backgroundColor == .systemBackground)
        #expect(
          Self.labels(in: header(), showing: ["Name", "Path"]).map(\.frame.minX) == [150, 201])
        screen.collectionView.contentOffset.x = 0
        screen.settle()
        #expect(
          Self.labels(in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"]).map(
            \.frame.minX) == [0, 201])
        // Not pinned, the first column scrolls away with the rest.
        screen.controller.update(
          with: [Self.section(Self.wide(pinsFirstColumn: false), rows: [["a", "/a"]])],
          animated: false)
        screen.collectionView.contentOffset.x = 150
        screen.settle()
        let unpinned = Self.labels(
          in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"])
        #expect(unpinned.map(\.frame.minX) == [0, 201])
        #expect(unpinned.first?.backgroundColor == nil)
      }

      @Test("right to left, a wide table starts scrolled to its first column, at the right")
      func wideRightToLeft() {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        screen.controller.update(
          with: [Self.section(Self.wide(pinsFirstColumn: true), rows: [["a", "/a"]])],
          animated: false)
        screen.settle()
        let width = screen.collectionView.bounds.width
        #expect(screen.collectionView.contentOffset.x == 501 - width)
        let row = Self.labels(in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"])
        #expect(row.map(\.frame.maxX) == [501, 300])
        #expect(screen.collectionView.bounds.maxX == 501, "the first column in view")
        // Scrolled to the left end, the pinned first column stays at the view's right edge.
        screen.collectionView.contentOffset.x = 0
        screen.settle()
        let scrolled = Self.labels(
          in: screen.cellView(at: [0, 0])?.contentView, showing: ["a", "/a"])
        #expect(scrolled.map(\.frame.maxX) == [width, 300])
        // The reader's offset is kept through an update.
        screen.controller.update(
          with: [Self.section(Self.wide(pinsFirstColumn: true), rows: [["a", "/b"]])],
          animated: false)
        screen.settle()
        #expect(screen.collectionView.contentOffset.x == 0)
      }

      @Test("a section made with its table gets a pinned header of titles, without a header model")
      func titleHeaderFromColumns() {
        let screen = Screen()
        var table = Self.table
        table.sort = TableSort(column: 0)
        screen.controller.update(
          with: [
            Section("table", table: table) {
              TableRowItem(identifier: "r0", texts: ["a.txt", "12"])
            }
          ], animated: false)
        screen.settle()
        let header = screen.collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        #expect(Self.labels(in: header).map(\.text) == ["Name ▲", "Size"])
        #expect(header?.frame.height == 44)
        #expect(screen.cellView(at: [0, 0])?.frame.minY == 44)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test("Dynamic Type: a larger text size makes the header taller and the fit columns wider")
      func dynamicType() throws {
        defer { UIFont.modelContentSizeScale = 1 }
        let screen = Screen()
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
        let header = {
          screen.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        }
        let rows = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        let titles = Self.labels(in: header())
        let row = try #require(rows.first)
        let title = try #require(titles.first)
        #expect(row.font.modelTextStyle == .body && row.adjustsFontForContentSizeCategory)
        #expect(title.font.modelTextStyle == .headline && title.adjustsFontForContentSizeCategory)
        #expect(row.frame.width == 68)
        #expect(header()?.frame.height == 44)

        UIContentSizeCategory.modelChange(toScale: 2)
        screen.settle()
        // The headline's line at twice the size is 40.8 points, with 22 points of margins.
        #expect(header()?.frame.height == 63)
        #expect(screen.cellView(at: [0, 0])?.frame.minY == 63)
        let widened = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        #expect(widened.first?.frame.width == 136)
        #expect(Self.labels(in: header()).first?.frame.width == 136)
        #expect(screen.diagnostics.isEmpty)
      }

      @Test("a fit column grows with the widest text seen; a reused cell of no table has no labels")
      func fitColumnsAndReuse() {
        let screen = Screen()
        let fit = TableColumns([
          TableColumn("N", width: .fit(maximum: nil)), TableColumn("Rest", width: .fraction(1)),
        ])
        screen.controller.update(
          with: [Self.section(fit, rows: [["abcd", "x"], ["abcdefgh", "y"]])], animated: false)
        screen.settle()
        let first = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        let second = Self.labels(in: screen.cellView(at: [0, 1])?.contentView)
        // Eight characters of 8.5 points.
        #expect(second.first?.frame.width == 68)
        #expect(first.first?.frame.width == 68, "placed again when the column grew")
        screen.controller.update(
          with: [
            Section(cellModels: [RowModel(identifier: "r0", text: "plain")], identifier: "table")
          ],
          animated: false)
        screen.settle()
        let plain = Self.labels(in: screen.cellView(at: [0, 0])?.contentView)
        #expect(plain.isEmpty)
      }
    }
  }
#endif
