/// Turns and flips a ``SampleImage`` from the file's stored orientation to the one it shows at.
package enum OrientedSample {
    /// The sample as EXIF `orientation` (1…8) says it should be seen; other values leave it as stored.
    package static func apply(_ orientation: Int, to sample: SampleImage) -> SampleImage {
        guard (2...8).contains(orientation) else { return sample }
        let swapsSides = orientation >= 5
        let width = swapsSides ? sample.height : sample.width
        let height = swapsSides ? sample.width : sample.height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (sourceX, sourceY) = Orientation.storedPixel(x: x, y: y, orientation: orientation, storedWidth: sample.width, storedHeight: sample.height)
                let source = (sourceY * sample.width + sourceX) * 4
                let target = (y * width + x) * 4
                rgba[target..<target + 4] = sample.rgba[source..<source + 4]
            }
        }
        return SampleImage(width: width, height: height, rgba: rgba)
    }
}
