// A terminal screen's snapshot test needs `import RosterTerminalTesting`; naming a `Snapshot`
// or checking a simulated host needs `import RosterTesting` too.
@_exported import RosterTerminal
