@_spi(Testing) import RosterTerminal

// Prints the display width Roster gives every Unicode scalar alone in a cluster, U+0000 to
// U+10FFFF without the surrogates (which are no scalars), as runs of one width:
// `first last width` in hexadecimal and decimal, one run a line, in order.
// `Scripts/compare-widths.py` compares them with Python's wcwidth.
var run: (first: UInt32, last: UInt32, width: Int)?
var output = ""
for value in UInt32(0)...0x10FFFF {
  guard let scalar = Unicode.Scalar(value) else { continue }
  let width = DisplayWidth.of(Character(scalar))
  if let current = run, current.width == width, current.last + 1 == value {
    run?.last = value
    continue
  }
  if let current = run { output += line(current) }
  run = (value, value, width)
}
if let current = run { output += line(current) }
print(output, terminator: "")

func line(_ run: (first: UInt32, last: UInt32, width: Int)) -> String {
  "\(String(run.first, radix: 16, uppercase: true)) "
    + "\(String(run.last, radix: 16, uppercase: true)) \(run.width)\n"
}
