/// A cell model that says whether its item can take the focus: on tvOS, and with a hardware
/// keyboard on iPad, where the focus engine moves between items, and in a terminal list, whose
/// cursor passes over the items that cannot take it.
///
/// Items whose model does not adopt it can be focused. The list keeps the focus on the same
/// item through updates, by identity: see ``ListController/focusedIdentifier``.
public protocol FocusableCellModel: CellModel {
  /// Whether the item can take the focus; `false` for items the focus should skip (a header
  /// row, a spacer).
  var isFocusable: Bool { get }
}
