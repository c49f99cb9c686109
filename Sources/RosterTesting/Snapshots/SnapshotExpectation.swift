import Foundation
import Testing

/// The environment variable that re-records every snapshot a test run checks:
/// `ROSTER_RECORD_SNAPSHOTS=1 swift test`.
public let recordSnapshotsVariable = "ROSTER_RECORD_SNAPSHOTS"

/// Checks `snapshot` against the reference files kept beside the test, recording them when they
/// are missing or when recording is asked for.
///
/// The reference files live in `__Snapshots__/<test file name>/` next to the test's source file,
/// named `<name>.<extension>` for each of the snapshot's files; commit them with the test. The
/// name defaults to the test function's, and the second and later snapshots of one function
/// in a run take `-2`, `-3`…: give each snapshot of a parameterized test its own name, since its
/// cases share the function and may run in any order.
///
/// - A missing reference file is written, and the test fails once saying so: run it again to
///   compare.
/// - A reference that differs fails the test with a line diff per file (`-` the reference,
///   `+` this run) naming the file. This run's text is written beside the reference, `.actual`
///   appended to its name, for a diff tool; it is removed once the snapshot matches.
/// - With `record: true`, or the environment variable `ROSTER_RECORD_SNAPSHOTS=1`, every
///   differing reference is rewritten, and the test fails saying which; run again to compare.
///
/// <!-- snippet: fragment -->
/// ```swift
/// let host = SimulatedListHost()
/// let controller = ListController(host: host)
/// controller.update(with: [
///   Section("mail") { TitleCellModel(identifier: "welcome", text: "Welcome") }
/// ])
/// host.settle()
/// // Compares __Snapshots__/<this file's name>/<this function's name>.txt
/// expectSnapshot(of: host)
/// ```
///
/// - Parameters:
///   - snapshot: What this run shows.
///   - name: The reference files' name; the test function's by default.
///   - record: Whether to rewrite the references; `nil` follows `ROSTER_RECORD_SNAPSHOTS`.
///   - directory: The folder of the references, for files kept elsewhere (pictures a README
///     shows); `__Snapshots__/<test file name>` beside the test by default.
///   - fileID: The test's file identifier, for the failure's location.
///   - filePath: The test's source file, whose folder holds `__Snapshots__`.
///   - function: The test function, naming the snapshot when `name` is `nil`.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
/// - Returns: Whether every file matched its reference.
@discardableResult
public func expectSnapshot(
  _ snapshot: Snapshot, named name: String? = nil, record: Bool? = nil,
  directory: URL? = nil, fileID: String = #fileID, filePath: String = #filePath,
  function: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  let recording = record ?? (ProcessInfo.processInfo.environment[recordSnapshotsVariable] == "1")
  let store = SnapshotStore(testFile: filePath, directory: directory)
  let snapshotName = name ?? SnapshotNames.shared.next(file: filePath, function: function)
  var problems: [String] = []
  for file in snapshot.files {
    let url = store.referenceURL(name: snapshotName, fileExtension: file.fileExtension)
    do {
      if let problem = try store.check(file, at: url, recording: recording) {
        problems.append(problem)
      }
    } catch {
      problems.append("Snapshot \(url.path) could not be read or written: \(error)")
    }
  }
  guard problems.isEmpty else {
    Issue.record(
      Comment(rawValue: problems.joined(separator: "\n\n")),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
  }
  return true
}
