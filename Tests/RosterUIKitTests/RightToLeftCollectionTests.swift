#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// A collection view whose `effectiveUserInterfaceLayoutDirection` is right to left, on the
    /// UIKit model: the list's layout mirrors its frames, and swipes flip their edges.
    @Suite("RosterUIKit: right to left", .serialized)
    @MainActor
    struct RightToLeftCollectionTests {
      @Test("a grid in a right-to-left collection view fills from the right edge")
      func gridIsMirrored() {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        #expect(screen.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let cells = (0..<4).map { RowModel(identifier: "c\($0)", text: "c\($0)") }
        screen.controller.update(
          with: [
            Section(
              cellModels: cells, identifier: "grid",
              constraints: Constraints(
                inset: EdgeInsets(left: 8), distribution: .equally(cellsInRow: 3)))
          ], animated: false)
        screen.settle()
        let width = screen.collectionView.bounds.width
        let column = (width - 8) / 3
        let frames = (0..<4).map { screen.cellView(at: IndexPath(item: $0, section: 0))?.frame }
        // `inset.left` is the space before the items: at the right, right to left.
        #expect(frames[0]?.maxX == width - 8)
        #expect(frames[0]?.width == column)
        #expect(frames[2]?.minX == 0)
        #expect(frames[3]?.maxX == width - 8)
        #expect(frames[3]?.minY == frames[0]?.maxY)
      }

      @Test("a subview of a right-to-left view reads right to left; playback content does not")
      func effectiveDirectionIsInherited() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
      }

      @Test("a band starts at its right end, and its offset counts along its cards")
      func bandIsMirrored() throws {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        let sections = BandTests.feed(cards: BandTests.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        let band = try #require(screen.bandCell(ofSection: 1))
        let cardsView = try #require(Screen.cardsView(inBand: band))
        #expect(band.frame == CGRect(x: 0, y: 88, width: 320, height: 60))
        #expect(cardsView.contentSize == CGSize(width: 800, height: 60))
        // Scrolled to its content's end, the band shows its first cards, the first at the right.
        #expect(cardsView.contentOffset.x == 480)
        #expect(screen.cellView(at: [1, 0])?.frame == CGRect(x: 700, y: 0, width: 100, height: 60))
        #expect(screen.visibleIndexPaths.filter { $0.section == 1 } == (0..<4).map { [1, $0] })
        cardsView.contentOffset.x = 30
        screen.expectShows(sections)
        #expect(screen.host.bandOffset(ofSection: "cards") == 450)
        #expect(screen.visibleIndexPaths.filter { $0.section == 1 } == (4..<8).map { [1, $0] })
        screen.host.scrollBand(ofSection: "cards", to: 10_000)
        screen.expectShows(sections)
        #expect(cardsView.contentOffset.x == 0)
      }

      @Test("right to left, an update keeps the band's leading card where it was")
      func mirroredBandKeepsItsLeadingCard() throws {
        let screen = Screen()
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        var sections = BandTests.feed(cards: BandTests.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.host.scrollBand(ofSection: "cards", to: 250)
        screen.expectShows(sections)
        sections[1].cellModels = BandTests.cards([10, 11, 0, 1, 2, 3, 4, 6, 7], on: screen)
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.host.bandOffset(ofSection: "cards") == 450)
        // Nine cards reach 900: the view is scrolled 900 − 320 − 450 from the left.
        let cardsView = try #require(screen.cardsView(ofSection: 1))
        #expect(cardsView.contentOffset.x == 130)
        #expect(UIKitHarness.raised(by: cardsView).isEmpty)
      }

      @Test("swiping right reveals the trailing actions at the left, outermost at the edge")
      func swipeEdgesFlip() {
        let screen = SwipeScreen(rows: ["r0", "r1", "r2"])
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        // Towards the trailing edge (the left): the leading actions, and a row has none.
        screen.swipe("r1", by: -150)
        screen.screen.settle()
        #expect(screen.host.swipedItem == nil)
        #expect(screen.movedCells.isEmpty)
        screen.swipe("r1", by: 150)
        screen.screen.settle()
        #expect(screen.host.swipedItem == "r1")
        #expect(screen.movedCells == ["r1": 222])
        let buttons = screen.buttons("r1")
        #expect(buttons.map { $0.title(for: .normal) } == ["Delete", "Pin", "Share"])
        #expect(buttons.map(\.frame.minX) == [0, 74, 148])
        buttons[1].modelTap()
        screen.screen.settle()
        #expect(screen.log.ran == ["pin r1 at 1"])
        #expect(screen.movedCells.isEmpty)
      }
    }
  }
#endif
