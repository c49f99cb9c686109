import RosterCells

/// The discover screen's keys: the one table its footer, its help and the message without a
/// terminal print from, and what each key offers on the selected row.
extension DiscoverApp {
  /// The entries of the screen's key table.
  package enum Keys {
    /// Moving between shelves.
    package static let shelves = KeyHint(
      "↑↓ or j k", "move between shelves, and inside the list of people", footer: "↑↓ shelves")
    /// Moving along a shelf.
    package static let cards = KeyHint("←→", "move along a shelf", footer: "←→ cards")
    /// Saving a card.
    package static let save = KeyHint(
      "Enter", "saves the selected card, or unsaves it", footer: "Enter save")
    /// Following someone.
    package static let follow = KeyHint(
      "Enter", "in the list of people, flips the selected follow switch", footer: "Enter follow")
    /// Fresh cards.
    package static let fresh = KeyHint(
      "u", "delivers fresh cards to the front of every shelf (the card at its left edge stays)",
      footer: "u fresh")
  }

  /// The screen's keys.
  nonisolated package static let keys = KeyTable(
    "Keys", [Keys.shelves, Keys.cards, Keys.save, Keys.follow, Keys.fresh, .quit])

  /// The footer's hints for the row showing `model`: a card's, or the list of people's.
  static func footerHints(for model: (any CellModel)?) -> [String] {
    keys.footerHints { hint in
      switch hint {
      case Keys.cards, Keys.save: model is CardCellModel
      case Keys.follow: model is NestedListCellModel
      default: true
      }
    }
  }
}
