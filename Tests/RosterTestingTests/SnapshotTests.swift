import Foundation
import PropertyBased
import RosterTestSupport
import Testing

@testable import RosterTesting

/// `expectSnapshot`: references recorded, compared and re-recorded in a scratch folder, the
/// line diff against an independent longest common subsequence, and the simulated host's
/// snapshot against a committed reference.
@MainActor
struct SnapshotTests {
  /// A test file path in a fresh scratch folder: its references go to `__Snapshots__/Screen/`.
  private static func scratchTestFile() -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("roster-snapshots-\(UUID().uuidString)")
    return folder.appendingPathComponent("Screen.swift").path
  }

  private static func reference(
    _ testFile: String, _ name: String, _ fileExtension: String
  )
    -> String?
  {
    let url = SnapshotStore(testFile: testFile).referenceURL(
      name: name, fileExtension: fileExtension)
    return try? String(contentsOf: url, encoding: .utf8)
  }

  @Test func recordsThenComparesThenReportsTheDiff() {
    let file = Self.scratchTestFile()
    let first = Snapshot(text: "Inbox\nDrafts\nSent")
    withKnownIssue {
      #expect(!expectSnapshot(first, named: "mail", record: false, filePath: file))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No reference snapshot was found") }
    }
    #expect(Self.reference(file, "mail", "txt") == "Inbox\nDrafts\nSent\n")
    #expect(expectSnapshot(first, named: "mail", record: false, filePath: file))

    let changed = Snapshot(text: "Inbox\nArchive\nSent")
    withKnownIssue {
      #expect(!expectSnapshot(changed, named: "mail", record: false, filePath: file))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("mail.txt") && text.contains("- Drafts\n+ Archive")
        && text.contains("  Inbox") && text.contains("@@ -1 +1 @@")
    }
    #expect(Self.reference(file, "mail", "txt.actual") == "Inbox\nArchive\nSent\n")
    #expect(Self.reference(file, "mail", "txt") == "Inbox\nDrafts\nSent\n", "kept until asked")

    withKnownIssue {
      #expect(!expectSnapshot(changed, named: "mail", record: true, filePath: file))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Re-recorded") }
    }
    #expect(expectSnapshot(changed, named: "mail", record: false, filePath: file))
    #expect(Self.reference(file, "mail", "txt.actual") == nil, "removed once it matches")
  }

  @Test func eachFileHasItsReferenceAndUnnamedSnapshotsAreNumbered() {
    let file = Self.scratchTestFile()
    let snapshot = Snapshot(files: [
      .init(fileExtension: "txt", contents: "a"), .init(fileExtension: "styles.txt", contents: "B"),
    ])
    withKnownIssue { expectSnapshot(snapshot, filePath: file, function: "screen(rows:)") }
    withKnownIssue { expectSnapshot(snapshot, filePath: file, function: "screen(rows:)") }
    #expect(Self.reference(file, "screen", "txt") == "a\n")
    #expect(Self.reference(file, "screen", "styles.txt") == "B\n")
    #expect(Self.reference(file, "screen-2", "txt") == "a\n")
    #expect(SnapshotStore.fileName("a/b c:d") == "a_b_c_d")
  }

  /// Random pairs of short texts over few distinct lines, so that lines repeat and match in
  /// many ways.
  static let texts = Gen.int(in: 0...4).array(of: 0...12).array(of: 2...2)

  @Test func theDiffKeepsALongestCommonSubsequenceAndRebuildsBothTexts() {
    checkSeededCases(3_000, seed: 5_021, from: Self.texts) { pair in
      let reference = pair[0].map { Substring("line \($0)") }
      let actual = pair[1].map { Substring("line \($0)") }
      let diff = LineDiff(reference: reference, actual: actual)
      let rebuiltReference = diff.lines.compactMap { line -> Substring? in
        if case .added = line { return nil }
        return line.text
      }
      let rebuiltActual = diff.lines.compactMap { line -> Substring? in
        if case .removed = line { return nil }
        return line.text
      }
      let kept = diff.lines.filter { if case .kept = $0 { true } else { false } }.count
      let longest = Self.longestCommonSubsequence(pair[0], pair[1])
      guard rebuiltReference == reference, rebuiltActual == actual else {
        return .failed("the diff does not rebuild both texts: \(diff.lines)")
      }
      guard kept == longest else { return .failed("kept \(kept) lines of \(longest) common") }
      guard kept == reference.count, kept == actual.count else {
        return diff.description.contains("@@") ? .passed : .failed("no hunk for a change")
      }
      return .passed
    }
  }

  /// The length of the longest common subsequence, by recursion over every choice (the texts
  /// are short).
  private static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
    var memo: [Int: Int] = [:]
    func longest(_ i: Int, _ j: Int) -> Int {
      if i == a.count || j == b.count { return 0 }
      if let known = memo[i * 100 + j] { return known }
      let result =
        a[i] == b[j] ? 1 + longest(i + 1, j + 1) : max(longest(i + 1, j), longest(i, j + 1))
      memo[i * 100 + j] = result
      return result
    }
    return longest(0, 0)
  }

  @Test func hunksShowTwoLinesOfContextAndTheirLineNumbers() {
    let reference = (1...20).map { Substring("row \($0)") }
    var actual = reference
    actual[2] = "row three"
    actual[15] = "row sixteen"
    let text = LineDiff(reference: reference, actual: actual).description
    #expect(
      text == """
        @@ -1 +1 @@
          row 1
          row 2
        - row 3
        + row three
          row 4
          row 5
        @@ -14 +14 @@
          row 14
          row 15
        - row 16
        + row sixteen
          row 17
          row 18
        """)
  }

  @Test func simulatedHostScreen() {
    let host = SimulatedListHost(containerSize: CGSize(width: 320, height: 120))
    let controller = ListController(host: host)
    controller.selectionMode = .single
    controller.update(with: [
      Section(
        cellModels: (1...5).map { SnapshotRow(identifier: "message \($0)", height: 44) },
        identifier: "mail", headerModel: SnapshotRow(identifier: "header", height: 20))
    ])
    host.settle()
    _ = host.selectItem(withIdentifier: "message 2")
    host.scroll(toOffset: 30)
    expectSnapshot(of: host)
  }
}

private final class SnapshotRowCell: TypedListCell {
  func bind(model: SnapshotRow, sizing: Bool) {}
}

/// A selectable row of a fixed height.
private struct SnapshotRow: TypedCellModel, SelectableCellModel, Equatable {
  typealias CellType = SnapshotRowCell
  var identifier: String
  var height: CGFloat

  var selectionAction: SelectionAction? { { _, _ in } }

  func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: height))
  }
}
