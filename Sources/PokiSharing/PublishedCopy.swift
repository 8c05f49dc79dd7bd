import PokiSystem
import PokiImaging

/// A photo file as it leaves the album, by `share` or into a web album's `originals/`: without
/// the location in its metadata unless asked, and with its QR codes covered when asked (then
/// re-encoded; otherwise a PNG's or JPEG's image data is copied byte for byte, and a WebP or HEIF
/// becomes a JPEG unless it is copied whole).
package struct PublishedCopy: Equatable {
    /// Names the rules below; a change to what is removed changes it, so that copies made by the
    /// rules before (an export's `originals/`) are made again.
    package static let rulesVersion = "location-free-2"

    /// The file's bytes.
    package var bytes: [UInt8]
    /// Whether something that held, or may have held, a location was left out.
    package var removedLocation: Bool
    /// QR codes covered.
    package var coveredCodes: Int
    /// What else was left out, one sentence each, in every language.
    package var notes: [Phrase]
    /// Whether the location was to be kept and could not be (a JPEG copy of a WebP or HEIF).
    package var lostLocation = false

    /// The format of the copy of a `format` file: a format poki does not rewrite (WebP, HEIF) is
    /// copied as a JPEG, unless the copy keeps everything (the location, no code covered) and is
    /// the original byte for byte.
    package static func format(of format: ImageFormat, keepingLocation: Bool, coveringCodes: Bool) -> ImageFormat {
        keepingLocation && !coveringCodes ? format : format.writtenFormat
    }

    /// The copy of `original` (the bytes of photo `id`'s image at `path`, of `format`), in
    /// `copyFormat`: `format`, or ``ImageFormat/writtenFormat`` for a format poki does not rewrite
    /// (``format(of:keepingLocation:coveringCodes:)`` for a shared copy; a web album's is always
    /// one every browser shows).
    /// - Throws: ``ShareError`` when the file's structure cannot be followed to its image data,
    ///   the copy cannot be proved free of a location, or a code still reads once covered.
    package static func of(
        _ original: [UInt8], format: ImageFormat, path: String, id: Int, keepingLocation: Bool, coveringCodes: Bool, as copyFormat: ImageFormat
    ) throws(ShareError) -> PublishedCopy {
        var removals: ExifRewriter.Removals = keepingLocation ? [] : .location
        let covered = coveringCodes ? try QRCodeMask.cover(fileAt: path, format: format, id: id) : nil
        // The EXIF thumbnail and other previews still show the code.
        if covered != nil { removals.insert(.thumbnail) }
        var metadata: SharedMetadata
        if copyFormat != format {
            // The covered picture is already the JPEG the copy is made of.
            let picture = if let covered { covered.bytes } else { try SharedMetadata.picture(ofFileAt: path, format: format) }
            metadata = try SharedMetadata.jpegCopy(ofFileAt: path, format: format, picture: picture, removing: removals)
        } else {
            metadata = try SharedMetadata.of(original, format: format, removing: removals, path: path)
            if let covered {
                metadata.bytes = try SharedMetadata.carrying(metadata.bytes, into: covered.bytes, format: format, removing: removals, path: path)
            }
        }
        return PublishedCopy(
            bytes: metadata.bytes, removedLocation: metadata.removedLocation, coveredCodes: covered?.codes ?? 0, notes: metadata.notes,
            lostLocation: metadata.lostLocation
        )
    }
}
