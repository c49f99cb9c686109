import RosterCells

/// The settings form's keys come from its list's key map: the list's own (moving, the help
/// overlay's) and the form's, declared to the list as key bindings, each available on the rows
/// it acts on. Its footer, its help overlay (`?`), `roster-demo help settings` and the message
/// without a terminal all read them there, so they cannot disagree about what a key does.
extension SettingsApp {
  /// The help's heading of the form's keys.
  nonisolated static let group: TerminalKeyHint.Group = "Settings form"
  /// The help's heading of the keys while the name field edits.
  nonisolated static let editingGroup: TerminalKeyHint.Group = "Typing the name"

  /// The form's own keys beside the list's, on the list that `controller` fills;
  /// `hasUnsavedChanges` says whether Enter in the name field has a name to save. The selected
  /// control takes its keys before the list's app keys, so these declare what it does; their
  /// `perform` only runs for a key the control passes on, which none of them is.
  static func keyBindings(
    controller: ListController<TerminalListView>,
    hasUnsavedChanges: @escaping @MainActor () -> Bool
  ) -> [TerminalKeyBinding] {
    /// Whether the selected row, not being edited, shows a model that `matches`.
    func on(
      _ matches: @escaping @MainActor (any CellModel) -> Bool
    ) -> @MainActor (TerminalListView) -> Bool {
      { list in
        guard !list.selectedCellTakesTextInput,
          let model = list.selectedIndexPath.flatMap({ controller.cellModel(at: $0) })
        else { return false }
        return matches(model)
      }
    }
    let isToggle = on { $0 is ToggleCellModel }
    let isButton = on { ($0 as? ButtonCellModel)?.isEnabled == true }
    let isChoice = on { $0 is SegmentedControlCellModel }
    let isField = on { $0 is TextFieldCellModel }
    let isEditing: @MainActor (TerminalListView) -> Bool = { $0.selectedCellTakesTextInput }
    let select: @MainActor (TerminalListView) -> Void = { $0.activateSelection() }
    let none: @MainActor (TerminalListView) -> Void = { _ in }
    return [
      TerminalKeyBinding(
        .enter, "toggle", group: group, keys: "Enter Space", priority: 1, isAvailable: isToggle,
        perform: select),
      TerminalKeyBinding(
        .character(" "), "toggle", group: group, keys: "Enter Space", priority: 1,
        isAvailable: isToggle, perform: select),
      TerminalKeyBinding(
        .enter, "press", group: group, keys: "Enter Space", priority: 1, isAvailable: isButton,
        perform: select),
      TerminalKeyBinding(
        .character(" "), "press", group: group, keys: "Enter Space", priority: 1,
        isAvailable: isButton, perform: select),
      TerminalKeyBinding(
        .left, "choose", group: group, keys: "←→", priority: 1, isAvailable: isChoice,
        perform: none),
      TerminalKeyBinding(
        .right, "choose", group: group, keys: "←→", priority: 1, isAvailable: isChoice,
        perform: none),
      TerminalKeyBinding(
        .enter, "edit", group: group, priority: 1, isAvailable: isField, perform: select),
      TerminalKeyBinding(
        .enter, "save", group: editingGroup, priority: 1,
        isAvailable: { isEditing($0) && hasUnsavedChanges() }, perform: none),
      TerminalKeyBinding(
        .escape, "stop editing", group: editingGroup, priority: 1, isAvailable: isEditing,
        perform: none),
    ]
  }

  /// The footer's hints on `listView`: while the name field edits, only the field's keys
  /// (`q` is typed then, and the list's keys are the field's); otherwise the keys that act on
  /// the selected row — the list's "Enter select" left out, for the form's own say what Enter
  /// does on each row — and `q quit`.
  static func footerHints(for listView: TerminalListView, columns: Int) -> [String] {
    if listView.selectedCellTakesTextInput {
      return ListFooter.hints(
        for: listView, columns: columns, mode: editingGroup.name + ":", quits: false
      ) { $0.group == editingGroup }
    }
    return ListFooter.hints(for: listView, columns: columns) { !isListSelect($0) }
  }

  /// Whether `hint` is the list's own "Enter select", which the demo's screens replace with
  /// what Enter does on the row.
  nonisolated static func isListSelect(_ hint: TerminalKeyHint) -> Bool {
    hint.group == .select && hint.keys == "Enter" && hint.action == "select"
  }

  /// The model of the selected row.
  package var selectedModel: (any CellModel)? {
    listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }
  }

  /// The form's keys as the help prints them: its list's key map, then `q`.
  package static var keyTables: [KeyTable] {
    let app = SettingsApp(columns: 80, rows: 24)
    app.start()
    return ListFooter.keyTables(of: app.listView)
  }
}
