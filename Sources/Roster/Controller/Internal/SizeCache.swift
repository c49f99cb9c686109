import Foundation

/// Measured (``CellSize/autolayout``) sizes, keyed by identity and the size measured in.
///
/// A host measures a model in a size (``ListHost/measure(_:constrainedTo:)``) and nothing else,
/// so that size is all of a section's constraints a key needs: one entry per measured item,
/// kept small, is most of what a list of measured rows holds per item.
///
/// Each entry keeps the model it was measured for, so a lookup decides whether the content
/// changed with one ``CellModel/identical(to:)`` call instead of comparing every model on
/// every update. Entries measured in another container size are dropped all at once.
struct SizeCache {
  struct Key: Hashable {
    /// The identifier's ``IdentifierHash``, which the snapshot keeps for every item: compared
    /// first, and all that is hashed.
    var identityHash: Int
    var identifier: String
    var kind: LayoutElement.Kind
    var constrainedWidth: CGFloat
    var constrainedHeight: CGFloat

    // Hashes the identity's kept hash alone: keys of one identifier rarely differ otherwise,
    // and a layout of estimates asks once per item, where hashing the identifier costs more
    // than the rest of the lookup.
    func hash(into hasher: inout Hasher) { hasher.combine(identityHash) }
  }

  /// One per measured item, so kept small: the model's type is read from its existential when
  /// needed, not stored beside it.
  struct Entry {
    var model: any CellModel
    var size: CGSize
    /// Whether `model` is a ``ResizableCellModel`` (never answered from the cache): asked once
    /// when measured, since a dynamic cast per lookup costs more than the lookup.
    var isResizable: Bool
  }

  private var entries: [Key: Entry] = [:]
  /// One bit per identity hash of an entry, so that a layout of estimates, which asks once per
  /// item and finds nearly none cached, answers most items with one bit read.
  private var filter = IdentityFilter()
  private var containerSize: CGSize?
  /// The sum and count of the sizes measured for each model type since the container size
  /// last changed: what a cell of that type is estimated at before it is measured.
  private var measuredByType: [ObjectIdentifier: (total: CGSize, count: Int)] = [:]
  /// How many sizes were measured into `measuredByType`, and the mean read last, valid while
  /// no size was measured since.
  private var measuredCount = 0
  private var lastMean: (modelType: ObjectIdentifier, count: Int, size: CGSize)?

  /// Lookups answered from the cache and measurements made, for diagnostics and tests.
  private(set) var hits = 0
  private(set) var misses = 0

  var count: Int { entries.count }

  /// The cached size for `model`, or the one `measure` returns (then cached).
  mutating func size(
    for model: any CellModel, key: Key, containerSize: CGSize, measure: () -> CGSize
  ) -> CGSize {
    if let size = cachedSize(for: model, key: key, containerSize: containerSize) {
      hits += 1
      return size
    }
    misses += 1
    let size = measure()
    let modelType = model.dynamicTypeIdentifier
    let entry = Entry(model: model, size: size, isResizable: model is any ResizableCellModel)
    if entries.updateValue(entry, forKey: key) == nil {
      filter.insert(key.identityHash, count: entries.count) {
        entries.keys.lazy.map(\.identityHash)
      }
    }
    var measured = measuredByType[modelType] ?? (.zero, 0)
    measured.total.width += size.width
    measured.total.height += size.height
    measured.count += 1
    measuredByType[modelType] = measured
    measuredCount += 1
    return size
  }

  /// The size measured for `model`'s content under `key`, or `nil` when there is none; never
  /// measures. Counts neither a hit nor a miss.
  mutating func cachedSize(
    for model: any CellModel, key: Key, containerSize: CGSize
  ) -> CGSize? {
    prepare(for: containerSize)
    guard filter.mightContain(key.identityHash), let entry = entries[key],
      entry.model.dynamicTypeIdentifier == model.dynamicTypeIdentifier, !entry.isResizable,
      entry.model.hasSameContent(as: model)
    else { return nil }
    return entry.size
  }

  /// The identity hashes of the sizes cached in `containerSize`, as a filter that answers
  /// "certainly not" with one bit read.
  mutating func identities(in containerSize: CGSize) -> IdentityFilter {
    prepare(for: containerSize)
    return filter
  }

  /// Drops every size measured in another container size than `containerSize`.
  private mutating func prepare(for containerSize: CGSize) {
    guard containerSize != self.containerSize else { return }
    entries.removeAll(keepingCapacity: true)
    filter = IdentityFilter()
    measuredByType.removeAll()
    lastMean = nil
    self.containerSize = containerSize
  }

  /// The mean of the sizes measured for models of `modelType` in this container size, or
  /// `nil` before the first.
  mutating func meanMeasuredSize(of modelType: ObjectIdentifier) -> CGSize? {
    // A layout of estimates asks once per item, nearly always of the type it asked last.
    if let last = lastMean, last.modelType == modelType, last.count == measuredCount {
      return last.size
    }
    guard let measured = measuredByType[modelType], measured.count > 0 else { return nil }
    let count = CGFloat(measured.count)
    let mean = CGSize(width: measured.total.width / count, height: measured.total.height / count)
    lastMean = (modelType, measuredCount, mean)
    return mean
  }

  /// Drops the entries of identifiers no longer shown, once the cache has grown to well beyond
  /// what is shown, so a churning feed does not grow it forever at O(1) amortized cost.
  mutating func prune(keeping sections: [Section]) {
    // Counted only as far as needed to know the cache is small enough: every update asks, and
    // a list of many sections whose sizes are explicit caches nothing.
    guard entries.count > 64 else { return }
    var shown = 0
    for section in sections {
      shown += section.cellModels.count
      if entries.count <= 2 * shown + 64 { return }
    }
    var identifiers = Set<String>(minimumCapacity: shown)
    for section in sections {
      for model in section.cellModels { identifiers.insert(model.identifier) }
    }
    entries = entries.filter { identifiers.contains($0.key.identifier) }
    filter = IdentityFilter(entries.keys.lazy.map(\.identityHash), count: entries.count)
  }

  mutating func removeAll() {
    entries.removeAll()
    filter = IdentityFilter()
    measuredByType.removeAll()
    lastMean = nil
  }
}
