extension Script {
  /// Why a line could not be parsed.
  struct Problem: Error {
    var text: String
  }

  static func command(from words: [String]) -> Result<ScriptCommand, Problem> {
    let arguments = words.dropFirst()
    switch words[0].lowercased() {
    case "key": return keyCommand(Array(arguments))
    case "wait":
      guard arguments.count == 1, let duration = duration(arguments[arguments.startIndex]) else {
        return .failure(Problem(text: "wait needs one duration like 200ms, 2s or 1.5s"))
      }
      guard duration <= maximumWait else {
        return .failure(Problem(text: "wait \(duration) is longer than \(maximumWait)"))
      }
      return .success(.wait(duration))
    case "resize":
      let parts = arguments.first?.lowercased().split(separator: "x").compactMap { Int($0) } ?? []
      guard arguments.count == 1, parts.count == 2,
        parts.allSatisfy({ (1...maximumDimension).contains($0) })
      else {
        return .failure(
          Problem(text: "resize needs COLUMNSxROWS, each 1…\(maximumDimension), like 80x24"))
      }
      return .success(.resize(columns: parts[0], rows: parts[1]))
    case "snapshot":
      return .success(.snapshot(label: arguments.joined(separator: " ")))
    default:
      return .failure(
        Problem(text: "unknown command '\(words[0])' (expected key, wait, resize or snapshot)"))
    }
  }

  private static func keyCommand(_ arguments: [String]) -> Result<ScriptCommand, Problem> {
    guard (1...2).contains(arguments.count), let key = Key(scriptName: arguments[0]) else {
      let names = Key.scriptNames.keys.sorted().joined(separator: ", ")
      return .failure(Problem(text: "key needs a key name (\(names)) or one character"))
    }
    guard arguments.count == 2 else { return .success(.key(key, count: 1)) }
    guard let count = Int(arguments[1]), (1...maximumRepeat).contains(count) else {
      return .failure(Problem(text: "key repeat count must be 1…\(maximumRepeat)"))
    }
    return .success(.key(key, count: count))
  }

  /// "200ms", "2s", "1.5s" as a duration; nil for anything else (negative, not finite).
  static func duration(_ text: String) -> Duration? {
    let lowered = text.lowercased()
    let (number, scale): (Substring, Double) =
      if lowered.hasSuffix("ms") {
        (lowered.dropLast(2), 1)
      } else if lowered.hasSuffix("s") {
        (lowered.dropLast(1), 1_000)
      } else {
        (Substring(lowered), 1)
      }
    guard let value = Double(number), value.isFinite, value >= 0, value * scale < 1e12 else {
      return nil
    }
    return .milliseconds(Int((value * scale).rounded()))
  }
}
