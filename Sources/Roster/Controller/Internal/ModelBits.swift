/// Tells whether two models in `[any CellModel]` arrays are the same value by comparing the
/// bits of their existential containers: the same dynamic type and conformance, and the same
/// bytes of the value (or the same box, for a value stored out of line). Equal bits are the
/// same value — the same identifier and the same content, as when an app re-emits an array
/// holding the very models shown — so no call through the protocol is needed to tell; unequal
/// bits say nothing (equal strings in different storage, padding), and the models must be
/// compared as usual.
///
/// The layout read is the Swift ABI's opaque existential container: three words of inline
/// buffer, then the type metadata and the witness table. A value larger than the buffer (or
/// one the runtime keeps out of line) has a pointer to its box in the first word: equal
/// pointers are the same box. Only `max(size, 8)` bytes of the buffer are compared for an
/// inline value — its own bytes and at most the rest of the first word — so that bytes the
/// value does not use rarely make two equal values look different.
struct ModelBits {
  /// The last type met and how many bytes of the buffer to compare for it.
  private var lastType: UnsafeRawPointer?
  private var comparedBytes = 0

  static let word = MemoryLayout<Int>.size
  /// Whether `any CellModel` has the layout read here; the check is never skipped otherwise.
  static let isLaidOutAsExpected =
    MemoryLayout<any CellModel>.size == 5 * word && MemoryLayout<any CellModel>.stride == 5 * word

  /// Whether `old[item]` and `new[item]` are bit for bit the same value.
  ///
  /// - Complexity: O(1); opens the type once each time it differs from the last one met.
  @inline(__always)
  mutating func areSameValue(
    _ old: [any CellModel], _ new: [any CellModel], at item: Int
  ) -> Bool {
    guard Self.isLaidOutAsExpected else { return false }
    return old.withUnsafeBufferPointer { oldModels in
      new.withUnsafeBufferPointer { newModels in
        guard let oldBase = oldModels.baseAddress, let newBase = newModels.baseAddress,
          item >= 0, item < oldModels.count, item < newModels.count
        else { return false }
        let oldBits = UnsafeRawPointer(oldBase + item)
        let newBits = UnsafeRawPointer(newBase + item)
        let word = Self.word
        let type = oldBits.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self)
        guard type == newBits.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self),
          oldBits.load(fromByteOffset: 4 * word, as: UInt.self)
            == newBits.load(fromByteOffset: 4 * word, as: UInt.self)
        else { return false }
        if type != lastType {
          lastType = type
          comparedBytes = Self.comparedBytes(of: Swift.type(of: oldModels[item]))
        }
        var offset = 0
        while offset < comparedBytes {
          guard
            oldBits.load(fromByteOffset: offset, as: UInt.self)
              == newBits.load(fromByteOffset: offset, as: UInt.self)
          else { return false }
          offset &+= word
        }
        return true
      }
    }
  }

  /// The bytes of the buffer that hold a value of `type`: its own, rounded up to whole words,
  /// or the first word (the box's address) when it does not fit in the buffer.
  private static func comparedBytes(of type: any CellModel.Type) -> Int {
    func bytes<Model: CellModel>(_: Model.Type) -> Int {
      let size = MemoryLayout<Model>.size
      guard size <= 3 * word, MemoryLayout<Model>.alignment <= word else { return word }
      return Swift.max((size + word - 1) / word * word, word)
    }
    return bytes(type)
  }
}
