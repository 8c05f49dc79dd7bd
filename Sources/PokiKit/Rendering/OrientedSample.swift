/// Turns and flips a ``SampleImage`` from the file's stored orientation to the one it shows at.
enum OrientedSample {
    /// The sample as EXIF `orientation` (1…8) says it should be seen; other values leave it as stored.
    static func apply(_ orientation: Int, to sample: SampleImage) -> SampleImage {
        guard (2...8).contains(orientation) else { return sample }
        let swapsSides = orientation >= 5
        let width = swapsSides ? sample.height : sample.width
        let height = swapsSides ? sample.width : sample.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (sourceX, sourceY) = storedPosition(x: x, y: y, width: width, height: height, orientation: orientation)
                let source = (sourceY * sample.width + sourceX) * 4
                let target = (y * width + x) * 4
                rgba[target..<target + 4] = sample.rgba[source..<source + 4]
            }
        }
        return SampleImage(width: width, height: height, rgba: rgba)
    }

    /// Where the displayed pixel (`x`, `y`) of a `width` x `height` display is stored
    /// (TIFF 6.0's Orientation tag: 1 top left, 6 the stored top row becomes the right column…).
    private static func storedPosition(x: Int, y: Int, width: Int, height: Int, orientation: Int) -> (Int, Int) {
        switch orientation {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, width - 1 - x)
        case 7: (height - 1 - y, width - 1 - x)
        case 8: (height - 1 - y, x)
        default: (x, y)
        }
    }
}
