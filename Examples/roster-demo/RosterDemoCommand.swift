import ArgumentParser
import RosterDemo

/// `roster-demo`: the seeds' profile screen (the default) and the stress feed, interactive in
/// a terminal or scripted without one.
@main
struct RosterDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "roster-demo",
    abstract:
      "Roster's example app: a profile, a live feed, a settings form and carousels, diffed into a terminal list.",
    discussion: """
      Interactive in a terminal. Without one, run a scripted session with --script FILE or \
      print the frames of a short default session with --frames.
      """,
    subcommands: [
      ProfileCommand.self, FeedCommand.self, SettingsCommand.self, DiscoverCommand.self,
    ],
    defaultSubcommand: ProfileCommand.self)
}
