// A terminal screen's snapshot test needs only `import RosterTerminalTesting`.
@_exported import RosterTerminal
@_exported import RosterTesting
