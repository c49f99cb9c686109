// The hosts, controllers and geometry the docs' examples name without declaring them.
import Foundation
import Roster
import RosterTerminal
import RosterTesting

/// `host` in the examples: any `ListHost` would do; the simulator runs anywhere.
@MainActor public let host = SimulatedListHost()

/// `collectionViewHost` in the examples (a `CollectionViewHost` in an app).
@MainActor public let collectionViewHost = SimulatedListHost()

/// `controller` in the examples.
@MainActor public let controller = ListController(host: host)

/// `dataSource` in the layout examples: what a host asks for sizes.
@MainActor public var dataSource: any ListDataSource {
  guard let dataSource = host.dataSource else { preconditionFailure("the controller sets it") }
  return dataSource
}

/// `listView` in the terminal examples.
@MainActor public let listView = TerminalListView(size: CGSize(width: 80, height: 24))

/// `sections` in the examples: a whole list.
public let sections = [
  Section("profile") { ProfileHeaderCellModel(user: user) },
  Section("posts", header: TitleCellModel(identifier: "posts-title", text: "Posts")) {
    for post in posts { PostCellModel(post: post) }
  },
]

/// `updatedSections` in the layout examples: the list after a batch.
public let updatedSections = [sections[1]]

/// `bounds` in the layout examples: the list's container.
public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

/// `visibleRect` in the layout examples.
public let visibleRect = CGRect(x: 0, y: 100, width: 390, height: 844)

/// `batch` in the examples: a planned batch update.
public let batch = BatchUpdate(itemDeletions: [IndexPath(item: 0, section: 0)])

/// `view` in the simulator examples.
@MainActor public var view = SimulatedCollectionView<String, String>(sections: [
  .init(id: "posts", content: "Posts", items: [.init(id: "p1", content: "Hello")])
])

/// `expectedSections` in the simulator examples: the data after a batch.
public let expectedSections: [SimulatedCollectionView<String, String>.Section] = [
  .init(id: "posts", content: "Posts", items: [])
]

/// What the examples' selection handlers call: shows a post.
@MainActor public func open(_ post: Post) {
  print("open", post.id)
}
