import CPokiExif

/// Rewrites an EXIF block without its location or its thumbnail, through libexif (loaded with
/// dlopen on first use), keeping every other entry.
enum ExifRewriter {
    /// What a rewrite leaves out.
    struct Removals: OptionSet, Sendable {
        package let rawValue: UInt32

        package init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The GPS directory: where the photo was taken.
        static let location = Removals(rawValue: POKI_EXIF_REMOVE_LOCATION.rawValue)
        /// IFD1's thumbnail, which still shows what a covered QR code looked like.
        static let thumbnail = Removals(rawValue: POKI_EXIF_REMOVE_THUMBNAIL.rawValue)
    }

    /// What became of a block.
    package enum Outcome: Equatable {
        /// Nothing asked for was there: the block is copied as it was.
        case unchanged
        /// The block as libexif wrote it again (`Exif\0\0` then TIFF); `removedLocation` when it
        /// had GPS entries.
        case rewritten([UInt8], removedLocation: Bool)
        /// libexif could not read or write it; the reason, for a note. The block is left out.
        case unreadable(String)
    }

    /// Rewrites `payload` (`Exif\0\0` then TIFF) without `removals`, the result at most `capacity` bytes.
    /// - Throws: ``ShareError/exifUnavailable(reason:)`` when libexif cannot be loaded.
    static func rewrite(_ payload: [UInt8], removing removals: Removals, capacity: Int) throws(ShareError) -> Outcome {
        var block = poki_exif_block()
        defer { poki_exif_block_release(&block) }
        let status = payload.withUnsafeBufferPointer { buffer in
            poki_exif_rewrite(buffer.baseAddress, buffer.count, removals.rawValue, capacity, &block)
        }
        let message = withUnsafeBytes(of: &block.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch status {
        case POKI_EXIF_OK:
            guard block.location_entries > 0 || block.thumbnail_length > 0 else { return .unchanged }
            return .rewritten(Array(UnsafeBufferPointer(start: block.bytes, count: block.length)), removedLocation: block.location_entries > 0)
        case POKI_EXIF_UNAVAILABLE:
            throw .exifUnavailable(reason: message)
        default:
            return .unreadable(message)
        }
    }

    /// `Exif\0\0`, which starts a JPEG's EXIF segment and libexif's blocks.
    static let header: [UInt8] = Array("Exif".utf8) + [0, 0]
}
