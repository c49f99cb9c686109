import EventLedger
import RosterTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the models of a band test heard, as "event identifier" (selections as "select
/// identifier at section.item"), also checked by a ledger when it has one.
@MainActor
final class EventLog {
  var events: [String] = []
  var ledger: EventLedger?

  func record(_ event: String, _ identifier: String) {
    events.append("\(event) \(identifier)")
    ledger?.record(event, identifier)
  }
}

final class CardCell: TypedListCell {
  func bind(model: Card, sizing: Bool) {}
}

/// A card 30 × 20 points (a row as wide as the list, 20 tall, outside bands) that logs its
/// display, prefetch and selection events.
struct Card: TypedCellModel, SelectableCellModel, DisplayableCellModel, PrefetchingCellModel {
  typealias CellType = CardCell
  static let width: CGFloat = 30
  var identifier: String
  var text: String
  var log: EventLog

  init(_ identifier: String, _ text: String? = nil, log: EventLog) {
    self.identifier = identifier
    self.text = text ?? identifier
    self.log = log
  }

  var selectionAction: SelectionAction? {
    { card, path in
      card.log.events.append("select \(card.identifier) at \(path.section).\(path.item)")
    }
  }
  var willDisplayAction: DisplayAction? {
    { card, _ in card.log.record("show", card.identifier) }
  }
  var didEndDisplayingAction: DisplayAction? {
    { card, _ in card.log.record("hide", card.identifier) }
  }
  var prefetchAction: PrefetchAction? {
    { card, _ in card.log.record("prefetch", card.identifier) }
  }
  var cancelPrefetchingAction: PrefetchAction? {
    { card, _ in card.log.record("cancel", card.identifier) }
  }

  func identical(to model: any CellModel) -> Bool {
    (model as? Card)?.text == text
  }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: min(Self.width, containerSize.width), height: 20))
  }
}

/// Bands of ``Card``s: 30 points wide, 10 apart, so card *i* spans `40 i ..< 40 i + 30`.
enum BandFixture {
  static let spacing: CGFloat = 10
  static let across = Constraints(minimumLineSpacing: spacing, scrollDirection: .horizontal)

  static func band(_ identifier: String, _ cards: [String], log: EventLog) -> Section {
    Section(
      cellModels: cards.map { Card($0, log: log) }, identifier: identifier, constraints: across)
  }

  static func rows(_ identifier: String, _ rows: [String], log: EventLog) -> Section {
    Section(cellModels: rows.map { Card($0, log: log) }, identifier: identifier)
  }

  /// The cards of a band of `count` cards that a window `width` wide at `offset` shows, from
  /// the arithmetic of the fixture alone.
  static func shownCards(count: Int, offset: CGFloat, width: CGFloat) -> [Int] {
    (0..<count).filter { card in
      let start = CGFloat(card) * (Card.width + spacing)
      return start < offset + width && start + Card.width > offset
    }
  }

  /// How far a band of `count` cards scrolls in a list `width` wide.
  static func maximumOffset(count: Int, width: CGFloat) -> CGFloat {
    max(0, CGFloat(count) * (Card.width + spacing) - spacing - width)
  }
}
