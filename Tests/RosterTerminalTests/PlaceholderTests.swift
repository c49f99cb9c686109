import RosterTerminal
import Testing

@Test func terminalModuleLinks() {
  #expect(Section(cellModels: [], identifier: "s").identifier == "s")
}
