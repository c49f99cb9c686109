/// An item's identifier with its hash, computed once: what the controller diffs by, so that the
/// displayed side's identities, hashed when they arrived, are not hashed again on the next
/// update (hashing a `String` identifier is most of a large diff's work).
struct ItemIdentity: Hashable, Sendable {
  /// The model's identifier.
  let identifier: String
  /// `identifier.hashValue`: well mixed in every bit, as the diff's table needs, and stable
  /// within the process, which is as long as an identity is kept.
  let hash: Int

  init(_ identifier: String) {
    self.identifier = identifier
    self.hash = identifier.hashValue
  }

  /// The kept hash: what the diff's table asks for, read instead of computed.
  var hashValue: Int { hash }

  func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  static func == (lhs: ItemIdentity, rhs: ItemIdentity) -> Bool {
    lhs.hash == rhs.hash && lhs.identifier == rhs.identifier
  }

  /// The identities of every item of `sections`, laid end to end in reading order.
  ///
  /// - Complexity: O(*N*) for *N* items, one hash each.
  static func identities(of sections: some Collection<Section>) -> [ItemIdentity] {
    let count = sections.reduce(0) { $0 + $1.cellModels.count }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      var offset = 0
      for section in sections {
        // Each model read in place: a copy of an existential costs a retain and a release.
        section.cellModels.withUnsafeBufferPointer { models in
          for item in models.indices {
            buffer.initializeElement(at: offset &+ item, to: ItemIdentity(models[item].identifier))
          }
        }
        offset &+= section.cellModels.count
      }
      initialized = offset
    }
  }
}

/// The identities of the displayed items, kept from the update that showed them, with the
/// sections they belong to.
struct DisplayedIdentities: Sendable {
  /// The sections as the update showed them, held so that their storage cannot be reused.
  let sections: [Section]
  /// The identities of their items, laid end to end.
  let identities: [ItemIdentity]

  /// The kept identities when `sections` are the very sections kept (the same storage, which
  /// cannot have changed while held here), else `nil`.
  func identities(of sections: [Section]) -> [ItemIdentity]? {
    guard sections.count == self.sections.count else { return nil }
    let same = sections.withUnsafeBufferPointer { given in
      self.sections.withUnsafeBufferPointer { kept in given.baseAddress == kept.baseAddress }
    }
    return same ? identities : nil
  }
}
