/// What keeps still on screen when a batch changes the list, on every host.
///
/// Items inserted or deleted above the viewport — a feed loading newer items at the top, a
/// chat loading older messages — would otherwise move what the user is reading. Hosts read
/// their `scrollAnchoring` around every batch and reload.
public enum ScrollAnchoring: Hashable, Sendable {
  /// The first visible item (on the terminal, the selected item while it is in view) keeps its
  /// position on screen, animated or not.
  case firstVisibleItem
  /// As ``firstVisibleItem``, except that a list scrolled to its end stays at its end, showing
  /// what arrives there: a chat.
  case end
}
