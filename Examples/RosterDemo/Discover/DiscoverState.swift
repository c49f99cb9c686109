/// The discover screen's state: shelves of cards, each shown as a carousel (a band), and the
/// people the user may follow, shown as a list nested in one row.
package struct DiscoverState: Equatable, Sendable {
  /// A card on a shelf.
  package struct Card: Equatable, Sendable {
    /// Unique across the screen.
    package var id: String
    package var title: String
    package var detail: String
  }

  /// A named row of cards.
  package struct Shelf: Equatable, Sendable {
    /// Unique across the screen.
    package var id: String
    package var title: String
    package var cards: [Card]
  }

  /// Someone to follow.
  package struct Person: Equatable, Sendable {
    package var id: String
    package var name: String
    package var handle: String
    package var isFollowed: Bool
  }

  package var shelves: [Shelf]
  package var people: [Person]
  /// The cards the user saved, by identifier.
  package var saved: Set<String> = []
  /// How many times fresh cards arrived.
  package var deliveries = 0

  /// Three shelves of 12 cards and six people, the same every run.
  package init() {
    let topics = [
      ("trending", "Trending", ["Diffing", "Layouts", "Terminals", "Carousels"]),
      ("new", "New this week", ["Swift 6", "Batches", "Anchors", "Registries"]),
      ("picks", "Picks for you", ["Reducers", "Snapshots", "Sections", "Providers"]),
    ]
    shelves = topics.map { id, title, words in
      Shelf(
        id: id, title: title,
        cards: (0..<12).map { index in
          Card(
            id: "\(id)-\(index)", title: "\(words[index % words.count]) \(index + 1)",
            detail: "\(3 + (index * 7) % 20) min read")
        })
    }
    people = [
      ("ada", "Ada Okafor"), ("noor", "Noor Haddad"), ("kenji", "Kenji Sato"),
      ("lena", "Lena Berg"), ("omar", "Omar Diallo"), ("sofia", "Sofía Ruiz"),
    ].map { Person(id: $0, name: $1, handle: "@\($0)", isFollowed: $0 == "noor") }
  }
}

/// What the discover screen's rows ask for.
package enum DiscoverAction: Equatable, Sendable {
  /// Save a card, or unsave it.
  case toggleSave(cardID: String)
  /// Follow someone, or stop.
  case setFollowed(personID: String, Bool)
  /// Two fresh cards arrive at the front of every shelf.
  case deliverFresh
}

/// The discover screen's rules: a pure function of the state and an action.
package enum DiscoverReducer {
  package static func reduce(_ state: inout DiscoverState, _ action: DiscoverAction) {
    switch action {
    case .toggleSave(let card):
      if state.saved.remove(card) == nil { state.saved.insert(card) }
    case .setFollowed(let person, let followed):
      guard let index = state.people.firstIndex(where: { $0.id == person }) else { return }
      state.people[index].isFollowed = followed
    case .deliverFresh:
      state.deliveries += 1
      let delivery = state.deliveries
      for index in state.shelves.indices {
        let shelf = state.shelves[index].id
        let fresh = (1...2).map { number in
          DiscoverState.Card(
            id: "\(shelf)-fresh-\(delivery)-\(number)", title: "Fresh \(delivery).\(number)",
            detail: "just in")
        }
        state.shelves[index].cards.insert(contentsOf: fresh, at: 0)
      }
    }
  }
}
