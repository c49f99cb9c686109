import RosterCells

/// The profile screen as a pure function of its state: `ProfileViewState → [Section]`.
///
/// ```
/// profile   ProfileHeaderCellModel, DetailLabelCellModel…   (skeletons / error row)
///           (the attributes, which the user may reorder)
/// posts     header "Posts  24"; PostCellModel…              (skeletons / empty / error)
/// ```
///
/// Only the profile's header and the posts have cells of the demo's own; the attributes,
/// placeholders, headings, empty state and error rows are RosterCells' catalogue models.
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
      profileSection(for: state.profile, send: send),
      postsSection(for: state.posts, pinnedPostID: state.pinnedPostID, send: send),
    ]
  }

  static func profileSection(for profile: Loadable<Profile>, send: @escaping Send) -> Section {
    Section("profile", constraints: Constraints(inset: EdgeInsets(left: 1, bottom: 1, right: 1))) {
      switch profile {
      case .idle, .loading:
        SkeletonCellModel(identifier: "profile-skeleton-header", lineCount: 2)
        for index in 0..<3 { SkeletonCellModel(identifier: "profile-skeleton-\(index)") }
      case .loaded(let profile):
        ProfileHeaderCellModel(profile: profile)
        for attribute in profile.attributes { attributeRow(attribute, send: send) }
      case .failed(let message):
        errorRow(.profile, message: message, send: send)
      }
    }
  }

  static func postsSection(
    for posts: Loadable<[Post]>, pinnedPostID: Post.ID? = nil, send: @escaping Send
  ) -> Section {
    let count = posts.value.map { "\($0.count)" } ?? ""
    return Section(
      "posts",
      header: SectionTitleCellModel(
        identifier: "posts-header", title: "Posts", detail: count, showsSeparator: true),
      constraints: Constraints(inset: EdgeInsets(left: 1, right: 1))
    ) {
      switch posts {
      case .idle, .loading:
        for index in 0..<postSkeletonCount {
          SkeletonCellModel(identifier: "posts-skeleton-\(index)")
        }
      case .loaded(let posts) where posts.isEmpty:
        EmptyStateCellModel(identifier: "posts-empty", title: "No posts yet.")
      case .loaded(let posts):
        // The pinned post first, then the others in their order.
        let pinned = posts.filter { $0.id == pinnedPostID }
        for post in pinned + posts.filter({ $0.id != pinnedPostID }) {
          PostCellModel(
            post: post, isPinned: post.id == pinnedPostID,
            selectionAction: { model, _ in send(.select(postID: model.post.id)) },
            pinAction: { model, _ in send(.togglePin(postID: model.post.id)) },
            deleteAction: { model, _ in send(.deletePost(postID: model.post.id)) })
        }
      case .failed(let message):
        errorRow(.posts, message: message, send: send)
      }
    }
  }

  /// The row of one attribute ("Location  Lisbon"), identified by its name, which is unique
  /// within a profile. The user may move it among the attributes (`m` in the terminal).
  static func attributeRow(
    _ attribute: ProfileAttribute, send: @escaping Send
  )
    -> DetailLabelCellModel
  {
    DetailLabelCellModel(
      identifier: "attribute-\(attribute.name)", title: attribute.name, value: attribute.value,
      moveAction: { _, source, destination in
        // The header is the section's first row: attribute offsets start after it.
        send(.moveAttribute(from: source.item - 1, to: destination.item - 1))
      })
  }

  /// Where a dragged row may go: attributes move among themselves, below the profile's
  /// header (the first row of their section); the controller's `allowsMove`.
  package static func allowsMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    destination.section == source.section && destination.item > 0
  }

  /// The row shown in place of `source`'s content when it failed ("<source>-error": one per
  /// source); selecting it (Enter) retries that source.
  static func errorRow(
    _ source: ContentSource, message: String, send: @escaping Send
  )
    -> ErrorCellModel
  {
    ErrorCellModel(
      identifier: "\(source.rawValue)-error", message: message,
      retryTitle: "Retry the \(source.rawValue)"
    ) { _ in send(.retry(source)) }
  }
}
