import RosterCells

/// The discover screen as a pure function of its state: `DiscoverState → [Section]`.
///
/// ```
/// trending   header "Trending  1 saved"; CardCellModel…   (a band: a carousel of cards)
/// new        …
/// picks      …
/// following  header "Following  1"; NestedListCellModel of ToggleCellModel rows
/// ```
///
/// Each shelf is a band — a section scrolling across the list — so its cards are the list's own
/// items, diffed with it, reached with Left and Right; the people to follow are a list nested in
/// one row, with its own diff and cursor. Every row is a RosterCells catalogue model.
package enum DiscoverScreen {
  /// Delivers an action from a row to whoever owns the state.
  package typealias Send = @MainActor @Sendable (DiscoverAction) -> Void

  /// How many rows the nested list of people is tall.
  package static let followingHeight: CGFloat = 4

  /// The sections that show `state`.
  package static func sections(for state: DiscoverState, send: @escaping Send) -> [Section] {
    state.shelves.map { shelf($0, saved: state.saved, send: send) }
      + [following(state.people, send: send)]
  }

  static func shelf(
    _ shelf: DiscoverState.Shelf, saved: Set<String>, send: @escaping Send
  ) -> Section {
    let savedHere = shelf.cards.filter { saved.contains($0.id) }.count
    return Section(
      cellModels: shelf.cards.map { card in
        CardCellModel(
          identifier: card.id, image: nil,
          title: (saved.contains(card.id) ? "★ " : "") + card.title, text: card.detail
        ) { _, _ in send(.toggleSave(cardID: card.id)) }
      },
      identifier: shelf.id,
      headerModel: SectionTitleCellModel(
        identifier: "\(shelf.id)-title", title: shelf.title,
        detail: savedHere == 0 ? "" : "\(savedHere) saved"),
      constraints: Constraints(
        inset: EdgeInsets(left: 1, bottom: 1, right: 1), minimumLineSpacing: 2,
        scrollDirection: .horizontal))
  }

  static func following(_ people: [DiscoverState.Person], send: @escaping Send) -> Section {
    let followed = people.filter(\.isFollowed).count
    let rows = people.map { person in
      ToggleCellModel(
        identifier: person.id, title: person.name, subtitle: person.handle,
        isOn: person.isFollowed
      ) { _, isOn in send(.setFollowed(personID: person.id, isOn)) }
    }
    return Section(
      cellModels: [
        NestedListCellModel(
          identifier: "people", height: followingHeight,
          sections: [Section(cellModels: rows, identifier: "people")])
      ],
      identifier: "following",
      headerModel: SectionTitleCellModel(
        identifier: "following-title", title: "Following", detail: "\(followed)"),
      constraints: Constraints(inset: EdgeInsets(left: 1, right: 1)))
  }
}
