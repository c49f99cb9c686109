/// The keys of a list's filter line, which `/` opens: the same on every screen that filters.
package enum FilterKeys {
  /// Typing the query.
  package static let query = KeyHint(
    "letters", "type the query (q is typed too; Backspace edits, Ctrl-U empties it)",
    footer: "type a query")
  /// Moving among the matches.
  package static let move = KeyHint("↑↓", "move through the items that match", footer: "↑↓ move")
  /// Keeping the filter.
  package static let keep = KeyHint(
    "Enter", "keeps the filter and closes the line for typing (/ edits it again)",
    footer: "Enter keep")
  /// Dropping it.
  package static let drop = KeyHint(
    "Esc", "shows every item again and closes the line", footer: "Esc clear")
  /// Clearing a filter kept with Enter, once the line is closed for typing.
  package static let clear = KeyHint(
    "Esc", "with a filter kept, shows every item again", footer: "Esc clear filter")

  /// The line's keys while it is typed in: no quit key, for `q` is typed then (Ctrl-C still
  /// quits).
  package static let typing = KeyTable("While typing a filter (/)", [query, move, keep, drop])

  /// The footer's hints while the line is typed in.
  package static var typingHints: [String] { typing.footerHints(headed: "Filter:") }
}
