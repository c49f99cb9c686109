import RosterCells

/// The settings screen as a pure function of its state: `SettingsState → [Section]`, built
/// from RosterCells' catalogue (shown on the terminal by RosterTerminalCells).
///
/// ```
/// preferences  Notifications (switch), Dark mode (switch), Refresh (segments)
/// account      Display name (text field), Save (button); the saved name beside the heading
/// danger       Sign out (destructive) | header: the question, Cancel, Confirm
///              | header: signed out, Sign in again
/// ```
///
/// Controls only send actions; the next state's sections show the result. Every row does
/// something: what only says where things are is a section's header or footer, which the
/// cursor passes by.
package enum SettingsScreen {
  /// Delivers a control's action to whoever owns the state.
  package typealias Send = @MainActor @Sendable (SettingsAction) -> Void

  /// The sections that show `state`.
  package static func sections(for state: SettingsState, send: @escaping Send) -> [Section] {
    [preferences(state, send: send), account(state, send: send), danger(state, send: send)]
  }

  static let inset = Constraints(inset: EdgeInsets(left: 1, bottom: 1, right: 1))

  static func preferences(_ state: SettingsState, send: @escaping Send) -> Section {
    Section(
      cellModels: [
        ToggleCellModel(
          identifier: "notifications", title: "Notifications", isOn: state.notifications
        ) { _, isOn in send(.setNotifications(isOn)) },
        ToggleCellModel(identifier: "dark-mode", title: "Dark mode", isOn: state.darkMode) {
          _, isOn in send(.setDarkMode(isOn))
        },
        SegmentedControlCellModel(
          identifier: "refresh", title: "Refresh",
          segments: SettingsState.Refresh.allCases.map(\.title),
          selectedIndex: state.refresh.rawValue
        ) { _, index in
          if let refresh = SettingsState.Refresh(rawValue: index) { send(.setRefresh(refresh)) }
        },
      ],
      identifier: "preferences",
      headerModel: SectionTitleCellModel(identifier: "preferences-title", title: "Preferences"),
      constraints: inset)
  }

  static func account(_ state: SettingsState, send: @escaping Send) -> Section {
    Section(
      cellModels: [
        TextFieldCellModel(
          identifier: "display-name", title: "Display name", text: state.displayName,
          placeholder: "Your name", onSubmit: { _ in send(.save) }
        ) { _, text in send(.editName(text)) },
        ButtonCellModel(
          identifier: "save", title: "Save", isEnabled: state.hasUnsavedChanges
        ) { _ in send(.save) },
      ],
      identifier: "account",
      // What is saved shows beside the heading, not as a row: the cursor moves only to rows
      // that do something.
      headerModel: SectionTitleCellModel(
        identifier: "account-title", title: "Account",
        detail: state.hasUnsavedChanges ? "Unsaved changes" : "Saved as \(state.savedName)"),
      constraints: inset)
  }

  static func danger(_ state: SettingsState, send: @escaping Send) -> Section {
    // The words that say where the account is head the section; only buttons are rows.
    var header: (any CellModel)?
    var rows: [any CellModel] = []
    if state.isSignedOut {
      header = LabelCellModel(identifier: "signed-out", text: "Signed out.", role: .caption)
      rows.append(
        ButtonCellModel(identifier: "sign-in", title: "Sign in again") { _ in
          send(.signIn)
        })
    } else if state.isConfirmingSignOut {
      header = LabelCellModel(
        identifier: "confirm-sign-out", text: "Sign out of this device?", role: .body)
      // Cancel first, where Sign out was: the cursor lands on it, and a second Enter does no
      // harm.
      rows.append(
        ButtonCellModel(identifier: "cancel", title: "Cancel", role: .secondary) { _ in
          send(.cancelSignOut)
        })
      rows.append(
        ButtonCellModel(identifier: "confirm", title: "Confirm sign out", role: .destructive) {
          _ in send(.confirmSignOut)
        })
    } else {
      rows.append(
        ButtonCellModel(identifier: "sign-out", title: "Sign out", role: .destructive) { _ in
          send(.requestSignOut)
        })
    }
    return Section(
      cellModels: rows, identifier: "danger", headerModel: header, constraints: inset)
  }
}
