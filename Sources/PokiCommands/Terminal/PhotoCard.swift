import PokiImaging
import PokiAlbum

/// One photo of `list --grid`, as the original app's feed shows it: the picture drawn in blocks,
/// the palette's gradient under it, then the ID and day, the tag and the memo's first line. Every
/// line is exactly `width` columns wide (Hangul counted as two), user text made visible and cut
/// with `…`.
struct PhotoCard {
    var photo: Photo
    var width: Int
    /// Lines the picture area takes; the picture is fitted in it, centred, resting on the gradient.
    var pictureLines: Int
    /// The colours the picture and gradient are drawn in; nil draws neither (the palette's hex
    /// codes take the gradient's place).
    var depth: ColourDepth?
    /// The gradient is drawn in colour; otherwise the palette's hex codes take its line.
    var colouredGradient: Bool

    /// The card's lines; `picture` is the photo at the size of the picture box, nil when it is not
    /// drawn (then the card has no picture lines) or could not be read (then they stay blank).
    func lines(picture: RGBImage?) -> [String] {
        var lines: [String] = []
        if let depth {
            lines += pictureArea(picture, depth: depth)
        }
        lines.append(gradient())
        lines.append(text("\(photo.id)  \(photo.date.description)"))
        lines.append(text(VisibleText.of(photo.tag.label)))
        lines.append(text(VisibleText.of(Self.firstLine(of: photo.memo))))
        return lines
    }

    /// The memo's first line that holds anything but spaces, or nothing.
    static func firstLine(of memo: String) -> String {
        memo.split(whereSeparator: \.isNewline).first { $0.contains { !$0.isWhitespace } }.map(String.init) ?? ""
    }

    private func pictureArea(_ picture: RGBImage?, depth: ColourDepth) -> [String] {
        let blank = String(repeating: " ", count: width)
        guard let picture, picture.width <= width else { return Array(repeating: blank, count: pictureLines) }
        let drawn = BlockPicture.lines(picture, depth: depth).suffix(pictureLines)
        let left = String(repeating: " ", count: (width - picture.width) / 2)
        let right = String(repeating: " ", count: width - picture.width - left.count)
        return Array(repeating: blank, count: pictureLines - drawn.count) + drawn.map { left + $0 + right }
    }

    private func gradient() -> String {
        guard colouredGradient, let depth, !photo.palette.entries.isEmpty else {
            return text(photo.palette.entries.map(\.colour.hex).joined(separator: " "))
        }
        var line = ""
        var previous: Colour?
        for colour in ColourSwatch.gradient(photo.palette, width: width) {
            if colour != previous { line += BlockPicture.escape(colour, layer: 48, depth: depth) }
            previous = colour
            line += " "
        }
        return line + "\u{1B}[0m"
    }

    /// `visible` cut to the card's width and padded to it.
    private func text(_ visible: String) -> String {
        DisplayWidth.fit(visible, toWidth: width)
    }
}
