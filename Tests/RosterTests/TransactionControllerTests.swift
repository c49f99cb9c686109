import Foundation
import Roster
import RosterTesting
import Testing

@Suite("Transactions through ListController")
@MainActor
struct TransactionControllerTests {
  @Test("a transaction is diffed and planned like any update, and the simulator accepts it")
  func transactionIsAnUpdate() throws {
    let (host, controller) = makeController()
    controller.update(with: textSections(["profile": "header", "posts": "p1 p2 p3"]))
    host.finishAnimations()
    try controller.modify { list in
      try list.insert(TextModel(identifier: "p0"), at: 0, inSection: "posts")
      try list.remove(id: "p2")
      try list.move(id: "p3", to: 1, inSection: "profile")
    }
    host.finishAnimations()
    #expect(identifiers(controller.sections) == ["profile[header p3]", "posts[p0 p1]"])
    #expect(host.shownIdentifiers == identifiers(controller.sections))
    #expect(host.errors.isEmpty)
  }

  @Test("edits made while a batch animates start from the newest requested state")
  func editsBuildOnPendingState() throws {
    let (host, controller) = makeController()
    controller.update(with: textSections(["posts": "p1"]))
    controller.update(with: textSections(["posts": "p1 p2"]))
    try controller.modify { list in
      try list.append(TextModel(identifier: "p3"), toSection: "posts")
    }
    #expect(identifiers(controller.requestedSections) == ["posts[p1 p2 p3]"])
    host.finishAnimations()
    host.finishAnimations()
    #expect(identifiers(controller.sections) == ["posts[p1 p2 p3]"])
    #expect(host.errors.isEmpty)
  }

  @Test("a transaction that throws changes nothing")
  func failedTransactionIsAbandoned() {
    let (host, controller) = makeController()
    controller.update(with: textSections(["posts": "p1 p2"]))
    host.finishAnimations()
    let batches = host.batches.count
    #expect(throws: ListTransactionError.unknownSection("drafts")) {
      try controller.modify { list in
        try list.remove(id: "p1")
        try list.append(TextModel(identifier: "d1"), toSection: "drafts")
      }
    }
    #expect(identifiers(controller.requestedSections) == ["posts[p1 p2]"])
    #expect(host.batches.count == batches)
  }
}

/// `modify` throws `ListTransactionError`, typed, whatever the closure looks like.
@MainActor
@Suite
struct TypedTransactionErrorTests {
  @Test func theErrorIsTypedWithoutAnnotatingTheClosure() {
    let (_, controller) = makeController()
    controller.update(with: textSections(["s": "a"]), animated: false)
    do {
      try controller.modify { list in try list.remove(id: "missing") }
      Issue.record("an impossible edit must throw")
    } catch {
      let typed: ListTransactionError = error  // compiles only because the error is typed
      #expect(typed == .unknownCell("missing"))
    }
    #expect(controller.sections.first?.cellModels.map(\.identifier) == ["a"])
  }

  @Test func anErrorOfTheAppsOwnAbortsTheTransaction() {
    struct Cancelled: Error, CustomStringConvertible {
      var description: String { "the user cancelled" }
    }
    let (_, controller) = makeController()
    controller.update(with: textSections(["s": "a"]), animated: false)
    #expect(throws: ListTransactionError.aborted(reason: "the user cancelled")) {
      try controller.modify { list in
        try list.remove(id: "a")
        throw Cancelled()
      }
    }
    #expect(controller.sections.first?.cellModels.map(\.identifier) == ["a"])
  }
}
