#if os(Linux) || canImport(UIKit)
  import Foundation
  import PropertyBased
  import RosterTestSupport
  import RosterTesting
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// Random composite screens on the UIKit model: the random update sequences of
    /// ``UpdateSequencePropertyTests`` with every other section identity a band of cards of
    /// three widths (so cards move in and out of bands, and bands move, appear and go), each
    /// band scrolled by touch between updates and the list scrolled too.
    ///
    /// After settling, the screen shows the last state with the end-to-end checks, bands
    /// included: UIKit raised nothing in the list's view or any band's view, each band is one
    /// item whose view counts exactly its cards, shows a dequeued cell bound to exactly the card
    /// at its place for every card in view, where the list's layout put it, scrolled as far as
    /// the host keeps; every card's display began and ended in balance. Through every update, a
    /// band whose leading card survives keeps that card where it was.
    @Suite("RosterUIKit: random composite screens with bands", .serialized)
    @MainActor
    struct BandSequencePropertyTests {
      @Test("random updates and scrolling of bands settle on the last state, every card bound")
      func randomBands() async {
        await propertyCheck(count: propertyCases(1_000), input: UpdateSequencePropertyTests.input) {
          transitions in
          let screen = Screen()
          UpdateSequencePropertyTests.check(
            transitions, on: screen,
            interacting: { step, _ in
              screen.displayLog.phase = "tap \(step)"
              UpdateSequencePropertyTests.tapVisibleRow(number: step * 7, on: screen)
              screen.displayLog.phase = "band \(step)"
              Self.scrollBands(step: step, on: screen)
            }, shaping: Self.bands)
        }
      }

      @Test("a band whose leading card survives an update keeps that card where it was")
      func leadingCardStays() async {
        await propertyCheck(count: propertyCases(1_000), input: UpdateSequencePropertyTests.input) {
          transitions in
          let screen = Screen()
          let log = screen.displayLog
          let states = transitions.flatMap { [$0.old, $0.new] }.map {
            Self.bands(UpdateSequencePropertyTests.rows(of: $0, log: log))
          }
          for (step, state) in states.enumerated() {
            let shown = screen.controller.snapshot.sections
            let before = Self.leadingCards(on: screen)
            let offsets = before.keys.map { ($0, screen.host.bandOffset(ofSection: $0)) }
            screen.controller.update(with: state, animated: step % 2 == 0)
            UIKitHarness.settle()
            let after = Self.leadingCards(on: screen, at: before)
            // Bands are found by their identifiers, which generated states repeat too.
            let identifiers = state.map(\.identifier) + shown.map(\.identifier)
            for (band, offset) in offsets
            where identifiers.lazy.filter({ $0 == band }).count <= 2 {
              let now = screen.host.bandOffset(ofSection: band)
              // A band at its start stays there, showing what comes in first.
              guard offset > 0 else {
                #expect(now == 0, "\(band)\n\(transitions)")
                continue
              }
              // A scrolled band keeps its leading card where it was, unless the band became too
              // short to scroll that far.
              // A card is found by its identifier, which generated states repeat.
              func once(_ sections: [Section]) -> Bool {
                sections.first { $0.identifier == band }.map { section in
                  section.cellModels.lazy.filter { $0.identifier == before[band]?.identifier }
                    .count == 1
                } ?? false
              }
              guard once(shown), once(state), let card = before[band],
                let position = after[band]?.position,
                let cardsView = Self.bandsOnScreen(screen).first(where: {
                  $0.section.identifier == band
                })?.cardsView
              else { continue }
              let reach = cardsView.contentSize.width - cardsView.bounds.width
              guard now > 0, now < reach else { continue }
              #expect(
                position == card.position, "\(band): \(card.identifier)\n\(transitions)")
            }
            Self.scrollBands(step: step, on: screen)
            UIKitHarness.settle()
          }
        }
      }

      /// Every other section identity (by its identifier) as a band of cards 90, 130 or 170
      /// wide, by their identifiers. Cards have explicit sizes: a measured one would be measured
      /// again at the change of width, which the size cache clears on, although a band's cards
      /// are measured at a free width.
      static func bands(_ sections: [Section]) -> [Section] {
        sections.map { section in
          guard isBand(section.identifier) else { return section }
          var band = section
          band.constraints = Constraints(
            minimumLineSpacing: 4, scrollDirection: .horizontal)
          band.cellModels = section.cellModels.map { model in
            let width = CGFloat([90, 130, 170][hash(model.identifier) % 3])
            if var row = model as? RowModel {
              row.width = width
              row.measured = false
              return row
            }
            if var badge = model as? BadgeRowModel {
              badge.row.width = width
              badge.row.measured = false
              return badge
            }
            return model
          }
          return band
        }
      }

      static func isBand(_ identifier: String) -> Bool { hash(identifier) % 2 == 1 }

      static func hash(_ identifier: String) -> Int {
        identifier.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xffff }
      }

      /// Scrolls each band on screen by touch to an offset that depends on `step`, and the list
      /// itself every third step.
      static func scrollBands(step: Int, on screen: Screen) {
        // Every cell on screen, a band's on its way out too; only a band's cell holds a
        // collection view on these screens, which have no nested lists.
        for cell in screen.collectionView.visibleCells {
          guard let cardsView = Screen.cardsView(inBand: cell) else { continue }
          let reach = max(0, cardsView.contentSize.width - cardsView.bounds.width)
          cardsView.contentOffset.x = (CGFloat(step * 97 % 400)).clamped(to: 0...reach)
        }
        if step % 3 == 2 {
          screen.collectionView.contentOffset.y = CGFloat(step * 53 % 300)
        }
      }

      /// Each band on screen's card at its leading edge, and where that card is from the band's
      /// visible start; given `before`, where those same cards are now.
      static func leadingCards(
        on screen: Screen, at before: [String: (identifier: String, position: CGFloat)]? = nil
      ) -> [String: (identifier: String, position: CGFloat)] {
        var found: [String: (identifier: String, position: CGFloat)] = [:]
        for (section, cardsView) in bandsOnScreen(screen) {
          let offset = cardsView.contentOffset.x
          let cards = cardsView.indexPathsForVisibleItems.compactMap {
            path -> (String, CGFloat)? in
            guard
              let frame = cardsView.collectionViewLayout.layoutAttributesForItem(at: path)?
                .frame, section.cellModels.indices.contains(path.item)
            else { return nil }
            return (section.cellModels[path.item].identifier, frame.minX - offset)
          }
          if let before {
            guard let wanted = before[section.identifier],
              let card = cards.first(where: { $0.0 == wanted.identifier })
            else { continue }
            found[section.identifier] = card
          } else if let first = cards.min(by: { $0.1 < $1.1 }) {
            found[section.identifier] = first
          }
        }
        return found
      }

      /// The bands on a settled screen: each one's section, as the list shows it, and the view
      /// of its cards.
      static func bandsOnScreen(
        _ screen: Screen
      ) -> [(section: Section, cardsView: UICollectionView)] {
        screen.collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
          guard let section = screen.controller.snapshot.section(at: indexPath.section),
            let cardsView = screen.cardsView(ofSection: indexPath.section)
          else { return nil }
          return (section, cardsView)
        }
      }
    }
  }

  extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
      min(max(self, range.lowerBound), range.upperBound)
    }
  }
#endif
