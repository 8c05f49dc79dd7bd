import PokiImaging

/// The photo drawn on the terminal above `show`'s details.
struct PhotoPreview {
    var imagePath: String
    var area: PreviewArea
    var method: PreviewProtocol
    var depth: ColourDepth
    /// Pixels in one character cell, as the terminal reports it (kitty, iTerm2 and sixel draw
    /// real pixels); 10 x 20 when it does not say.
    var cellPixels = PixelSize(width: 10, height: 20)

    /// What the terminal is asked to show behind transparent parts of a PNG: a neutral mid grey
    /// that reads on dark and light terminals alike.
    static let background = Colour(red: 128, green: 128, blue: 128)

    /// Longest side sent to an image protocol, in pixels: enough for a full-screen preview.
    static let maximumPixelSide = 1600

    /// The lines to print, each at most ``PreviewArea/columns`` columns wide.
    func lines() throws(ImageDecodingError) -> [String] {
        if method == .blocks {
            // Two pixels a cell, stacked: a cell about twice as tall as wide makes them square.
            let box = PixelSize(width: area.columns, height: area.rows * 2)
            let image = try ImageRenderer.render(fileAt: imagePath, fitting: box, background: Self.background)
            return BlockPicture.lines(image, depth: depth)
        }
        let box = pixelBox()
        let image = try ImageRenderer.render(fileAt: imagePath, fitting: box, background: Self.background)
        // The columns the picture takes, so the terminal scales it to the cells it was made for.
        let columns = max(1, min(area.columns, (image.width * area.columns + box.width - 1) / box.width))
        switch method {
        case .kitty: return [KittyPicture.escape(image, columns: columns)]
        case .iterm: return [ITermPicture.escape(image, columns: columns)]
        case .sixel, .blocks: return [SixelPicture.escape(image)]
        }
    }

    /// The area in pixels, its long side at most ``maximumPixelSide`` (the proportions kept).
    func pixelBox() -> PixelSize {
        let full = PixelSize(width: area.columns * cellPixels.width, height: area.rows * cellPixels.height)
        let longest = max(full.width, full.height)
        guard longest > Self.maximumPixelSide else { return full }
        return PixelSize(width: max(1, full.width * Self.maximumPixelSide / longest), height: max(1, full.height * Self.maximumPixelSide / longest))
    }
}
