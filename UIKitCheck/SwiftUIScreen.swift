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
  let isLoadingMore: Bool
  let openPost: @MainActor @Sendable (Post.ID) -> Void
  let loadMore: @MainActor () -> Void
  let reload: @Sendable () async -> Void
  let query: String?
  @State private var selection: Set<String> = []
  @State private var focused: String?
  @State private var editMode = EditMode.inactive

  var body: some View {
    RosterList(selection: $selection) {
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
    .onEdgeApproach { edge in
      if edge == .end { loadMore() }
    }
    .loadingMore(
      isLoadingMore,
      footer: HostingCellModel("loading", value: "Loading…") { Text($0) }
    )
    .filterItems(matching: query)
    .focusedItem($focused)
    .scrollTarget(focused, animated: false)
    .scrollAnchoring(.firstVisibleItem)
    .cellRegistry { registry in registry.register(HostingCell<String, Text>.self) }
    .onDiagnostic { _ in }
    .refreshable { await reload() }
    .environment(\.editMode, $editMode)
  }
}

/// One item at a time, as a picker; the list built from an array rather than a builder.
struct PickerScreen: View {
  let choices: [Roster.Section]
  @Binding var choice: String?

  var body: some View {
    RosterList(choices, selection: $choice, scrollDirection: .horizontal)
  }
}

/// The spelling of the two `Section`s in a file that imports both modules: qualified, each
/// compiles; `Section` alone is ambiguous (run.sh checks that too).
func sections(_ posts: [Post]) -> [Roster.Section] {
  [Roster.Section("posts") {}]
}

func formSection() -> SwiftUI.Section<Text, EmptyView, EmptyView>? { nil }
