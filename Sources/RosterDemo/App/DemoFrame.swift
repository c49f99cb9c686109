/// Frames around the list: a title line above, a status line below.
enum DemoFrame {
  /// The title line, the list's lines and the status line, exactly `rows` lines of `columns`.
  static func compose(
    title: String, detail: String, list: [String], status: String, columns: Int, rows: Int
  ) -> [String] {
    guard rows > 0 else { return [] }
    let top = _Text.padded(_Text.justified(" " + title, detail + " ", to: columns), to: columns)
    guard rows > 1 else { return [top] }
    let bottom = _Text.padded(" " + status, to: columns)
    let middle = Array(list.prefix(rows - 2))
    let blank = String(repeating: " ", count: columns)
    return [top] + middle + Array(repeating: blank, count: max(rows - 2 - middle.count, 0))
      + [bottom]
  }

  /// The rows left for the list under a title and above a status line.
  static func listRows(forScreenRows rows: Int) -> Int { max(rows - 2, 0) }
}
