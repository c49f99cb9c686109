extension CellModel {
  /// The identity of the model's dynamic type: `ObjectIdentifier(type(of: model))`, read in a
  /// context where the model's type is opened. On an `any CellModel`, `type(of:)` asks the
  /// runtime to unwrap the existential (a few tens of nanoseconds, a cost on every row of a
  /// first load); here it reads the opened type, or a class instance's own.
  var dynamicTypeIdentifier: ObjectIdentifier { ObjectIdentifier(type(of: self)) }
}
