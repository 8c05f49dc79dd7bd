import PokiImaging

/// iTerm2's inline images (OSC 1337 `File=`): the picture as a PNG file, Base64, shown at the
/// cursor `columns` cells wide with its aspect ratio kept.
enum ITermPicture {
    static func escape(_ image: RGBImage, columns: Int) -> String {
        let png = PNGEncoder.encode(image)
        return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=auto;preserveAspectRatio=1:" + Base64.encode(png) + "\u{07}"
    }
}
