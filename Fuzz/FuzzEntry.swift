import RosterTesting

/// libFuzzer's entry point: every input is decoded into two list states and driven through the
/// whole pipeline (diff, plan, apply to the simulated collection view); see `PipelineFuzzer`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  PipelineFuzzer.run(UnsafeBufferPointer(start: data, count: size))
  return 0
}
