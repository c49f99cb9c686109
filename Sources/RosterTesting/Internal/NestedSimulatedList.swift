import Foundation

/// The list a ``SimulatedListHost`` shows for a `NestedListCellModel` of its data: a simulated
/// host of its own, driven by its own `ListController`, as a nested list cell holds on the
/// other hosts.
@MainActor
final class NestedSimulatedList {
  let host: SimulatedListHost
  let controller: ListController<SimulatedListHost>
  /// The model whose sections the list was last asked to show.
  private(set) var model: NestedListCellModel

  /// A list showing `model`'s sections at once, in `outer`'s width and with its registry,
  /// measurements and log limit; its rejected batches and diagnostics reach `outer`.
  init(_ model: NestedListCellModel, in outer: SimulatedListHost) {
    host = SimulatedListHost(
      containerSize: CGSize(width: outer.containerSize.width, height: model.height),
      isOnScreen: outer.isOnScreen, cellRegistry: outer.cellRegistry)
    host.scrollDirection = model.scrollDirection
    host.measurement = outer.measurement
    host.logLimit = outer.logLimit
    host.errorHandler = { [weak outer] error in
      outer?.record(error)
    }
    controller = ListController(host: host)
    // A nested list is small; diffing it on the main actor keeps it in step with the outer
    // list, as on the other hosts.
    controller.offMainDiffingThreshold = .max
    controller.diagnosticHandler = { [weak outer] diagnostic in
      outer?.dataSource?.report(diagnostic)
    }
    self.model = model
    // The first update of a list is a reload, as in UIKit: nothing animates in.
    let policy = controller.policy
    controller.policy.maximumAnimatedOperations = 0
    controller.update(with: model.sections, animated: false)
    controller.policy = policy
  }

  /// Shows `model`'s sections, `animated` when they changed; nothing when the model is the
  /// one shown.
  func show(_ model: NestedListCellModel, animated: Bool) {
    guard model != self.model else { return }
    self.model = model
    if host.containerSize.height != model.height { host.containerSize.height = model.height }
    host.scrollDirection = model.scrollDirection
    controller.update(with: model.sections, animated: animated && host.isOnScreen)
  }

  /// The list is gone with its row: the cells it displayed end displaying, as their view goes.
  func discard() {
    host.settle()
    host.endDisplayingEveryItem()
  }
}
