import ArgumentParser
import RosterDemo

/// The discover screen: shelves of cards that scroll sideways (bands) and a nested list of
/// people to follow, built from RosterCells' catalogue.
struct DiscoverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "discover",
    abstract: "Carousels of cards and a nested list, from the RosterCells catalogue.",
    discussion: """
      Keys: ↑/↓ move between shelves and inside the list of people, ←/→ along a shelf, Enter \
      saves a card or flips a follow switch, u delivers fresh cards to every shelf, q quits.
      """)

  @OptionGroup var run: RunOptions

  func run() async throws {
    let run = self.run
    try await MainActor.run {
      guard run.isScripted else { return }
      let app = DiscoverApp(columns: 80, rows: 24)
      try run.runScripted(app, scheduler: VirtualScheduler(), defaultWait: .zero)
    }
    guard !run.isScripted else { return }
    try await run.runInteractive { columns, rows in
      DiscoverApp(columns: columns, rows: rows)
    }
  }
}
