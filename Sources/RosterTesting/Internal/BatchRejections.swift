import Foundation

/// The batches a ``SimulatedListHost`` rejected, and what hears of each: by default it is
/// printed, so that a test that does not read the errors still shows them.
@MainActor
struct BatchRejections {
  /// Every batch rejected, in order.
  var errors: [BatchUpdateError] = []
  /// Receives every rejected batch.
  var handler: @MainActor (BatchUpdateError) -> Void = { error in
    print("SimulatedListHost rejected a batch: \(error)")
  }
}
