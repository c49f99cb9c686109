import Foundation

/// An item the user is dragging: where it started, where it is shown now, and the state the
/// app last saw, which is what its requests made during the drag start from.
struct InteractiveMovement {
  /// Where the item was when the movement began.
  var origin: IndexPath
  /// Where the displayed state shows it now.
  var current: IndexPath
  /// The displayed sections and their owners when the movement began: the app never saw the
  /// tentative positions, so requests built from the displayed state start from these.
  var sectionsAtStart: [Section]
  var ownersAtStart: [ObjectIdentifier?]
}
