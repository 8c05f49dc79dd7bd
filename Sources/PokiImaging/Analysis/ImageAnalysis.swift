import PokiSystem

/// What poki knows about an image file after reading it once.
public struct ImageAnalysis: Sendable, Equatable, Codable {
    /// The format found in the file's content.
    public var format: ImageFormat
    /// Display width in pixels, EXIF orientation applied.
    public var width: Int
    /// Display height in pixels, EXIF orientation applied.
    public var height: Int
    /// EXIF orientation, 1…8 (1 when the file has none).
    public var orientation: Int
    /// The date and time of ``metadataDate``, when it has a time (an XMP date may be a day
    /// alone). In a photo's document, `capturedAt`.
    public var capturedAt: CaptureDate?
    /// The first date the image's metadata gives that is not after the day it was analysed, in
    /// the order of ``DateField``; nil when none does. An analysis made from a photo's document
    /// (``capturedAt`` alone is stored) has none.
    public var metadataDate: MetadataDate?
    /// When the file was last modified, as the file system said; nil in an analysis made from a
    /// photo's document.
    public var fileModifiedAt: Timestamp?
    /// The dominant colours (of the cuts only, for a print).
    public var palette: Palette
    /// The alpha-weighted mean colour of the image (of the cuts only, for a print).
    public var meanColour: Colour
    /// The QR code found in the image, when the analysis looked for one and found one (the
    /// first, top left first, when there are several).
    public var qr: QRCode?

    /// The booth print's layout, frame and cuts; nil when the image is not a print.
    public var print: BoothPrint?

    public init(
        format: ImageFormat, width: Int, height: Int, orientation: Int, capturedAt: CaptureDate?, palette: Palette, meanColour: Colour,
        print: BoothPrint? = nil, qr: QRCode? = nil, metadataDate: MetadataDate? = nil, fileModifiedAt: Timestamp? = nil
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
        self.capturedAt = capturedAt
        self.palette = palette
        self.meanColour = meanColour
        self.print = print
        self.qr = qr
        self.metadataDate = metadataDate
        self.fileModifiedAt = fileModifiedAt
    }
}
