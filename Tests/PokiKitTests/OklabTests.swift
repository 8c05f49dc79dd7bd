import Testing
@testable import PokiSystem
@testable import PokiImaging
@testable import PokiAlbum
@testable import PokiFetching
@testable import PokiSharing
@testable import PokiExport

@Suite struct OklabTests {
    private func expectOklab(_ colour: Colour, _ lightness: Double, _ a: Double, _ b: Double) {
        let oklab = Oklab(colour)
        #expect(abs(oklab.lightness - lightness) < 1e-3, "L of \(colour.hex) is \(oklab.lightness)")
        #expect(abs(oklab.a - a) < 1e-3, "a of \(colour.hex) is \(oklab.a)")
        #expect(abs(oklab.b - b) < 1e-3, "b of \(colour.hex) is \(oklab.b)")
    }

    // Reference values from Björn Ottosson's Oklab post and his reference implementation.
    @Test func knownValues() {
        expectOklab(Colour(red: 255, green: 255, blue: 255), 1.0, 0.0, 0.0)
        expectOklab(Colour(red: 0, green: 0, blue: 0), 0.0, 0.0, 0.0)
        expectOklab(Colour(red: 255, green: 0, blue: 0), 0.627955, 0.224863, 0.125846)
        expectOklab(Colour(red: 0, green: 255, blue: 0), 0.866440, -0.233888, 0.179498)
        expectOklab(Colour(red: 0, green: 0, blue: 255), 0.452014, -0.032457, -0.311528)
    }

    @Test func srgbTransferRoundTripsEveryLevel() {
        for level in 0...255 {
            let channel = UInt8(level)
            #expect(LinearRGB.encode(LinearRGB.decode(channel)) == channel)
        }
        #expect(LinearRGB.decode(0) == 0)
        #expect(LinearRGB.decode(255) == 1)
        #expect(abs(LinearRGB.decode(188) - 0.5029) < 1e-4)
    }

    @Test func encodingClipsOutOfRangeValues() {
        #expect(LinearRGB.encode(-0.2) == 0)
        #expect(LinearRGB.encode(1.7) == 255)
        #expect(LinearRGB(red: 1.2, green: 0.5, blue: -0.1).colour == Colour(red: 255, green: 188, blue: 0))
    }

    @Test(arguments: ["#000000", "#FFFFFF", "#E94B6A", "#FF0000", "#00FF00", "#0000FF", "#123456", "#F7E8D0", "#010101"])
    func oklabRoundTripsToTheSameHex(_ hex: String) throws {
        let colour = try #require(Colour(hex: hex))
        #expect(Oklab(colour).colour == colour)
    }

    @Test func distanceIsPerceptualDifference() {
        let white = Oklab(Colour(red: 255, green: 255, blue: 255))
        let black = Oklab(Colour(red: 0, green: 0, blue: 0))
        let red = Oklab(Colour(red: 255, green: 0, blue: 0))
        #expect(abs(white.distance(to: black) - 1) < 1e-3)
        #expect(white.distance(to: red) == red.distance(to: white))
        #expect(red.distance(to: red) == 0)
        // Neighbouring 8-bit greys are far closer than any two colours worth naming apart.
        let grey = Oklab(Colour(red: 128, green: 128, blue: 128))
        let nextGrey = Oklab(Colour(red: 129, green: 129, blue: 129))
        #expect(grey.distance(to: nextGrey) < 0.01)
        #expect(abs(grey.squaredDistance(to: red) - grey.distance(to: red) * grey.distance(to: red)) < 1e-12)
    }
}
