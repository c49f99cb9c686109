/// A feature of a ``TerminalListView`` that plugs into its frame and its input: the columns it
/// takes beside the cells, what it draws over them, and the keys and mouse events it takes.
///
/// Every hook does nothing by default, so a feature implements only the ones it needs. The list
/// holds its features in one declared order (``TerminalListFeatures``) and asks each in turn:
/// they draw in that order, after the cells, and the first that takes an input event keeps it
/// from the ones after it and from the list's own navigation keys. A new feature is a new type
/// in that list; no file of the list changes.
@MainActor
protocol TerminalListFeature: AnyObject {
  /// How many columns the feature takes at the list's trailing edge (the right one; the left
  /// one in a list read right to left), beside the cells. The cells are laid out in what the
  /// features and the gutter leave, so a change of this width lays the list out again
  /// (``TerminalListView/reservedColumnsDidChange(_:)``).
  func trailingColumns(in list: TerminalListView) -> Int

  /// Draws over the list, after its cells, its top-left corner being at `column`, `row` of
  /// `buffer`. `columns` are the feature's own trailing columns in the list's coordinates,
  /// empty when it takes none.
  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>)

  /// Takes `key` and returns `true`, or returns `false` to pass it on. Asked after the list's
  /// modes (the action menu, move mode and the filter line while typed in), the keys of the
  /// selected cell and the selection keys, before the move, action and filter keys and the
  /// list's own navigation and mouse keys.
  func handle(_ key: Key, in list: TerminalListView) -> Bool
}

extension TerminalListFeature {
  func trailingColumns(in list: TerminalListView) -> Int { 0 }

  func draw(
    over list: TerminalListView, into buffer: inout ScreenBuffer, column: Int, row: Int,
    columns: Range<Int>
  ) {}

  func handle(_ key: Key, in list: TerminalListView) -> Bool { false }
}

/// The features of a ``TerminalListView``, in the order they draw and take input.
@MainActor
struct TerminalListFeatures {
  /// The scroll indicator (``TerminalListView/showsScrollIndicator``).
  let scrollIndicator = ScrollIndicatorFeature()
  /// Pull-to-refresh (``TerminalListView/refreshKey``).
  let refresh = RefreshFeature()
  /// Every feature, in order.
  let all: [any TerminalListFeature]

  init() {
    all = [scrollIndicator, refresh]
  }

  /// The columns the features take, together, at the list's trailing edge.
  ///
  /// - Complexity: O(*f*) for *f* features.
  func trailingColumns(in list: TerminalListView) -> Int {
    all.reduce(0) { $0 + $1.trailingColumns(in: list) }
  }
}
