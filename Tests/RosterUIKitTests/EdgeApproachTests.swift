#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The end of a collection view's list approached by scrolling, through the host's
    /// reports of its bounds.
    @Suite("RosterUIKit: approaching the end loads the next page", .serialized)
    @MainActor
    struct EdgeApproachTests {
      @Test("scrolling to the end tells the end once; the page the handler loads is shown")
      func collectionViewPages() {
        let screen = Screen()
        let log = PrefetchLog()
        var told: [ListEdge] = []
        screen.controller.edgeApproachDistance = 2
        screen.controller.edgeApproachHandler = { edge in
          told.append(edge)
          guard edge == .end, screen.controller.sections[0].cellModels.count < 60 else { return }
          screen.controller.update(with: prefetchRows(0..<60, log: log), animated: false)
        }
        screen.controller.update(with: prefetchRows(0..<40, log: log), animated: false)
        screen.collectionView.layoutIfNeeded()
        #expect(told == [.start])

        // Rows 30–39 of 48 points on the 480-point screen: the last row shows.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 40 * 48 - 480)
        screen.collectionView.layoutIfNeeded()
        screen.settle()
        #expect(told == [.start, .end])
        #expect(screen.controller.sections[0].cellModels.count == 60)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 40 * 48 - 470)
        screen.collectionView.layoutIfNeeded()
        #expect(told == [.start, .end], "the page moved the end away")

        screen.collectionView.contentOffset = CGPoint(x: 0, y: 60 * 48 - 480)
        screen.collectionView.layoutIfNeeded()
        screen.settle()
        #expect(told == [.start, .end, .end])
        #expect(screen.controller.sections[0].cellModels.count == 60)
        #expect(UIKitHarness.raised(by: screen.collectionView).isEmpty)
      }
    }
  }
#endif
