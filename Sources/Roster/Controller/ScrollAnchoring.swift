/// What keeps still on screen when a batch changes the list, on every host.
///
/// Items inserted or deleted above the viewport — a feed loading newer items at the top, a
/// chat loading older messages — would otherwise move what the user is reading. Every host
/// reads its `scrollAnchoring` around every batch; the terminal list and `SimulatedListHost`
/// also around a reload, while UIKit's hosts leave a reload's offset to the view.
public enum ScrollAnchoring: Hashable, Sendable {
  /// The first visible item (on the terminal, the selected item while it is in view) keeps its
  /// position on screen, animated or not.
  case firstVisibleItem
  /// As ``firstVisibleItem``, except that a list scrolled to its end stays at its end, showing
  /// what arrives there: a chat.
  case end
}
