/// What keeps still on screen when a batch changes the list, on every host.
///
/// Items inserted or deleted above the viewport — a feed loading newer items at the top, a
/// chat loading older messages — would otherwise move what the user is reading. Every host
/// reads its `scrollAnchoring` around every batch; the terminal list and `SimulatedListHost`
/// also around a reload, while UIKit's hosts leave a reload's offset to the view.
///
/// The list never scrolls before its start or past its end to keep its place: when the content
/// is too short to scroll what arrived above out of view (a list shorter than its screen), the
/// list scrolls as far as the content allows, and the kept item moves down by the rest.
public enum ScrollAnchoring: Hashable, Sendable {
  /// The first visible item (on the terminal, the selected item while it is in view) keeps its
  /// position on screen, animated or not — at the very top of the list too: items inserted
  /// before it arrive above the screen, and the list's offset grows by their length, as a
  /// feed with an "n newer" button wants. To show them instead, scroll to the first item once
  /// the update is shown (``ListController/scrollTo(cellModel:animated:)``).
  case firstVisibleItem
  /// As ``firstVisibleItem``, except that a list scrolled to its end stays at its end, showing
  /// what arrives there: a chat.
  case end
}
