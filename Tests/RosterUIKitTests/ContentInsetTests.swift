#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// Lists whose scroll view keeps space around its content — under a navigation bar, above
    /// a tab bar, beside the notch — on the UIKit model, where `contentInset` stands for the
    /// adjusted insets UIKit computes: a list at rest at its negative offset stays there
    /// through updates, and the first visible item keeps its place with the inset counted.
    @Suite("RosterUIKit: content insets", .serialized)
    @MainActor
    struct ContentInsetTests {
      static func feed(_ rows: [any CellModel]) -> [Section] {
        [Section(cellModels: rows, identifier: "feed")]
      }

      @Test("a collection view at rest under a bar stays at rest; the first row keeps its place")
      func collectionView() {
        let screen = Screen()
        screen.collectionView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        screen.collectionView.contentOffset.y = -64
        screen.controller.update(with: Self.feed(screen.rows(0..<20)), animated: false)
        screen.settle()
        screen.controller.update(with: Self.feed(screen.rows(0..<25)), animated: true)
        screen.settle()
        #expect(screen.collectionView.contentOffset.y == -64, "at rest, under the bar")
        // Two rows arrive above: the first row keeps its place, 64 points down the screen.
        screen.controller.update(with: Self.feed(screen.rows(30..<32) + screen.rows(0..<25)))
        screen.settle()
        #expect(screen.collectionView.contentOffset.y == CGFloat(88 - 64))
        // Scrolled to the end, above the bottom inset: a row arriving there keeps r24 in place.
        let end = CGFloat(27 * 44 + 34 - 480)
        screen.collectionView.contentOffset.y = end
        screen.settle()
        screen.controller.update(with: Self.feed(screen.rows(30..<32) + screen.rows(0..<26)))
        screen.settle()
        #expect(screen.collectionView.contentOffset.y == end)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }

      @Test("a table at rest under a bar stays at rest through updates")
      func tableView() {
        let screen = TableScreen()
        screen.tableView.contentInset = UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
        screen.tableView.contentOffset.y = -91
        screen.controller.update(with: Self.feed(screen.rows(0..<20)), animated: false)
        screen.settle()
        screen.controller.update(with: Self.feed(screen.rows(0..<22)), animated: true)
        screen.settle()
        #expect(screen.tableView.contentOffset.y == -91)
      }

      @Test("read right to left, a horizontal list opens at its right end with the inset showing")
      func rightToLeftWithInsets() {
        let screen = Screen(showing: ListViewController(scrollDirection: .horizontal))
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        screen.collectionView.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        let cards: [any CellModel] = (0..<10).map {
          RowModel(identifier: "c\($0)", text: "", height: 200, width: 100)
        }
        let sections = [
          Section(
            cellModels: cards, identifier: "cards",
            constraints: Constraints(scrollDirection: .horizontal))
        ]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.contentOffset.x == CGFloat(1_000 + 30 - 320))
        // Scrolled to the left end, the left inset shows; a card arriving there keeps the view.
        screen.collectionView.contentOffset.x = -20
        screen.settle()
        let more = sections.map { section -> Section in
          var section = section
          section.cellModels.append(RowModel(identifier: "c10", text: "", height: 200, width: 100))
          return section
        }
        screen.controller.update(with: more, animated: true)
        screen.expectShows(more)
        #expect(screen.collectionView.contentOffset.x == 80)
      }
    }
  }
#endif
