#if os(Linux) || canImport(UIKit)
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
    /// ``UpdateSequencePropertyTests`` on a ``TableViewHost``: the same random update
    /// sequences (animated or not, arriving while batches animate, a tap on a visible row after
    /// each, scrolling, leaving the window, one width change), shown by table cells, with the
    /// same checks throughout (rebinds, reuse, measuring, the tapped row's highlight and action);
    /// after settling the table must show the last state with the checks of the table's
    /// end-to-end tests, every completion run once. (Drags are the collection view's: the
    /// table's are approximated on iOS.)
    @Suite("RosterUIKit: random update sequences on the UIKit model's table view", .serialized)
    @MainActor
    struct TableUpdateSequencePropertyTests {
      @Test(
        "random update sequences settle on the last state, every visible row bound to its model")
      func randomSequences() async {
        await propertyCheck(count: propertyCases(2_000), input: UpdateSequencePropertyTests.input) {
          transitions in
          let screen = TableScreen()
          UpdateSequencePropertyTests.check(transitions, on: screen) { step, _ in
            screen.displayLog.phase = "tap \(step)"
            UpdateSequencePropertyTests.tapVisibleRow(number: step * 7, on: screen)
          }
        }
      }
    }
  }
#endif
