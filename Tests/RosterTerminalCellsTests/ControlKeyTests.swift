import Foundation
import RosterTerminalCells
import Testing

/// Every control through `TerminalListView`'s key handling: the key reaches the selected
/// item's cell, the cell asks the app through the model's closure, and the screen changes only
/// when the app's next update holds the new value.
@Suite("Terminal catalogue cells: controls through keys")
@MainActor
struct ControlKeyTests {
  @Test("Enter and space ask a switch for the other value; it shows the model's value only")
  func toggle() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.toggle)
    screen.acceptsChanges = false
    #expect(await screen.press([.enter]) == [true])
    #expect(screen.requests == ["toggle true"])
    #expect(screen.rows[0].hasSuffix("○ Off"))  // the app did not change its state
    screen.acceptsChanges = true
    await screen.press([.character(" ")])
    #expect(screen.rows[0].hasSuffix("● On"))
    await screen.press([.enter])
    #expect(screen.requests == ["toggle true", "toggle true", "toggle false"])
    #expect(screen.rows[0].hasSuffix("○ Off"))
  }

  @Test("Left and Right ask for the neighbouring segment, and stay on the control at the ends")
  func segments() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.segments)
    #expect(await screen.press([.left, .right, .right, .right]) == [true, true, true, true])
    #expect(screen.requests == ["segment 1", "segment 2"])
    #expect(screen.rows[1].contains("[Month]"))
    #expect(screen.fixture.listView.selectedIndexPath?.item == 1)
  }

  @Test("Enter and space press a button")
  func button() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.button)
    await screen.press([.enter, .character(" ")])
    #expect(screen.presses == 2)
    #expect(screen.requests == ["press", "press"])
  }

  @Test("a selected text field takes typed characters, cursor moves, backspace and delete")
  func textField() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.field)
    #expect(screen.fixture.listView.selectedCellTakesTextInput)
    #expect(screen.rows[2] == "› Name: Ada▏")
    await screen.type("m")
    #expect(screen.rows[2] == "› Name: Adam▏")
    await screen.press([.left, .left, .backspace, .delete, .home, .character("j")])
    #expect(screen.name == "jAm")
    #expect(screen.rows[2] == "› Name: j▏Am")
    await screen.press([.end, .character("k")])  // `k` is text here, not navigation
    #expect(screen.name == "jAmk")
    #expect(screen.fixture.listView.selectedIndexPath?.item == 2)
  }

  @Test("the field shows the model's text: a refused edit changes nothing on screen")
  func refusedEdit() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.field)
    screen.acceptsChanges = false
    await screen.type("xyz")
    // Each edit starts from the text the model holds, never from an edit the app refused.
    #expect(screen.requests == [#"name "Adax""#, #"name "Aday""#, #"name "Adaz""#])
    #expect(screen.rows[2] == "› Name: Ada▏")
  }

  @Test("pasted hostile text reaches the app neutralised")
  func hostilePaste() async {
    let screen = SettingsScreen()
    screen.name = ""
    await screen.show()
    screen.select(.field)
    await screen.type("\u{9B}2J\u{202E}x\u{85}")
    #expect(screen.name == "\u{FFFD}2Jx\u{FFFD}")
    #expect(!screen.rows.joined().unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }

  @Test("a paste is one edit of a text field: line breaks become spaces, controls are shown")
  func pasteIntoField() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.field)
    await screen.press([.left, .paste("m\r\njq\u{1B}[2J\r")])
    // `j` and `q` are text, the line break no Enter, the ESC inert, the trailing break dropped.
    #expect(screen.name == "Adm jq␛[2Ja")
    #expect(screen.requests.count == 1)
    #expect(screen.fixture.listView.selectedIndexPath?.item == 2)
  }

  @Test("a paste keeps its line breaks in a text view; the list ignores one nothing takes")
  func pasteIntoViewAndList() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.view)
    await screen.press([.paste("\rtwo\r\nthree\n")])
    #expect(screen.notes == "one\ntwo\nthree\n")
    await screen.press([.escape])
    let before = screen.rows
    #expect(!screen.fixture.listView.handle(.paste("j\rk")))
    #expect(screen.rows == before)
    #expect(screen.fixture.listView.selectedIndexPath?.item == 3)
  }

  @Test("Escape leaves the field: the list's keys work again, and Enter edits again")
  func escapeLeaves() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.field)
    await screen.press([.escape])
    #expect(!screen.fixture.listView.selectedCellTakesTextInput)
    #expect(screen.rows[2] == "› Name: Ada")
    await screen.press([.enter])
    #expect(screen.fixture.listView.selectedCellTakesTextInput)
    await screen.press([.escape, .character("j")])
    #expect(screen.fixture.listView.selectedIndexPath?.item == 3)
    #expect(screen.name == "Ada")
  }

  @Test("a text view takes line breaks; Up and Down still move between items")
  func textView() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.view)
    await screen.press([.enter, .character("2")])
    #expect(screen.notes == "one\n2")
    #expect(Array(screen.rows[3...4]) == ["› one", "  2▏"])
    await screen.press([.down])
    #expect(screen.fixture.listView.selectedIndexPath?.item == 4)
  }

  @Test("disabled controls take no key and ask for nothing")
  func disabled() async {
    let screen = SettingsScreen()
    screen.isEnabled = false
    await screen.show()
    for item in [SettingsScreen.Item.toggle, .field, .button] {
      screen.select(item)
      await screen.press([.enter, .character("x"), .character(" ")])
    }
    screen.select(.segments)
    #expect(await screen.press([.right]) == [true])  // the list's: the cursor moves on
    #expect(screen.fixture.listView.selectedIndexPath?.item == 2)
    #expect(screen.requests.isEmpty)
    #expect(!screen.fixture.listView.selectedCellTakesTextInput)
  }

  @Test("mouse events go to the list, never to the selected cell")
  func mouse() async {
    let screen = SettingsScreen()
    await screen.show()
    screen.select(.field)
    await screen.press([.click(column: 3, row: 0)])
    #expect(screen.fixture.listView.selectedIndexPath?.item == 0)
    #expect(screen.requests == ["toggle true"])  // the click selected the switch
  }
}
