/// An end of a list's items, which scrolling approaches: ``ListController/edgeApproachHandler``
/// hears which one, to load the next page (``end``) or, in a list that grows upwards such as a
/// chat, the previous one (``start``).
public enum ListEdge: Hashable, Sendable, CaseIterable {
  /// Before the first item.
  case start
  /// After the last item.
  case end
}
