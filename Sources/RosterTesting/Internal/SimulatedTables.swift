import Foundation

/// How far each table of a ``SimulatedListHost`` is scrolled across, by section identifier, as
/// a view scrolled sideways keeps it: a table keeps its offset through updates, clamped to
/// what its columns allow when it is read.
struct SimulatedTables {
  /// Each scrolled table's offset across, in points from its leading edge.
  var horizontalOffsets: [String: CGFloat] = [:]
}
