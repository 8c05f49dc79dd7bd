/// Decodes an image file to opaque RGB pixels of a size chosen by the caller: what the terminal
/// preview, the grid's cards and the calendar draw from.
///
/// JPEGs are scaled by the DCT to the smallest scale at or above the target, then everything is
/// area-averaged row by row as it is decoded, so memory depends on the target and the image's
/// width, never on its height or its number of pixels.
public enum ImageRenderer {
    /// The pixels of `path`, turned to its EXIF orientation, as large as fits in `box` with the
    /// image's aspect ratio (pixels square), transparent parts composited over `background`.
    public static func render(fileAt path: String, fitting box: PixelSize, background: Colour) throws(ImageDecodingError) -> RGBImage {
        // The decoder makes the sample no larger than the image fitted in the box needs (either
        // orientation); the resample then cuts the oriented sample to the exact fitted size.
        let longSide = max(1, min(ImageDecoder.maximumSide, max(box.width, box.height)))
        let image = try ImageDecoder.decode(fileAt: path, fitting: box, sampleLongSide: longSide)
        let orientation = image.orientation
        let oriented = OrientedSample.apply(orientation, to: image.sample)
        let shown = ImageAnalyzer.displaySize(width: image.storedWidth, height: image.storedHeight, orientation: orientation)
        let size = PixelSize(width: shown.width, height: shown.height).fitted(in: box)
        return AreaResampler.resample(oriented, to: size, over: background)
    }
}
