/// The demo's styles, in one place so the screens look of a piece. Under `NO_COLOR` the
/// colours go and the attributes stay: names bold, secondary text dim, and the
/// selection is the list's inverse cursor plus the "›" mark the list draws in its gutter
/// (``DemoFrame/selectionMarker``).
enum Palette {
  static let name = TextStyle(foreground: .brightWhite, bold: true)
  static let secondary = TextStyle(foreground: .brightBlack, dim: true)
  static let likes = TextStyle(foreground: .magenta)
  static let edited = TextStyle(foreground: .yellow)
  static let titleBar = TextStyle(foreground: .black, background: .cyan, bold: true)
  static let statusBar = TextStyle(foreground: .black, background: .white)
}
