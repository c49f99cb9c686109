import Foundation

/// The settings screen's state: what the form shows, owned by the app, never by its cells.
package struct SettingsState: Hashable, Sendable {
  /// How often the feed refreshes: the segmented control's choices, in order.
  package enum Refresh: Int, CaseIterable, Hashable, Sendable {
    case manual, hourly, daily

    /// The segment's title.
    package var title: String {
      switch self {
      case .manual: "Manual"
      case .hourly: "Hourly"
      case .daily: "Daily"
      }
    }
  }

  /// Whether notifications are on.
  package var notifications = true
  /// Whether the dark theme is on.
  package var darkMode = false
  /// How often to refresh.
  package var refresh = Refresh.hourly
  /// The name being edited.
  package var displayName = "Noor Haddad"
  /// The name last saved; `displayName` differs from it while there are unsaved edits.
  package var savedName = "Noor Haddad"
  /// Whether the sign-out confirmation row is showing.
  package var isConfirmingSignOut = false
  /// Whether the user has signed out.
  package var isSignedOut = false

  /// Creates the default settings.
  package init() {}

  /// Whether the name has edits that are not saved.
  package var hasUnsavedChanges: Bool { displayName != savedName }
}

/// What the user asks of the settings screen.
package enum SettingsAction: Hashable, Sendable {
  case setNotifications(Bool)
  case setDarkMode(Bool)
  case setRefresh(SettingsState.Refresh)
  case editName(String)
  case save
  case requestSignOut
  case confirmSignOut
  case cancelSignOut
  case signIn
}

/// The settings screen's rules, as a pure function.
package enum SettingsReducer {
  /// The longest display name kept; longer edits are cut to it.
  package static let maximumNameLength = 32

  /// Applies `action` to `state`.
  package static func reduce(_ state: inout SettingsState, _ action: SettingsAction) {
    switch action {
    case .setNotifications(let isOn): state.notifications = isOn
    case .setDarkMode(let isOn): state.darkMode = isOn
    case .setRefresh(let refresh): state.refresh = refresh
    case .editName(let name): state.displayName = String(name.prefix(maximumNameLength))
    case .save:
      let trimmed = state.displayName.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return }
      state.displayName = trimmed
      state.savedName = trimmed
    case .requestSignOut:
      guard !state.isSignedOut else { return }
      state.isConfirmingSignOut = true
    case .confirmSignOut:
      guard state.isConfirmingSignOut else { return }
      state.isConfirmingSignOut = false
      state.isSignedOut = true
    case .cancelSignOut: state.isConfirmingSignOut = false
    case .signIn: state.isSignedOut = false
    }
  }

  /// `state` after `action`.
  package static func reduced(_ state: SettingsState, _ action: SettingsAction) -> SettingsState {
    var state = state
    reduce(&state, action)
    return state
  }
}
