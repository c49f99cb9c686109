import Foundation
import Roster
import RosterHostSupport
import Testing

/// The loops a host runs over its features at each point of its lifecycle, against features
/// that record what they are told.
@Suite("HostFeatures: every feature told in order, each batch token handed back to its feature")
@MainActor
struct HostFeaturesTests {
  private let batch = BatchUpdate(itemInsertions: [IndexPath(item: 0, section: 0)])

  @Test("a batch: every feature reads its token before, in order, and gets it back after")
  func batchTokens() {
    var log: [String] = []
    let counting = CountingFeature(name: "counting") { log.append($0) }
    let silent = SilentFeature { log.append($0) }
    let features = HostFeatures([counting, silent])
    let pending = features.willPerformBatch(batch)
    #expect(log == ["counting will 1"])
    #expect(pending.token(of: counting) == 1)
    log.append("swap")
    pending.didPerform()
    #expect(log == ["counting will 1", "swap", "counting did 1", "silent did"])
    let next = features.willPerformBatch(batch)
    next.didPerform()
    #expect(log.suffix(3) == ["counting will 2", "counting did 2", "silent did"])
  }

  @Test("a feature that is not listed has no token")
  func unlistedToken() {
    let listed = CountingFeature(name: "listed") { _ in }
    let unlisted = CountingFeature(name: "unlisted") { _ in }
    let pending = HostFeatures([listed]).willPerformBatch(batch)
    #expect(pending.token(of: unlisted) == nil)
  }

  @Test("a reload and a change of the visible region reach every feature, in order")
  func reloadAndRegion() {
    var log: [String] = []
    let features = HostFeatures([
      CountingFeature(name: "counting") { log.append($0) }, SilentFeature { log.append($0) },
    ])
    features.didReloadData()
    features.visibleRegionDidChange(to: CGRect(x: 0, y: 10, width: 100, height: 50))
    #expect(log == ["counting reload", "silent reload", "counting region 10.0", "silent region"])
  }
}

/// A feature whose token counts its batches.
@MainActor
private final class CountingFeature: HostFeature {
  let name: String
  let record: (String) -> Void
  private var batches = 0

  init(name: String, record: @escaping (String) -> Void) {
    self.name = name
    self.record = record
  }

  func willPerformBatch(_ batch: BatchUpdate) -> Int {
    batches += 1
    record("\(name) will \(batches)")
    return batches
  }

  func didPerformBatch(_ batch: BatchUpdate, token: Int) { record("\(name) did \(token)") }

  func didReloadData() { record("\(name) reload") }

  func visibleRegionDidChange(to rect: CGRect) { record("\(name) region \(rect.minY)") }
}

/// A feature that keeps nothing through a batch: its token is `Void`, read by the default.
@MainActor
private final class SilentFeature: HostFeature {
  let record: (String) -> Void

  init(record: @escaping (String) -> Void) { self.record = record }

  func didPerformBatch(_ batch: BatchUpdate, token: Void) { record("silent did") }

  func didReloadData() { record("silent reload") }

  func visibleRegionDidChange(to rect: CGRect) { record("silent region") }
}
