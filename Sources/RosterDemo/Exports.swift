@_exported import RosterTerminal
