#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  extension OnUIKit {
    /// The table's focus feature on its own: a host whose list is a recording, so the list's
    /// answers are the test's and what the feature tells it is seen as sent.
    @Suite("RosterUIKit: TableFocus on a recording list", .serialized)
    @MainActor
    struct TableFocusTests {
      @Test("the table's remembering is off and it takes the focus, for a hardware keyboard")
      func install() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (_, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(!tableView.remembersLastFocusedIndexPath)
        #expect(tableView.allowsFocus)
      }

      @Test("whether a row takes the focus, and where it comes back to, are the list's answers")
      func answers() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (host, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        source.focusable = [[1, 1]]
        #expect(host.tableView(tableView, canFocusRowAt: [1, 1]))
        #expect(!host.tableView(tableView, canFocusRowAt: [0, 1]))
        #expect(source.log == ["canFocus [1, 1]", "canFocus [0, 1]"])
        #expect(host.indexPathForPreferredFocusedView(in: tableView) == nil)
        source.preferredFocus = [2, 2]
        #expect(host.indexPathForPreferredFocusedView(in: tableView) == [2, 2])
      }

      @Test("the list hears which row took the focus; the focus leaving the table tells nothing")
      func didFocus() {
        let source = RecordingListSource()
        let window = shownWindow()
        let (_, tableView) = source.tableHost(
          showing: RecordingListSource.rowsAroundBand(), in: window)
        #expect(tableView.modelMoveFocus(to: [1, 0]))
        tableView.modelMoveFocus(to: nil)
        #expect(tableView.modelMoveFocus(to: [2, 1]))
        #expect(source.log.filter { $0.hasPrefix("focus") } == ["focus [1, 0]", "focus [2, 1]"])
      }
    }
  }
#endif
