/// The app's own keys (``TerminalListView/appKeyBindings``): hinted beside the list's while
/// they act, listed in the help overlay, and run by the list when pressed.
@MainActor
final class AppKeysFeature: TerminalListFeature {
  /// The app's keys, in the order their hints show.
  var bindings: [TerminalKeyBinding] = []

  /// Runs the first binding of `key` that acts now.
  func handle(_ key: Key, in list: TerminalListView) -> Bool {
    guard let binding = bindings.first(where: { $0.key == key && $0.isAvailable(list) }) else {
      return false
    }
    binding.perform(list)
    return true
  }

  /// The bindings that act now.
  func keyHints(in list: TerminalListView) -> [TerminalKeyHint] {
    bindings.filter { $0.isAvailable(list) }.map(\.hint)
  }

  /// Every binding.
  func keyMap(in list: TerminalListView) -> [TerminalKeyHint] { bindings.map(\.hint) }

  /// The bound keys, which no item action's shortcut may take.
  func reservedKeys(in list: TerminalListView) -> [Key] { bindings.map(\.key) }
}

extension TerminalListView {
  /// The app's own keys, which join the list's: the line of key hints (``keyHints``) shows
  /// each while its ``TerminalKeyBinding/isAvailable`` says it acts, after the list's keys,
  /// the help overlay (``helpKey``) lists them all under their groups, and ``handle(_:)`` runs
  /// the first available binding of a key that neither the selected cell nor one of the list's
  /// features takes, before the list's own navigation keys. No item action's shortcut may take
  /// a bound key.
  ///
  /// ```swift
  /// import RosterTerminal
  ///
  /// @MainActor func bindQuit(in listView: TerminalListView, app: TerminalApp) {
  ///   listView.appKeyBindings = [
  ///     TerminalKeyBinding(.character("q"), "quit", priority: 2) { [weak app] _ in app?.stop() }
  ///   ]
  /// }
  /// ```
  public var appKeyBindings: [TerminalKeyBinding] {
    get { features.appKeys.bindings }
    set { features.appKeys.bindings = newValue }
  }
}
