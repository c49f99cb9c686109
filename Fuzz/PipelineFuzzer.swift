import RosterTesting

enum PipelineFuzzer {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    let old = bytes.prefix(bytes.count / 2).map { Int($0) % 7 }
    let new = bytes.dropFirst(bytes.count / 2).map { Int($0) % 7 }
    let changes = Changes(from: old, to: new, id: { $0 })
    if changes.moves.count > old.count { fatalError("impossible") }
  }
}
