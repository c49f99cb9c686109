import Foundation

/// What a terminal list remembers between frames to prefetch: how far, and which way it last
/// scrolled.
struct TerminalPrefetching {
  var distance = TerminalListView.PrefetchDistance.screens(1)
  var lastOffset: Int?
  var isScrollingBack = false
  var band = CGRect.zero
}
