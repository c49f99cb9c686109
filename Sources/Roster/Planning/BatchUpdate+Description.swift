#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension BatchUpdate: CustomStringConvertible {
  /// The non-empty parts, one per line, for example:
  ///
  /// ```
  /// BatchUpdate
  ///   delete sections [2]
  ///   move items [0, 3]→[1, 0]
  ///   rebind items [1, 0]
  /// ```
  public var description: String {
    var lines = ["BatchUpdate"]
    func add<T>(_ label: String, _ values: [T], _ render: (T) -> String) {
      guard !values.isEmpty else { return }
      lines.append("  \(label) " + values.map(render).joined(separator: ", "))
    }
    func path(_ path: IndexPath) -> String { "[\(path.map(String.init).joined(separator: ", "))]" }
    add("delete sections", sectionDeletions) { String($0) }
    add("insert sections", sectionInsertions) { String($0) }
    add("move sections", sectionMoves) { $0.description }
    add("reload sections", sectionReloads) { String($0) }
    add("delete items", itemDeletions, path)
    add("insert items", itemInsertions, path)
    add("move items", itemMoves) { path($0.from) + "→" + path($0.to) }
    add("reload items", itemReloads, path)
    add("rebind items", itemRebinds, path)
    add("rebind sections", sectionRebinds) { String($0) }
    if lines.count == 1 { lines[0] += " (empty)" }
    return lines.joined(separator: "\n")
  }
}
