import Foundation
import RosterTerminal
import Testing

@Suite("ScreenBuffer: coordinates outside the buffer are ignored")
struct ScreenBufferTests {
  @Test(
    "overlay clips any column range to the buffer, including ranges past either edge",
    arguments: [-5..<2, 0..<10, 2..<5, 3..<3, 8..<12, -9 ..< -2, 0..<Int.max])
  func overlayClips(columns: Range<Int>) {
    var buffer = ScreenBuffer(width: 3, height: 1)
    buffer.overlay(TextStyle(inverse: true), row: 0, columns: columns)
    buffer.overlay(TextStyle(inverse: true), row: 4, columns: columns)
    var expected = (0..<3).map { columns.contains($0) ? "R" : "." }.joined()
    while expected.last == "." { expected.removeLast() }
    #expect(buffer.styleMask == [expected])
  }
}
