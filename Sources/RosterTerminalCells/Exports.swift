// A terminal screen built of ready-made cells needs only `import RosterTerminalCells`.
@_exported import RosterCells
@_exported import RosterTerminal
