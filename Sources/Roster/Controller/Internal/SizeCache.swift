import Foundation

/// Measured (``CellSize/autolayout``) sizes, keyed by identity and constraint.
///
/// Each entry keeps the model it was measured for, so a lookup decides whether the content
/// changed with one ``CellModel/identical(to:)`` call instead of comparing every model on
/// every update. Entries measured in another container size are dropped all at once.
struct SizeCache {
  struct Key: Hashable {
    var identifier: String
    var kind: LayoutElement.Kind
    var constrainedWidth: CGFloat
    var constrainedHeight: CGFloat
    var constraints: Constraints
  }

  struct Entry {
    var model: any CellModel
    var size: CGSize
    /// The type of `model`, and whether it is a ``ResizableCellModel`` (never answered from the
    /// cache): asked once when measured, since a dynamic cast per lookup costs more than the
    /// lookup.
    var modelType: ObjectIdentifier
    var isResizable: Bool
  }

  private var entries: [Key: Entry] = [:]
  private var containerSize: CGSize?

  /// Lookups answered from the cache and measurements made, for diagnostics and tests.
  private(set) var hits = 0
  private(set) var misses = 0

  var count: Int { entries.count }

  /// The cached size for `model`, or the one `measure` returns (then cached).
  mutating func size(
    for model: any CellModel, key: Key, containerSize: CGSize, measure: () -> CGSize
  ) -> CGSize {
    if containerSize != self.containerSize {
      entries.removeAll(keepingCapacity: true)
      self.containerSize = containerSize
    }
    let modelType = ObjectIdentifier(type(of: model))
    if let entry = entries[key], entry.modelType == modelType, !entry.isResizable,
      entry.model.hasSameContent(as: model)
    {
      hits += 1
      return entry.size
    }
    misses += 1
    let size = measure()
    entries[key] = Entry(
      model: model, size: size, modelType: modelType,
      isResizable: model is any ResizableCellModel)
    return size
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
  }

  mutating func removeAll() {
    entries.removeAll()
  }
}
