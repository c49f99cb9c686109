import RosterCells
import RosterDemo
import RosterTerminal

/// Reading a demo screen's footer back into the key hints it shows, and the keys that press
/// them.
@MainActor
enum KeyMapSupport {
  /// Wide enough for every hint: nothing is dropped to fit.
  static let wide = 400

  /// The footer of `app` on a screen `columns` wide.
  static func footer(_ app: any DemoApp, columns: Int = wide) -> String {
    app.frame(columns: columns, rows: 24).plainRows.last ?? ""
  }

  /// The hints the footer shows ("p pin", "Esc back"): without a notice, a mode's heading
  /// ("Moving: ") or `q quit`.
  static func shownHints(_ footer: String) -> [String] {
    let headings = ["Moving: ", "Actions: ", "Filter: ", "Help: ", "Typing the name: "]
    return footer.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ")
      .filter { !$0.contains(": only ") && !$0.hasSuffix(": nothing failed") && $0 != "q quit" }
      // A heading left without hints on a narrow line.
      .filter { !headings.contains($0 + " ") }
      .map { part in
        var part = part
        for heading in headings where part.hasPrefix(heading) {
          part.removeFirst(heading.count)
        }
        return part
      }
      .flatMap { $0.components(separatedBy: "  ") }.filter { !$0.isEmpty }
  }

  /// How a footer shows `hint`.
  static func words(_ hint: TerminalKeyHint) -> String { "\(hint.keys) \(hint.action)" }

  /// The keys that press the hint `words` on `list`: an app binding's own keys, else the keys
  /// a list's hint names ("↑↓": down, then up, for one of them moves).
  static func keys(for words: String, on list: TerminalListView) -> [Key] {
    let bound = list.appKeyBindings.filter { self.words($0.hint) == words }.map(\.key)
    if !bound.isEmpty { return bound }
    let name = String(words.prefix { $0 != " " })
    switch name {
    case "↑↓": return [.down, .up]
    case "←→": return [.right, .left]
    case "Enter": return [.enter]
    case "Esc": return [.escape]
    case "Space": return [.character(" ")]
    case "^R": return [.control("r")]
    default: return name.count == 1 ? [.character(name.first ?? " ")] : []
    }
  }
}
