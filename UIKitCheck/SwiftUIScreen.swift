// The profile screen of "Using Roster with SwiftUI", as app code writes it: rows written in
// SwiftUI, hosted in Roster cells, in a `RosterList` whose sections are built from the screen's
// input. `run.sh` type-checks it against the adapter's module and UIKitCheck/SwiftUI.swift, so
// the article's API cannot drift from the adapter's. The rows show text only, to keep the
// SwiftUI declarations to what the adapter itself uses and `Text`.

import RosterUIKit
import SwiftUI
import UIKit

struct User: Equatable, Sendable {
  let id: String
  let displayName: String
  let followerCount: Int
}

struct Post: Identifiable, Equatable, Sendable {
  let id: String
  let title: String
}

struct ProfileHeader: View {
  let user: User

  var body: some View {
    Text("\(user.displayName), \(user.followerCount) followers")
  }
}

struct PostRow: View {
  let post: Post

  var body: some View {
    Text(post.title)
  }
}

struct ProfileScreen: View {
  let user: User
  let posts: [Post]
  let openPost: @MainActor @Sendable (Post.ID) -> Void
  let loadMore: @MainActor () -> Void

  var body: some View {
    RosterList {
      Roster.Section(
        "profile",
        constraints: Constraints(inset: Roster.EdgeInsets(top: 16, left: 16, bottom: 8, right: 16))
      ) {
        HostingCellModel("profile-header", value: user) { user in
          ProfileHeader(user: user)
        }
      }
      Roster.Section(
        "posts",
        constraints: Constraints(
          inset: Roster.EdgeInsets(top: 8, left: 16, bottom: 16, right: 16), minimumLineSpacing: 8)
      ) {
        for post in posts {
          HostingCellModel(
            "post-\(post.id)", value: post,
            selectionAction: { [openPost] model, _ in openPost(model.value.id) }
          ) { post in
            PostRow(post: post)
          }
        }
      }
    }
    .onScroll { _ in loadMore() }
  }
}
