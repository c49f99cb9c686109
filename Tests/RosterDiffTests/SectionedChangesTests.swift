import Foundation
import RosterDiff
import Testing

/// Sections are written `"A[a b] B*[c]"`: upper-case section identities, lower-case items,
/// `*` for changed content (see ``sections(_:)``).
@Suite("SectionedChanges: named cases")
struct SectionedChangesTests {
  func diff(_ old: String, _ new: String) -> SectionedChanges<Int, Int> {
    SectionedChangesChecks.diff(sections(old), sections(new))
  }

  func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test("an item moving to another section is one move across sections")
  func itemMovesAcrossSections() {
    let changes = diff("A[a b] B[c]", "A[b] B[a c]")
    #expect(changes.itemMoves == [IndexPathPair(from: path(0, 0), to: path(1, 0))])
    #expect(changes.itemDeletions.isEmpty && changes.itemInsertions.isEmpty)
    #expect(changes.sectionMoves.isEmpty && changes.sectionDeletions.isEmpty)
  }

  @Test("when a section is deleted and its item reappears elsewhere, the item is inserted there")
  func deletedSectionItemReappears() {
    let changes = diff("A[a] B[b]", "B[b a]")
    #expect(changes.sectionDeletions == [0])
    #expect(changes.itemInsertions == [path(0, 1)])
    #expect(changes.itemDeletions.isEmpty && changes.itemMoves.isEmpty)
  }

  @Test("a section moved with its items is one section move and no item change")
  func sectionMovesWithItems() {
    let changes = diff("A[a b] B[c]", "B[c] A[a b]")
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.itemMoves.isEmpty && changes.itemDeletions.isEmpty)
    #expect(changes.itemInsertions.isEmpty && changes.itemUpdates.isEmpty)
  }

  @Test("an item moving into an inserted section is deleted from its old section")
  func itemMovesIntoInsertedSection() {
    let changes = diff("A[a b]", "A[a] C[b]")
    #expect(changes.sectionInsertions == [1])
    #expect(changes.itemDeletions == [path(0, 1)])
    #expect(changes.itemInsertions.isEmpty && changes.itemMoves.isEmpty)
  }

  @Test("items of inserted and deleted sections are not listed")
  func itemsTravelWithTheirSection() {
    let changes = diff("A[a] B[x y]", "A[a] C[p q]")
    #expect(changes.sectionDeletions == [1])
    #expect(changes.sectionInsertions == [1])
    #expect(changes.itemDeletions.isEmpty && changes.itemInsertions.isEmpty)
    #expect(changes.itemMoves.isEmpty && changes.itemUpdates.isEmpty)
  }

  @Test("a moved item whose content changed is both a move and an update")
  func movedAndUpdated() {
    let changes = diff("A[a b] B[]", "A[b] B[a*]")
    let pair = IndexPathPair(from: path(0, 0), to: path(1, 0))
    #expect(changes.itemMoves == [pair])
    #expect(changes.itemUpdates == [pair])
  }

  @Test("a changed header is a section update, not an item change")
  func sectionUpdate() {
    let changes = diff("A[a] B[b]", "A[a] B*[b]")
    #expect(changes.sectionUpdates == [OffsetPair(from: 1, to: 1)])
    #expect(changes.itemUpdates.isEmpty && changes.sectionMoves.isEmpty)
  }

  @Test("rotating the items of a section by one is one move")
  func rotationInSection() {
    let changes = diff("A[a b c d]", "A[b c d a]")
    #expect(changes.itemMoves == [IndexPathPair(from: path(0, 0), to: path(0, 3))])
  }

  @Test("duplicate items pair k-th with k-th in reading order, across sections")
  func duplicateItems() {
    let changes = diff("A[a] B[a]", "A[a a] B[]")
    #expect(changes.itemMoves == [IndexPathPair(from: path(1, 0), to: path(0, 1))])
    #expect(changes.itemDeletions.isEmpty && changes.itemInsertions.isEmpty)
    #expect(changes.duplicateItems == [0])
  }

  @Test("duplicate sections pair k-th with k-th, and are reported")
  func duplicateSections() {
    let changes = diff("A[a] A[b]", "A[b] A[a]")
    #expect(changes.sectionMoves.isEmpty)
    #expect(changes.itemMoves.count == 2)
    #expect(changes.duplicateSections == [0])
  }

  @Test("duplicate sections are reported when every section is inserted or deleted")
  func duplicateSectionsOfOneSidedDiffs() {
    #expect(diff("", "A[] A[]").duplicateSections == [0])
    #expect(diff("B[] B[]", "").duplicateSections == [1])
  }

  @Test("identical and empty sections produce no changes")
  func identicalAndEmpty() {
    #expect(diff("A[a b] B[] C[c]", "A[a b] B[] C[c]").isEmpty)
    #expect(diff("", "").isEmpty)
  }

  @Test("all sections new: sections deleted and inserted, items carried")
  func allNew() {
    let changes = diff("A[a b] B[c]", "C[a] D[b c]")
    #expect(changes.sectionDeletions == [0, 1] && changes.sectionInsertions == [0, 1])
    #expect(changes.itemDeletions.isEmpty && changes.itemInsertions.isEmpty)
    #expect(changes.itemMoves.isEmpty)
  }
}
