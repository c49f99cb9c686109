import Roster
import RosterTestSupport
import RosterTesting
import Testing

/// A fixed-seed census of the pipeline: 10,000 random state pairs, every one applied to the
/// simulator, with the distribution of batch counts printed (how often one batch suffices).
@Suite("Pipeline: census")
struct PipelineCensusTests {
  @Test("10,000 fixed-seed cases: all accepted, at most two batches, mostly one")
  func census() throws {
    var generator = SplitMix64(seed: 0x5EED_2026)
    var tally: [String: Int] = [:]
    var rejected: [String] = []
    for _ in 0..<10_000 {
      let raw = (0..<24).map { _ in Int(generator.next() >> 34) }
      let pipelineCase = PipelineCase(raw: raw)
      do {
        let outcome = try runPipeline(pipelineCase, policy: .alwaysAnimate)
        if outcome.shown != pipelineCase.new.simulated { rejected.append("\(pipelineCase)") }
        tally[outcome.stages == 0 ? "unchanged" : "\(outcome.stages) batch(es)", default: 0] += 1
      } catch {
        rejected.append("\(error)\n\(pipelineCase)")
      }
    }
    print("Pipeline census (10,000 cases):", tally.sorted { $0.key < $1.key })
    #expect(rejected.isEmpty, "\(rejected.prefix(3))")
    let oneBatch = tally["1 batch(es)", default: 0]
    let twoBatches = tally["2 batch(es)", default: 0]
    #expect(oneBatch > twoBatches)
    #expect(twoBatches > 0, "the census must exercise the R13 split")
  }
}
