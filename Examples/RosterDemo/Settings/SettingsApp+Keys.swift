import RosterCells

/// The settings form's keys: the one table its footer, its help and the message without a
/// terminal print from, and what each key offers on the selected row.
extension SettingsApp {
  /// The entries of the form's key table.
  package enum Keys {
    /// Moving the selection.
    package static let move = KeyHint("↑↓ or j k", "moves between the rows", footer: "↑↓ move")
    /// Flipping a switch.
    package static let toggle = KeyHint(
      "Enter or space", "flips the selected switch", footer: "Enter/space toggle")
    /// Pressing a button.
    package static let press = KeyHint(
      "Enter or space", "presses the selected button", footer: "Enter/space press")
    /// Choosing a segment.
    package static let choose = KeyHint(
      "←→", "chooses a segment of the selected choice", footer: "←→ choose")
    /// Typing into the name field.
    package static let type = KeyHint(
      "letters", "type into the name field, which edits while it is selected (q is typed too)",
      footer: "type the name")
    /// Saving the name.
    package static let save = KeyHint(
      "Enter", "while editing, saves the name", footer: "Enter save")
    /// Leaving the field's editing.
    package static let stopEditing = KeyHint(
      "Esc", "while editing, stops editing (q quits again)", footer: "Esc stops editing")
    /// Editing the field again.
    package static let edit = KeyHint(
      "Enter", "on the name field after Esc, edits it again", footer: "Enter edit")
  }

  /// The form's keys.
  nonisolated package static let keys = KeyTable(
    "Keys",
    [
      Keys.move, Keys.toggle, Keys.press, Keys.choose, Keys.type, Keys.save, Keys.stopEditing,
      Keys.edit, .quit,
    ])

  /// The footer's hints for the row `listView` has selected (its model read from
  /// `controller`): while the name field is being edited, only the field's keys, for `q` is
  /// typed then; otherwise the keys the row has, and Esc back first when `backKey` (the form
  /// opened from the profile).
  static func footerHints(
    for listView: TerminalListView, controller: ListController<TerminalListView>, backKey: Bool
  ) -> [String] {
    if listView.selectedCellTakesTextInput {
      return keys.footerHints { [Keys.type, Keys.save, Keys.stopEditing].contains($0) }
    }
    let model = listView.selectedIndexPath.flatMap { controller.cellModel(at: $0) }
    let hints = keys.footerHints { hint in
      switch hint {
      case Keys.toggle: model is ToggleCellModel
      case Keys.press: model is ButtonCellModel
      case Keys.choose: model is SegmentedControlCellModel
      case Keys.edit: model is TextFieldCellModel
      case Keys.type, Keys.save, Keys.stopEditing: false
      default: true
      }
    }
    return (backKey ? [ProfileApp.Keys.closeSettings.footer].compactMap { $0 } : []) + hints
  }
}
