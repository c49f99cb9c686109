#if canImport(UIKit)
  // A screen of ready-made models shown in UIKit needs only `import RosterUIKitCells`.
  @_exported import RosterCells
  @_exported import RosterUIKit
#endif
