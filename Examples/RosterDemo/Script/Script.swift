/// A scripted session: keys, waits, resizes and snapshots, one per line.
///
/// ```
/// # comments and blank lines are ignored
/// wait 500ms          # or 2s, 1.5s
/// snapshot loaded     # print the frame, labelled
/// key down            # a named key (up, down, enter, esc, pageup, …) or one character
/// key j 3             # three times
/// resize 60x20        # columns x rows
/// ```
///
/// Parsing collects every error instead of stopping at the first, so a script can be fixed in
/// one go.
///
/// - Complexity: O(length of the text).
package struct Script: Hashable, Sendable {
  /// The commands with their 1-based line numbers.
  package var commands: [(line: Int, command: ScriptCommand)] {
    zip(lines, steps).map { ($0, $1) }
  }
  /// The steps, in order.
  package private(set) var steps: [ScriptCommand]
  private var lines: [Int]

  /// The largest size a resize may ask for, in each direction.
  package static let maximumDimension = 1_000
  /// The longest a single wait may be.
  package static let maximumWait = Duration.seconds(3_600)
  /// The most times one key line may repeat its key.
  package static let maximumRepeat = 10_000

  /// Creates a script from commands (line numbers count from 1).
  package init(_ steps: [ScriptCommand]) {
    self.steps = steps
    lines = steps.indices.map { $0 + 1 }
  }

  /// Parses `text`; throws a ``ScriptErrors`` listing every line that could not be parsed.
  package init(parsing text: String) throws(ScriptErrors) {
    var steps: [ScriptCommand] = []
    var lines: [Int] = []
    var errors: [ScriptError] = []
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let content =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first ?? ""
      let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
      guard !words.isEmpty else { continue }
      switch Self.command(from: words) {
      case .success(let command):
        steps.append(command)
        lines.append(offset + 1)
      case .failure(let message):
        errors.append(ScriptError(line: offset + 1, message: message.text))
      }
    }
    guard errors.isEmpty else { throw ScriptErrors(errors: errors) }
    self.steps = steps
    self.lines = lines
  }

  /// Equal steps at equal lines.
  package static func == (lhs: Script, rhs: Script) -> Bool {
    lhs.steps == rhs.steps && lhs.lines == rhs.lines
  }

  /// Hashes the steps and their lines.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(steps)
    hasher.combine(lines)
  }
}
