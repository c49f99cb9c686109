import Foundation

/// One row of the files screen: a directory ("Sources/" and how many entries it holds) or a
/// file (its name and size). Found by `/` by its name.
package struct FileRowCellModel: TypedCellModel, SearchableCellModel, Equatable {
  /// The row's cell.
  package typealias CellType = FileRowCell
  /// The entry's path, unique in the tree.
  package var identifier: String
  /// The entry's name.
  package var name: String
  /// Whether it is a directory.
  package var isDirectory: Bool
  /// What the row adds after the name: a file's size, a directory's count of entries.
  package var detail: String

  package init(entry: DirectoryEntry, entryCount: Int?) {
    identifier = entry.path
    name = entry.name
    isDirectory = entry.isDirectory
    detail =
      entry.isDirectory
      ? entryCount.map { "\($0) \($0 == 1 ? "entry" : "entries")" } ?? "not loaded"
      : Self.size(entry.size)
  }

  /// The row shown under the directory at `path` while its entries load.
  package static func loading(under path: String) -> FileRowCellModel {
    var row = FileRowCellModel(
      entry: DirectoryEntry(path: path + "/…", isDirectory: false), entryCount: nil)
    row.name = "Loading…"
    row.detail = ""
    return row
  }

  /// What `/` finds the row by.
  package var searchText: String { name }

  /// One row, as wide as it is given: known without measuring.
  package func size(constrainedTo containerSize: CGSize) -> CellSize {
    .explicit(CGSize(width: containerSize.width, height: 1))
  }

  /// A size in bytes as people read it: "512 B", "1.4 kB".
  static func size(_ bytes: Int) -> String {
    guard bytes >= 1_000 else { return "\(bytes) B" }
    let tenths = (bytes + 50) / 100
    return "\(tenths / 10).\(tenths % 10) kB"
  }
}
