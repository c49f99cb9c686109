import Foundation
import Roster

/// What a ``SimulatedListHost`` records of the controller's requests — its batches, reloads,
/// rebinds, measurements and scroll requests — for a test to read, each log bounded by one
/// limit so that a long test's memory stays bounded.
struct SimulatedHostLog {
  /// How many entries each log keeps: at least the newest `limit`, never more than twice that.
  var limit = 10_000
  /// How many batches were performed, whatever the limit.
  var batchCount = 0
  /// The batches performed, in order (the newest).
  var batches: [BatchUpdate] = []
  /// How many times the data was reloaded.
  var reloadCount = 0
  /// The scroll requests, in order (the newest).
  var scrollRequests: [SimulatedListHost.ScrollRequest] = []
  /// The rebinds of live cells, in order (the newest).
  var rebinds: [SimulatedListHost.Rebind] = []
  /// The identifiers of the models measured, in order (the newest).
  var measuredIdentifiers: [String] = []

  /// Counts and records `batch`.
  mutating func recordBatch(_ batch: BatchUpdate) {
    batchCount += 1
    Self.append(CollectionOfOne(batch), to: &batches, limit: limit)
  }

  /// Records the rebinds of a batch.
  mutating func recordRebinds(_ entries: [SimulatedListHost.Rebind]) {
    Self.append(entries, to: &rebinds, limit: limit)
  }

  /// Records that the model `identifier` was measured.
  mutating func recordMeasurement(of identifier: String) {
    Self.append(CollectionOfOne(identifier), to: &measuredIdentifiers, limit: limit)
  }

  /// Records a request to scroll to an item.
  mutating func recordScrollRequest(_ request: SimulatedListHost.ScrollRequest) {
    Self.append(CollectionOfOne(request), to: &scrollRequests, limit: limit)
  }

  /// Appends `entries` to `log`, dropping its oldest entries once it holds twice `limit`: the
  /// oldest go in chunks, which keeps appending O(1) amortized.
  private static func append<Entry>(
    _ entries: some Sequence<Entry>, to log: inout [Entry], limit: Int
  ) {
    log.append(contentsOf: entries)
    let limit = max(1, limit)
    if log.count / 2 >= limit { log.removeFirst(log.count - limit) }
  }
}
