import Foundation
import Testing
import PokiSystem
import PokiImaging
import PokiAlbum
import PokiFetching
import PokiSharing
import PokiExport
@testable import PokiCommands
import PokiTestSupport

/// The image protocols' payloads, decoded back; the choice of protocol per terminal.
@Suite struct PreviewEncoderTests {
    /// A 7x13 picture of varied colours (an odd size: a last sixel band of one row).
    static let picture: RGBImage = {
        var rgb: [UInt8] = []
        for y in 0..<13 {
            for x in 0..<7 { rgb += [UInt8(x * 36), UInt8(y * 19), UInt8((x * y * 5) % 256)] }
        }
        return RGBImage(width: 7, height: 13, rgb: rgb)
    }()

    /// The text between `start` and the next `end`, for each occurrence.
    static func pieces(of text: String, from start: String, to end: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = Substring(text)
        while let open = rest.range(of: start), let close = rest[open.upperBound...].range(of: end) {
            pieces.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return pieces
    }

    @Test func kittysPayloadDecodesToThePixels() throws {
        // Big enough for several 4,096-byte chunks.
        let large = RGBImage(width: 64, height: 48, rgb: (0..<(64 * 48 * 3)).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let text = KittyPicture.escape(large, columns: 30)
        let chunks = Self.pieces(of: text, from: "\u{1B}_G", to: "\u{1B}\\")
        #expect(chunks.count == 3)
        let first = try #require(chunks.first)
        let control = first.prefix { $0 != ";" }
        #expect(control.split(separator: ",").sorted() == ["a=T", "c=30", "f=24", "m=1", "q=2", "s=64", "v=48"])
        #expect(chunks.dropFirst().dropLast().allSatisfy { $0.hasPrefix("m=1;") })
        #expect(chunks.last?.hasPrefix("m=0;") == true)
        let base64 = chunks.map { String($0.drop { $0 != ";" }.dropFirst()) }.joined()
        #expect(chunks.dropLast().allSatisfy { $0.drop { $0 != ";" }.count - 1 == 4096 })
        let pixels = try #require(Data(base64Encoded: base64))
        #expect([UInt8](pixels) == large.rgb)
    }

    @Test func iTermsPayloadIsAPNGOfThePixels() throws {
        let text = ITermPicture.escape(Self.picture, columns: 12)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size="))
        #expect(text.hasSuffix("\u{07}"))
        let arguments = try #require(Self.pieces(of: text, from: "File=", to: ":").first)
        #expect(arguments.contains("width=12") && arguments.contains("preserveAspectRatio=1"))
        let base64 = try #require(Self.pieces(of: text, from: ":", to: "\u{07}").first)
        let png = try #require(Data(base64Encoded: String(base64)))
        #expect(arguments.contains("size=\(png.count);"))
        let file = try PokiProcess.temporaryDirectory().appendingPathComponent("preview.png")
        try png.write(to: file)
        let decoded = try ImageDecoder.decode(fileAt: file.path, sampleLongSide: 1000)
        #expect(decoded.format == .png && decoded.sample.width == 7 && decoded.sample.height == 13)
        let rgb = stride(from: 0, to: decoded.sample.rgba.count, by: 4).flatMap { decoded.sample.rgba[$0..<($0 + 3)] }
        #expect(rgb == Self.picture.rgb)
    }

    /// Draws a sixel image as a terminal would: the palette, then each band's colours.
    static func decodeSixel(_ text: String) throws -> (width: Int, height: Int, bands: Int, pixels: [[Colour?]]) {
        #expect(text.hasPrefix("\u{1B}P"))
        #expect(text.hasSuffix("\u{1B}\\"))
        let body = try #require(pieces(of: text, from: "q", to: "\u{1B}\\").first)
        var scanner = Array(body.utf8)[...]
        func number() -> Int {
            var value = 0
            while let digit = scanner.first, (48...57).contains(digit) { value = value * 10 + Int(digit - 48); scanner.removeFirst() }
            return value
        }
        #expect(scanner.popFirst() == UInt8(ascii: "\""))
        _ = number(); scanner.removeFirst(); _ = number(); scanner.removeFirst()
        let width = number(); scanner.removeFirst()
        let height = number()
        var palette: [Int: Colour] = [:]
        var pixels = [[Colour?]](repeating: [Colour?](repeating: nil, count: width), count: height)
        var colour = 0, x = 0, band = 0, bands = 0
        func percent(_ value: Int) -> UInt8 { UInt8((value * 255 + 50) / 100) }
        while let byte = scanner.popFirst() {
            switch byte {
            case UInt8(ascii: "#"):
                colour = number()
                if scanner.first == UInt8(ascii: ";") {
                    scanner.removeFirst(); _ = number(); scanner.removeFirst()
                    let red = number(); scanner.removeFirst()
                    let green = number(); scanner.removeFirst()
                    let blue = number()
                    palette[colour] = Colour(red: percent(red), green: percent(green), blue: percent(blue))
                }
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): x = 0; band += 1; bands += 1
            case UInt8(ascii: "!"):
                let count = number()
                let sixel = Int(scanner.removeFirst()) - 63
                for _ in 0..<count { paint(sixel) }
            default: paint(Int(byte) - 63)
            }
        }
        func paint(_ sixel: Int) {
            for row in 0..<6 where sixel & (1 << row) != 0 {
                let y = band * 6 + row
                if y < height, x < width { pixels[y][x] = palette[colour] }
            }
            x += 1
        }
        return (width, height, bands, pixels)
    }

    @Test func sixelIsWellFormedWithABandPerSixRowsAndColoursClose() throws {
        let decoded = try Self.decodeSixel(SixelPicture.escape(Self.picture))
        #expect(decoded.width == 7 && decoded.height == 13)
        #expect(decoded.bands == 3)
        for y in 0..<13 {
            for x in 0..<7 {
                let drawn = try #require(decoded.pixels[y][x], "pixel \(x),\(y) not drawn")
                // 91 colours fit the palette: only the sixel's percentage steps (2 levels) and the
                // 5-bit colour cells (4 levels) are lost.
                #expect(drawn.distance(to: Self.picture.colour(x: x, y: y)) <= 6, "pixel \(x),\(y)")
            }
        }
    }

    @Test func sixelOfAPhotoWithManyColoursStaysNearIt() throws {
        let image = try ImageRenderer.render(fileAt: PokiProcess.fixtures.appendingPathComponent("album/photoism-mint.jpg").path, fitting: PixelSize(width: 120, height: 180), background: Colour(red: 128, green: 128, blue: 128))
        let decoded = try Self.decodeSixel(SixelPicture.escape(image))
        #expect(decoded.bands == (image.height + 5) / 6)
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width { total += try #require(decoded.pixels[y][x]).distance(to: image.colour(x: x, y: y)) }
        }
        #expect(Double(total) / Double(image.width * image.height) < 8)
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], PreviewProtocol.kitty),
        (["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], .kitty),
        (["TERM": "xterm-256color", "KONSOLE_VERSION": "230804"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm", "WEZTERM_PANE": "0"], .iterm),
        (["TERM": "xterm", "TERM_PROGRAM": "mintty"], .iterm),
        (["TERM": "foot"], .sixel),
        (["TERM": "mlterm"], .sixel),
        (["TERM": "xterm-256color", "WT_SESSION": "5c1d"], .sixel),
        (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], .blocks),
        (["TERM": "screen-256color", "STY": "123.pts-0", "TERM_PROGRAM": "iTerm.app"], .blocks),
        (["TERM": "xterm-256color"], .blocks),
        (["TERM": "dumb"], .blocks),
        ([:], .blocks),
    ])
    func autoPicksTheDocumentedProtocol(environment: [String: String], expected: PreviewProtocol) {
        #expect(PreviewProtocol.automatic(environment: environment) == expected)
    }

    @Test(arguments: [
        (["COLORTERM": "truecolor"], ColourDepth.trueColour),
        (["COLORTERM": "24bit", "TERM": "xterm"], .trueColour),
        (["TERM": "xterm-kitty"], .trueColour),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], .trueColour),
        (["TERM": "xterm-256color"], .palette256),
        (["COLORTERM": "truecolor", "NO_COLOR": "1"], .palette256),
    ])
    func colourDepthFollowsTheEnvironment(environment: [String: String], expected: ColourDepth) {
        #expect(ColourDepth.detect(environment: environment) == expected)
    }

    @Test func theGradientBlendsBetweenBandCentres() {
        let red = Colour(red: 255, green: 0, blue: 0), blue = Colour(red: 0, green: 0, blue: 255)
        let palette = Palette(version: 1, entries: [.init(colour: red, share: 0.75), .init(colour: blue, share: 0.25)], clearDominant: true)
        let gradient = ColourSwatch.gradient(palette, width: 8)
        #expect(gradient.count == 8)
        // Red's band is centred at 3/8, blue's at 7/8: pure red up to there, a blend, pure blue at the end.
        #expect(Array(gradient.prefix(3)) == [red, red, red])
        #expect(gradient[7] == blue)
        #expect(gradient[4].red < 255 && gradient[4].blue > 0 && gradient[5].red < gradient[4].red)
    }

    @Test func theXtermPaletteMapsGreysToTheRampAndColoursToTheCube() {
        #expect(XtermPalette.index(nearest: Colour(red: 255, green: 0, blue: 0)) == 196)
        #expect(XtermPalette.index(nearest: Colour(red: 128, green: 128, blue: 128)) == 244)
        #expect(XtermPalette.colour(at: 196) == Colour(red: 255, green: 0, blue: 0))
    }
}

extension Colour {
    /// Largest per-channel difference, in 8-bit levels.
    func distance(to other: Colour) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }
}
