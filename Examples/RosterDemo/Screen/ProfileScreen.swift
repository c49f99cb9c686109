/// The profile screen as a pure function of its state: `ProfileViewState → [Section]`.
///
/// ```
/// profile   ProfileHeaderCellModel, ProfileAttributeCellModel…   (skeletons / error row)
/// posts     header "Posts  24"; PostCellModel…                  (skeletons / empty / error)
/// ```
///
/// Each source keeps its section and the same identifiers whatever its state, so Roster
/// animates loading → content → error → retry as replacements inside one section (seed 000),
/// and one source changing never touches the other's rows (seed 001). While a post is
/// selected the screen is that post's detail (``detailSections(for:)``).
///
/// Selection actions call `send` with the action to perform; the models compare equal
/// regardless of the action, so building the screen again never rebinds a row needlessly.
///
/// - Complexity: O(number of posts + attributes).
package enum ProfileScreen {
  /// Delivers an action from a row's selection to whoever owns the state.
  package typealias Send = @MainActor @Sendable (ProfileAction) -> Void

  /// How many skeleton rows stand in for the posts while they load.
  package static let postSkeletonCount = 4

  /// The sections that show `state`.
  package static func sections(for state: ProfileViewState, send: @escaping Send) -> [Section] {
    if let post = state.selectedPost { return detailSections(for: post) }
    return [
      profileSection(for: state.profile, send: send), postsSection(for: state.posts, send: send),
    ]
  }

  static func profileSection(for profile: Loadable<Profile>, send: @escaping Send) -> Section {
    Section("profile", constraints: Constraints(inset: EdgeInsets(left: 1, bottom: 1, right: 1))) {
      switch profile {
      case .idle, .loading:
        SkeletonCellModel(identifier: "profile-skeleton-header", barFractions: [0.4, 0.7])
        for index in 0..<3 {
          SkeletonCellModel(identifier: "profile-skeleton-\(index)", barFractions: [0.5])
        }
      case .loaded(let profile):
        ProfileHeaderCellModel(profile: profile)
        for attribute in profile.attributes { ProfileAttributeCellModel(attribute: attribute) }
      case .failed(let message):
        errorRow(.profile, message: message, send: send)
      }
    }
  }

  static func postsSection(for posts: Loadable<[Post]>, send: @escaping Send) -> Section {
    let count = posts.value.map { "\($0.count)" } ?? ""
    return Section(
      "posts", header: TitleCellModel(identifier: "posts-header", title: "Posts", detail: count),
      constraints: Constraints(inset: EdgeInsets(left: 1, right: 1))
    ) {
      switch posts {
      case .idle, .loading:
        for index in 0..<postSkeletonCount {
          SkeletonCellModel(identifier: "posts-skeleton-\(index)", barFractions: [0.75])
        }
      case .loaded(let posts) where posts.isEmpty:
        EmptyStateCellModel(identifier: "posts-empty", message: "No posts yet.")
      case .loaded(let posts):
        for post in posts {
          PostCellModel(
            post: post, selectionAction: { model, _ in send(.select(postID: model.post.id)) })
        }
      case .failed(let message):
        errorRow(.posts, message: message, send: send)
      }
    }
  }

  private static func errorRow(
    _ source: ContentSource, message: String, send: @escaping Send
  )
    -> ErrorCellModel
  {
    ErrorCellModel(
      source: source, message: message, selectionAction: { _, _ in send(.retry(source)) })
  }
}
