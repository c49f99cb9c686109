/// What a list's last frame cost and how many sections its searches for items went through:
/// what virtualisation and the batch's hints keep small, and what tests and
/// ``TerminalListView/lastFrameStatistics`` read.
struct TerminalListCounters {
  /// The cells the last frame bound, the elements it drew and the element rows it went through.
  var cellsBound = 0
  var elementsDrawn = 0
  var rowsVisited = 0
  /// The sections searched for an item that left its place, since the list was made.
  var sectionsSearchedForItems = 0
}
