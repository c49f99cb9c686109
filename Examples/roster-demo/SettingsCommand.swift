import ArgumentParser
import RosterDemo

/// The settings form: switches, a segmented choice, a text field, buttons and a sign-out
/// with a confirmation row, built from RosterCells' catalogue.
struct SettingsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "A settings form built from the RosterCells catalogue.",
    discussion: """
      Keys: ↑/↓ move, Enter or space flips a switch or presses a button, ←/→ choose a \
      segment, type into the name field (Enter saves, Esc stops editing), q quits.
      """)

  @OptionGroup var run: RunOptions

  @Flag(help: "Start with notifications off.")
  var notificationsOff = false

  func run() async throws {
    var state = SettingsState()
    state.notifications = !notificationsOff
    let run = self.run
    try await MainActor.run { [state] in
      guard run.isScripted else { return }
      let app = SettingsApp(state: state, columns: 80, rows: 24)
      try run.runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
    }
    guard !run.isScripted else { return }
    try await run.runInteractive { columns, rows in
      SettingsApp(state: state, columns: columns, rows: rows)
    }
  }
}
