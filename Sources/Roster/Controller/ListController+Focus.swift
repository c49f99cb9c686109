import Foundation

// The focus is remembered by identity: a focus engine remembers an index path, which an update
// that inserts above the focused item points at another item. The host reports each focus
// change and asks, when the focus comes back to the list, where the remembered item is now.
extension ListController {
  /// Whether the displayed item at `indexPath` can take the focus: one whose model does not
  /// opt out (``FocusableCellModel/isFocusable``) and that no update the app asked for removes.
  func canFocusItem(at indexPath: IndexPath) -> Bool {
    guard let model = cellModel(at: indexPath) else { return false }
    if let focusable = model as? any FocusableCellModel, !focusable.isFocusable { return false }
    return !isLeaving(model.identifier)
  }

  /// Remembers the item the focus moved to; focus leaving the list (`nil`) keeps the last one,
  /// for when it comes back.
  func didFocusItem(at indexPath: IndexPath?) {
    guard let indexPath, let model = cellModel(at: indexPath),
      model.identifier != focusedIdentifier
    else { return }
    focusedIdentifier = model.identifier
    focusChangeHandler?(model.identifier)
  }

  /// Makes `identifier` the item the focus comes back to (`nil`: none), as if the user had
  /// focused it last, telling nothing: the app asked for it. The host moves the focus there
  /// when it next asks for its preferred item.
  package func rememberFocus(_ identifier: String?) {
    focusedIdentifier = identifier
  }

  /// Where the remembered item is displayed now.
  ///
  /// - Complexity: O(1) after a table of the displayed items built once per displayed state.
  var indexPathForPreferredFocusedItem: IndexPath? {
    focusedIdentifier.flatMap { snapshot.indexPath(forIdentifier: $0) }
  }
}
