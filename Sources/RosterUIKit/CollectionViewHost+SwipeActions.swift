#if canImport(UIKit)
  import RosterHostSupport
  import UIKit

  extension CollectionViewHost {
    /// Whether the user can swipe items to reveal their swipe actions (`ActionableCellModel`,
    /// placed `.leadingSwipe` or `.trailingSwipe`); true by default.
    ///
    /// UIKit gives a collection view swipe actions only with its own list layout, so the host
    /// draws them with Roster's: a horizontal pan on an item moves its content view over a
    /// button per action (the outermost first, red when destructive); pulling past the
    /// actions runs the first (a full swipe), a tap on a button runs its action, and a tap
    /// elsewhere, a scroll, a drag or a reload closes the swipe. One item is swiped at a time,
    /// followed through updates by its identifier. A destructive action leaves the content
    /// where it was, so that the update removing the model animates the row away swiped; if
    /// the app keeps the model, the next update closes the swipe. Bands' cards and headers
    /// are not swiped; the layout is taken to run left to right.
    public var allowsSwipeActions: Bool {
      get { swipeActions.recognizer.isEnabled }
      set {
        swipeActions.recognizer.isEnabled = newValue
        if !newValue { swipeActions.close(animated: false) }
      }
    }

    /// The identifier of the item swiped open, or being swiped; `nil` when none is.
    public var swipedItem: String? { swipeActions.swipe.item }

    /// Closes the swiped item, if one is.
    public func closeSwipeActions(animated: Bool = true) {
      swipeActions.close(animated: animated)
    }
  }
#endif
