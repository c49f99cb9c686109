import Foundation
import RosterTerminal

// MARK: - Models and cells

/// One post of the feed, as its row shows it.
struct PostModel: TypedCellModel, Equatable {
  typealias CellType = PostCell

  let identifier: String
  let author: String
  let text: String
  var isLiked = false
}

/// Shows a post: its author, a heart when liked, and its text.
final class PostCell: TypedTerminalCell {
  private var author = ""
  private var text = ""
  private var isLiked = false

  func bind(model: PostModel, sizing: Bool) {
    author = model.author
    text = model.text
    isLiked = model.isLiked
  }

  func render(width: Int) -> [StyledLine] {
    var title = StyledLine(author, style: TextStyle(bold: true))
    if isLiked {
      title += StyledLine("  ♥", style: TextStyle(foreground: .red))
    }
    return [title] + StyledLine(text).wrapped(toWidth: width)
  }
}

/// A section's title.
struct FeedHeaderModel: TypedCellModel, Equatable {
  typealias CellType = FeedHeaderCell

  let identifier: String
  let title: String
}

/// Shows a section's title, underlined.
final class FeedHeaderCell: TypedTerminalCell {
  private var title = ""

  func bind(model: FeedHeaderModel, sizing: Bool) {
    title = model.title
  }

  func render(width: Int) -> [StyledLine] {
    [StyledLine(title, style: TextStyle(foreground: .cyan, underline: true))]
  }
}

// MARK: - The feed's state

/// A post as the app stores it.
struct Post: Equatable, Sendable {
  let id: String
  let author: String
  let text: String
}

extension Post {
  static let samples = [
    Post(id: "p1", author: "Ada", text: "Shipped the new list today. Every update is a diff."),
    Post(id: "p2", author: "Grace", text: "Reading about batch updates that never crash."),
    Post(id: "p3", author: "Linus", text: "Terminal apps deserve smooth lists too."),
  ]
}

/// The feed's posts and what the reader did to them.
@MainActor
final class FeedStore {
  private(set) var posts: [Post]
  private(set) var liked: Set<String> = []

  init(posts: [Post]) {
    self.posts = posts
  }

  /// The posts as a list section: a header, some room around the rows, a blank row between
  /// two posts.
  var postsSection: Section {
    Section(
      "posts", header: FeedHeaderModel(identifier: "posts-header", title: "Latest posts"),
      constraints: Constraints(inset: EdgeInsets(left: 1, right: 1), minimumLineSpacing: 1)
    ) {
      for post in posts {
        PostModel(
          identifier: post.id, author: post.author, text: post.text,
          isLiked: liked.contains(post.id))
      }
    }
  }
}

// MARK: - The screen

/// The feed on a list: the store's posts, shown by a controller on `host`.
@MainActor
final class FeedScreen<Host: ListHost> {
  let host: Host
  let store: FeedStore
  let controller: ListController<Host>

  init(host: Host, store: FeedStore) {
    self.host = host
    self.store = store
    controller = ListController(host: host)
    controller.update(with: [store.postsSection], animated: false)
  }
}

@main
struct FeedApp {
  @MainActor
  static func main() async throws {
    // Run from an IDE's run pane, a pipe or a script, there is no terminal to draw in.
    guard Terminal.isInteractive else {
      let message = "Feed draws its list in a terminal: run it in one.\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(1)
    }
    let store = FeedStore(posts: Post.samples)
    let listView = TerminalListView(size: CGSize(width: 80, height: 24))
    let screen = FeedScreen(host: listView, store: store)
    try await Terminal.withSession { terminal in
      // Reaching the list through `screen` keeps the screen, and its controller, alive.
      let app = TerminalApp(terminal: terminal, listView: screen.host)
      app.keyHandler = { [weak app] key in  // weak: the app holds its handler
        guard key == .character("q") else { return false }
        app?.stop()
        return true
      }
      try await app.run()
    }
  }
}
