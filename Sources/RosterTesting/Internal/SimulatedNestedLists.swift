import Foundation

/// The lists a ``SimulatedListHost`` shows for the `NestedListCellModel`s of its data, and
/// what lets a host without any skip looking for them.
@MainActor
struct SimulatedNestedLists {
  /// The list shown for each `NestedListCellModel` of the data, by its identifier.
  var lists: [String: NestedSimulatedList] = [:]
  /// Whether the data last read may hold a `NestedListCellModel`.
  var dataMayHoldLists = false
  /// Whether the controller registered the host's cell for nested lists: whether any model
  /// shown so far was a `NestedListCellModel`.
  var cellRegistered = false
}
