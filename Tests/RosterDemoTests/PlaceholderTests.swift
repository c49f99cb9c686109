import RosterDemo
import Testing

@Test func demoModuleLinks() {
  #expect(Section(cellModels: [], identifier: "s").identifier == "s")
}
