@_exported import RosterDiff
