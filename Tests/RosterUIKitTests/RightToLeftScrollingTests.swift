#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// A collection view that scrolls horizontally and reads right to left, on the UIKit model:
    /// its first item is at the right end of its content, so it opens scrolled there, and it
    /// keeps its place counted from there as its content and its view change.
    @Suite("RosterUIKit: a horizontal list read right to left", .serialized)
    @MainActor
    struct RightToLeftScrollingTests {
      /// A screen with a horizontal list of the 320-point window's width, right to left.
      static func screen() -> Screen {
        let screen = Screen(showing: ListViewController(scrollDirection: .horizontal))
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        return screen
      }

      /// Cards 100 points wide, named `c0`, `c1`, ….
      static func cards(_ range: Range<Int>) -> [any CellModel] {
        range.map { RowModel(identifier: "c\($0)", text: "c\($0)", height: 200, width: 100) }
      }

      static func section(_ cards: [any CellModel]) -> [Section] {
        [
          Section(
            cellModels: cards, identifier: "cards",
            constraints: Constraints(scrollDirection: .horizontal))
        ]
      }

      @Test("it opens at the right end of its content, its first card at the right edge")
      func opensAtItsStart() {
        let screen = Self.screen()
        let sections = Self.section(Self.cards(0..<10))
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.contentSize.width == 1_000)
        #expect(screen.collectionView.contentOffset.x == 680)
        #expect(screen.visibleIndexPaths == (0..<4).map { [0, $0] })
        #expect(screen.cellView(at: [0, 0])?.frame.minX == 900)
        #expect(screen.cellView(at: [0, 0])?.frame.width == 100)
      }

      @Test("shown empty first, it opens at its start when the cards come, animated or not")
      func opensAtItsStartWhenFilled() {
        for animated in [false, true] {
          let screen = Self.screen()
          screen.controller.update(with: Self.section([]), animated: false)
          screen.settle()
          #expect(screen.collectionView.contentOffset.x == 0)
          let sections = Self.section(Self.cards(0..<10))
          screen.controller.update(with: sections, animated: animated)
          screen.expectShows(sections)
          #expect(screen.collectionView.contentOffset.x == 680, "animated \(animated)")
          #expect(screen.visibleIndexPaths == (0..<4).map { [0, $0] }, "animated \(animated)")
        }
      }

      @Test("narrower than its view, its cards start at the view's right edge")
      func shortListStartsAtTheRightEdge() {
        let screen = Self.screen()
        let sections = Self.section(Self.cards(0..<2))
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.contentOffset.x == 0)
        #expect(screen.cellView(at: [0, 0])?.frame.maxX == 320)
        #expect(screen.cellView(at: [0, 1])?.frame.minX == 120)
      }

      @Test("cards arriving at either end, animated or not, leave the cards in view where they are")
      func keepsItsPlaceThroughUpdates() {
        let screen = Self.screen()
        var sections = Self.section(Self.cards(0..<10))
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        // Read on to the fourth card: it is at the left edge.
        screen.collectionView.contentOffset.x = 380
        screen.expectShows(sections)
        #expect(screen.visibleIndexPaths == (3..<7).map { [0, $0] })
        let onScreen = (screen.cellView(at: [0, 3])?.frame.minX ?? 0) - 380

        // Five more at the end (the left), then two at the start (the right).
        let steps = [
          (Self.cards(0..<15), true, 3), (Self.cards(20..<22) + Self.cards(0..<15), false, 5),
        ]
        for (cards, animated, index) in steps {
          sections = Self.section(cards)
          screen.controller.update(with: sections, animated: animated)
          screen.expectShows(sections)
          let comment: Comment = "\(cards.count) cards, animated \(animated)"
          #expect(screen.visibleIndexPaths == (index..<(index + 4)).map { [0, $0] }, comment)
          let third = screen.cellView(at: [0, index])
          #expect((third as? any BoundCell)?.boundModel?.identifier == "c3", comment)
          #expect(
            (third?.frame.minX ?? 0) - screen.collectionView.contentOffset.x == onScreen, comment)
        }
      }

      @Test("at its end with end anchoring, it stays at its end (the left) as cards arrive there")
      func endAnchoringFollowsTheLeftEnd() {
        let screen = Self.screen()
        screen.host.scrollAnchoring = .end
        var sections = Self.section(Self.cards(0..<10))
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.collectionView.contentOffset.x = 0
        screen.expectShows(sections)
        sections = Self.section(Self.cards(0..<12))
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.collectionView.contentOffset.x == 0)
        #expect(screen.visibleIndexPaths == (8..<12).map { [0, $0] })
      }

      @Test("a wider view and a flipped direction keep what was read from the start")
      func keepsItsPlaceThroughGeometryChanges() {
        let screen = Self.screen()
        let sections = Self.section(Self.cards(0..<10))
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.collectionView.contentOffset.x = 580
        screen.expectShows(sections)
        #expect(screen.visibleIndexPaths == (1..<5).map { [0, $0] })

        // Wider: the card at the right edge stays there, more show at the left.
        screen.collectionView.frame.size.width = 420
        screen.expectShows(sections)
        #expect(screen.collectionView.contentOffset.x == 480)
        #expect(screen.visibleIndexPaths == (1..<6).map { [0, $0] })

        // Left to right, the same cards are read from the left.
        screen.collectionView.semanticContentAttribute = .forceLeftToRight
        screen.layout.invalidateLayout()
        screen.expectShows(sections)
        #expect(screen.collectionView.contentOffset.x == 100)
        #expect(screen.visibleIndexPaths == (1..<6).map { [0, $0] })
        #expect(screen.cellView(at: [0, 1])?.frame.minX == 100)
      }

      @Test(
        "a horizontal list nested in a right-to-left list opens at its right end, and comes back where it was left"
      )
      func nestedListKeepsItsPlace() throws {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        // Twenty nested lists of 200 points: three meet the 480-point screen.
        let lists: [any CellModel] = (0..<20).map { list in
          NestedListCellModel(
            identifier: "n\(list)", height: 200, scrollDirection: .horizontal,
            sections: [
              Section(
                cellModels: (0..<(8 + list)).map {
                  NestedItemModel(identifier: "i\($0)", height: 200, width: 100)
                }, identifier: "a", constraints: Constraints(scrollDirection: .horizontal))
            ])
        }
        let sections = [Section(cellModels: lists, identifier: "s")]
        screen.controller.update(with: sections, animated: false)
        screen.settle()
        let first = try #require(nestedCell(at: [0, 0], in: screen.collectionView)?.collectionView)
        #expect(first.contentSize.width == 800)
        #expect(first.contentOffset.x == 480)
        #expect(first.indexPathsForVisibleItems.sorted() == (0..<4).map { [0, $0] })
        // Read on by two cards, then away and back: every list another cell shows opens at
        // its start, and the first comes back two cards in.
        first.contentOffset.x = 280
        screen.settle()
        screen.collectionView.contentOffset.y = 2_000
        screen.settle()
        for cell in screen.collectionView.visibleCells {
          let view = try #require((cell as? NestedListCollectionViewCell)?.collectionView)
          #expect(view.contentOffset.x == view.contentSize.width - 320)
          #expect(view.indexPathsForVisibleItems.sorted() == (0..<4).map { [0, $0] })
        }
        screen.collectionView.contentOffset.y = 0
        screen.settle()
        let back = try #require(nestedCell(at: [0, 0], in: screen.collectionView)?.collectionView)
        #expect(back.contentOffset.x == 280)
        #expect(back.indexPathsForVisibleItems.sorted() == (2..<6).map { [0, $0] })
        #expect(screen.diagnostics.isEmpty)
      }
    }
  }
#endif
