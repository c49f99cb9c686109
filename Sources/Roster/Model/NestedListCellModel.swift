import Foundation

/// A list inside a cell: an item of the outer list that holds sections of its own, with its own
/// diff, animations and selection.
///
/// Each host shows it with a nested list view of its own kind (a terminal list inside a
/// terminal list's row, a collection view inside a collection view's cell, a table view inside
/// a table view's row), driven by its own `ListController` and sharing the outer list's
/// `CellRegistry`, so the models inside are shown by the same cells as outside. Updating the
/// outer list with a model whose sections changed updates the nested list, animated like any
/// list: the nested items keep their identities, selection and scroll position. Events of the
/// nested items (selection, highlight, display) reach their own models with index paths inside
/// the nested list.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let recent = NestedListCellModel(
///   identifier: "recent", height: 6,
///   sections: [
///     Section("recent-posts") {
///       PostCellModel(identifier: "p1", title: "Notes on diffing")
///       PostCellModel(identifier: "p2", title: "Why I like reducers")
///     }
///   ])
/// ```
///
/// A nested list or a band? A band (a section whose `Constraints.scrollDirection` crosses the
/// list's) is part of the outer list: its items are the outer list's, diffed with it, reached
/// with Left and Right, in the outer list's index paths — use it for a carousel of cards. A
/// nested list is a list of its own with a fixed height, its own sections, headers and scroll
/// position — use it for a panel that scrolls inside the page (a preview of a thread, a log),
/// or when the inner content comes from a part of the app that builds whole lists.
///
/// - Complexity: comparing two models compares their sections' items by identity and content,
///   O(*n*) for *n* nested items.
public struct NestedListCellModel: CellModel, Equatable {
  /// The item's identity in the outer list.
  public var identifier: String
  /// The nested list's sections.
  public var sections: [Section]
  /// The nested list's height: rows on a terminal, points in UIKit.
  public var height: CGFloat
  /// The direction the nested list scrolls in.
  public var scrollDirection: ScrollDirection

  /// A nested list of `height` showing `sections`.
  public init(
    identifier: String, height: CGFloat, scrollDirection: ScrollDirection = .vertical,
    sections: [Section]
  ) {
    self.identifier = identifier
    self.height = height
    self.scrollDirection = scrollDirection
    self.sections = sections
  }

  /// `NoCell`: each host's registry has its nested list cell.
  public var cellType: any ListCell.Type { NoCell.self }

  /// As wide as the list, as tall as ``height``.
  public func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: height))
  }

  /// The same height, direction and sections, with the same items (identity and content) in
  /// the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.identifier == rhs.identifier, lhs.height == rhs.height,
      lhs.scrollDirection == rhs.scrollDirection, lhs.sections.count == rhs.sections.count
    else { return false }
    return zip(lhs.sections, rhs.sections).allSatisfy { old, new in
      old.identifier == new.identifier && old.hasIdenticalContent(to: new)
        && old.cellModels.count == new.cellModels.count
        && zip(old.cellModels, new.cellModels).allSatisfy {
          $0.identifier == $1.identifier && $0.hasSameContent(as: $1)
        }
    }
  }
}
