#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  @_spi(Testing) import RosterUIKitOnModel

  extension OnUIKit {
    /// The collection view's focus feature on its own: a host whose list is a recording, so
    /// the list's answers are the test's and what the feature tells it is seen as sent, band
    /// cells included (a band's cards take the focus in the band's own view).
    @Suite("RosterUIKit: CollectionFocus on a recording list", .serialized)
    @MainActor
    struct CollectionFocusTests {
      @Test("the view's remembering is off and it takes the focus, for a hardware keyboard")
      func install() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (_, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(!view.remembersLastFocusedIndexPath)
        #expect(view.allowsFocus)
      }

      @Test("whether an item takes the focus is the list's answer; a band's cell always does")
      func canFocus() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        source.focusable = [[0, 1]]
        #expect(host.collectionView(view, canFocusItemAt: [0, 1]))
        #expect(!host.collectionView(view, canFocusItemAt: [2, 1]))
        #expect(host.collectionView(view, canFocusItemAt: [1, 0]), "to pass it to its cards")
        #expect(source.log == ["canFocus [0, 1]", "canFocus [2, 1]"])
      }

      @Test("the focus comes back to the list's remembered item, unless it is a band's card")
      func preferred() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(host.indexPathForPreferredFocusedView(in: view) == nil)
        source.preferredFocus = [2, 1]
        #expect(host.indexPathForPreferredFocusedView(in: view) == [2, 1])
        source.preferredFocus = [1, 1]
        #expect(host.indexPathForPreferredFocusedView(in: view) == nil, "the band's view has it")
      }

      @Test("the list hears which item took the focus, and a band's cell passes it on unheard")
      func didFocus() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (_, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(view.modelMoveFocus(to: [2, 0]))
        view.modelMoveFocus(to: [1, 0])
        view.modelMoveFocus(to: nil)
        #expect(source.log.filter { $0.hasPrefix("focus") } == ["focus [2, 0]"])
      }

      @Test("moving the focus to the remembered item focuses it where the list says it is now")
      func focusRemembered() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, view) = source.collectionHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(view.modelMoveFocus(to: [0, 0]))
        source.preferredFocus = [2, 2]
        host.focusRememberedItem()
        #expect(view.modelFocusedIndexPath == [2, 2])
      }
    }
  }
#endif
