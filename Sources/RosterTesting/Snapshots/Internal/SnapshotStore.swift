import Foundation

/// Where a test file's reference snapshots live, and the one check of a file against its
/// reference.
struct SnapshotStore {
  /// The folder given, or `__Snapshots__/<test file name>` beside the test file.
  let directory: URL

  init(testFile: String, directory: URL? = nil) {
    let file = URL(fileURLWithPath: testFile)
    self.directory =
      directory
      ?? file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
  }

  func referenceURL(name: String, fileExtension: String) -> URL {
    directory.appendingPathComponent("\(Self.fileName(name)).\(fileExtension)")
  }

  /// Compares `file` with the reference at `url`, writing it when it is missing or `recording`;
  /// returns what the test should report, or `nil` when the file matched.
  func check(_ file: Snapshot.File, at url: URL, recording: Bool) throws -> String? {
    let actualURL = url.appendingPathExtension("actual")
    let reference = try? String(contentsOf: url, encoding: .utf8)
    if reference == file.contents {
      try? FileManager.default.removeItem(at: actualURL)
      return nil
    }
    if reference == nil || recording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(file.contents.utf8).write(to: url)
      try? FileManager.default.removeItem(at: actualURL)
      let verb = reference == nil ? "No reference snapshot was found; recorded" : "Re-recorded"
      return "\(verb) \(url.path). Run the test again to compare with it."
    }
    try Data(file.contents.utf8).write(to: actualURL)
    let diff = LineDiff(
      reference: Self.lines(of: reference ?? ""), actual: Self.lines(of: file.contents))
    return """
      Snapshot does not match \(url.path) (- reference, + this run; this run is in \
      \(actualURL.lastPathComponent)):
      \(diff.description)
      Re-record with \(recordSnapshotsVariable)=1 if the change is intended.
      """
  }

  private static func lines(of text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// A name safe as a file name on every platform: anything but letters, digits, `-`, `_` and
  /// `.` becomes `_`.
  static func fileName(_ name: String) -> String {
    String(
      name.map { character in
        character.isLetter || character.isNumber || "-_.".contains(character) ? character : "_"
      })
  }
}

/// The names given to unnamed snapshots: the test function's, then `-2`, `-3`… for later
/// snapshots of the same function in this process.
final class SnapshotNames: @unchecked Sendable {
  static let shared = SnapshotNames()
  // Guarded by `lock`: tests run concurrently.
  private var counts: [String: Int] = [:]
  private let lock = NSLock()

  func next(file: String, function: String) -> String {
    let base = String(function.prefix { $0 != "(" })
    let count = lock.withLock {
      counts[file + "\u{0}" + base, default: 0] += 1
      return counts[file + "\u{0}" + base, default: 1]
    }
    return count == 1 ? base : "\(base)-\(count)"
  }
}
