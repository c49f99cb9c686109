/// Two states of a list, the one shown first and the one it updates to, as
/// ``ListGenerators/transitions(_:)`` generates them.
public struct ListTransition: Sendable, CustomStringConvertible {
  /// The state shown before the update.
  public var old: [Section]
  /// The state the update shows.
  public var new: [Section]

  /// Creates a transition from `old` to `new`.
  public init(old: [Section], new: [Section]) {
    self.old = old
    self.new = new
  }

  /// Both states, one section per line: `s1 [h0]: i0:c1 i3:c0*`.
  public var description: String {
    func render(_ state: [Section]) -> String {
      state.map { section in
        let header =
          section.headerModel.map { " [\(($0 as? GeneratedCellModel)?.content ?? $0.identifier)]" }
          ?? ""
        let items = section.cellModels.map {
          ($0 as? GeneratedCellModel)?.description ?? $0.identifier
        }
        return "  \(section.identifier)\(header): " + items.joined(separator: " ")
      }.joined(separator: "\n")
    }
    return "old:\n\(render(old))\nnew:\n\(render(new))"
  }
}
