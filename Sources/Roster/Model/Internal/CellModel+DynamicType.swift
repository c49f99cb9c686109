extension CellModel {
  /// The identity of the model's dynamic type: `ObjectIdentifier(type(of: model))`, read in a
  /// context where the model's type is opened. On an `any CellModel`, `type(of:)` asks the
  /// runtime to unwrap the existential (a few tens of nanoseconds, a cost on every row of a
  /// first load); here it reads the opened type, or a class instance's own.
  var dynamicTypeIdentifier: ObjectIdentifier { ObjectIdentifier(type(of: self)) }
}

extension CellModel {
  /// Whether the type the model's existential container names is a value type: then every
  /// model whose container names the same type has that dynamic type, with no class below it.
  var isStoredAsValueType: Bool { !(Self.self is AnyObject.Type) }
}

/// The dynamic types of the models of an array read in order, the runtime asked only when a
/// container names another type than the one before: neighbouring models usually share one.
///
/// Reads the type metadata word of each opaque existential container (the Swift ABI's layout:
/// three words of inline buffer, then the metadata, as `ModelBits` reads it); where the layout
/// is not the expected one, every model is asked.
struct ModelTypeRun {
  /// The metadata named by the last container read, when it is a value type's, and that type.
  private var lastStored: UnsafeRawPointer?
  private var lastType = ObjectIdentifier(NoCell.self)

  /// The identity of the dynamic type of `models[index]` (`index` must be valid).
  @inline(__always)
  mutating func type(of models: [any CellModel], at index: Int) -> ObjectIdentifier {
    guard ModelBits.isLaidOutAsExpected else { return models[index].dynamicTypeIdentifier }
    let stored = models.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap {
        UnsafeRawPointer($0 + index).load(
          fromByteOffset: 3 * ModelBits.word, as: UnsafeRawPointer?.self)
      }
    }
    if let stored, stored == lastStored { return lastType }
    let type = models[index].dynamicTypeIdentifier
    lastStored = models[index].isStoredAsValueType ? stored : nil
    lastType = type
    return type
  }
}
