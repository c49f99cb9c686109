// A screen built of ready-made models needs only `import RosterCells`.
@_exported import Roster
