// The free names of the UIKit examples (RosterUIKit's doc comments and article, README's UIKit
// tour): models, data and views they use without declaring them. Type-checked against
// UIKitCheck's UIKit declarations, never run.
import Foundation
import RosterUIKit
import UIKit

/// A post.
public struct Post: Identifiable, Equatable, Sendable {
  /// The post's identity.
  public var id: String
  /// The post's title.
  public var title: String
}

/// The signed-in user.
public struct User: Equatable, Sendable {
  /// The user's name.
  public var name: String
  /// The name the profile shows.
  public var displayName: String
  /// Where the avatar is.
  public var avatarURL: URL?
  /// How many follow the user.
  public var followerCount: Int
  /// How many the user follows.
  public var followingCount: Int
}

/// `user` in the examples.
public let user = User(
  name: "noor", displayName: "Noor Haddad", avatarURL: nil, followerCount: 2205,
  followingCount: 180)

/// `posts` in the examples.
public let posts = [Post(id: "p1", title: "Why I like retry logic")]

/// `collectionView` in the examples: one the app already has.
@MainActor public let collectionView = UICollectionView(
  frame: .zero, collectionViewLayout: ListCollectionViewLayout())

/// `PostCellModel` in the examples.
public struct PostCellModel: TypedCellModel, SelectableCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = PostCell
  /// The model's identity.
  public let identifier: String
  /// The post shown.
  public let postID: Post.ID
  /// The post's title.
  public let title: String
  /// What a tap does.
  public var selectionAction: SelectionAction?

  /// A post's row.
  public init(
    identifier: String, postID: Post.ID = "", title: String,
    selectionAction: SelectionAction? = nil
  ) {
    self.identifier = identifier
    self.postID = postID
    self.title = title
    self.selectionAction = selectionAction
  }

  /// Equal when the cell shows the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.title == rhs.title
  }

  /// The row of `post`.
  public init(post: Post) {
    self.init(identifier: post.id, title: post.title)
  }
}

/// The cell of ``PostCellModel``.
public final class PostCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: PostCellModel, sizing: Bool) {}
}

/// `ProfileHeaderCellModel` in the examples.
public struct ProfileHeaderCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = ProfileHeaderCell
  /// The model's identity.
  public let identifier = "profile-header"
  /// The name shown.
  public let name: String
  /// Where the avatar is.
  public let avatarURL: URL?

  /// The header of a profile.
  public init(name: String, avatarURL: URL?) {
    self.name = name
    self.avatarURL = avatarURL
  }

  /// The header of `user`'s profile.
  public init(user: User) {
    self.init(name: user.displayName, avatarURL: user.avatarURL)
  }
}

/// The cell of ``ProfileHeaderCellModel``.
public final class ProfileHeaderCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: ProfileHeaderCellModel, sizing: Bool) {}
}

/// `UserStatsCellModel` in the examples.
public struct UserStatsCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = UserStatsCell
  /// The model's identity.
  public let identifier = "user-stats"
  /// How many follow the user.
  public let followers: Int
  /// How many the user follows.
  public let following: Int

  /// The user's statistics.
  public init(followers: Int, following: Int) {
    self.followers = followers
    self.following = following
  }
}

/// The cell of ``UserStatsCellModel``.
public final class UserStatsCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: UserStatsCellModel, sizing: Bool) {}
}

/// `UserCellModel` in the examples.
public struct UserCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = UserCell
  /// The model's identity.
  public let identifier: String
  /// The user's name.
  public let name: String
  /// Where the avatar is.
  public let avatarURL: URL?
}

/// The cell of ``UserCellModel``.
public final class UserCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: UserCellModel, sizing: Bool) {}
}

/// `SkeletonCellModel` in the examples: a placeholder row while content loads.
public struct SkeletonCellModel: TypedCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = SkeletonCell
  /// The model's identity.
  public let identifier: String

  /// A placeholder row.
  public init(identifier: String) {
    self.identifier = identifier
  }
}

/// The cell of ``SkeletonCellModel``.
public final class SkeletonCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: SkeletonCellModel, sizing: Bool) {}
}

/// `ErrorCellModel` in the examples: an error row whose tap retries.
public struct ErrorCellModel: TypedCellModel, SelectableCellModel, Equatable {
  /// The cell that shows it.
  public typealias CellType = ErrorCell
  /// The model's identity.
  public let identifier: String
  /// What went wrong.
  public let message: String
  /// What a tap does.
  public var selectionAction: SelectionAction?

  /// An error row.
  public init(identifier: String, message: String, selectionAction: SelectionAction? = nil) {
    self.identifier = identifier
    self.message = message
    self.selectionAction = selectionAction
  }

  /// Equal when the cell shows the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.message == rhs.message
  }
}

/// The cell of ``ErrorCellModel``.
public final class ErrorCell: ListCollectionViewCell, TypedListCell {
  /// Shows `model`.
  public func bind(model: ErrorCellModel, sizing: Bool) {}
}

/// An image view that loads its image, as apps write one.
@MainActor public final class AvatarView: UIImageView {
  /// Starts loading the image at `url`.
  public func loadImage(from url: URL?) {}
}

/// The article's screen, for examples that extend it.
public final class ProfileViewController: ListViewController {}

extension ListViewController {
  /// The screen's navigation, which the examples call without declaring.
  public func showPostDetail(_ postID: Post.ID) {}

  /// Loads the screen's content again.
  public func retry() {}
}
