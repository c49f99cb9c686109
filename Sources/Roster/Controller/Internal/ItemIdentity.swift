import Dispatch
import Foundation

/// An item's identifier with its hash, computed once: what the controller diffs by, so that the
/// displayed side's identities, hashed when they arrived, are not hashed again on the next
/// update (hashing a `String` identifier is most of a large diff's work).
struct ItemIdentity: Hashable, Sendable {
  /// The model's identifier.
  let identifier: String
  /// The identifier's ``IdentifierHash``: well mixed in every bit, as the diff's table needs,
  /// and stable within the process, which is as long as an identity is kept.
  let hash: Int

  init(_ identifier: String) {
    self.identifier = identifier
    self.hash = IdentifierHash.hash(identifier)
  }

  private init(_ identifier: String, hash: Int) {
    self.identifier = identifier
    self.hash = hash
  }

  /// The kept hash: what the diff's table asks for, read instead of computed.
  var hashValue: Int { hash }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The kept hash mixed with a table's seed, which is what `Set` and `Dictionary` ask for:
  /// by default they feed ``hash(into:)`` through a seeded `Hasher`, a second SipHash of an
  /// already keyed one, which cost a quarter of an expand-all's time keeping each row's outline
  /// facts. The seed still varies the buckets from table to table, and the multiplication and
  /// fold spread it into the low bits a table indexes by, so that copying one table into
  /// another does not crowd it.
  func _rawHashValue(seed: Int) -> Int {
    let mixed = UInt64(bitPattern: Int64(hash ^ seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: UInt(mixed ^ (mixed >> 32)))
  }

  static func == (lhs: ItemIdentity, rhs: ItemIdentity) -> Bool {
    lhs.hash == rhs.hash && lhs.identifier == rhs.identifier
  }

  /// The identities of every item of `sections`, laid end to end in reading order.
  ///
  /// An identifier equal to a `kept` one near the same place (in the reading order of the kept
  /// identities, a few past the last one found) takes that one's hash instead of being hashed:
  /// a model built again from the same data usually carries the same identifier, or an equal
  /// one formatted anew, and checking costs two comparisons for the very same `String` value
  /// and a comparison of the bytes for a copy, where hashing costs hundreds of instructions.
  ///
  /// A long list's identities, none to reuse, are made on several processors at once
  /// (``parallelCount``) unless `inParallel` is `false`, as it is for work nobody waits for.
  ///
  /// - Complexity: O(*N*) for *N* items, at most one hash each.
  static func identities(
    of sections: some Collection<Section>, reusing kept: [ItemIdentity] = [],
    inParallel: Bool = true
  ) -> [ItemIdentity] {
    let count = sections.reduce(0) { $0 + $1.cellModels.count }
    // How far past the last identity found the next is looked for: far enough to step over a
    // few deleted or moved items, near enough to cost little when nothing is found.
    let window = 4
    var next = 0
    // Never with no capacity: that writes into the standard library's shared empty array,
    // which ThreadSanitizer reports as a race with any thread reading an empty array.
    guard count > 0 else { return [] }
    if inParallel, count >= parallelCount,
      kept.isEmpty || !reuses(kept, inFirstItemsOf: sections, window: window)
    {
      let processors = ProcessInfo.processInfo.activeProcessorCount
      if processors > 1 {
        return identities(of: Array(sections), count: count, parts: min(processors, 4))
      }
    }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      var offset = 0
      for section in sections {
        identities(
          of: section.cellModels, into: buffer, at: offset, reusing: kept, window: window,
          next: &next)
        offset &+= section.cellModels.count
      }
      initialized = offset
    }
  }

  /// Whether the first items of `sections` mostly find their identities among `kept` as
  /// ``identities(of:reusing:inParallel:)`` looks for them: when they do not (a list sorted
  /// anew), every identity is hashed anyway, and is better hashed on several processors.
  /// Either way the identities are the same: a kept hash is the identifier's hash.
  private static func reuses(
    _ kept: [ItemIdentity], inFirstItemsOf sections: some Collection<Section>, window: Int
  ) -> Bool {
    let probe = 64
    var next = 0
    var looked = 0
    var found = 0
    for section in sections {
      for model in section.cellModels.prefix(probe - looked) {
        let identifier = model.identifier
        looked += 1
        if let candidate = kept[next..<Swift.min(next + window, kept.count)].firstIndex(where: {
          $0.identifier == identifier
        }) {
          found += 1
          next = candidate + 1
        }
      }
      if looked >= probe { break }
    }
    return found * 2 >= looked
  }

  /// How many identities, none to reuse, are made in parallel on a device with more than one
  /// processor: each identity reads its model's identifier from memory no cache holds yet,
  /// and waits on it, so that several processors make a long list's identities in a fraction
  /// of the time one takes. Below this, starting the threads costs more than it saves.
  static let parallelCount = 32_768

  /// The identities of every item of `sections`, `count` in all, made in `parts` parts of
  /// about equal length at once, each part written to its own range of the result.
  ///
  /// - Complexity: O(*N*) work for *N* items, one hash each, about O(*N* / `parts`) time.
  private static func identities(
    of sections: [Section], count: Int, parts: Int
  ) -> [ItemIdentity] {
    // Where each section starts in reading order, so that a part finds its first section.
    var total = 0
    let starts = sections.map { section in
      defer { total &+= section.cellModels.count }
      return total
    }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      // Each part writes only its own range of the buffer, and reads only the sections.
      nonisolated(unsafe) let buffer = buffer
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        let range = (count * part / parts)..<(count * (part + 1) / parts)
        // The last section starting at or before the range.
        var section = max(0, (starts.firstIndex { $0 > range.lowerBound } ?? starts.count) - 1)
        var offset = range.lowerBound
        var next = 0
        while offset < range.upperBound, section < sections.count {
          let models = sections[section].cellModels
          let end = min(models.count, range.upperBound - starts[section])
          let items = (offset - starts[section])..<end
          identities(
            of: models, in: items, into: buffer, at: starts[section], reusing: [], window: 0,
            next: &next)
          offset = starts[section] + items.upperBound
          section += 1
        }
      }
      initialized = count
    }
  }

  /// Initializes `buffer` from `offset` on with the identities of `models`; see
  /// ``identities(of:reusing:)``. A call of its own so that `models`, passed in, is borrowed
  /// and each model is read in place: a model read through a buffer pointer or a nested
  /// subscript is copied out first (an existential copy, a retain and a release).
  @inline(never)
  private static func identities(
    of models: [any CellModel], in items: Range<Int>? = nil,
    into buffer: UnsafeMutableBufferPointer<ItemIdentity>, at offset: Int,
    reusing kept: [ItemIdentity], window: Int, next: inout Int
  ) {
    for item in items ?? models.indices {
      let identifier = models[item].identifier
      // The kept hash, if found, as a plain optional `Int`: an optional identity would be
      // copied and destroyed through outlined calls for every item.
      var keptHash: Int?
      var candidate = next
      while candidate < Swift.min(next &+ window, kept.count) {
        // Equal strings hash alike (`IdentifierHash`); the very same value is told first.
        if isSameValue(kept[candidate].identifier, identifier)
          || kept[candidate].identifier == identifier
        {
          keptHash = kept[candidate].hash
          next = candidate &+ 1
          break
        }
        candidate &+= 1
      }
      buffer.initializeElement(
        at: offset &+ item,
        to: ItemIdentity(identifier, hash: keptHash ?? IdentifierHash.hash(identifier)))
    }
  }

  /// Whether `a` and `b` are the same `String` value, bit for bit: the same storage (or the
  /// same small string's bytes), hence equal and of equal hash. Equal strings in different
  /// storage answer `false`, and are compared by their bytes.
  @inline(__always)
  private static func isSameValue(_ a: String, _ b: String) -> Bool {
    withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
  }
}
