#if os(Linux) && !UIKIT_CHECK
  import Foundation
  import RosterCells
  import RosterUIKitCellsOnModel
  import Testing
  import UIKitModel
  import RosterUIKitOnModel

  /// The README's first UIKit screen, word for word but for its imports and this namespace
  /// (``ReadmeScreenTests/sameAsTheReadme()`` checks it), run on the UIKit model.
  enum ReadmeScreen {
    // README: begin
    struct Post {
      let id: String
      let title: String
      var likes: Int
    }

    final class FeedViewController: ListViewController {
      private var posts = [
        Post(id: "1", title: "Lists that never crash", likes: 12),
        Post(id: "2", title: "Diffs without index paths", likes: 7),
      ]

      override func viewDidLoad() {
        super.viewDidLoad()
        listController.host.cellRegistry.registerCollectionViewCells()
        show()
      }

      private func show() {
        listController.update {
          Section(
            "posts", header: SectionTitleCellModel(identifier: "posts-title", title: "Posts"),
            constraints: Constraints(inset: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
          ) {
            for post in posts {
              DetailLabelCellModel(identifier: post.id, title: post.title, value: "♥ \(post.likes)")
              {
                [weak self] model, _ in self?.like(model.identifier)
              }
            }
          }
        }
      }

      private func like(_ id: String) {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { return }
        posts[index].likes += 1
        show()
      }
    }
    // README: end
  }

  extension OnUIKit {
    /// The README's UIKit screen runs as a newcomer would paste it: it loads, shows its posts
    /// through the catalogue's cells, and a tap likes a post.
    @Suite("The README's UIKit screen, run on the UIKit model")
    @MainActor
    struct ReadmeScreenTests {
      @Test("this file holds the README's UIKit screen, word for word")
      func sameAsTheReadme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(
          contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
          .map { $0.components(separatedBy: "```")[0] }
        let block = try #require(blocks.first { $0.contains("class FeedViewController") })
        let copied = source.components(separatedBy: "// README: begin")[1]
          .components(separatedBy: "// README: end")[0]
        #expect(Self.code(block) == Self.code(copied))
      }

      @Test("the screen shows its posts, and a tap likes one")
      func runs() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let screen = ReadmeScreen.FeedViewController()
        window.rootViewController = screen
        UIKitHarness.settle()
        let collectionView = screen.collectionView

        let first = try #require(collectionView.cellForItem(at: [0, 0]))
        #expect(shownValues(in: first) == ["text Lists that never crash", "text ♥ 12"])
        let second = try #require(collectionView.cellForItem(at: [0, 1]))
        #expect(shownValues(in: second) == ["text Diffs without index paths", "text ♥ 7"])

        #expect(UIKitHarness.tap(collectionView, at: [0, 1]))
        UIKitHarness.settle()
        let liked = try #require(collectionView.cellForItem(at: [0, 1]))
        #expect(shownValues(in: liked) == ["text Diffs without index paths", "text ♥ 8"])
        #expect(UIKitHarness.raised(by: collectionView).isEmpty)
      }

      /// The code of `text` without its imports and without whitespace, which formatting moves.
      static func code(_ text: String) -> String {
        text.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined()
          .filter { !$0.isWhitespace }
      }
    }
  }
#endif
