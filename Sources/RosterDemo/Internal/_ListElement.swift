import Foundation

/// One thing the text list draws: a section's header, one of its items, or its footer, in
/// list order.
enum _ListElement: Hashable, Comparable {
  case header(section: Int)
  case item(IndexPath)
  case footer(section: Int)

  var section: Int {
    switch self {
    case .header(let section), .footer(let section): section
    case .item(let indexPath): indexPath.section
    }
  }

  /// The element's place within its section: header first, footer last.
  private var rank: Int {
    switch self {
    case .header: -1
    case .item(let indexPath): indexPath.item
    case .footer: .max
    }
  }

  static func < (lhs: _ListElement, rhs: _ListElement) -> Bool {
    (lhs.section, lhs.rank) < (rhs.section, rhs.rank)
  }

  var indexPath: IndexPath? {
    if case .item(let indexPath) = self { indexPath } else { nil }
  }
}
