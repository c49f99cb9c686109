/// The window ``ScreenBuffer/svg(options:)`` frames a screen in when asked: a rounded frame in
/// the theme's background, a margin, and a title bar with three buttons and the title.
struct WindowChrome {
  let options: ScreenBuffer.SVGOptions

  /// Sizes follow the cells, so that the frame scales with the text.
  var horizontalMargin: Double { options.cellWidth * 2 }
  var titleBarHeight: Double { options.cellHeight * 2 }
  var bottomMargin: Double { options.cellHeight }

  /// The frame, buttons and title, drawn below the screen.
  func markup(width: Double, height: Double, title: String?) -> String {
    let theme = options.theme
    let middle = titleBarHeight / 2
    let radius = options.cellHeight * 0.35
    var svg = "<rect width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(height))\" "
    svg += "rx=\"\(SVGMarkup.number(options.cellWidth))\" fill=\"\(theme.background.hexString)\" "
    svg += "stroke=\"\(theme.foreground.hexString)\" stroke-opacity=\"0.25\"/>\n"
    // The usual close, minimise and zoom colours: a picture reads as a window at a glance.
    for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
      let center = horizontalMargin + radius + Double(index) * radius * 3
      svg += "<circle cx=\"\(SVGMarkup.number(center))\" cy=\"\(SVGMarkup.number(middle))\" "
      svg += "r=\"\(SVGMarkup.number(radius))\" fill=\"\(color)\"/>\n"
    }
    if let title {
      svg += "<text x=\"\(SVGMarkup.number(width / 2))\" "
      svg += "y=\"\(SVGMarkup.number(middle + options.fontSize * 0.3))\" text-anchor=\"middle\" "
      svg += "font-family=\"\(SVGMarkup.escaped(options.fontFamily))\" "
      svg += "font-size=\"\(SVGMarkup.number(options.fontSize))\" "
      svg += "fill=\"\(theme.foreground.hexString)\" fill-opacity=\"0.6\">"
      svg += "\(SVGMarkup.escaped(title))</text>\n"
    }
    return svg
  }
}
