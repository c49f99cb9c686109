import Foundation
import Roster
import RosterHostSupport
import Testing

/// The sequence around a batch that the UIKit hosts share, run against a view that records
/// what it is asked to do: the same code the collection and table hosts call, without UIKit.
@Suite("BatchPerformingHost: the swap inside the view's batch, rebinds after it, reload off screen")
@MainActor
struct BatchPerformingHostTests {
  private let batch = BatchUpdate(
    itemInsertions: [IndexPath(item: 0, section: 0)],
    itemRebinds: [IndexPath(item: 1, section: 0)])

  @Test("animated on screen: the data swaps first inside the view's batch, rebinds follow it")
  func animated() {
    let view = RecordingBatchView()
    var completions: [Bool] = []
    view.performBatchOnView(
      batch, animated: true, updateData: { view.log.append("swap") },
      completion: { completions.append($0) })
    #expect(view.log == ["batch(animated) {", "swap", "changes", "}", "rebind"])
    #expect(view.isPerformingBatch)
    #expect(completions.isEmpty, "the view's animations have not ended")
    view.finishBatch(finished: false)
    #expect(completions == [false])
    #expect(!view.isPerformingBatch)
  }

  @Test("unanimated: the whole batch and its rebinds run with the view's animations off")
  func unanimated() {
    let view = RecordingBatchView()
    var completions: [Bool] = []
    view.performBatchOnView(
      batch, animated: false, updateData: { view.log.append("swap") },
      completion: { completions.append($0) })
    #expect(
      view.log == ["no animation {", "batch {", "swap", "changes", "}", "rebind", "}"])
    view.finishBatch(finished: true)
    #expect(completions == [true])
  }

  @Test("off screen: the view is reloaded instead, and the completion runs at once")
  func offScreen() {
    let view = RecordingBatchView()
    view.isOnScreen = false
    var completions: [Bool] = []
    view.performBatchOnView(
      batch, animated: true, updateData: { view.log.append("swap") },
      completion: { completions.append($0) })
    #expect(view.log == ["reload {", "swap", "}"])
    #expect(completions == [true])
    #expect(!view.isPerformingBatch)
  }
}

/// A host whose view records the operations it is asked for and finishes a batch when told.
@MainActor
private final class RecordingBatchView: BatchPerformingHost {
  var dataSource: (any ListDataSource)?
  var isOnScreen = true
  var containerSize = CGSize(width: 100, height: 100)
  var indexPathsForVisibleItems: [IndexPath] = []
  let cellRegistry = CellRegistry()
  var isPerformingBatch = false
  var log: [String] = []
  private var pendingCompletion: (@MainActor (Bool) -> Void)?

  func register(cellType: any ListCell.Type) {}

  func performBatch(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    performBatchOnView(batch, animated: animated, updateData: updateData, completion: completion)
  }

  func reloadData(updateData: () -> Void) {
    log.append("reload {")
    updateData()
    log.append("}")
  }

  func measure(_ model: any CellModel, constrainedTo size: CGSize) -> CGSize { .zero }

  func scroll(to indexPath: IndexPath, animated: Bool) {}

  func performBatchUpdates(
    _ batch: BatchUpdate, animated: Bool, updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) -> BatchUpdate {
    log.append(animated ? "batch(animated) {" : "batch {")
    updateData()
    log.append("changes")
    log.append("}")
    pendingCompletion = completion
    return batch
  }

  func rebind(after batch: BatchUpdate) {
    log.append("rebind")
  }

  func performWithoutAnimation(_ changes: () -> Void) {
    log.append("no animation {")
    changes()
    log.append("}")
  }

  /// Ends the batch's animations, as the view's completion does.
  func finishBatch(finished: Bool) {
    isPerformingBatch = false
    pendingCompletion?(finished)
    pendingCompletion = nil
  }
}
