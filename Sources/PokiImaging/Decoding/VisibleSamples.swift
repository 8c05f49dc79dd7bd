/// The pixels of a ``SampleImage`` that carry any weight (alpha above 0), in Oklab.
struct VisibleSamples {
    /// Each visible pixel's colour in Oklab.
    private(set) var points: [Oklab] = []
    /// Each visible pixel's weight: its alpha, 1…255.
    private(set) var weights: [Int64] = []
    /// Where each visible pixel starts in the sample's `rgba` bytes.
    private(set) var byteOffsets: [Int] = []

    init(_ sample: SampleImage) {
        // Counted from the bytes, not from width and height, so a mismatched sample cannot read out of bounds.
        let pixelCount = sample.rgba.count / 4
        points.reserveCapacity(pixelCount)
        weights.reserveCapacity(pixelCount)
        byteOffsets.reserveCapacity(pixelCount)
        var previous: (colour: Colour, point: Oklab)?
        sample.rgba.withUnsafeBufferPointer { rgba in
            for offset in stride(from: 0, to: pixelCount * 4, by: 4) where rgba[offset + 3] > 0 {
                let colour = Colour(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2])
                // Neighbouring pixels often repeat a colour; reusing its conversion skips three cube roots.
                let point: Oklab
                if let previous, previous.colour == colour { point = previous.point } else { point = Oklab(colour) }
                previous = (colour, point)
                points.append(point)
                weights.append(Int64(rgba[offset + 3]))
                byteOffsets.append(offset)
            }
        }
    }
}
