/// One of an app's own keys, declared to its ``TerminalListView``
/// (``TerminalListView/appKeyBindings``) so that the list's line of key hints and its help
/// overlay show it beside the list's own, and so that the list runs it: a key is only hinted
/// while it acts.
///
/// ```swift
/// import RosterTerminal
///
/// @MainActor func bindDelete(in listView: TerminalListView, delete: @escaping () -> Void) {
///   listView.appKeyBindings = [
///     TerminalKeyBinding(
///       .character("d"), "delete", group: "Post", priority: 1,
///       isAvailable: { list in list.selectedIndexPath != nil }
///     ) { _ in delete() }
///   ]
/// }
/// ```
@MainActor
public struct TerminalKeyBinding {
  /// The key.
  public var key: Key
  /// How the hint line and the help overlay show it.
  public var hint: TerminalKeyHint
  /// Whether the key acts now, on the selected row or in the app's state: while it returns
  /// `false` the key is neither hinted nor taken.
  public var isAvailable: @MainActor (TerminalListView) -> Bool
  /// What the key does.
  public var perform: @MainActor (TerminalListView) -> Void

  /// A binding of `key` that does `action` ("delete") with `perform` while `isAvailable`
  /// says it can, listed under `group`; its hint names the key as a terminal user reads it
  /// ("d", "^D", "Enter") unless `keys` names it.
  public init(
    _ key: Key, _ action: String, group: TerminalKeyHint.Group = "Keys", keys: String? = nil,
    priority: Int = 0,
    isAvailable: @escaping @MainActor (TerminalListView) -> Bool = { _ in true },
    perform: @escaping @MainActor (TerminalListView) -> Void
  ) {
    self.key = key
    hint = TerminalKeyHint(
      keys: keys ?? TerminalKeyHint.name(of: key), action: action, group: group,
      priority: priority)
    self.isAvailable = isAvailable
    self.perform = perform
  }
}
