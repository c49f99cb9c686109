// The profile screen of "Using Roster with UICollectionView", as app code writes it: cell
// models, cells and a `ListViewController` subclass whose `updateUI(with:posts:)` is the whole
// screen. `run.sh` type-checks it against the adapter's module, so the article's API cannot
// drift from the adapter's. The cells store what they show instead of setting labels, to keep
// the UIKit declarations to what the adapter itself uses.

import RosterUIKit
import UIKit

struct User: Sendable {
  let id: String
  let displayName: String
  let followerCount: Int
  let followingCount: Int
}

struct Post: Identifiable, Sendable {
  let id: String
  let title: String
}

struct ProfileHeaderCellModel: TypedCellModel, Equatable {
  typealias CellType = ProfileHeaderCell
  let identifier = "profile-header"
  let name: String
}

final class ProfileHeaderCell: ListCollectionViewCell, TypedListCell {
  private(set) var name = ""

  func bind(model: ProfileHeaderCellModel, sizing: Bool) {
    name = model.name
  }
}

struct UserStatsCellModel: TypedCellModel, Equatable {
  typealias CellType = UserStatsCell
  let identifier = "user-stats"
  let followers: Int
  let following: Int

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 44))
  }
}

final class UserStatsCell: ListCollectionViewCell, TypedListCell {
  private(set) var counts = (followers: 0, following: 0)

  func bind(model: UserStatsCellModel, sizing: Bool) {
    counts = (model.followers, model.following)
  }
}

struct PostCellModel: TypedCellModel, SelectableCellModel, Equatable {
  typealias CellType = PostCell
  let identifier: String
  let postID: Post.ID
  let title: String
  var selectionAction: SelectionAction?

  // Closures cannot be compared: equality is about what the cell shows.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identifier == rhs.identifier && lhs.title == rhs.title
  }
}

final class PostCell: ListCollectionViewCell, TypedListCell {
  private(set) var title = ""

  func bind(model: PostCellModel, sizing: Bool) {
    title = model.title
  }
}

final class ProfileViewController: ListViewController {
  private(set) var openedPostID: Post.ID?

  func updateUI(with user: User, posts: [Post]) {
    listController.update {
      Section(
        "profile",
        constraints: Constraints(inset: EdgeInsets(top: 16, left: 16, bottom: 8, right: 16))
      ) {
        ProfileHeaderCellModel(name: user.displayName)
        UserStatsCellModel(followers: user.followerCount, following: user.followingCount)
      }
      Section(
        "posts",
        constraints: Constraints(
          inset: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16), minimumLineSpacing: 8)
      ) {
        for post in posts {
          PostCellModel(identifier: "post-\(post.id)", postID: post.id, title: post.title) {
            [weak self] model, _ in self?.showPostDetail(model.postID)
          }
        }
      }
    }
  }

  private func showPostDetail(_ postID: Post.ID) {
    openedPostID = postID
  }
}
