import Foundation
import RosterTesting

extension Snapshot {
  /// A snapshot of a terminal screen: its text (`txt`, `plainRows`), which cells are styled
  /// how (`styles.txt`, `styleMask`), and with `includingSVG` the picture a reader sees (`svg`,
  /// `svg(options:)`).
  ///
  /// ```swift
  /// import RosterTerminalTesting
  /// import RosterTesting
  ///
  /// let screen = ScreenBuffer(width: 10, height: 2)
  /// let files = Snapshot(of: screen).files.map(\.fileExtension)   // ["txt", "styles.txt"]
  /// ```
  ///
  /// - Complexity: O(*width* × *height*).
  public init(
    of screen: ScreenBuffer, includingSVG: Bool = false,
    svgOptions: ScreenBuffer.SVGOptions = ScreenBuffer.SVGOptions()
  ) {
    var files = [
      File(fileExtension: "txt", contents: screen.plainRows.joined(separator: "\n")),
      File(fileExtension: "styles.txt", contents: screen.styleMask.joined(separator: "\n")),
    ]
    if includingSVG {
      files.append(File(fileExtension: "svg", contents: screen.svg(options: svgOptions)))
    }
    self.init(files: files)
  }

  /// A snapshot of the frame `listView` shows now (`renderedScreen()`):
  /// its text and styles, and with `includingSVG` its picture.
  @MainActor
  public init(of listView: TerminalListView, includingSVG: Bool = false) {
    self.init(of: listView.renderedScreen(), includingSVG: includingSVG)
  }
}

/// Checks a terminal screen's text and styles (and with `includingSVG` its picture) against the
/// references kept beside the test; RosterTesting's `expectSnapshot(_:named:…)` says where
/// references live and how they are recorded.
///
/// - Returns: Whether every file matched its reference.
@discardableResult
public func expectSnapshot(
  of screen: ScreenBuffer, includingSVG: Bool = false, named name: String? = nil,
  record: Bool? = nil, directory: URL? = nil, fileID: String = #fileID,
  filePath: String = #filePath, function: String = #function, line: Int = #line,
  column: Int = #column
) -> Bool {
  expectSnapshot(
    Snapshot(of: screen, includingSVG: includingSVG), named: name, record: record,
    directory: directory, fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
}

/// Checks the frame `listView` shows now — its text and styles, and with `includingSVG` its
/// picture — against the references kept beside the test.
///
/// <!-- snippet: fragment -->
/// ```swift
/// // listView: the TerminalListView of the screen under test, updated by its controller.
/// // Compares __Snapshots__/<this file's name>/<this function's name>.txt and .styles.txt
/// expectSnapshot(of: listView)
/// ```
///
/// - Returns: Whether every file matched its reference.
@MainActor @discardableResult
public func expectSnapshot(
  of listView: TerminalListView, includingSVG: Bool = false, named name: String? = nil,
  record: Bool? = nil, directory: URL? = nil, fileID: String = #fileID,
  filePath: String = #filePath, function: String = #function, line: Int = #line,
  column: Int = #column
) -> Bool {
  expectSnapshot(
    Snapshot(of: listView, includingSVG: includingSVG), named: name, record: record,
    directory: directory, fileID: fileID, filePath: filePath, function: function, line: line,
    column: column)
}
