#if os(Linux) || canImport(UIKit)
  import Foundation
  import Testing
  import RosterUIKitOnModel

  #if os(Linux) && !UIKIT_CHECK
    import UIKitModel
  #else
    import UIKit
  #endif

  extension OnUIKit {
    /// The profile screen of the DocC article "Using Roster with UICollectionView", as an app
    /// runs it: a ``ListViewController`` subclass shown by a window, going from loading to
    /// content, to an error, back through a retry, with a selection and header and footer
    /// changes on the way.
    @Suite("RosterUIKit: the article's profile screen on the UIKit model", .serialized)
    @MainActor
    struct ProfileScreenTests {
      @Test("loading, content, error, retry and content again, each shown as described")
      func statesAndRetry() {
        let profile = ProfileViewController()
        let screen = Screen(showing: profile)
        profile.showLoading()
        screen.expectShows(profile.shown)
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 5)

        profile.updateUI(with: .ada, posts: Post.samples(3))
        screen.expectShows(profile.shown)
        #expect(screen.collectionView.numberOfSections == 2)
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 5)

        profile.showError(ProfileError.offline)
        screen.expectShows(profile.shown)
        let errorCell = screen.collectionView.cellForItem(at: [0, 0]) as? ErrorCell
        #expect(errorCell?.model?.message == "offline")

        // The retry shows the loading state, then the content arrives.
        #expect(UIKitHarness.tap(screen.collectionView, at: [0, 0]))
        #expect(profile.retries == 1)
        screen.expectShows(profile.shown)
        #expect(screen.collectionView.cellForItem(at: [0, 0]) is SkeletonCell)
        profile.updateUI(with: .ada, posts: Post.samples(4))
        screen.expectShows(profile.shown)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 4)
      }

      @Test("selecting a post runs its model's action, which opens that post")
      func selectingAPost() {
        let profile = ProfileViewController()
        let screen = Screen(showing: profile)
        profile.updateUI(with: .ada, posts: Post.samples(3))
        screen.expectShows(profile.shown)
        #expect(
          !UIKitHarness.tap(screen.collectionView, at: [0, 0]), "the header is not selectable")
        #expect(UIKitHarness.tap(screen.collectionView, at: [1, 2]))
        #expect(profile.openedPostID == "p2")
        #expect(screen.collectionView.indexPathsForSelectedItems == [])
      }

      @Test("the posts' header and footer appear, change in place, and go")
      func headerAndFooter() {
        let profile = ProfileViewController()
        let screen = Screen(showing: profile)
        profile.updateUI(with: .ada, posts: Post.samples(2))
        screen.expectShows(profile.shown)
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        #expect(screen.collectionView.supplementaryView(forElementKind: header, at: [1, 0]) == nil)

        profile.showsPostCount = true
        profile.updateUI(with: .ada, posts: Post.samples(2))
        screen.expectShows(profile.shown)
        let title = screen.collectionView.supplementaryView(forElementKind: header, at: [1, 0])
        #expect((title as? TitleCell)?.model?.title == "2 posts")
        #expect(
          (screen.collectionView.supplementaryView(forElementKind: footer, at: [1, 0])
            as? TitleCell)?.model?.title == "End of posts")

        profile.updateUI(with: .ada, posts: Post.samples(3))
        screen.expectShows(profile.shown)
        let rebound = screen.collectionView.supplementaryView(forElementKind: header, at: [1, 0])
        #expect(rebound === title, "a changed header is bound again in place")
        #expect((rebound as? TitleCell)?.model?.title == "3 posts")

        profile.showsPostCount = false
        profile.updateUI(with: .ada, posts: Post.samples(3))
        screen.expectShows(profile.shown)
        #expect(screen.collectionView.supplementaryView(forElementKind: header, at: [1, 0]) == nil)
      }
    }
  }

  // MARK: - The article's screen

  struct User {
    let displayName: String
    let followerCount: Int
    let followingCount: Int

    static let ada = User(displayName: "Ada", followerCount: 1_815, followingCount: 12)
  }

  struct Post: Identifiable {
    let id: String
    let title: String

    static func samples(_ count: Int) -> [Post] {
      (0..<count).map { Post(id: "p\($0)", title: "Post \($0)") }
    }
  }

  enum ProfileError: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
  }

  /// The article's screen: its `updateUI(with:posts:)`, `showLoading()` and `showError(_:)`,
  /// with an optional header and footer on the posts, and what it last showed, for the checks.
  final class ProfileViewController: ListViewController {
    private(set) var openedPostID: Post.ID?
    private(set) var retries = 0
    var showsPostCount = false
    /// The sections of the last update, as the screen described them.
    private(set) var shown: [Section] = []

    func updateUI(with user: User, posts: [Post]) {
      show {
        Section(
          "profile",
          constraints: Constraints(inset: EdgeInsets(top: 16, left: 16, bottom: 8, right: 16))
        ) {
          ProfileHeaderCellModel(name: user.displayName)
          UserStatsCellModel(followers: user.followerCount, following: user.followingCount)
        }
        Section(
          "posts",
          header: showsPostCount
            ? TitleCellModel(identifier: "posts-title", title: "\(posts.count) posts") : nil,
          footer: showsPostCount
            ? TitleCellModel(identifier: "posts-end", title: "End of posts") : nil,
          constraints: Constraints(
            inset: EdgeInsets(top: 8, left: 16, bottom: 16, right: 16), minimumLineSpacing: 8)
        ) {
          for post in posts {
            PostCellModel(identifier: "post-\(post.id)", postID: post.id, title: post.title) {
              [weak self] model, _ in self?.openedPostID = model.postID
            }
          }
        }
      }
    }

    func showLoading() {
      show {
        Section("content") {
          for index in 0..<5 { SkeletonCellModel(identifier: "skeleton-\(index)") }
        }
      }
    }

    func showError(_ error: any Error) {
      show {
        Section("content") {
          ErrorCellModel(identifier: "error", message: "\(error)") { [weak self] _, _ in
            self?.retry()
          }
        }
      }
    }

    private func retry() {
      retries += 1
      showLoading()
    }

    private func show(@SectionBuilder _ sections: () -> [Section]) {
      shown = sections()
      listController.update(with: shown, animated: true)
    }
  }

  // MARK: - Its models and cells

  struct ProfileHeaderCellModel: TypedCellModel, Equatable {
    typealias CellType = ProfileCell<Self>
    let identifier = "profile-header"
    let name: String

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 120))
    }
  }

  struct UserStatsCellModel: TypedCellModel, Equatable {
    typealias CellType = ProfileCell<Self>
    let identifier = "user-stats"
    let followers: Int
    let following: Int

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 44))
    }
  }

  struct PostCellModel: TypedCellModel, SelectableCellModel, Equatable {
    typealias CellType = ProfileCell<Self>
    let identifier: String
    let postID: Post.ID
    let title: String
    var selectionAction: SelectionAction?

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.identifier == rhs.identifier && lhs.title == rhs.title
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 60))
    }
  }

  struct SkeletonCellModel: TypedCellModel, Equatable {
    typealias CellType = SkeletonCell
    let identifier: String

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 60))
    }
  }

  struct ErrorCellModel: TypedCellModel, SelectableCellModel, Equatable {
    typealias CellType = ErrorCell
    let identifier: String
    let message: String
    var selectionAction: SelectionAction?

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.identifier == rhs.identifier && lhs.message == rhs.message
    }

    func size(constrainedTo containerSize: CGSize) -> CellSize {
      .explicit(CGSize(width: containerSize.width, height: 80))
    }
  }

  /// A section title, measured by its cell.
  struct TitleCellModel: TypedCellModel, Equatable {
    typealias CellType = TitleCell
    let identifier: String
    let title: String
  }

  /// A cell that shows any of the screen's simple models by keeping it.
  final class ProfileCell<Model: CellModel>: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: Model?
    var boundModel: (any CellModel)? { model }

    func bind(model: Model, sizing: Bool) { self.model = model }

    override func prepareForReuse() {
      super.prepareForReuse()
      model = nil
    }
  }

  final class SkeletonCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: SkeletonCellModel?
    var boundModel: (any CellModel)? { model }

    func bind(model: SkeletonCellModel, sizing: Bool) { self.model = model }
  }

  final class ErrorCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private(set) var model: ErrorCellModel?
    var boundModel: (any CellModel)? { model }

    func bind(model: ErrorCellModel, sizing: Bool) { self.model = model }
  }

  /// A title whose height Auto Layout fits: a 28-point label.
  final class TitleCell: ListCollectionViewCell, TypedListCell, BoundCell {
    private let label = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 28))
    private(set) var model: TitleCellModel?
    var boundModel: (any CellModel)? { model }

    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func bind(model: TitleCellModel, sizing: Bool) { self.model = model }
  }
#endif
