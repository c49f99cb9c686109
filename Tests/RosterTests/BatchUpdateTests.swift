import Foundation
import Roster
import Testing

@Suite("BatchUpdate")
struct BatchUpdateTests {
  @Test("description lists the non-empty parts")
  func description() {
    let batch = BatchUpdate(
      sectionDeletions: [2],
      itemMoves: [
        IndexPathPair(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 1))
      ])
    #expect(batch.description == "BatchUpdate\n  delete sections 2\n  move items [0, 3]→[1, 0]")
    #expect(BatchUpdate().description == "BatchUpdate (empty)")
    #expect(BatchUpdate().isEmpty)
  }
}
