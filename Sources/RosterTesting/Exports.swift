@_exported import Roster
