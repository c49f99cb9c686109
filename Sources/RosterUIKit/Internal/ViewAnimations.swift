#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension BatchPerformingHost {
    /// UIKit's own switch for an unanimated batch: the changes run with `UIView`'s animations
    /// off, for the collection and the table host alike.
    package func performWithoutAnimation(_ changes: () -> Void) {
      UIView.performWithoutAnimation(changes)
    }
  }
#endif
