// Cell models and cells the docs' examples use without declaring them, each with its cell. An
// example that declares a model of the same name uses its own.
import Roster

/// `PostCellModel` in the examples: a post's row, found by its title when the list is filtered.
public struct PostCellModel: TypedCellModel, SelectableCellModel, SearchableCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = PostCell
  /// The model's identity.
  public let identifier: String
  /// The post's title.
  public let title: String
  /// What a tap does.
  public var selectionAction: SelectionAction?
  /// What a filter finds the row by: its title.
  public var searchText: String { title }

  /// A row with an identity and a title.
  public init(identifier: String, title: String, selectionAction: SelectionAction? = nil) {
    self.identifier = identifier
    self.title = title
    self.selectionAction = selectionAction
  }

  /// The row of `post`.
  public init(post: Post) {
    self.init(identifier: post.id, title: post.title)
  }

  /// A row with an identity alone.
  public init(id: String) {
    self.init(identifier: id, title: id)
  }

  /// Equal when the cell shows the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.title == rhs.title
  }
}

/// The cell of ``PostCellModel``.
public final class PostCell: TypedListCell {
  /// Shows `model`.
  public func bind(model: PostCellModel, sizing: Bool) {}
}

/// `ProfileHeaderCellModel` in the examples.
public struct ProfileHeaderCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = ProfileHeaderCell
  /// The model's identity.
  public let identifier = "profile-header"
  /// The user shown.
  public let user: User

  /// The header of `user`'s profile.
  public init(user: User) {
    self.user = user
  }
}

/// The cell of ``ProfileHeaderCellModel``.
public final class ProfileHeaderCell: TypedListCell {
  /// Shows `model`.
  public func bind(model: ProfileHeaderCellModel, sizing: Bool) {}
}

/// `TitleCellModel` in the examples: a header's title.
public struct TitleCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = TitleCell
  /// The model's identity.
  public let identifier: String
  /// The title.
  public let text: String

  /// A title.
  public init(identifier: String, text: String) {
    self.identifier = identifier
    self.text = text
  }
}

/// The cell of ``TitleCellModel``.
public final class TitleCell: TypedListCell {
  /// Shows `model`.
  public func bind(model: TitleCellModel, sizing: Bool) {}
}

/// `UserCellModel` in the examples.
public struct UserCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = UserCell
  /// The model's identity.
  public let identifier: String
  /// The user's name.
  public let name: String

  /// A user's row.
  public init(identifier: String, name: String) {
    self.identifier = identifier
    self.name = name
  }
}

/// The cell of ``UserCellModel``.
public final class UserCell: TypedListCell {
  /// Shows `model`.
  public func bind(model: UserCellModel, sizing: Bool) {}
}
