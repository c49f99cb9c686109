import Foundation
import RosterDemo

/// `roster-demo`: the seeds' profile screen (the default), the stress feed, the settings form
/// and the discover screen, interactive in a terminal or scripted without one. The command
/// line is `RosterDemo`'s `DemoCommandLine`, where its tests reach it.
@main
@MainActor
enum RosterDemoMain {
  static func main() async {
    let command: DemoCommand
    do {
      command = try DemoCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      exit(withUsageError: error.description)
    }
    switch command {
    case .help(let screen):
      print(DemoCommandLine.help(for: screen))
    case .run(let invocation):
      do {
        try await DemoRunner(invocation: invocation).run()
      } catch let error as DemoRunner.Failure {
        exit(withUsageError: error.message)
      } catch {
        var standardError = StandardError()
        print("roster-demo: \(error)", to: &standardError)
        Foundation.exit(1)
      }
    }
  }

  /// Prints `message` to standard error and exits with status 2, the status of bad usage.
  private static func exit(withUsageError message: String) -> Never {
    var standardError = StandardError()
    print(message, to: &standardError)
    Foundation.exit(2)
  }
}
