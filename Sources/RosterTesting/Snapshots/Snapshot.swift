/// What a snapshot test records of a screen: one or more text files, compared line by line with
/// the reference files kept beside the test.
///
/// Make one from a host (``init(of:describing:)``, or `RosterTerminalTesting`'s initializers
/// for a terminal screen) or from any text, and check it with
/// ``expectSnapshot(_:named:record:directory:fileID:filePath:function:line:column:)``.
///
/// ```swift
/// let snapshot = Snapshot(text: "Inbox\nDrafts")
/// let sameText = snapshot.files[0].contents == "Inbox\nDrafts\n"   // true
/// ```
public struct Snapshot: Hashable, Sendable {
  /// One recorded file: its contents and the extension its reference file takes.
  public struct File: Hashable, Sendable {
    /// The reference file's extension, without the leading dot: `txt`, `styles.txt`, `svg`.
    public var fileExtension: String
    /// The text recorded, ending with a newline.
    public var contents: String

    /// Creates a file of `contents`, adding the final newline if it has none, so that a
    /// reference file edited by hand compares equal.
    public init(fileExtension: String, contents: String) {
      self.fileExtension = fileExtension
      self.contents = contents.hasSuffix("\n") ? contents : contents + "\n"
    }
  }

  /// The files, each compared with its own reference file.
  public var files: [File]

  /// Creates a snapshot of the given files; their extensions must differ.
  public init(files: [File]) {
    self.files = files
  }

  /// Creates a snapshot of one text file.
  public init(text: String, fileExtension: String = "txt") {
    self.init(files: [File(fileExtension: fileExtension, contents: text)])
  }
}
