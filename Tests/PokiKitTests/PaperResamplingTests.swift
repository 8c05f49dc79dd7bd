import Testing
@testable import PokiImaging

/// A photographed paper resampled upright from a sample in stored orientation, each pixel fetched
/// where it is stored, is the paper resampled from the sample turned whole: for every EXIF orientation.
@Suite struct PaperResamplingTests {
    @Test(arguments: 1...8)
    func aPaperResampledWhereItsPixelsAreStoredIsThePaperOfTheTurnedImage(orientation: Int) throws {
        // A stored sample whose every pixel differs, 37 x 23, opaque.
        let width = 37, height = 23
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), 255] }
        }
        let sample = SampleImage(width: width, height: height, rgba: rgba)
        let upright = WorkingImage(stored: sample, orientation: orientation)
        // A paper turned and seen at a slant, partly beyond the image's edge (edge pixels repeat).
        let paper = try #require(PaperQuadrilateral(
            topLeft: (2.3, 1.7), topRight: (Double(upright.width) - 3.1, 3.2),
            bottomRight: (Double(upright.width) + 0.8, Double(upright.height) - 1.4), bottomLeft: (1.1, Double(upright.height) - 2.6)
        ))
        let turnedFirst = upright.rectified(paper)
        let fetched = WorkingImage.rectified(paper, inStored: sample, orientation: orientation)
        #expect(fetched.width == turnedFirst.width && fetched.height == turnedFirst.height)
        #expect(fetched.rgba == turnedFirst.rgba)
    }
}
