#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// Bands — sections flowing across the list — as carousels on a collection view: one item
    /// of the collection view holding a view of its own that scrolls its cards by touch, keeps
    /// its offset through updates and reuse, animates its part of each batch, and routes its
    /// cards' events in the list's index paths.
    @Suite("RosterUIKit: bands scroll as carousels", .serialized)
    @MainActor
    struct BandTests {
      static let across = Constraints(minimumLineSpacing: 0, scrollDirection: .horizontal)

      /// Cards `c<n>`, 100 × 60, reporting their display and selection to `screen`'s log.
      static func cards(_ numbers: some Sequence<Int>, on screen: Screen) -> [any CellModel] {
        numbers.map { number in
          var card = RowModel(
            identifier: "c\(number)", text: "", height: 60, width: 100, log: screen.displayLog)
          let log = screen.displayLog
          card.selectionAction = { model, indexPath in
            MainActor.assumeIsolated { log.selected(model.identifier, at: indexPath) }
          }
          return card
        }
      }

      static func feed(cards: [any CellModel], on screen: Screen) -> [Section] {
        [
          Section(cellModels: screen.rows(0..<2), identifier: "top"),
          Section(cellModels: cards, identifier: "cards", constraints: across),
          Section(cellModels: screen.rows(2..<20), identifier: "bottom"),
        ]
      }

      @Test("a band is one item holding its cards, which scroll across the list by touch")
      func bandScrolls() throws {
        let screen = Screen()
        let sections = Self.feed(cards: Self.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 1)
        let band = try #require(screen.bandCell(ofSection: 1))
        let cardsView = try #require(Screen.cardsView(inBand: band))
        #expect(band.frame == CGRect(x: 0, y: 88, width: 320, height: 60))
        #expect(cardsView.contentSize == CGSize(width: 800, height: 60))
        #expect(
          screen.visibleIndexPaths.filter { $0.section == 1 } == (0..<4).map { [1, $0] })
        cardsView.contentOffset.x = 450
        screen.expectShows(sections)
        #expect(screen.host.bandOffset(ofSection: "cards") == 450)
        #expect(
          screen.visibleIndexPaths.filter { $0.section == 1 } == (4..<8).map { [1, $0] })
        // Scrolling in code is clamped to the cards.
        screen.host.scrollBand(ofSection: "cards", to: 10_000)
        screen.expectShows(sections)
        #expect(Screen.cardsView(inBand: band)?.contentOffset.x == 480)
        #expect(screen.host.bandOffset(ofSection: "top") == 0)
      }

      @Test("an update animates the band's part and keeps its leading card where it was")
      func bandKeepsItsLeadingCard() throws {
        let screen = Screen()
        var sections = Self.feed(cards: Self.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.host.scrollBand(ofSection: "cards", to: 250)
        screen.expectShows(sections)
        // Two cards before the leading one (c2, half in view), one after it gone, one changed.
        sections[1].cellModels = Self.cards([10, 11, 0, 1, 2, 3, 4, 6, 7], on: screen)
        var changed = RowModel(
          identifier: "c3", text: "new", height: 60, width: 100, log: screen.displayLog)
        changed.isReorderable = false
        sections[1].cellModels[5] = changed
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.host.bandOffset(ofSection: "cards") == 450)
        #expect(screen.shownModel(at: [1, 5])?.hasSameContent(as: changed) == true)
        // Cards move between the band and the list, both ways.
        sections[0].cellModels.insert(sections[1].cellModels.remove(at: 4), at: 1)
        sections[1].cellModels.insert(sections[2].cellModels.remove(at: 0), at: 3)
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        let cardsView = try #require(screen.cardsView(ofSection: 1))
        #expect(UIKitHarness.raised(by: cardsView).isEmpty)
      }

      @Test("tapping a card selects its model, with its index path in the list")
      func tapSelectsCard() {
        let screen = Screen()
        let sections = Self.feed(cards: Self.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(screen.tap(at: [1, 2]))
        #expect(screen.displayLog.selections.last?.identifier == "c2")
        #expect(screen.displayLog.selections.last?.indexPath == [1, 2])
      }

      @Test("a band's offset survives its cell being reused for another band")
      func offsetSurvivesReuse() throws {
        let screen = Screen()
        let sections = [
          Section(
            cellModels: Self.cards(0..<8, on: screen), identifier: "a", constraints: Self.across),
          Section(cellModels: screen.rows(0..<20), identifier: "rows"),
          Section(
            cellModels: Self.cards(8..<16, on: screen), identifier: "b", constraints: Self.across),
        ]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.host.scrollBand(ofSection: "a", to: 300)
        let first = try #require(screen.bandCell(ofSection: 0))
        screen.collectionView.contentOffset.y = screen.collectionView.contentSize.height - 480
        screen.expectShows(sections)
        // The band at the bottom took the cell of the band that left, and starts at its start.
        let second = try #require(screen.bandCell(ofSection: 2))
        #expect(second === first)
        #expect(Screen.cardsView(inBand: second)?.contentOffset.x == 0)
        screen.collectionView.contentOffset.y = 0
        screen.expectShows(sections)
        let back = try #require(screen.bandCell(ofSection: 0))
        #expect(Screen.cardsView(inBand: back)?.contentOffset.x == 300)
        #expect(screen.host.bandOffset(ofSection: "a") == 300)
      }

      @Test("a section that turns into a band and back is shown either way")
      func sectionTurnsIntoBand() {
        let screen = Screen()
        var sections = Self.feed(cards: Self.cards(0..<8, on: screen), on: screen)
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        sections[1].constraints = Constraints()
        sections[1].cellModels.remove(at: 0)
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 7)
        sections[1].constraints = Self.across
        screen.controller.update(with: sections, animated: true)
        screen.expectShows(sections)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 1)
      }

      @Test("a row dragged over a band stays where it was; a band is never dragged")
      func dragOverBand() throws {
        let screen = Screen()
        var rows = screen.rows(0..<2)
        for index in rows.indices {
          guard var row = rows[index] as? RowModel else { continue }
          row.isReorderable = true
          rows[index] = row
        }
        let sections = [
          Section(cellModels: rows, identifier: "top"),
          Section(
            cellModels: Self.cards(0..<8, on: screen), identifier: "cards",
            constraints: Self.across),
        ]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        #expect(!screen.host.beginInteractiveMovementForItem(at: [1, 0]))
        #expect(screen.host.beginInteractiveMovementForItem(at: [0, 0]))
        let band = try #require(screen.bandCell(ofSection: 1)).frame
        screen.host.updateInteractiveMovementTargetPosition(CGPoint(x: band.midX, y: band.midY))
        screen.host.endInteractiveMovement()
        screen.expectShows(sections)
      }

      @Test("scrolling to a card scrolls the list to its band and the band to the card")
      func scrollToCard() {
        let screen = Screen()
        let sections = [
          Section(cellModels: screen.rows(0..<20), identifier: "rows"),
          Section(
            cellModels: Self.cards(0..<8, on: screen), identifier: "cards",
            constraints: Self.across),
        ]
        screen.controller.update(with: sections, animated: false)
        screen.expectShows(sections)
        screen.host.scroll(to: [1, 6], animated: false)
        screen.expectShows(sections)
        // The band scrolls the least that shows the card whole: to its end, less the last.
        #expect(screen.host.bandOffset(ofSection: "cards") == 380)
        #expect(screen.visibleIndexPaths.contains([1, 6]))
      }
    }
  }
#endif
