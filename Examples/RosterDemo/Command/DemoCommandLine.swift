/// What `roster-demo`'s arguments ask for.
package enum DemoCommand: Hashable, Sendable {
  /// Run a screen.
  case run(DemoInvocation)
  /// Print the help of a screen, or the overview (`nil`): `help [screen]`, `--help`, `-h`.
  case help(DemoScreen?)
}

/// Arguments `roster-demo` cannot run with: an unknown option, a bad value, a value out of
/// range. The executable prints ``description`` and exits with status 2.
package struct DemoUsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in one line.
  package var message: String
  /// The screen whose help explains the arguments.
  package var screen: DemoScreen?

  /// The message, and where the help is.
  package var description: String {
    "roster-demo: \(message)\nSee 'roster-demo help\(screen.map { " \($0.rawValue)" } ?? "")'."
  }
}

/// `roster-demo`'s command line: `roster-demo [screen] [options]` and `roster-demo help
/// [screen]`, parsed into a ``DemoCommand``; and the help each screen prints.
///
/// The screen comes first (the profile when none is named). Options are `--name value` or
/// `--name=value`, flags `--name`; `--help` or `-h` anywhere asks for the help. The values are
/// checked by the configurations' own `problems`, as the app would clamp them.
package enum DemoCommandLine {
  /// The command `arguments` (without the program's name) ask for.
  package static func parse(_ arguments: [String]) throws(DemoUsageError) -> DemoCommand {
    var remaining = arguments[...]
    if remaining.first == "help" {
      remaining.removeFirst()
      guard let name = remaining.first else { return .help(nil) }
      guard remaining.count == 1, let screen = DemoScreen(rawValue: name) else {
        throw DemoUsageError(
          message:
            "help takes one screen's name (\(screenNames)), not '\(remaining.joined(separator: " "))'"
        )
      }
      return .help(screen)
    }
    var invocation = DemoInvocation()
    var namesScreen = false
    if let name = remaining.first, let screen = DemoScreen(rawValue: name) {
      invocation.screen = screen
      namesScreen = true
      remaining.removeFirst()
    }
    let screen = invocation.screen
    let options = DemoOption.running + DemoOption.options(of: screen)
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" { return .help(namesScreen ? screen : nil) }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw DemoUsageError(message: unexpected(argument, for: screen), screen: screen)
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
      guard let option = options.first(where: { $0.name == name }) else {
        throw DemoUsageError(message: unknown(name, for: screen), screen: screen)
      }
      let value: String
      if option.valueName == nil {
        guard attached == nil else {
          throw DemoUsageError(message: "\(option.spelling) takes no value", screen: screen)
        }
        value = ""
      } else if let attached {
        value = attached
      } else if let next = remaining.popFirst() {
        value = next
      } else {
        throw DemoUsageError(
          message: "\(option.spelling) needs a value (\(option.valueName ?? "a value"))",
          screen: screen)
      }
      if let problem = option.apply(&invocation, value) {
        throw DemoUsageError(message: "\(option.spelling): \(problem)", screen: screen)
      }
    }
    let problems = invocation.problems
    guard problems.isEmpty else {
      throw DemoUsageError(message: problems.joined(separator: "; "), screen: screen)
    }
    return .run(invocation)
  }

  /// The screens' names, for messages.
  static var screenNames: String {
    DemoScreen.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private static func unexpected(_ argument: String, for screen: DemoScreen) -> String {
    if DemoScreen(rawValue: argument) != nil {
      return "unexpected argument '\(argument)': the screen's name comes first, "
        + "as in roster-demo \(argument) --frames"
    }
    return "unexpected argument '\(argument)' for the \(screen.rawValue) screen"
  }

  private static func unknown(_ name: String, for screen: DemoScreen) -> String {
    let owners = DemoScreen.allCases.filter { other in
      DemoOption.options(of: other).contains { $0.name == name }
    }
    let message = "unknown option '--\(name)' for the \(screen.rawValue) screen"
    guard let owner = owners.first else { return message }
    return message + " (it is an option of roster-demo \(owner.rawValue))"
  }
}
